import type { ErrorCode } from "@playpal/contracts";

/**
 * What the OpenAPI document says of an operation beyond its route's schema, declared on the route
 * itself as `config.operation` (beside its zod schemas and summary: one place to change, nothing to
 * drift): a stable camelCase `operationId` (generated clients name their methods after it; renaming one
 * is a breaking change of the SDKs), how it authenticates, and the error codes of `ERROR_CODES` its own
 * code can answer, on top of the ones every route of its kind can (`http/openapi.ts`: validation,
 * authentication, rate limit, framework errors, uploads). `http/openapi.ts` gathers them as the routes
 * register; a documented route without one fails `openapi.test.ts`.
 */
export interface OperationEntry {
  operationId: string;
  /** Codes this route's own logic sends (service, policy, route handler). */
  codes?: ErrorCode[];
  /** How the caller authenticates, when not the user's bearer token or cookie. */
  auth?: "public" | "realtime" | "revenuecat" | "mux" | "stripe";
  /** Not behind the `/api/v1` rate limit. */
  unlimited?: boolean;
  /** Codes this route answers with another status than the registry's (S3's 412 for a used upload URL). */
  atStatus?: Record<number, ErrorCode[]>;
  /** The request body may be left out (`DELETE /user/push-token`). */
  optionalBody?: boolean;
  /** An example request body (a generated one otherwise, from the body's schema). */
  example?: unknown;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's OpenAPI operation (`OperationEntry`). */
    operation?: OperationEntry;
  }
}

/** The codes of a route that takes one image. */
export const IMAGE_CODES: ErrorCode[] = ["FILE_REQUIRED", "INVALID_IMAGE"];
/** The codes of a route that pays in Play Coins. */
export const PAYMENT_CODES: ErrorCode[] = ["INSUFFICIENT_COINS", "IDEMPOTENCY_KEY_REUSED"];

/** The global tag list, in the order a reader meets them, each with what it covers. */
export const TAGS: { name: string; description: string }[] = [
  { name: "operations", description: "Liveness and readiness probes, outside `/api/v1` and its rate limit." },
  { name: "accounts", description: "Registration, login, password changes and session revocation." },
  { name: "users", description: "The caller's own account: profile fields, onboarding (username)." },
  {
    name: "profiles",
    description: "Public profiles, follows, blocks, links, notification settings, avatar and banner.",
  },
  { name: "identity verification", description: "Creator identity documents and their review state." },
  { name: "trust and safety", description: "Account deletion and data export (app-store requirements)." },
  { name: "media", description: "Presigned direct-to-storage uploads of post media." },
  {
    name: "storage (local mode)",
    description: "Signed upload and download URLs served by the API when no S3 is configured.",
  },
  { name: "posts", description: "Posts with media, impressions." },
  { name: "comments", description: "Comments on posts." },
  { name: "reactions", description: "Reactions (like, love, haha, wow, sad, angry) on posts and comments." },
  { name: "reports", description: "Reports of posts, comments and users to the moderation queue." },
  { name: "feeds", description: "The home feed and one user's posts, newest first, keyset-paged." },
  { name: "notifications", description: "In-app notifications, their read state, and device push tokens." },
  {
    name: "direct messages",
    description: "1:1 conversations and their messages (also delivered over Socket.IO).",
  },
  { name: "channels", description: "Creator channels and their members." },
  {
    name: "channel rooms and voice",
    description: "Rooms of a channel or of a paid session, their chat, and voice tokens.",
  },
  { name: "livestreams", description: "Stream credentials, who is live, and livestream chat." },
  { name: "wallet", description: "Play Coins balance, earnings and the transaction history." },
  { name: "creator subscriptions", description: "Monthly subscriptions to a creator, paid in Play Coins." },
  { name: "products", description: "Digital products sold by creators for Play Coins." },
  { name: "paid sessions", description: "Weekly availability and booked 1-on-1 sessions." },
  { name: "payouts", description: "A creator's payout history and Stripe Connect onboarding." },
  { name: "games", description: "The game catalog and each game's posts." },
  { name: "search", description: "Search over users, clips and games (typo-tolerant)." },
  { name: "trending", description: "Trending clips, users and games, computed every 5 minutes." },
  { name: "discover", description: "The discover screen in one round trip." },
  { name: "sponsors", description: "Sponsor placements active now." },
  {
    name: "webhooks",
    description:
      "Provider callbacks, authenticated by their signature or shared secret, not by a user token.",
  },
  {
    name: "realtime",
    description: "Callbacks of the realtime service, authenticated by the internal channel's secret.",
  },
  { name: "interservice", description: "Join checks the realtime service makes with the user's own token." },
];
