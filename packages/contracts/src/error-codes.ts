/**
 * Every `code` an HTTP error body (`{ message, code, errors? }`) can carry, with its status and meaning:
 * one code per case, documented in each route's OpenAPI entry. `AppError` and its helpers take only
 * these, so a new code is one line here (a typo is a compile error).
 *
 * `domains` are the OpenAPI tags of the routes that may answer the code ("*": any route). A route's
 * entry lists, for each error status it declares, the codes of its tags and the common ones.
 *
 * One code per case, where two were in use:
 * - A missing or hidden post is `NOT_FOUND`, as every posts, comments and reactions route answered;
 *   the two presigned-upload routes answered `POST_NOT_FOUND` and now answer `NOT_FOUND` too (two
 *   routes of one flow changed, rather than the dozen a client is more likely to check).
 * - A missing or hidden user is `USER_NOT_FOUND`, as every profile route (profile, follow lists,
 *   follow, block) answered; the user feed, opening a DM and the other routes that answered
 *   `NOT_FOUND` for a missing user now answer `USER_NOT_FOUND`.
 * Fastify's own client errors answer a code of this registry too (a body too large is
 * `PAYLOAD_TOO_LARGE`, an overlong path segment `URI_TOO_LONG`, a Content-Type no route parses
 * `UNSUPPORTED_CONTENT_TYPE`, malformed JSON `BAD_REQUEST`): no `FST_ERR_*` reaches a client.
 */
