import type { ErrorCode } from "@playpal/contracts";

/**
 * What the OpenAPI document says of each operation beyond its route's schema: a stable camelCase
 * `operationId` (generated clients name their methods after it; renaming one is a breaking change of
 * the SDKs), how it authenticates, and the error codes of `ERROR_CODES` its own code can answer, on top
 * of the ones every route of its kind can (`http/openapi.ts`: validation, authentication, rate limit,
 * framework errors, uploads). Keyed by `METHOD path` as the document spells the path (under /api/v1
 * unless it starts with another root). A route added without an entry fails `openapi.test.ts`.
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

const IMAGE: ErrorCode[] = ["FILE_REQUIRED", "INVALID_IMAGE"];
const SUBSCRIBE: ErrorCode[] = ["INSUFFICIENT_COINS", "IDEMPOTENCY_KEY_REUSED"];

export const OPERATIONS: Record<string, OperationEntry> = {
  "GET /health": { operationId: "getHealth", auth: "public", unlimited: true },
  "GET /ready": { operationId: "getReadiness", auth: "public", unlimited: true },

  // accounts
  "POST /create-account": {
    operationId: "createAccount",
    auth: "public",
    codes: ["EMAIL_TAKEN", "WEAK_PASSWORD", "CROSS_ORIGIN_REFUSED"],
    example: {
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      password: "correct horse battery",
    },
  },
  "POST /authenticate": {
    operationId: "authenticate",
    auth: "public",
    codes: ["INVALID_CREDENTIALS", "TOO_MANY_FAILED_LOGINS", "ACCOUNT_SUSPENDED", "CROSS_ORIGIN_REFUSED"],
    example: { email: "ada@example.com", password: "correct horse battery" },
  },
  "POST /logout": { operationId: "logout", auth: "public" },
  "POST /check-username": {
    operationId: "checkUsername",
    auth: "public",
    example: { username: "clutch_king" },
  },
  "POST /check-username-offensive": {
    operationId: "checkUsernameOffensive",
    auth: "public",
    example: { username: "clutch_king" },
  },
  "POST /forgot-password": {
    operationId: "forgotPassword",
    auth: "public",
    example: { email: "ada@example.com" },
  },
  "POST /reset-password": {
    operationId: "resetPassword",
    auth: "public",
    codes: ["INVALID_RESET_TOKEN", "WEAK_PASSWORD"],
  },
  "POST /auth/logout-all": { operationId: "logoutAll" },
  "PUT /auth/change-password": { operationId: "changePassword", codes: ["WRONG_PASSWORD", "WEAK_PASSWORD"] },

  // storage (local mode): the URL carries its own signature
  "PUT /storage/upload/{path}": {
    operationId: "uploadToSignedUrl",
    auth: "public",
    codes: ["BAD_SIGNATURE", "FILE_TOO_LARGE"],
    atStatus: { 412: ["UPLOAD_ALREADY_USED"] },
  },
  "GET /storage/download/{path}": {
    operationId: "downloadFromSignedUrl",
    auth: "public",
    codes: ["BAD_SIGNATURE", "NOT_FOUND"],
  },
  "GET /files/{path}": { operationId: "getFile", auth: "public", unlimited: true, codes: ["NOT_FOUND"] },

  // webhooks
  "POST /webhooks/revenuecat": {
    operationId: "revenueCatWebhook",
    auth: "revenuecat",
    codes: ["REVENUECAT_NOT_CONFIGURED", "UNAUTHORIZED"],
  },
  "POST /webhooks/stripe": { operationId: "stripeWebhook", auth: "stripe", codes: ["INVALID_SIGNATURE"] },
  "POST /webhooks/mux": {
    operationId: "muxWebhook",
    auth: "mux",
    unlimited: true,
    codes: ["INVALID_SIGNATURE", "INVALID_BODY"],
  },

  // the realtime service's callbacks
  "GET /internal/presence/{userId}/audience": {
    operationId: "getPresenceAudience",
    auth: "realtime",
    codes: ["UNAUTHORIZED"],
  },
  "GET /internal/users/{userId}/token-version": {
    operationId: "getTokenVersion",
    auth: "realtime",
    codes: ["UNAUTHORIZED", "NOT_FOUND"],
  },
  "POST /internal/presence/audiences": {
    operationId: "listPresenceAudiences",
    auth: "realtime",
    codes: ["UNAUTHORIZED"],
    example: { userIds: ["clx1user0000000000000000", "clx2user0000000000000000"], limit: 200 },
  },
  "POST /internal/users/token-versions": {
    operationId: "listTokenVersions",
    auth: "realtime",
    codes: ["UNAUTHORIZED"],
    example: { userIds: ["clx1user0000000000000000", "clx2user0000000000000000"] },
  },
  "POST /internal/channels/memberships": {
    operationId: "listChannelMemberships",
    auth: "realtime",
    codes: ["UNAUTHORIZED"],
    example: { userIds: ["clx1user0000000000000000", "clx2user0000000000000000"] },
  },
  "GET /dm/{conversationId}/authz": { operationId: "authorizeDmJoin", codes: ["AUTHZ_DENIED", "NOT_FOUND"] },
  "GET /room/{roomId}/authz": {
    operationId: "authorizeRoomJoin",
    codes: ["ROOM_ACCESS_DENIED", "NOT_FOUND"],
  },

  // users and profiles
  "GET /user/me": { operationId: "getMe" },
  "PATCH /user/me": { operationId: "updateMe", example: { display_name: "Ada", bio: "Speedrunner" } },
  "DELETE /user/me": { operationId: "deleteMe", codes: ["WRONG_PASSWORD"] },
  "POST /user/onboarding": {
    operationId: "completeOnboarding",
    codes: ["USERNAME_TAKEN", "USERNAME_OFFENSIVE"],
    example: { username: "clutch_king" },
  },
  "GET /user/notification-preferences": { operationId: "getNotificationPreferences" },
  "PUT /user/notification-preferences": {
    operationId: "updateNotificationPreferences",
    example: { likes: false, emailMarketing: true },
  },
  "POST /user/avatar": { operationId: "uploadAvatar", codes: IMAGE },
  "POST /user/banner": { operationId: "uploadBanner", codes: IMAGE },
  "GET /user/{userId}": { operationId: "getProfile", codes: ["USER_NOT_FOUND"] },
  "POST /user/{userId}/follow": {
    operationId: "followUser",
    codes: ["USER_NOT_FOUND", "CANNOT_FOLLOW_SELF", "BLOCKED"],
  },
  "DELETE /user/{userId}/follow": {
    operationId: "unfollowUser",
    codes: ["USER_NOT_FOUND", "CANNOT_FOLLOW_SELF"],
  },
  "GET /user/{userId}/followers": { operationId: "listFollowers", codes: ["USER_NOT_FOUND"] },
  "GET /user/{userId}/following": { operationId: "listFollowing", codes: ["USER_NOT_FOUND"] },
  "POST /user/{userId}/block": { operationId: "blockUser", codes: ["USER_NOT_FOUND", "CANNOT_BLOCK_SELF"] },
  "DELETE /user/{userId}/block": {
    operationId: "unblockUser",
    codes: ["USER_NOT_FOUND", "CANNOT_BLOCK_SELF"],
  },
  "GET /user/{userId}/links": { operationId: "listLinks", codes: ["USER_NOT_FOUND"] },
  "PUT /user/me/links": {
    operationId: "replaceMyLinks",
    example: { links: [{ title: "Twitch", url: "https://twitch.tv/clutch_king" }] },
  },
  "POST /user/me/export": { operationId: "requestDataExport", codes: ["TOO_MANY_EXPORTS"] },
  "GET /user/me/export/{exportId}": { operationId: "getDataExport", codes: ["NOT_FOUND"] },

  // identity verification
  "POST /verification-asset": { operationId: "uploadVerificationAsset", codes: ["FILE_REQUIRED"] },
  "POST /verify-identity": {
    operationId: "submitIdentityVerification",
    codes: ["ALREADY_VERIFIED", "DOCUMENTS_MISSING", "ASSET_NOT_FOUND"],
  },
  "GET /verify-identity": { operationId: "getIdentityVerification" },

  // media, posts, comments, reactions, reports
  "POST /media/upload/url": { operationId: "createUploadUrl", example: { mimeType: "image/jpeg" } },
  "POST /media/upload/complete": {
    operationId: "completeUpload",
    codes: [
      "NOT_FOUND",
      "BAD_UPLOAD_KEY",
      "MIME_TYPE_MISMATCH",
      "UPLOAD_MISSING",
      "EMPTY_UPLOAD",
      "NOT_YOUR_UPLOAD",
      "UPLOAD_ALREADY_USED",
      "FILE_TOO_LARGE",
      "TOO_MANY_FILES",
      "UNSUPPORTED_MEDIA_TYPE",
      "FORBIDDEN",
    ],
    example: {
      key: "uploads/cm0user00000000000000001/images/2026/0b6f9c1e-7d2a-4c39-9a53-2f8e6d1b4a70.jpg",
      postId: "cm0post00000000000000001",
      mimeType: "image/jpeg",
      width: 1920,
      height: 1080,
    },
  },
  "POST /posts": {
    operationId: "createPost",
    codes: ["UNKNOWN_GAME"],
    example: { body: "GG! Clutched the last round", type: "text", visibility: "public", commentable: true },
  },
  "GET /posts/{id}": { operationId: "getPost", codes: ["NOT_FOUND"] },
  "DELETE /posts/{id}": { operationId: "deletePost", codes: ["NOT_FOUND", "FORBIDDEN"] },
  "POST /posts/{postId}/impression": {
    operationId: "recordImpression",
    codes: ["NOT_FOUND"],
    example: { viewDurationMs: 4200, videoWatchMs: 3900 },
  },
  "GET /posts/{id}/comments": { operationId: "listComments", codes: ["NOT_FOUND"] },
  "POST /posts/{id}/comments": {
    operationId: "createComment",
    codes: ["NOT_FOUND", "BLOCKED", "NOT_COMMENTABLE"],
    example: { body: "Nice shot @clutch_king!" },
  },
  "DELETE /posts/{id}/comments/{commentId}": {
    operationId: "deleteComment",
    codes: ["NOT_FOUND", "FORBIDDEN"],
  },
  "POST /reactions": {
    operationId: "addReaction",
    codes: ["NOT_FOUND"],
    example: { postId: "cm0post00000000000000001", kind: "like" },
  },
  "DELETE /reactions/{id}": { operationId: "removeReaction", codes: ["NOT_FOUND"] },
  "POST /reports": {
    operationId: "createReport",
    codes: ["NOT_FOUND", "USER_NOT_FOUND", "SELF_REPORT", "TOO_MANY_REPORTS"],
    example: { targetType: "post", targetId: "cm0post00000000000000001", reason: "Spam" },
  },

  // feeds
  "GET /feed": { operationId: "getHomeFeed" },
  "GET /user/{userId}/feed": { operationId: "getUserFeed", codes: ["USER_NOT_FOUND"] },

  // notifications
  "GET /notifications": { operationId: "listNotifications" },
  "GET /notifications/unread-count": { operationId: "getUnreadNotificationCount" },
  "POST /notifications/read-all": { operationId: "markAllNotificationsRead" },
  "POST /notifications/{id}/read": { operationId: "markNotificationRead", codes: ["NOTIFICATION_NOT_FOUND"] },
  "POST /user/push-token": {
    operationId: "registerPushToken",
    codes: ["INVALID_PUSH_TOKEN"],
    example: { token: "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]" },
  },
  "DELETE /user/push-token": {
    operationId: "removePushTokens",
    optionalBody: true,
    example: { token: "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]" },
  },

  // direct messages
  "POST /conversations": {
    operationId: "openConversation",
    codes: ["USER_NOT_FOUND", "SELF_CONVERSATION", "TOO_MANY_PARTICIPANTS", "BLOCKED"],
    example: { participantIds: ["cm0user00000000000000002"] },
  },
  "GET /conversations": { operationId: "listConversations" },
  "GET /conversations/{id}/messages": { operationId: "listMessages", codes: ["NOT_FOUND"] },
  "POST /conversations/{id}/messages": {
    operationId: "sendMessage",
    codes: ["NOT_FOUND", "BLOCKED"],
    example: { body: "Duo queue tonight?" },
  },
  "PATCH /conversations/{id}/messages/{messageId}": {
    operationId: "editMessage",
    codes: ["NOT_FOUND", "NOT_SENDER", "MESSAGE_DELETED"],
  },
  "DELETE /conversations/{id}/messages/{messageId}": {
    operationId: "deleteMessage",
    codes: ["NOT_FOUND", "NOT_SENDER"],
  },
  "POST /conversations/{id}/read": { operationId: "markConversationRead", codes: ["NOT_FOUND"] },

  // channels, rooms, voice
  "POST /channels": { operationId: "createChannel", codes: IMAGE },
  "GET /channels/mine": { operationId: "listMyChannels" },
  "GET /channels/{channelId}": { operationId: "getChannel", codes: ["NOT_FOUND"] },
  "PUT /channels/{channelId}": {
    operationId: "updateChannel",
    codes: ["NOT_FOUND", "NOT_OWNER", "INVALID_IMAGE"],
  },
  "POST /channels/{channelId}/join": { operationId: "joinChannel", codes: ["NOT_FOUND", "BLOCKED"] },
  "POST /channels/{channelId}/leave": {
    operationId: "leaveChannel",
    codes: ["NOT_FOUND", "OWNER_CANNOT_LEAVE"],
  },
  "GET /channels/{channelId}/members": { operationId: "listChannelMembers", codes: ["NOT_FOUND"] },
  "POST /channels/{channelId}/rooms": {
    operationId: "createRoom",
    codes: ["NOT_FOUND", "NOT_OWNER"],
    example: { name: "Ranked grind", visibility: "members" },
  },
  "GET /channels/{channelId}/rooms": { operationId: "listRooms", codes: ["NOT_FOUND"] },
  "GET /rooms/{roomId}": { operationId: "getRoom", codes: ["NOT_FOUND", "ROOM_ACCESS_DENIED"] },
  "PATCH /rooms/{roomId}": { operationId: "updateRoom", codes: ["NOT_FOUND", "NOT_OWNER"] },
  "GET /rooms/{roomId}/messages": {
    operationId: "listRoomMessages",
    codes: ["NOT_FOUND", "ROOM_ACCESS_DENIED"],
  },
  "POST /rooms/{roomId}/messages": {
    operationId: "sendRoomMessage",
    codes: ["NOT_FOUND", "ROOM_ACCESS_DENIED"],
    example: { body: "Starting in 5" },
  },
  "PATCH /rooms/{roomId}/messages/{messageId}": {
    operationId: "editRoomMessage",
    codes: ["NOT_FOUND", "ROOM_ACCESS_DENIED", "NOT_SENDER", "MESSAGE_DELETED"],
  },
  "DELETE /rooms/{roomId}/messages/{messageId}": {
    operationId: "deleteRoomMessage",
    codes: ["NOT_FOUND", "ROOM_ACCESS_DENIED", "NOT_SENDER"],
  },
  "POST /rooms/{roomId}/voice-token": {
    operationId: "createVoiceToken",
    codes: ["NOT_FOUND", "ROOM_ACCESS_DENIED", "CONFERENCE_UNAVAILABLE"],
  },

  // livestreams
  "GET /livestreams/credentials": { operationId: "getStreamCredentials" },
  "POST /livestreams/credentials/regenerate": { operationId: "regenerateStreamKey" },
  "GET /livestreams/live": { operationId: "listLiveUsers", codes: ["INVALID_CURSOR"] },
  "GET /livestreams/{id}/messages": { operationId: "listStreamMessages", codes: ["NOT_FOUND", "BLOCKED"] },
  "POST /livestreams/{id}/messages": {
    operationId: "sendStreamMessage",
    codes: ["NOT_FOUND", "BLOCKED"],
    example: { body: "Let's go!" },
  },

  // commerce
  "GET /wallet": { operationId: "getWallet" },
  "GET /wallet/transactions": { operationId: "listWalletTransactions" },
  "PUT /user/me/subscription": { operationId: "setSubscriptionPrice", example: { priceCoins: 500 } },
  "GET /user/{userId}/subscription": { operationId: "getSubscriptionOffer", codes: ["USER_NOT_FOUND"] },
  "POST /subscriptions": {
    operationId: "subscribe",
    codes: [
      ...SUBSCRIBE,
      "USER_NOT_FOUND",
      "BLOCKED",
      "CANNOT_SUBSCRIBE_TO_SELF",
      "SUBSCRIPTIONS_NOT_OFFERED",
      "ALREADY_SUBSCRIBED",
    ],
    example: { creatorId: "cm0user00000000000000002" },
  },
  "GET /subscriptions": { operationId: "listSubscriptions" },
  "POST /products": {
    operationId: "createProduct",
    example: { title: "Coaching VOD review", description: "One match, annotated", priceCoins: 250 },
  },
  "GET /products": { operationId: "listProducts", codes: ["USER_NOT_FOUND"] },
  "POST /products/{id}/purchase": {
    operationId: "purchaseProduct",
    codes: [...SUBSCRIBE, "NOT_FOUND", "USER_NOT_FOUND", "BLOCKED", "CANNOT_BUY_OWN_PRODUCT"],
  },
  "PUT /availability": {
    operationId: "setAvailability",
    example: {
      timezone: "UTC",
      priceCoins: 300,
      sessionMinutes: 60,
      slots: [{ dayOfWeek: 6, start: "18:00", end: "22:00" }],
    },
  },
  "GET /user/{userId}/availability": {
    operationId: "getAvailability",
    codes: ["USER_NOT_FOUND", "NO_AVAILABILITY"],
  },
  "POST /sessions": {
    operationId: "bookSession",
    codes: [
      ...SUBSCRIBE,
      "USER_NOT_FOUND",
      "BLOCKED",
      "NO_AVAILABILITY",
      "CANNOT_BOOK_SELF",
      "SLOT_IN_PAST",
      "SLOT_TOO_FAR",
      "SLOT_UNAVAILABLE",
      "SLOT_TAKEN",
    ],
    example: { playpalId: "cm0user00000000000000002", startsAt: "2026-06-06T18:00:00.000Z" },
  },
  "GET /sessions": { operationId: "listSessions" },
  "GET /sessions/{id}": { operationId: "getSession", codes: ["NOT_FOUND"] },
  "POST /sessions/{id}/cancel": {
    operationId: "cancelSession",
    codes: ["NOT_FOUND", "SESSION_NOT_BOOKED", "SESSION_STARTED", "IDEMPOTENCY_KEY_REUSED"],
  },
  "GET /payouts": { operationId: "listPayouts" },
  "POST /payouts/account": { operationId: "createPayoutAccountLink", codes: ["PAYMENT_PROVIDER_ERROR"] },

  // discovery
  "GET /games": { operationId: "listGames" },
  "GET /games/{gameId}": { operationId: "getGame", codes: ["GAME_NOT_FOUND"] },
  "GET /games/{gameId}/posts": { operationId: "listGamePosts", codes: ["GAME_NOT_FOUND"] },
  "GET /search": { operationId: "search" },
  "GET /search/users": { operationId: "searchUsers" },
  "GET /trending/clips": { operationId: "listTrendingClips" },
  "GET /trending/users": { operationId: "listTrendingUsers" },
  "GET /trending/games": { operationId: "listTrendingGames" },
  "GET /discover": { operationId: "discover" },
  "GET /sponsors": { operationId: "listSponsors" },
};

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