export const ERROR_CODES = {
  // ---- any route ------------------------------------------------------------------------------------
  BAD_REQUEST: { status: 400, domains: ["*"], meaning: "The request is malformed" },
  VALIDATION_FAILED: {
    status: 400,
    domains: ["*"],
    meaning: "The input failed validation; `errors` holds `{ formErrors, fieldErrors }`",
  },
  INVALID_TEXT: { status: 400, domains: ["*"], meaning: "A text contains NUL characters" },
  UNAUTHORIZED: { status: 401, domains: ["*"], meaning: "Missing, invalid, expired or revoked token" },
  FORBIDDEN: { status: 403, domains: ["*"], meaning: "Authenticated but not permitted" },
  CROSS_ORIGIN_REFUSED: {
    status: 403,
    domains: ["*"],
    meaning:
      "A cookie-authenticated change (or a login) from an origin that is neither WEB_ORIGIN nor the API's",
  },
  NOT_FOUND: {
    status: 404,
    domains: ["*"],
    meaning:
      "The route, or the post, comment, reaction, conversation, message, channel, room or stream, does not exist or is hidden from the caller",
  },
  CONFLICT: { status: 409, domains: ["*"], meaning: "The request conflicts with the current state" },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    domains: ["*"],
    meaning: "The request body exceeds the route's size limit (1 MiB for JSON)",
  },
  URI_TOO_LONG: {
    status: 414,
    domains: ["*"],
    meaning: "A path segment is longer than 200 characters",
  },
  UNSUPPORTED_CONTENT_TYPE: {
    status: 415,
    domains: ["*"],
    meaning:
      "The request's Content-Type is not one this route reads (JSON, or multipart/form-data where documented)",
  },
  RATE_LIMITED: { status: 429, domains: ["*"], meaning: "Too many requests from this address" },
  INTERNAL: { status: 500, domains: ["*"], meaning: "An unexpected server error" },
  UNAVAILABLE: {
    status: 503,
    domains: ["*"],
    meaning: "A dependency (database, Redis, queue) is unreachable; nothing was changed, retry shortly",
  },
  NOT_IMPLEMENTED: { status: 501, domains: ["payout"], meaning: "The route exists but is not built yet" },

  // ---- uploads (multipart and stored files) ----------------------------------------------------------
  NOT_MULTIPART: { status: 400, domains: ["upload"], meaning: "Expected a multipart/form-data body" },
  MALFORMED_MULTIPART: {
    status: 400,
    domains: ["upload"],
    meaning: "The multipart body is cut off or malformed",
  },
  TOO_MANY_FIELDS: { status: 400, domains: ["upload"], meaning: "Too many form fields" },
  TOO_MANY_FILES: {
    status: 400,
    domains: ["upload", "media"],
    meaning: "Too many files for one request or post",
  },
  BAD_FIELD: { status: 400, domains: ["upload"], meaning: "A file was sent in a field of another name" },
  FILE_REQUIRED: { status: 400, domains: ["upload"], meaning: "The required file part is missing" },
  FILE_TOO_LARGE: {
    status: 413,
    domains: ["upload", "storage (local mode)"],
    meaning: "A file exceeds its size limit",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 400,
    domains: ["upload", "media"],
    meaning: "The file's type (checked against its first bytes) is not accepted",
  },
  INVALID_IMAGE: { status: 400, domains: ["upload"], meaning: "The image could not be decoded" },

  // ---- accounts and users ----------------------------------------------------------------------------
  EMAIL_TAKEN: { status: 400, domains: ["accounts"], meaning: "An account with this email exists" },
  INVALID_CREDENTIALS: { status: 401, domains: ["accounts"], meaning: "Wrong email or password" },
  WRONG_PASSWORD: {
    status: 400,
    domains: ["accounts", "trust and safety"],
    meaning: "The current password (or, for DELETE /user/me, the password) is incorrect",
  },
  WEAK_PASSWORD: {
    status: 400,
    domains: ["accounts"],
    meaning: "The new password is too easy to guess (zxcvbn score below 2, judged offline)",
  },
  INVALID_RESET_TOKEN: {
    status: 400,
    domains: ["accounts"],
    meaning: "The reset token is invalid or expired",
  },
  TOO_MANY_FAILED_LOGINS: {
    status: 429,
    domains: ["accounts"],
    meaning: "Too many wrong passwords for this email (15-minute window)",
  },
  USERNAME_TAKEN: { status: 400, domains: ["users"], meaning: "The username is taken" },
  USERNAME_OFFENSIVE: { status: 400, domains: ["users"], meaning: "The username is not allowed" },
  USER_NOT_FOUND: {
    status: 404,
    domains: ["profiles", "users", "feeds", "direct messages", "channels", "reactions", "reports", "media"],
    meaning: "The user does not exist, or has blocked the caller",
  },

  // ---- social graph ------------------------------------------------------------------------------------
  CANNOT_FOLLOW_SELF: {
    status: 400,
    domains: ["profiles"],
    meaning: "A user cannot follow or unfollow themselves",
  },
  CANNOT_BLOCK_SELF: {
    status: 400,
    domains: ["profiles"],
    meaning: "A user cannot block or unblock themselves",
  },
  BLOCKED: {
    status: 403,
    domains: ["profiles", "comments", "direct messages", "channels", "livestreams"],
    meaning: "The caller and the other user (or the owner) are in a block",
  },

  // ---- posts, comments, reports -----------------------------------------------------------------------
  NOT_COMMENTABLE: { status: 403, domains: ["comments"], meaning: "Comments are turned off for this post" },
  SELF_REPORT: {
    status: 400,
    domains: ["reports"],
    meaning: "A user cannot report themselves or their own post or comment",
  },
  TOO_MANY_REPORTS: {
    status: 429,
    domains: ["reports"],
    meaning: "The hourly allowance of new reports (REPORTS_PER_HOUR) is spent",
  },

  // ---- presigned media upload ------------------------------------------------------------------------
  BAD_UPLOAD_KEY: { status: 400, domains: ["media"], meaning: "Not an upload key this API gives out" },
  MIME_TYPE_MISMATCH: {
    status: 400,
    domains: ["media"],
    meaning: "The MIME type differs from the key's or the upload's",
  },
  UPLOAD_MISSING: { status: 400, domains: ["media"], meaning: "Nothing was uploaded to this key" },
  EMPTY_UPLOAD: { status: 400, domains: ["media"], meaning: "The uploaded file is empty" },
  NOT_YOUR_UPLOAD: { status: 403, domains: ["media"], meaning: "The upload key belongs to another user" },
  UPLOAD_ALREADY_USED: {
    status: 409,
    domains: ["media"],
    meaning: "The upload is attached to another post",
    // The same fact on the storage side, answered as S3 answers a second signed PUT: 412.
    also: [
      {
        status: 412,
        domains: ["storage (local mode)"],
        meaning: "The single-use upload URL was already used: the object exists and is never overwritten",
      },
    ],
  },
  BAD_SIGNATURE: {
    status: 403,
    domains: ["storage (local mode)"],
    meaning: "The upload URL is invalid or expired",
  },

  // ---- direct messages and rooms -----------------------------------------------------------------------
  SELF_CONVERSATION: {
    status: 400,
    domains: ["direct messages"],
    meaning: "A conversation needs another participant",
  },
  TOO_MANY_PARTICIPANTS: {
    status: 400,
    domains: ["direct messages"],
    meaning: "Only 1:1 conversations exist",
  },
  MESSAGE_DELETED: {
    status: 400,
    domains: ["direct messages", "channels"],
    meaning: "A deleted message cannot be edited",
  },
  NOT_SENDER: {
    status: 403,
    domains: ["direct messages", "channels"],
    meaning: "Only the sender can change a message",
  },
  AUTHZ_DENIED: {
    status: 403,
    domains: ["interservice"],
    meaning: "The realtime join check refused (not a participant, or a block)",
  },
  NOT_OWNER: { status: 403, domains: ["channels"], meaning: "Only the channel owner can do this" },
  OWNER_CANNOT_LEAVE: { status: 400, domains: ["channels"], meaning: "The owner cannot leave their channel" },
  ROOM_ACCESS_DENIED: {
    status: 403,
    domains: ["channels"],
    meaning: "The room's visibility does not let the caller in",
  },
  CONFERENCE_UNAVAILABLE: { status: 503, domains: ["channels"], meaning: "The voice server is unreachable" },

  // ---- notifications -----------------------------------------------------------------------------------
  NOTIFICATION_NOT_FOUND: {
    status: 404,
    domains: ["notifications"],
    meaning: "No such notification of the caller",
  },
  INVALID_PUSH_TOKEN: { status: 400, domains: ["notifications"], meaning: "Not an Expo push token" },

  // ---- identity verification ---------------------------------------------------------------------------
  ALREADY_VERIFIED: {
    status: 400,
    domains: ["identity verification"],
    meaning: "The identity is already verified",
  },
  DOCUMENTS_MISSING: {
    status: 400,
    domains: ["identity verification"],
    meaning: "Required documents are not uploaded yet",
  },
  ASSET_NOT_FOUND: {
    status: 400,
    domains: ["identity verification"],
    meaning: "No uploaded document with that id",
  },
  // ---- trust and safety --------------------------------------------------------------------------------
  ACCOUNT_SUSPENDED: {
    status: 403,
    domains: ["*"],
    meaning: "A moderator suspended the account: its tokens and logins are refused until the date given",
  },
  TOO_MANY_EXPORTS: {
    status: 429,
    domains: ["trust and safety"],
    meaning: "One data export per 24 hours; Retry-After says when the next is possible",
  },
  // The report queue's command line (npm run admin -- reports), not on the HTTP wire:
  REPORT_NOT_FOUND: { status: 404, domains: [], meaning: "No report with that id" },
  NOTE_REQUIRED: { status: 400, domains: [], meaning: "A moderation action needs a note" },
  DAYS_NOT_ALLOWED: { status: 400, domains: [], meaning: "Only a suspension takes a number of days" },
  INVALID_DAYS: { status: 400, domains: [], meaning: "A suspension's days are out of range" },
  CANNOT_REMOVE_USER: { status: 400, domains: [], meaning: "An account cannot be removed; suspend it" },
  TARGET_GONE: { status: 409, domains: [], meaning: "The reported content no longer exists; dismiss" },
  NOT_OPEN: { status: 409, domains: [], meaning: "The report was already resolved" },
  // The operator's command line (scripts/verification.ts), not on the HTTP wire:
  VERIFICATION_NOT_FOUND: { status: 404, domains: [], meaning: "The user has not submitted a verification" },
  NOT_PENDING: { status: 409, domains: [], meaning: "Only a pending verification can be reviewed" },
  REASON_REQUIRED: { status: 400, domains: [], meaning: "A rejection needs a reason" },
  REASON_NOT_ALLOWED: { status: 400, domains: [], meaning: "Only a rejection carries a reason" },
  // The console's operator accounts (npm run admin -- operators, the console), not on the HTTP wire:
  OPERATOR_NOT_FOUND: { status: 404, domains: [], meaning: "No console operator has that username or id" },
  OPERATOR_INVALID: {
    status: 400,
    domains: [],
    meaning: "An operator's username or password does not meet the rules",
  },

  // ---- discovery ----------------------------------------------------------------------------------------
  GAME_NOT_FOUND: { status: 404, domains: ["games"], meaning: "No game of the catalog has that id or slug" },
  UNKNOWN_GAME: {
    status: 400,
    domains: ["posts"],
    meaning: "The post's gameId names no game of the catalog (GET /games)",
  },

  // ---- money: wallet, subscriptions, products, paid sessions, payouts, webhooks ------------------------
  INSUFFICIENT_COINS: {
    status: 400,
    domains: ["creator subscriptions", "products", "paid sessions"],
    meaning: "The wallet does not cover the price; nothing was debited",
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    domains: ["creator subscriptions", "products", "paid sessions"],
    meaning: "This Idempotency-Key was used for a different request",
  },
  CANNOT_SUBSCRIBE_TO_SELF: {
    status: 400,
    domains: ["creator subscriptions"],
    meaning: "A creator cannot subscribe to themselves",
  },
  SUBSCRIPTIONS_NOT_OFFERED: {
    status: 400,
    domains: ["creator subscriptions"],
    meaning: "The creator has set no subscription price",
  },
  ALREADY_SUBSCRIBED: {
    status: 409,
    domains: ["creator subscriptions"],
    meaning: "The caller already holds a subscription that never expires",
  },
  CANNOT_BUY_OWN_PRODUCT: {
    status: 400,
    domains: ["products"],
    meaning: "A creator cannot buy their own product",
  },
  NO_AVAILABILITY: {
    status: 404,
    domains: ["paid sessions"],
    meaning: "The user offers no paid sessions (no availability set)",
  },
  CANNOT_BOOK_SELF: { status: 400, domains: ["paid sessions"], meaning: "A playpal cannot book themselves" },
  SLOT_IN_PAST: { status: 400, domains: ["paid sessions"], meaning: "The start time has passed" },
  SLOT_TOO_FAR: {
    status: 400,
    domains: ["paid sessions"],
    meaning: "Sessions can be booked up to 14 days ahead",
  },
  SLOT_UNAVAILABLE: {
    status: 400,
    domains: ["paid sessions"],
    meaning: "The start is not one of the playpal's open slots (or the playpal offers no sessions)",
  },
  SLOT_TAKEN: { status: 409, domains: ["paid sessions"], meaning: "The slot is already booked" },
  SESSION_NOT_BOOKED: {
    status: 409,
    domains: ["paid sessions"],
    meaning: "The session is already cancelled or completed",
  },
  SESSION_STARTED: {
    status: 409,
    domains: ["paid sessions"],
    meaning: "A started session cannot be cancelled",
  },
  PAYMENT_PROVIDER_ERROR: {
    status: 502,
    domains: ["payouts"],
    meaning: "The payment provider (Stripe) refused or failed; nothing was changed",
  },
  INVALID_SIGNATURE: {
    status: 401,
    domains: ["webhooks"],
    meaning: "The webhook's signature header is missing, forged or stale; nothing was changed",
  },
  INVALID_BODY: {
    status: 400,
    domains: ["webhooks"],
    meaning: "A correctly signed webhook body that is not an event of the provider",
  },
  INVALID_CURSOR: {
    status: 400,
    domains: ["livestreams"],
    meaning: "The opaque cursor was not issued by this list",
  },
  REVENUECAT_NOT_CONFIGURED: {
    status: 401,
    domains: ["webhooks"],
    meaning: "REVENUECAT_WEBHOOK_SECRET is not set, so no purchase event can be verified",
  },
  // Internal: rolls back a paying transaction that turned out to replay an earlier request (never sent).
  REPLAYED: { status: 200, domains: [], meaning: "The request replays an earlier one (internal)" },
} as const satisfies Record<string, ErrorCodeEntry>;

interface ErrorCodeCase {
  status: number;
  domains: readonly string[];
  meaning: string;
}
/**
 * A code's status, domains and meaning; `also`: the other cases answered with the same code under
 * another status (one code, one fact: an upload already used is 409 where it is attached, 412 where its
 * single-use URL is PUT again, as S3 answers).
 */
interface ErrorCodeEntry extends ErrorCodeCase {
  also?: readonly ErrorCodeCase[];
}

export type ErrorCode = keyof typeof ERROR_CODES;

type EntryOf<C extends ErrorCode> = (typeof ERROR_CODES)[C];
/** The statuses `C` is registered with: its entry's, and those of its `also` cases. */
export type ErrorStatus<C extends ErrorCode> =
  | EntryOf<C>["status"]
  | (EntryOf<C> extends { also: readonly { status: infer S }[] } ? S : never);
/** The codes registered with status `S`. */
export type ErrorCodeWithStatus<S extends number> = {
  [C in ErrorCode]: S extends ErrorStatus<C> ? C : never;
}[ErrorCode];

/** The statuses `code` is registered with, its entry's first. */
export function errorStatuses(code: ErrorCode): number[] {
  const entry: ErrorCodeEntry = ERROR_CODES[code];
  return [entry.status, ...(entry.also ?? []).map((c) => c.status)];
}

/**
 * The codes a route tagged `tags` may answer with `status`: its domains' and the common ones. Used to
 * write each route's error responses in the OpenAPI document.
 */
export function errorCodesFor(tags: readonly string[], status: number): ErrorCode[] {
  return (Object.keys(ERROR_CODES) as ErrorCode[]).filter((code) => {
    const entry: ErrorCodeEntry = ERROR_CODES[code];
    return [entry, ...(entry.also ?? [])].some(
      (c) => c.status === status && c.domains.some((d) => d === "*" || tags.includes(d)),
    );
  });
}
