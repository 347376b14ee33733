// Generated from docs/openapi.json by `npm run client:generate`. Do not edit.
/**
 * 
 */
import { orvalFetch } from '../../src/orval-fetch.ts';
export type RevenueCatWebhookInputEventAppUserId = string | null;

export type RevenueCatWebhookInputEventOriginalAppUserId = string | null;

export type RevenueCatWebhookInputEventProductId = string | null;

export type RevenueCatWebhookInputEventTransactionId = string | null;

export type RevenueCatWebhookInputEventOriginalTransactionId = string | null;

export type RevenueCatWebhookInputEventEnvironment = string | null;

export type RevenueCatWebhookInputEventStore = string | null;

export type RevenueCatWebhookInputEventCancelReason = string | null;

export type RevenueCatWebhookInputEventEventTimestampMs = number | null;

export type RevenueCatWebhookInputEvent = {
  /**
   * @minLength 1
   * @maxLength 200
   */
  id: string;
  /**
   * @minLength 1
   * @maxLength 100
   */
  type: string;
  app_user_id?: RevenueCatWebhookInputEventAppUserId;
  original_app_user_id?: RevenueCatWebhookInputEventOriginalAppUserId;
  product_id?: RevenueCatWebhookInputEventProductId;
  transaction_id?: RevenueCatWebhookInputEventTransactionId;
  original_transaction_id?: RevenueCatWebhookInputEventOriginalTransactionId;
  environment?: RevenueCatWebhookInputEventEnvironment;
  store?: RevenueCatWebhookInputEventStore;
  cancel_reason?: RevenueCatWebhookInputEventCancelReason;
  event_timestamp_ms?: RevenueCatWebhookInputEventEventTimestampMs;
  [key: string]: unknown;
};

export interface RevenueCatWebhookInput {
  api_version?: string;
  event: RevenueCatWebhookInputEvent;
  [key: string]: unknown;
}

export type ChannelUserUsername = string | null;

export type ChannelUserAvatarUrl = string | null;

export interface ChannelUser {
  id: string;
  username: ChannelUserUsername;
  display_name: string;
  avatarUrl: ChannelUserAvatarUrl;
}

export type DirectMessageBody = string | null;

export type DirectMessageEditedAt = string | null;

export type DirectMessageDeletedAt = string | null;

export interface DirectMessage {
  id: string;
  conversationId: string;
  senderId: string;
  body: DirectMessageBody;
  editedAt: DirectMessageEditedAt;
  deletedAt: DirectMessageDeletedAt;
  createdAt: string;
}

export type RoomVisibility = typeof RoomVisibility[keyof typeof RoomVisibility];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RoomVisibility = {
  public: 'public',
  members: 'members',
  vip: 'vip',
  private: 'private',
} as const;

export type RoomChannelId = string | null;

export type RoomSessionId = string | null;

export interface Room {
  id: string;
  channelId: RoomChannelId;
  name: string;
  visibility: RoomVisibility;
  sessionId: RoomSessionId;
  createdAt: string;
}

export type RoomMessageBody = string | null;

export type RoomMessageEditedAt = string | null;

export type RoomMessageDeletedAt = string | null;

export interface RoomMessage {
  id: string;
  roomId: string;
  senderId: string;
  sender: ChannelUser;
  body: RoomMessageBody;
  editedAt: RoomMessageEditedAt;
  deletedAt: RoomMessageDeletedAt;
  createdAt: string;
}

export type NotificationType = typeof NotificationType[keyof typeof NotificationType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NotificationType = {
  LIKE_POST: 'LIKE_POST',
  LIKE_COMMENT: 'LIKE_COMMENT',
  COMMENT: 'COMMENT',
  NEW_FOLLOWER: 'NEW_FOLLOWER',
  MENTION: 'MENTION',
  DIRECT_MESSAGE: 'DIRECT_MESSAGE',
  SESSION_BOOKED: 'SESSION_BOOKED',
  SESSION_CANCELLED: 'SESSION_CANCELLED',
  SESSION_REMINDER: 'SESSION_REMINDER',
  CHANNEL_ROOM_CREATED: 'CHANNEL_ROOM_CREATED',
  NEW_SUBSCRIBER: 'NEW_SUBSCRIBER',
  SYSTEM: 'SYSTEM',
} as const;

export type NotificationBody = string | null;

export type NotificationActorAnyOfUsername = string | null;

export type NotificationActorAnyOfAvatarUrl = string | null;

export type NotificationActorAnyOf = {
  id: string;
  username: NotificationActorAnyOfUsername;
  display_name: string;
  avatarUrl: NotificationActorAnyOfAvatarUrl;
};

export type NotificationActor = NotificationActorAnyOf | null;

export type NotificationTargetType = string | null;

export type NotificationTargetId = string | null;

/**
 * Deep link `{ screen, ...params }`; the same object is the push payload's data
 */
export type NotificationData = {[key: string]: string};

export type NotificationReadAt = string | null;

export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  body: NotificationBody;
  actor: NotificationActor;
  targetType: NotificationTargetType;
  targetId: NotificationTargetId;
  /** Deep link `{ screen, ...params }`; the same object is the push payload's data */
  data: NotificationData;
  read: boolean;
  readAt: NotificationReadAt;
  createdAt: string;
}

/**
 * pending -> processing -> ready | failed (then `errorMessage` says why). Until `ready` (screened), only the post's author gets its `url`; others get an empty `url`
 */
export type MediaStatus = typeof MediaStatus[keyof typeof MediaStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MediaStatus = {
  pending: 'pending',
  processing: 'processing',
  ready: 'ready',
  failed: 'failed',
} as const;

export type MediaThumbnailUrl = string | null;

export type MediaWidth = number | null;

export type MediaHeight = number | null;

/**
 * Seconds (videos)
 */
export type MediaDuration = number | null;

/**
 * Why processing failed; null unless `failed`
 */
export type MediaErrorMessage = string | null;

export interface Media {
  id: string;
  /** pending -> processing -> ready | failed (then `errorMessage` says why). Until `ready` (screened), only the post's author gets its `url`; others get an empty `url` */
  status: MediaStatus;
  mimeType: string;
  url: string;
  thumbnailUrl: MediaThumbnailUrl;
  width: MediaWidth;
  height: MediaHeight;
  /** Seconds (videos) */
  duration: MediaDuration;
  /** Why processing failed; null unless `failed` */
  errorMessage: MediaErrorMessage;
  /** Screening found it sensitive (MEDIA_SENSITIVE_THRESHOLD): clients blur it until the viewer taps it. False until screened */
  sensitive: boolean;
}

export type ErrorErrorsFieldErrors = {[key: string]: string[]};

export type ErrorErrors = {
  formErrors: string[];
  fieldErrors: ErrorErrorsFieldErrors;
};

export interface Error {
  message: string;
  /** Stable and machine-readable; each operation's error responses list the ones it can answer:
- `BAD_REQUEST` (400): The request is malformed
- `VALIDATION_FAILED` (400): The input failed validation; `errors` holds `{ formErrors, fieldErrors }`
- `INVALID_TEXT` (400): A text contains NUL characters
- `UNAUTHORIZED` (401): Missing, invalid, expired or revoked token
- `FORBIDDEN` (403): Authenticated but not permitted
- `CROSS_ORIGIN_REFUSED` (403): A cookie-authenticated change (or a login) from an origin that is neither WEB_ORIGIN nor the API's
- `NOT_FOUND` (404): The route, or the post, comment, reaction, conversation, message, channel, room or stream, does not exist or is hidden from the caller
- `PAYLOAD_TOO_LARGE` (413): The request body exceeds the route's size limit (1 MiB for JSON)
- `URI_TOO_LONG` (414): A path segment is longer than 200 characters
- `UNSUPPORTED_CONTENT_TYPE` (415): The request's Content-Type is not one this route reads (JSON, or multipart/form-data where documented)
- `RATE_LIMITED` (429): Too many requests from this address
- `INTERNAL` (500): An unexpected server error
- `UNAVAILABLE` (503): A dependency (database, Redis, queue) is unreachable; nothing was changed, retry shortly
- `NOT_MULTIPART` (400): Expected a multipart/form-data body
- `MALFORMED_MULTIPART` (400): The multipart body is cut off or malformed
- `TOO_MANY_FIELDS` (400): Too many form fields
- `TOO_MANY_FILES` (400): Too many files for one request or post
- `BAD_FIELD` (400): A file was sent in a field of another name
- `FILE_REQUIRED` (400): The required file part is missing
- `FILE_TOO_LARGE` (413): A file exceeds its size limit
- `UNSUPPORTED_MEDIA_TYPE` (400): The file's type (checked against its first bytes) is not accepted
- `INVALID_IMAGE` (400): The image could not be decoded
- `EMAIL_TAKEN` (400): An account with this email exists
- `INVALID_CREDENTIALS` (401): Wrong email or password
- `WRONG_PASSWORD` (400): The current password (or, for DELETE /user/me, the password) is incorrect
- `WEAK_PASSWORD` (400): The new password is too easy to guess (zxcvbn score below 2, judged offline)
- `INVALID_RESET_TOKEN` (400): The reset token is invalid or expired
- `TOO_MANY_FAILED_LOGINS` (429): Too many wrong passwords for this email (15-minute window)
- `USERNAME_TAKEN` (400): The username is taken
- `USERNAME_OFFENSIVE` (400): The username is not allowed
- `USER_NOT_FOUND` (404): The user does not exist, or has blocked the caller
- `CANNOT_FOLLOW_SELF` (400): A user cannot follow or unfollow themselves
- `CANNOT_BLOCK_SELF` (400): A user cannot block or unblock themselves
- `BLOCKED` (403): The caller and the other user (or the owner) are in a block
- `NOT_COMMENTABLE` (403): Comments are turned off for this post
- `SELF_REPORT` (400): A user cannot report themselves or their own post or comment
- `TOO_MANY_REPORTS` (429): The hourly allowance of new reports (REPORTS_PER_HOUR) is spent
- `BAD_UPLOAD_KEY` (400): Not an upload key this API gives out
- `MIME_TYPE_MISMATCH` (400): The MIME type differs from the key's or the upload's
- `UPLOAD_MISSING` (400): Nothing was uploaded to this key
- `EMPTY_UPLOAD` (400): The uploaded file is empty
- `NOT_YOUR_UPLOAD` (403): The upload key belongs to another user
- `UPLOAD_ALREADY_USED` (409): The upload is attached to another post
- `BAD_SIGNATURE` (403): The upload URL is invalid or expired
- `SELF_CONVERSATION` (400): A conversation needs another participant
- `TOO_MANY_PARTICIPANTS` (400): Only 1:1 conversations exist
- `MESSAGE_DELETED` (400): A deleted message cannot be edited
- `NOT_SENDER` (403): Only the sender can change a message
- `AUTHZ_DENIED` (403): The realtime join check refused (not a participant, or a block)
- `NOT_OWNER` (403): Only the channel owner can do this
- `OWNER_CANNOT_LEAVE` (400): The owner cannot leave their channel
- `ROOM_ACCESS_DENIED` (403): The room's visibility does not let the caller in
- `CONFERENCE_UNAVAILABLE` (503): The voice server is unreachable
- `NOTIFICATION_NOT_FOUND` (404): No such notification of the caller
- `INVALID_PUSH_TOKEN` (400): Not an Expo push token
- `ALREADY_VERIFIED` (400): The identity is already verified
- `DOCUMENTS_MISSING` (400): Required documents are not uploaded yet
- `ASSET_NOT_FOUND` (400): No uploaded document with that id
- `ACCOUNT_SUSPENDED` (403): A moderator suspended the account: its tokens and logins are refused until the date given
- `TOO_MANY_EXPORTS` (429): One data export per 24 hours; Retry-After says when the next is possible
- `GAME_NOT_FOUND` (404): No game of the catalog has that id or slug
- `UNKNOWN_GAME` (400): The post's gameId names no game of the catalog (GET /games)
- `INSUFFICIENT_COINS` (400): The wallet does not cover the price; nothing was debited
- `IDEMPOTENCY_KEY_REUSED` (409): This Idempotency-Key was used for a different request
- `CANNOT_SUBSCRIBE_TO_SELF` (400): A creator cannot subscribe to themselves
- `SUBSCRIPTIONS_NOT_OFFERED` (400): The creator has set no subscription price
- `ALREADY_SUBSCRIBED` (409): The caller already holds a subscription that never expires
- `CANNOT_BUY_OWN_PRODUCT` (400): A creator cannot buy their own product
- `NO_AVAILABILITY` (404): The user offers no paid sessions (no availability set)
- `CANNOT_BOOK_SELF` (400): A playpal cannot book themselves
- `SLOT_IN_PAST` (400): The start time has passed
- `SLOT_TOO_FAR` (400): Sessions can be booked up to 14 days ahead
- `SLOT_UNAVAILABLE` (400): The start is not one of the playpal's open slots (or the playpal offers no sessions)
- `SLOT_TAKEN` (409): The slot is already booked
- `SESSION_NOT_BOOKED` (409): The session is already cancelled or completed
- `SESSION_STARTED` (409): A started session cannot be cancelled
- `PAYMENT_PROVIDER_ERROR` (502): The payment provider (Stripe) refused or failed; nothing was changed
- `INVALID_SIGNATURE` (401): The webhook's signature header is missing, forged or stale; nothing was changed
- `INVALID_BODY` (400): A correctly signed webhook body that is not an event of the provider
- `INVALID_CURSOR` (400): The opaque cursor was not issued by this list
- `REVENUECAT_NOT_CONFIGURED` (401): REVENUECAT_WEBHOOK_SECRET is not set, so no purchase event can be verified */
  code?: string;
  errors?: ErrorErrors;
  /** Development only */
  error?: string;
  /** Development only */
  stack?: string;
}

export interface Cursor {
  id: string;
  createdAt: string;
}

export type AuthUserUsername = string | null;

export interface AuthUser {
  id: string;
  email: string;
  username: AuthUserUsername;
  onboarded: boolean;
  userType: string;
}

export interface AuthResponse {
  user: AuthUser;
  token: string;
  /** Present on the login that cancelled a scheduled account deletion (DELETE /user/me) */
  restored?: true;
}

export type ChannelDescription = string | null;

export type ChannelBannerUrl = string | null;

export type ChannelViewerRole = 'owner' | 'member' | null;

export interface Channel {
  id: string;
  ownerId: string;
  name: string;
  description: ChannelDescription;
  bannerUrl: ChannelBannerUrl;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  memberCount: number;
  viewerRole: ChannelViewerRole;
  createdAt: string;
}

export type ChannelMemberRole = typeof ChannelMemberRole[keyof typeof ChannelMemberRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ChannelMemberRole = {
  owner: 'owner',
  member: 'member',
} as const;

export interface ChannelMember {
  user: ChannelUser;
  role: ChannelMemberRole;
  joinedAt: string;
}

/**
 * Ids of every channel the caller belongs to (owner or member)
 */
export interface MyChannels {
  channelIds: string[];
}

export interface VoiceToken {
  token: string;
  url: string;
  roomName: string;
  expiresIn: 3600;
}

export interface Wallet {
  /**
   * Play Coins in the wallet
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  coins: number;
  /**
   * Every earning not yet paid out: held until a session ends, available, and in a started payout
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  pendingEarningsCents: number;
  /**
   * The part of the earnings the next payout can pay
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  availableEarningsCents: number;
}

export type WalletTransactionKind = typeof WalletTransactionKind[keyof typeof WalletTransactionKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const WalletTransactionKind = {
  COIN_PURCHASE: 'COIN_PURCHASE',
  COIN_PURCHASE_REVERSAL: 'COIN_PURCHASE_REVERSAL',
  SUBSCRIPTION: 'SUBSCRIPTION',
  PRODUCT_PURCHASE: 'PRODUCT_PURCHASE',
  SESSION_BOOKING: 'SESSION_BOOKING',
  SESSION_REFUND: 'SESSION_REFUND',
  EARNINGS_RELEASE: 'EARNINGS_RELEASE',
  PAYOUT: 'PAYOUT',
  PAYOUT_PAID: 'PAYOUT_PAID',
  PAYOUT_FAILED: 'PAYOUT_FAILED',
  REVERSAL: 'REVERSAL',
  ADJUSTMENT: 'ADJUSTMENT',
} as const;

export type WalletTransactionCounterpartyAnyOfUsername = string | null;

export type WalletTransactionCounterpartyAnyOfAvatarUrl = string | null;

export type WalletTransactionCounterpartyAnyOf = {
  id: string;
  username: WalletTransactionCounterpartyAnyOfUsername;
  display_name: string;
  avatarUrl: WalletTransactionCounterpartyAnyOfAvatarUrl;
};

export type WalletTransactionCounterparty = WalletTransactionCounterpartyAnyOf | null;

export type WalletTransactionObjectType = string | null;

export type WalletTransactionObjectId = string | null;

export interface WalletTransaction {
  /** The ledger entry's id */
  id: string;
  kind: WalletTransactionKind;
  /**
   * Change of the caller's coins (negative when spent)
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  coins: number;
  /**
   * Change of the caller's earnings not yet paid out, in cents
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  cents: number;
  counterparty: WalletTransactionCounterparty;
  objectType: WalletTransactionObjectType;
  objectId: WalletTransactionObjectId;
  createdAt: string;
}

export type CreatorSubscriptionOfferPriceCoins = number | null;

export type CreatorSubscriptionOfferExpiresAt = string | null;

export interface CreatorSubscriptionOffer {
  priceCoins: CreatorSubscriptionOfferPriceCoins;
  subscribed: boolean;
  expiresAt: CreatorSubscriptionOfferExpiresAt;
}

export type CreatorSubscriptionCreatorUsername = string | null;

export type CreatorSubscriptionCreatorAvatarUrl = string | null;

export type CreatorSubscriptionCreator = {
  id: string;
  username: CreatorSubscriptionCreatorUsername;
  display_name: string;
  avatarUrl: CreatorSubscriptionCreatorAvatarUrl;
};

export type CreatorSubscriptionExpiresAt = string | null;

export interface CreatorSubscription {
  id: string;
  subscriberId: string;
  creatorId: string;
  creator: CreatorSubscriptionCreator;
  /**
   * What this period cost (the last payment)
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  priceCoins: number;
  expiresAt: CreatorSubscriptionExpiresAt;
  active: boolean;
  createdAt: string;
}

export type ProductDescription = string | null;

export interface Product {
  id: string;
  creatorId: string;
  title: string;
  description: ProductDescription;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  priceCoins: number;
  createdAt: string;
}

export interface ProductPurchase {
  id: string;
  productId: string;
  buyerId: string;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  priceCoins: number;
  createdAt: string;
}

export type AvailabilitySlotsItem = {
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  dayOfWeek: number;
  start: string;
  end: string;
};

export interface Availability {
  userId: string;
  timezone: 'UTC';
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  priceCoins: number;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  sessionMinutes: number;
  slots: AvailabilitySlotsItem[];
  updatedAt: string;
}

export type AvailabilityWithOpenSlotsSlotsItem = {
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  dayOfWeek: number;
  start: string;
  end: string;
};

export interface AvailabilityWithOpenSlots {
  userId: string;
  timezone: 'UTC';
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  priceCoins: number;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  sessionMinutes: number;
  slots: AvailabilityWithOpenSlotsSlotsItem[];
  updatedAt: string;
  /** Bookable session starts in the next 14 days (UTC) */
  openSlots: string[];
}

export type SessionStatus = typeof SessionStatus[keyof typeof SessionStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SessionStatus = {
  booked: 'booked',
  cancelled: 'cancelled',
  completed: 'completed',
} as const;

/**
 * Coins refunded on cancellation
 */
export type SessionRefundCoins = number | null;

export type SessionCancelledAt = string | null;

export interface Session {
  id: string;
  playpalId: string;
  purchaserId: string;
  startsAt: string;
  endsAt: string;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  priceCoins: number;
  status: SessionStatus;
  /** Coins refunded on cancellation */
  refundCoins: SessionRefundCoins;
  cancelledAt: SessionCancelledAt;
  room: Room;
  createdAt: string;
}

export type AuthorUsername = string | null;

export type AuthorAvatarUrl = string | null;

export interface Author {
  id: string;
  username: AuthorUsername;
  display_name: string;
  avatarUrl: AuthorAvatarUrl;
}

export interface ReactionCounts {
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  like: number;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  love: number;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  haha: number;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  wow: number;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  sad: number;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  angry: number;
}

export type PostType = typeof PostType[keyof typeof PostType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PostType = {
  text: 'text',
  clip: 'clip',
  photos: 'photos',
} as const;

export type PostVisibility = typeof PostVisibility[keyof typeof PostVisibility];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PostVisibility = {
  public: 'public',
  private: 'private',
  followers: 'followers',
} as const;

export type PostGameId = string | null;

export type PostMyReactionsItem = typeof PostMyReactionsItem[keyof typeof PostMyReactionsItem];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PostMyReactionsItem = {
  like: 'like',
  love: 'love',
  haha: 'haha',
  wow: 'wow',
  sad: 'sad',
  angry: 'angry',
} as const;

/**
 * On the author's own view only: `none`; `flagged` (screening found a media sensitive: a moderator will review it); `hidden` (hidden from everyone else pending review)
 */
export type PostModerationStatus = typeof PostModerationStatus[keyof typeof PostModerationStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PostModerationStatus = {
  none: 'none',
  flagged: 'flagged',
  hidden: 'hidden',
} as const;

export interface Post {
  id: string;
  authorId: string;
  author: Author;
  body: string;
  type: PostType;
  visibility: PostVisibility;
  commentable: boolean;
  gameId: PostGameId;
  media: Media[];
  reactionCounts: ReactionCounts;
  /** The caller's own reactions to this post */
  myReactions: PostMyReactionsItem[];
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  commentCount: number;
  createdAt: string;
  /** True when one of its media is `sensitive` or its author marked it so (`sensitive` on POST /posts): clients blur its media until the viewer taps it */
  sensitive: boolean;
  /** On the author's own view only: `none`; `flagged` (screening found a media sensitive: a moderator will review it); `hidden` (hidden from everyone else pending review) */
  moderationStatus?: PostModerationStatus;
}

export type CommentMyReactionsItem = typeof CommentMyReactionsItem[keyof typeof CommentMyReactionsItem];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CommentMyReactionsItem = {
  like: 'like',
  love: 'love',
  haha: 'haha',
  wow: 'wow',
  sad: 'sad',
  angry: 'angry',
} as const;

export interface Comment {
  id: string;
  postId: string;
  authorId: string;
  author: Author;
  body: string;
  reactionCounts: ReactionCounts;
  myReactions: CommentMyReactionsItem[];
  createdAt: string;
}

export type CommentPageNextCursor = Cursor | null;

export interface CommentPage {
  items: Comment[];
  nextCursor: CommentPageNextCursor;
}

export type ReactionPostId = string | null;

export type ReactionCommentId = string | null;

export type ReactionKind = typeof ReactionKind[keyof typeof ReactionKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReactionKind = {
  like: 'like',
  love: 'love',
  haha: 'haha',
  wow: 'wow',
  sad: 'sad',
  angry: 'angry',
} as const;

export interface Reaction {
  id: string;
  userId: string;
  postId: ReactionPostId;
  commentId: ReactionCommentId;
  kind: ReactionKind;
  createdAt: string;
}

export type ReportTargetType = typeof ReportTargetType[keyof typeof ReportTargetType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReportTargetType = {
  post: 'post',
  comment: 'comment',
  user: 'user',
} as const;

export interface Report {
  id: string;
  reporterId: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: string;
  status: string;
  createdAt: string;
}

export type FeedPageNextCursor = Cursor | null;

export interface FeedPage {
  items: Post[];
  nextCursor: FeedPageNextCursor;
}

export type ProfileUsername = string | null;

export type ProfileAvatarUrl = string | null;

export type ProfileBannerUrl = string | null;

export type ProfileBio = string | null;

export type ProfileActiveLiveStreamId = string | null;

export type ProfileLinksItem = {
  id: string;
  title: string;
  url: string;
};

export interface Profile {
  id: string;
  username: ProfileUsername;
  display_name: string;
  avatarUrl: ProfileAvatarUrl;
  bannerUrl: ProfileBannerUrl;
  bio: ProfileBio;
  isLive: boolean;
  activeLiveStreamId: ProfileActiveLiveStreamId;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  followersCount: number;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  followingCount: number;
  /** The caller follows this user */
  isFollowing: boolean;
  /** The caller has blocked this user */
  isBlocked: boolean;
  /** The user's profile links, in order (`PUT /user/me/links`) */
  links: ProfileLinksItem[];
}

export type UserListItemUsername = string | null;

export type UserListItemAvatarUrl = string | null;

export interface UserListItem {
  id: string;
  username: UserListItemUsername;
  display_name: string;
  avatarUrl: UserListItemAvatarUrl;
  /** The caller follows this user */
  isFollowing: boolean;
}

export interface NotificationPreferences {
  pushEnabled: boolean;
  likes: boolean;
  comments: boolean;
  newFollowers: boolean;
  mentions: boolean;
  directMessages: boolean;
  liveStreams: boolean;
  shopUpdates: boolean;
  sessionUpdates: boolean;
  emailMarketing: boolean;
  emailUpdates: boolean;
  emailSecurity: boolean;
}

export type GameCoverUrl = string | null;

export interface Game {
  id: string;
  slug: string;
  name: string;
  coverUrl: GameCoverUrl;
  genres: string[];
  /**
   * Public posts tagged with the game; refreshed every few minutes, not on each post
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  postCount: number;
}

export interface GameCursor {
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  rank: number;
  name: string;
  id: string;
}

export type GamePageNextCursor = GameCursor | null;

export interface GamePage {
  items: Game[];
  nextCursor: GamePageNextCursor;
}

export type UserCardUsername = string | null;

export type UserCardAvatarUrl = string | null;

export interface UserCard {
  id: string;
  username: UserCardUsername;
  display_name: string;
  avatarUrl: UserCardAvatarUrl;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  followersCount: number;
  isLive: boolean;
  /** The caller follows this user */
  isFollowing: boolean;
}

export type TrendingClipsData = {
  clips: Post[];
};

export interface TrendingClips {
  success: true;
  data: TrendingClipsData;
}

export type TrendingUsersData = {
  users: UserCard[];
};

export interface TrendingUsers {
  success: true;
  data: TrendingUsersData;
}

export type TrendingGamesData = {
  games: Game[];
};

export interface TrendingGames {
  success: true;
  data: TrendingGamesData;
}

export type SearchResultData = {
  users: UserCard[];
  clips: Post[];
  games: Game[];
};

export interface SearchResult {
  success: true;
  data: SearchResultData;
}

export interface Discover {
  live: UserCard[];
  suggestedUsers: UserCard[];
  trendingClips: Post[];
  games: Game[];
}

export type SponsorEndsAt = string | null;

export interface Sponsor {
  id: string;
  name: string;
  imageUrl: string;
  linkUrl: string;
  placement: string;
  startsAt: string;
  endsAt: SponsorEndsAt;
}

export interface Link {
  id: string;
  title: string;
  url: string;
}

/**
 * `active` while the provider reports the stream live, else `idle` (provider webhooks)
 */
export type LiveStreamCredentialsStatus = typeof LiveStreamCredentialsStatus[keyof typeof LiveStreamCredentialsStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LiveStreamCredentialsStatus = {
  idle: 'idle',
  active: 'active',
} as const;

export interface LiveStreamCredentials {
  /** The LiveStream id, used by /livestreams/:id/messages */
  id: string;
  /** The video provider's stream id */
  providerStreamId: string;
  /** Secret: whoever holds it can broadcast as the caller */
  streamKey: string;
  /** Public playback id */
  videoPlaybackId: string;
  /** `active` while the provider reports the stream live, else `idle` (provider webhooks) */
  status: LiveStreamCredentialsStatus;
  /** RTMP(S) ingest URL; the broadcaster appends the stream key */
  rtmpUrl: string;
  /** HLS playback URL */
  playbackUrl: string;
}

export interface LiveStreamKey {
  /** The new stream key; the old one stops working */
  streamKey: string;
}

export type LiveStreamMessageSenderUsername = string | null;

export type LiveStreamMessageSenderAvatarUrl = string | null;

export interface LiveStreamMessageSender {
  id: string;
  username: LiveStreamMessageSenderUsername;
  display_name: string;
  avatarUrl: LiveStreamMessageSenderAvatarUrl;
}

export interface LiveStreamMessage {
  id: string;
  liveStreamId: string;
  body: string;
  createdAt: string;
  sender: LiveStreamMessageSender;
}

export type LiveStreamMessagePageNextCursor = Cursor | null;

export interface LiveStreamMessagePage {
  items: LiveStreamMessage[];
  nextCursor: LiveStreamMessagePageNextCursor;
}

export type LiveUserUsername = string | null;

export type LiveUserAvatarUrl = string | null;

export interface LiveUser {
  id: string;
  username: LiveUserUsername;
  display_name: string;
  avatarUrl: LiveUserAvatarUrl;
  isLive: boolean;
  /** The LiveStream id (its chat: /livestreams/:id/messages) */
  activeLiveStreamId: string;
  /** HLS playback URL */
  playbackUrl: string;
  /** When this broadcast started */
  liveSince: string;
  isFollowing: boolean;
}

/**
 * Opaque; pass it back as `cursor`; null on the last page
 */
export type LiveUserPageNextCursor = string | null;

export interface LiveUserPage {
  items: LiveUser[];
  /** Opaque; pass it back as `cursor`; null on the last page */
  nextCursor: LiveUserPageNextCursor;
}

/**
 * Headers the PUT must carry (the Content-Type the URL was signed for)
 */
export type PresignedUploadHeaders = {[key: string]: string};

export interface PresignedUpload {
  /** uploads/<userId>/images|videos/<year>/<uuid>.<ext>; pass it to /media/upload/complete */
  key: string;
  /** PUT the file bytes here */
  url: string;
  /**
   * Seconds the URL stays valid (300)
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  expiresIn: number;
  /** Headers the PUT must carry (the Content-Type the URL was signed for) */
  headers: PresignedUploadHeaders;
}

export type ConversationParticipantUsername = string | null;

export type ConversationParticipantAvatarUrl = string | null;

export interface ConversationParticipant {
  id: string;
  username: ConversationParticipantUsername;
  display_name: string;
  avatarUrl: ConversationParticipantAvatarUrl;
}

export type ConversationLastMessage = DirectMessage | null;

export type ConversationLastReadAt = string | null;

export type ConversationLastReadMessageId = string | null;

export interface Conversation {
  id: string;
  otherParticipant: ConversationParticipant;
  lastMessage: ConversationLastMessage;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  unreadCount: number;
  lastReadAt: ConversationLastReadAt;
  lastReadMessageId: ConversationLastReadMessageId;
  lastActivityAt: string;
  createdAt: string;
}

export type ReadReceiptLastReadMessageId = string | null;

export interface ReadReceipt {
  conversationId: string;
  userId: string;
  lastReadAt: string;
  lastReadMessageId: ReadReceiptLastReadMessageId;
}

export type NotificationPageNextCursor = Cursor | null;

export interface NotificationPage {
  items: Notification[];
  nextCursor: NotificationPageNextCursor;
}

export interface UnreadCount {
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  count: number;
}

/**
 * `pending` (calculated on the 25th, transferred on the 1st) -> `paid` | `failed`; a `failed` one goes back to `pending` when an operator retries it; `blocked` when the creator had no approved identity verification or no connected payout account (its earnings stay available for the next period)
 */
export type PayoutStatus = typeof PayoutStatus[keyof typeof PayoutStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PayoutStatus = {
  pending: 'pending',
  paid: 'paid',
  failed: 'failed',
  blocked: 'blocked',
} as const;

/**
 * The payment provider's message when `failed`
 */
export type PayoutFailureReason = string | null;

/**
 * Why a `blocked` payout is blocked
 */
export type PayoutBlockedReason = string | null;

export type PayoutPaidAt = string | null;

export interface Payout {
  id: string;
  /** The calendar month (UTC) the payout pays, `YYYY-MM` */
  period: string;
  /**
   * Integer cents
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  amountCents: number;
  /** ISO 4217, lowercase (PAYOUT_CURRENCY) */
  currency: string;
  /** `pending` (calculated on the 25th, transferred on the 1st) -> `paid` | `failed`; a `failed` one goes back to `pending` when an operator retries it; `blocked` when the creator had no approved identity verification or no connected payout account (its earnings stay available for the next period) */
  status: PayoutStatus;
  /** The payment provider's message when `failed` */
  failureReason: PayoutFailureReason;
  /** Why a `blocked` payout is blocked */
  blockedReason: PayoutBlockedReason;
  paidAt: PayoutPaidAt;
  createdAt: string;
}

export type PayoutPageNextCursor = Cursor | null;

export interface PayoutPage {
  items: Payout[];
  nextCursor: PayoutPageNextCursor;
}

export interface PayoutAccountLink {
  /** Stripe Connect onboarding link (single use, expires after a few minutes: ask again for a new one); in local mode the return URL, the account already connected */
  url: string;
}

export type PresenceAudienceNextCursor = string | null;

export interface PresenceAudience {
  userIds: string[];
  nextCursor: PresenceAudienceNextCursor;
}

export type PresenceAudiencesAudiencesItemNextCursor = string | null;

export type PresenceAudiencesAudiencesItem = {
  userId: string;
  userIds: string[];
  nextCursor: PresenceAudiencesAudiencesItemNextCursor;
};

export interface PresenceAudiences {
  audiences: PresenceAudiencesAudiencesItem[];
}

export type MeUsername = string | null;

export type MeActiveLiveStreamId = string | null;

export type MeBio = string | null;

export type MeAvatarUrl = string | null;

export type MeBannerUrl = string | null;

export interface Me {
  id: string;
  email: string;
  username: MeUsername;
  onboarded: boolean;
  userType: string;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  tokenVersion: number;
  isLive: boolean;
  activeLiveStreamId: MeActiveLiveStreamId;
  first_name: string;
  last_name: string;
  display_name: string;
  bio: MeBio;
  avatarUrl: MeAvatarUrl;
  bannerUrl: MeBannerUrl;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  followersCount: number;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  followingCount: number;
  createdAt: string;
}

export type DeletionScheduledWaitsForPayoutAnyOf = {
  /**
   * Earnings not paid out yet: held, available or in transit
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  unpaidEarningsCents: number;
  /**
   * PAYOUT_MINIMUM_CENTS
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  minimumCents: number;
};

/**
 * Set when the caller's unpaid earnings reach the payout minimum: the purge waits at `purgeAt` until a payout has paid them out (so it can come later than `purgeAt`); null when nothing holds it. Earnings under the minimum cannot be paid out and stay in the ledger.
 */
export type DeletionScheduledWaitsForPayout = DeletionScheduledWaitsForPayoutAnyOf | null;

export interface DeletionScheduled {
  deletionScheduledAt: string;
  /** When the account is purged unless the user logs in before */
  purgeAt: string;
  /** Set when the caller's unpaid earnings reach the payout minimum: the purge waits at `purgeAt` until a payout has paid them out (so it can come later than `purgeAt`); null when nothing holds it. Earnings under the minimum cannot be paid out and stay in the ledger. */
  waitsForPayout: DeletionScheduledWaitsForPayout;
}

export interface ExportCreated {
  exportId: string;
}

export type DataExportStatus = typeof DataExportStatus[keyof typeof DataExportStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DataExportStatus = {
  pending: 'pending',
  ready: 'ready',
  failed: 'failed',
} as const;

/**
 * While ready: a signed download URL of the ZIP, valid for EXPORT_URL_TTL_SECONDS (ask again for a fresh one)
 */
export type DataExportUrl = string | null;

/**
 * When the ZIP is deleted (set once ready)
 */
export type DataExportExpiresAt = string | null;

export interface DataExport {
  status: DataExportStatus;
  /** While ready: a signed download URL of the ZIP, valid for EXPORT_URL_TTL_SECONDS (ask again for a fresh one) */
  url: DataExportUrl;
  /** When the ZIP is deleted (set once ready) */
  expiresAt: DataExportExpiresAt;
}

export type VerificationAssetKind = typeof VerificationAssetKind[keyof typeof VerificationAssetKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VerificationAssetKind = {
  id_front: 'id_front',
  id_back: 'id_back',
  selfie: 'selfie',
} as const;

export interface VerificationAsset {
  id: string;
  kind: VerificationAssetKind;
  mimeType: string;
  /**
   * @minimum -9007199254740991
   * @maximum 9007199254740991
   */
  sizeBytes: number;
  createdAt: string;
}

export type VerificationStatusStatus = typeof VerificationStatusStatus[keyof typeof VerificationStatusStatus];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const VerificationStatusStatus = {
  none: 'none',
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
} as const;

export type VerificationStatusSubmittedAt = string | null;

export type VerificationStatusReviewedAt = string | null;

export type VerificationStatusRejectionReason = string | null;

export interface VerificationStatus {
  status: VerificationStatusStatus;
  submittedAt: VerificationStatusSubmittedAt;
  reviewedAt: VerificationStatusReviewedAt;
  rejectionReason: VerificationStatusRejectionReason;
}

export interface WebhookAck {
  received: true;
  /** True when this event id was already processed; nothing was done again */
  duplicate: boolean;
}

export type TokenVersionSuspendedUntil = string | null;

export interface TokenVersion {
  /**
   * @minimum 0
   * @maximum 9007199254740991
   */
  tokenVersion: number;
  suspendedUntil: TokenVersionSuspendedUntil;
}

export type TokenVersionsTokenVersionsItemSuspendedUntil = string | null;

export type TokenVersionsTokenVersionsItem = {
  /**
   * @minimum 0
   * @maximum 9007199254740991
   */
  tokenVersion: number;
  suspendedUntil: TokenVersionsTokenVersionsItemSuspendedUntil;
  userId: string;
};

export interface TokenVersions {
  tokenVersions: TokenVersionsTokenVersionsItem[];
}

export type ChannelMembershipsMembershipsItem = {
  userId: string;
  channelIds: string[];
};

export interface ChannelMemberships {
  memberships: ChannelMembershipsMembershipsItem[];
}

export type AccountSuspendedResponseAllOfCode = typeof AccountSuspendedResponseAllOfCode[keyof typeof AccountSuspendedResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AccountSuspendedResponseAllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
} as const;

export type AccountSuspendedResponseAllOf = {
  code: AccountSuspendedResponseAllOfCode;
};

export type AccountSuspendedResponse = Error & AccountSuspendedResponseAllOf;

export type BadSignatureResponseAllOfCode = typeof BadSignatureResponseAllOfCode[keyof typeof BadSignatureResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BadSignatureResponseAllOfCode = {
  BAD_SIGNATURE: 'BAD_SIGNATURE',
} as const;

export type BadSignatureResponseAllOf = {
  code: BadSignatureResponseAllOfCode;
};

export type BadSignatureResponse = Error & BadSignatureResponseAllOf;

export type IdempotencyKeyReusedResponseAllOfCode = typeof IdempotencyKeyReusedResponseAllOfCode[keyof typeof IdempotencyKeyReusedResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const IdempotencyKeyReusedResponseAllOfCode = {
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
} as const;

export type IdempotencyKeyReusedResponseAllOf = {
  code: IdempotencyKeyReusedResponseAllOfCode;
};

export type IdempotencyKeyReusedResponse = Error & IdempotencyKeyReusedResponseAllOf;

export type InternalResponseAllOfCode = typeof InternalResponseAllOfCode[keyof typeof InternalResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InternalResponseAllOfCode = {
  INTERNAL: 'INTERNAL',
} as const;

export type InternalResponseAllOf = {
  code: InternalResponseAllOfCode;
};

export type InternalResponse = Error & InternalResponseAllOf;

export type InvalidCredentialsResponseAllOfCode = typeof InvalidCredentialsResponseAllOfCode[keyof typeof InvalidCredentialsResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InvalidCredentialsResponseAllOfCode = {
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
} as const;

export type InvalidCredentialsResponseAllOf = {
  code: InvalidCredentialsResponseAllOfCode;
};

export type InvalidCredentialsResponse = Error & InvalidCredentialsResponseAllOf;

export type InvalidSignatureResponseAllOfCode = typeof InvalidSignatureResponseAllOfCode[keyof typeof InvalidSignatureResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const InvalidSignatureResponseAllOfCode = {
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
} as const;

export type InvalidSignatureResponseAllOf = {
  code: InvalidSignatureResponseAllOfCode;
};

export type InvalidSignatureResponse = Error & InvalidSignatureResponseAllOf;

export type NotFoundResponseAllOfCode = typeof NotFoundResponseAllOfCode[keyof typeof NotFoundResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NotFoundResponseAllOfCode = {
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type NotFoundResponseAllOf = {
  code: NotFoundResponseAllOfCode;
};

export type NotFoundResponse = Error & NotFoundResponseAllOf;

export type PayloadTooLargeResponseAllOfCode = typeof PayloadTooLargeResponseAllOfCode[keyof typeof PayloadTooLargeResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PayloadTooLargeResponseAllOfCode = {
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
} as const;

export type PayloadTooLargeResponseAllOf = {
  code: PayloadTooLargeResponseAllOfCode;
};

export type PayloadTooLargeResponse = Error & PayloadTooLargeResponseAllOf;

export type PaymentProviderErrorResponseAllOfCode = typeof PaymentProviderErrorResponseAllOfCode[keyof typeof PaymentProviderErrorResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PaymentProviderErrorResponseAllOfCode = {
  PAYMENT_PROVIDER_ERROR: 'PAYMENT_PROVIDER_ERROR',
} as const;

export type PaymentProviderErrorResponseAllOf = {
  code: PaymentProviderErrorResponseAllOfCode;
};

export type PaymentProviderErrorResponse = Error & PaymentProviderErrorResponseAllOf;

export type RateLimitedResponseAllOfCode = typeof RateLimitedResponseAllOfCode[keyof typeof RateLimitedResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RateLimitedResponseAllOfCode = {
  RATE_LIMITED: 'RATE_LIMITED',
} as const;

export type RateLimitedResponseAllOf = {
  code: RateLimitedResponseAllOfCode;
};

export type RateLimitedResponse = Error & RateLimitedResponseAllOf;

export type UnauthorizedResponseAllOfCode = typeof UnauthorizedResponseAllOfCode[keyof typeof UnauthorizedResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UnauthorizedResponseAllOfCode = {
  UNAUTHORIZED: 'UNAUTHORIZED',
} as const;

export type UnauthorizedResponseAllOf = {
  code: UnauthorizedResponseAllOfCode;
};

export type UnauthorizedResponse = Error & UnauthorizedResponseAllOf;

export type UnavailableResponseAllOfCode = typeof UnavailableResponseAllOfCode[keyof typeof UnavailableResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UnavailableResponseAllOfCode = {
  UNAVAILABLE: 'UNAVAILABLE',
} as const;

export type UnavailableResponseAllOf = {
  code: UnavailableResponseAllOfCode;
};

export type UnavailableResponse = Error & UnavailableResponseAllOf;

export type UnsupportedContentTypeResponseAllOfCode = typeof UnsupportedContentTypeResponseAllOfCode[keyof typeof UnsupportedContentTypeResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UnsupportedContentTypeResponseAllOfCode = {
  UNSUPPORTED_CONTENT_TYPE: 'UNSUPPORTED_CONTENT_TYPE',
} as const;

export type UnsupportedContentTypeResponseAllOf = {
  code: UnsupportedContentTypeResponseAllOfCode;
};

export type UnsupportedContentTypeResponse = Error & UnsupportedContentTypeResponseAllOf;

export type UploadAlreadyUsedResponseAllOfCode = typeof UploadAlreadyUsedResponseAllOfCode[keyof typeof UploadAlreadyUsedResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadAlreadyUsedResponseAllOfCode = {
  UPLOAD_ALREADY_USED: 'UPLOAD_ALREADY_USED',
} as const;

export type UploadAlreadyUsedResponseAllOf = {
  code: UploadAlreadyUsedResponseAllOfCode;
};

export type UploadAlreadyUsedResponse = Error & UploadAlreadyUsedResponseAllOf;

export type UriTooLongResponseAllOfCode = typeof UriTooLongResponseAllOfCode[keyof typeof UriTooLongResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UriTooLongResponseAllOfCode = {
  URI_TOO_LONG: 'URI_TOO_LONG',
} as const;

export type UriTooLongResponseAllOf = {
  code: UriTooLongResponseAllOfCode;
};

export type UriTooLongResponse = Error & UriTooLongResponseAllOf;

export type UserNotFoundResponseAllOfCode = typeof UserNotFoundResponseAllOfCode[keyof typeof UserNotFoundResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserNotFoundResponseAllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
} as const;

export type UserNotFoundResponseAllOf = {
  code: UserNotFoundResponseAllOfCode;
};

export type UserNotFoundResponse = Error & UserNotFoundResponseAllOf;

export type ValidationFailedResponseAllOfCode = typeof ValidationFailedResponseAllOfCode[keyof typeof ValidationFailedResponseAllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ValidationFailedResponseAllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
} as const;

export type ValidationFailedResponseAllOf = {
  code: ValidationFailedResponseAllOfCode;
};

export type ValidationFailedResponse = Error & ValidationFailedResponseAllOf;

export type GetHealth200Status = typeof GetHealth200Status[keyof typeof GetHealth200Status];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetHealth200Status = {
  ok: 'ok',
} as const;

export type GetHealth200 = {
  status: GetHealth200Status;
};

export type GetReadiness200 = {
  ready: boolean;
  db: boolean;
  redis: boolean;
};

export type CreateAccountBody = {
  /**
   * @minLength 1
   * @maxLength 50
   */
  first_name: string;
  /**
   * @minLength 1
   * @maxLength 50
   */
  last_name: string;
  /** @maxLength 254 */
  email: string;
  /** @minLength 8 */
  password: string;
  /** @maxLength 100 */
  deviceName?: string;
};

export type CreateAccount400AllOfCode = typeof CreateAccount400AllOfCode[keyof typeof CreateAccount400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateAccount400AllOfCode = {
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CreateAccount400AllOf = {
  code: CreateAccount400AllOfCode;
};

export type CreateAccount400 = Error & CreateAccount400AllOf;

export type CreateAccount403AllOfCode = typeof CreateAccount403AllOfCode[keyof typeof CreateAccount403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateAccount403AllOfCode = {
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CreateAccount403AllOf = {
  code: CreateAccount403AllOfCode;
};

export type CreateAccount403 = Error & CreateAccount403AllOf;

export type AuthenticateBody = {
  /**
   * @minLength 1
   * @maxLength 254
   */
  email: string;
  /**
   * @minLength 1
   * @maxLength 1024
   */
  password: string;
  /** @maxLength 100 */
  deviceName?: string;
};

export type Authenticate400AllOfCode = typeof Authenticate400AllOfCode[keyof typeof Authenticate400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Authenticate400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type Authenticate400AllOf = {
  code: Authenticate400AllOfCode;
};

export type Authenticate400 = Error & Authenticate400AllOf;

export type Authenticate403AllOfCode = typeof Authenticate403AllOfCode[keyof typeof Authenticate403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Authenticate403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type Authenticate403AllOf = {
  code: Authenticate403AllOfCode;
};

export type Authenticate403 = Error & Authenticate403AllOf;

export type Authenticate429AllOfCode = typeof Authenticate429AllOfCode[keyof typeof Authenticate429AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Authenticate429AllOfCode = {
  TOO_MANY_FAILED_LOGINS: 'TOO_MANY_FAILED_LOGINS',
  RATE_LIMITED: 'RATE_LIMITED',
} as const;

export type Authenticate429AllOf = {
  code: Authenticate429AllOfCode;
};

export type Authenticate429 = Error & Authenticate429AllOf;

export type Logout200 = {
  ok: boolean;
};

export type Logout400AllOfCode = typeof Logout400AllOfCode[keyof typeof Logout400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Logout400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type Logout400AllOf = {
  code: Logout400AllOfCode;
};

export type Logout400 = Error & Logout400AllOf;

export type CheckUsernameBody = {
  /**
   * @minLength 1
   * @maxLength 50
   */
  username: string;
};

export type CheckUsername200 = {
  exists: boolean;
};

export type CheckUsername400AllOfCode = typeof CheckUsername400AllOfCode[keyof typeof CheckUsername400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CheckUsername400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CheckUsername400AllOf = {
  code: CheckUsername400AllOfCode;
};

export type CheckUsername400 = Error & CheckUsername400AllOf;

export type CheckUsernameOffensiveBody = {
  /**
   * @minLength 1
   * @maxLength 50
   */
  username: string;
};

export type CheckUsernameOffensive200 = {
  /** true when the username contains profanity or slurs */
  offensive: boolean;
};

export type CheckUsernameOffensive400AllOfCode = typeof CheckUsernameOffensive400AllOfCode[keyof typeof CheckUsernameOffensive400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CheckUsernameOffensive400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CheckUsernameOffensive400AllOf = {
  code: CheckUsernameOffensive400AllOfCode;
};

export type CheckUsernameOffensive400 = Error & CheckUsernameOffensive400AllOf;

export type ForgotPasswordBody = {
  /**
   * @minLength 1
   * @maxLength 254
   */
  email: string;
};

export type ForgotPassword200 = {
  ok: boolean;
};

export type ForgotPassword400AllOfCode = typeof ForgotPassword400AllOfCode[keyof typeof ForgotPassword400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ForgotPassword400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ForgotPassword400AllOf = {
  code: ForgotPassword400AllOfCode;
};

export type ForgotPassword400 = Error & ForgotPassword400AllOf;

export type ResetPasswordBody = {
  /**
   * @minLength 1
   * @maxLength 2048
   */
  token: string;
  /** @minLength 8 */
  password: string;
};

export type ResetPassword200 = {
  ok: boolean;
};

export type ResetPassword400AllOfCode = typeof ResetPassword400AllOfCode[keyof typeof ResetPassword400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ResetPassword400AllOfCode = {
  INVALID_RESET_TOKEN: 'INVALID_RESET_TOKEN',
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ResetPassword400AllOf = {
  code: ResetPassword400AllOfCode;
};

export type ResetPassword400 = Error & ResetPassword400AllOf;

export type ResetPassword503AllOfCode = typeof ResetPassword503AllOfCode[keyof typeof ResetPassword503AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ResetPassword503AllOfCode = {
  UNAVAILABLE: 'UNAVAILABLE',
} as const;

export type ResetPassword503AllOf = {
  code: ResetPassword503AllOfCode;
};

export type ResetPassword503 = Error & ResetPassword503AllOf;

export type LogoutAll200 = {
  ok: boolean;
};

export type LogoutAll400AllOfCode = typeof LogoutAll400AllOfCode[keyof typeof LogoutAll400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LogoutAll400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type LogoutAll400AllOf = {
  code: LogoutAll400AllOfCode;
};

export type LogoutAll400 = Error & LogoutAll400AllOf;

export type LogoutAll403AllOfCode = typeof LogoutAll403AllOfCode[keyof typeof LogoutAll403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LogoutAll403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type LogoutAll403AllOf = {
  code: LogoutAll403AllOfCode;
};

export type LogoutAll403 = Error & LogoutAll403AllOf;

export type LogoutAll503AllOfCode = typeof LogoutAll503AllOfCode[keyof typeof LogoutAll503AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LogoutAll503AllOfCode = {
  UNAVAILABLE: 'UNAVAILABLE',
} as const;

export type LogoutAll503AllOf = {
  code: LogoutAll503AllOfCode;
};

export type LogoutAll503 = Error & LogoutAll503AllOf;

export type ChangePasswordBody = {
  /**
   * @minLength 1
   * @maxLength 1024
   */
  currentPassword: string;
  /** @minLength 8 */
  newPassword: string;
};

export type ChangePassword200 = {
  ok: boolean;
  /** A fresh token: every token issued before the change stops working */
  token: string;
};

export type ChangePassword400AllOfCode = typeof ChangePassword400AllOfCode[keyof typeof ChangePassword400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ChangePassword400AllOfCode = {
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ChangePassword400AllOf = {
  code: ChangePassword400AllOfCode;
};

export type ChangePassword400 = Error & ChangePassword400AllOf;

export type ChangePassword403AllOfCode = typeof ChangePassword403AllOfCode[keyof typeof ChangePassword403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ChangePassword403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type ChangePassword403AllOf = {
  code: ChangePassword403AllOfCode;
};

export type ChangePassword403 = Error & ChangePassword403AllOf;

export type ChangePassword503AllOfCode = typeof ChangePassword503AllOfCode[keyof typeof ChangePassword503AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ChangePassword503AllOfCode = {
  UNAVAILABLE: 'UNAVAILABLE',
} as const;

export type ChangePassword503AllOf = {
  code: ChangePassword503AllOfCode;
};

export type ChangePassword503 = Error & ChangePassword503AllOf;

export type UploadToSignedUrlParams = {
/**
 * @minimum -9007199254740991
 * @maximum 9007199254740991
 */
expires: number;
/**
 * @minLength 1
 */
contentType: string;
/**
 * @minLength 1
 */
signature: string;
};

export type UploadToSignedUrl200 = {
  ok: boolean;
};

export type UploadToSignedUrl400AllOfCode = typeof UploadToSignedUrl400AllOfCode[keyof typeof UploadToSignedUrl400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadToSignedUrl400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type UploadToSignedUrl400AllOf = {
  code: UploadToSignedUrl400AllOfCode;
};

export type UploadToSignedUrl400 = Error & UploadToSignedUrl400AllOf;

export type UploadToSignedUrl412AllOfCode = typeof UploadToSignedUrl412AllOfCode[keyof typeof UploadToSignedUrl412AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadToSignedUrl412AllOfCode = {
  UPLOAD_ALREADY_USED: 'UPLOAD_ALREADY_USED',
} as const;

export type UploadToSignedUrl412AllOf = {
  code: UploadToSignedUrl412AllOfCode;
};

export type UploadToSignedUrl412 = Error & UploadToSignedUrl412AllOf;

export type UploadToSignedUrl413AllOfCode = typeof UploadToSignedUrl413AllOfCode[keyof typeof UploadToSignedUrl413AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadToSignedUrl413AllOfCode = {
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
} as const;

export type UploadToSignedUrl413AllOf = {
  code: UploadToSignedUrl413AllOfCode;
};

export type UploadToSignedUrl413 = Error & UploadToSignedUrl413AllOf;

export type DownloadFromSignedUrlParams = {
/**
 * @minimum -9007199254740991
 * @maximum 9007199254740991
 */
expires: number;
/**
 * @minLength 1
 */
signature: string;
};

export type DownloadFromSignedUrl400AllOfCode = typeof DownloadFromSignedUrl400AllOfCode[keyof typeof DownloadFromSignedUrl400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DownloadFromSignedUrl400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type DownloadFromSignedUrl400AllOf = {
  code: DownloadFromSignedUrl400AllOfCode;
};

export type DownloadFromSignedUrl400 = Error & DownloadFromSignedUrl400AllOf;

export type GetFileParams = {
/**
 * @minimum -9007199254740991
 * @maximum 9007199254740991
 */
expires?: number;
/**
 * @maxLength 128
 */
signature?: string;
};

export type GetFile400AllOfCode = typeof GetFile400AllOfCode[keyof typeof GetFile400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetFile400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type GetFile400AllOf = {
  code: GetFile400AllOfCode;
};

export type GetFile400 = Error & GetFile400AllOf;

/**
 * What the event did: `duplicate` for a redelivery (also with another body) or another event of a store transaction already credited to the same user, `conflict` for a store transaction already credited to another user (nothing credited, recorded for review), `ignored` for a test, unknown or unrelated event
 */
export type RevenueCatWebhook200Outcome = typeof RevenueCatWebhook200Outcome[keyof typeof RevenueCatWebhook200Outcome];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RevenueCatWebhook200Outcome = {
  credited: 'credited',
  clawed_back: 'clawed_back',
  duplicate: 'duplicate',
  conflict: 'conflict',
  ignored: 'ignored',
} as const;

export type RevenueCatWebhook200 = {
  ok: boolean;
  /** What the event did: `duplicate` for a redelivery (also with another body) or another event of a store transaction already credited to the same user, `conflict` for a store transaction already credited to another user (nothing credited, recorded for review), `ignored` for a test, unknown or unrelated event */
  outcome: RevenueCatWebhook200Outcome;
};

export type RevenueCatWebhook400AllOfCode = typeof RevenueCatWebhook400AllOfCode[keyof typeof RevenueCatWebhook400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RevenueCatWebhook400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type RevenueCatWebhook400AllOf = {
  code: RevenueCatWebhook400AllOfCode;
};

export type RevenueCatWebhook400 = Error & RevenueCatWebhook400AllOf;

export type RevenueCatWebhook401AllOfCode = typeof RevenueCatWebhook401AllOfCode[keyof typeof RevenueCatWebhook401AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RevenueCatWebhook401AllOfCode = {
  REVENUECAT_NOT_CONFIGURED: 'REVENUECAT_NOT_CONFIGURED',
  UNAUTHORIZED: 'UNAUTHORIZED',
} as const;

export type RevenueCatWebhook401AllOf = {
  code: RevenueCatWebhook401AllOfCode;
};

export type RevenueCatWebhook401 = Error & RevenueCatWebhook401AllOf;

export type StripeWebhookBodyData = { [key: string]: unknown };

/**
 * A Stripe event, exactly as Stripe sends it (verified over the raw body before it is parsed)
 */
export type StripeWebhookBody = {
  id: string;
  type: string;
  data: StripeWebhookBodyData;
};

export type StripeWebhook200 = {
  received: boolean;
  /** True when this event id was already processed: nothing changed */
  duplicate: boolean;
};

export type StripeWebhook400AllOfCode = typeof StripeWebhook400AllOfCode[keyof typeof StripeWebhook400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const StripeWebhook400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type StripeWebhook400AllOf = {
  code: StripeWebhook400AllOfCode;
};

export type StripeWebhook400 = Error & StripeWebhook400AllOf;

export type MuxWebhookBodyData = { [key: string]: unknown };

/**
 * A Mux event, exactly as Mux sends it (verified over the raw body before it is parsed)
 */
export type MuxWebhookBody = {
  id: string;
  type: string;
  data: MuxWebhookBodyData;
};

export type MuxWebhook400AllOfCode = typeof MuxWebhook400AllOfCode[keyof typeof MuxWebhook400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MuxWebhook400AllOfCode = {
  INVALID_BODY: 'INVALID_BODY',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type MuxWebhook400AllOf = {
  code: MuxWebhook400AllOfCode;
};

export type MuxWebhook400 = Error & MuxWebhook400AllOf;

export type GetPresenceAudienceParams = {
/**
 * @maxLength 200
 */
cursor?: string;
/**
 * @minimum 1
 * @maximum 1000
 */
limit?: number;
};

export type GetPresenceAudience400AllOfCode = typeof GetPresenceAudience400AllOfCode[keyof typeof GetPresenceAudience400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetPresenceAudience400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type GetPresenceAudience400AllOf = {
  code: GetPresenceAudience400AllOfCode;
};

export type GetPresenceAudience400 = Error & GetPresenceAudience400AllOf;

export type ListPresenceAudiencesBody = {
  /**
   * @minItems 1
   * @maxItems 100
   */
  userIds: string[];
  /**
   * @minimum 1
   * @maximum 1000
   */
  limit?: number;
};

export type ListPresenceAudiences400AllOfCode = typeof ListPresenceAudiences400AllOfCode[keyof typeof ListPresenceAudiences400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListPresenceAudiences400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListPresenceAudiences400AllOf = {
  code: ListPresenceAudiences400AllOfCode;
};

export type ListPresenceAudiences400 = Error & ListPresenceAudiences400AllOf;

export type ListTokenVersionsBody = {
  /**
   * @minItems 1
   * @maxItems 100
   */
  userIds: string[];
};

export type ListTokenVersions400AllOfCode = typeof ListTokenVersions400AllOfCode[keyof typeof ListTokenVersions400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListTokenVersions400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListTokenVersions400AllOf = {
  code: ListTokenVersions400AllOfCode;
};

export type ListTokenVersions400 = Error & ListTokenVersions400AllOf;

export type ListChannelMembershipsBody = {
  /**
   * @minItems 1
   * @maxItems 100
   */
  userIds: string[];
};

export type ListChannelMemberships400AllOfCode = typeof ListChannelMemberships400AllOfCode[keyof typeof ListChannelMemberships400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListChannelMemberships400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListChannelMemberships400AllOf = {
  code: ListChannelMemberships400AllOfCode;
};

export type ListChannelMemberships400 = Error & ListChannelMemberships400AllOf;

export type GetMe400AllOfCode = typeof GetMe400AllOfCode[keyof typeof GetMe400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetMe400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type GetMe400AllOf = {
  code: GetMe400AllOfCode;
};

export type GetMe400 = Error & GetMe400AllOf;

export type UpdateMeBodyBio = string | null;

export type UpdateMeBody = {
  /**
   * @minLength 1
   * @maxLength 50
   */
  display_name?: string;
  /**
   * @minLength 1
   * @maxLength 50
   */
  first_name?: string;
  /**
   * @minLength 1
   * @maxLength 50
   */
  last_name?: string;
  bio?: UpdateMeBodyBio;
};

export type UpdateMe400AllOfCode = typeof UpdateMe400AllOfCode[keyof typeof UpdateMe400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateMe400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type UpdateMe400AllOf = {
  code: UpdateMe400AllOfCode;
};

export type UpdateMe400 = Error & UpdateMe400AllOf;

export type UpdateMe403AllOfCode = typeof UpdateMe403AllOfCode[keyof typeof UpdateMe403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateMe403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type UpdateMe403AllOf = {
  code: UpdateMe403AllOfCode;
};

export type UpdateMe403 = Error & UpdateMe403AllOf;

export type DeleteMeBody = {
  /**
   * @minLength 1
   * @maxLength 1024
   */
  password: string;
};

export type DeleteMe400AllOfCode = typeof DeleteMe400AllOfCode[keyof typeof DeleteMe400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeleteMe400AllOfCode = {
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type DeleteMe400AllOf = {
  code: DeleteMe400AllOfCode;
};

export type DeleteMe400 = Error & DeleteMe400AllOf;

export type DeleteMe403AllOfCode = typeof DeleteMe403AllOfCode[keyof typeof DeleteMe403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeleteMe403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type DeleteMe403AllOf = {
  code: DeleteMe403AllOfCode;
};

export type DeleteMe403 = Error & DeleteMe403AllOf;

export type CompleteOnboardingBody = {
  /** @pattern ^[a-z0-9_]{3,20}$ */
  username: string;
};

export type CompleteOnboarding400AllOfCode = typeof CompleteOnboarding400AllOfCode[keyof typeof CompleteOnboarding400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CompleteOnboarding400AllOfCode = {
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  USERNAME_OFFENSIVE: 'USERNAME_OFFENSIVE',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CompleteOnboarding400AllOf = {
  code: CompleteOnboarding400AllOfCode;
};

export type CompleteOnboarding400 = Error & CompleteOnboarding400AllOf;

export type CompleteOnboarding403AllOfCode = typeof CompleteOnboarding403AllOfCode[keyof typeof CompleteOnboarding403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CompleteOnboarding403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CompleteOnboarding403AllOf = {
  code: CompleteOnboarding403AllOfCode;
};

export type CompleteOnboarding403 = Error & CompleteOnboarding403AllOf;

export type UploadVerificationAssetBodyKind = typeof UploadVerificationAssetBodyKind[keyof typeof UploadVerificationAssetBodyKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadVerificationAssetBodyKind = {
  id_front: 'id_front',
  id_back: 'id_back',
  selfie: 'selfie',
} as const;

export type UploadVerificationAssetBody = {
  kind: UploadVerificationAssetBodyKind;
  /** The image (JPEG, PNG, WebP, GIF or HEIC), at most MAX_IMAGE_BYTES (10 MB by default) */
  file: Blob;
};

export type UploadVerificationAsset400AllOfCode = typeof UploadVerificationAsset400AllOfCode[keyof typeof UploadVerificationAsset400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadVerificationAsset400AllOfCode = {
  FILE_REQUIRED: 'FILE_REQUIRED',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
  NOT_MULTIPART: 'NOT_MULTIPART',
  MALFORMED_MULTIPART: 'MALFORMED_MULTIPART',
  TOO_MANY_FIELDS: 'TOO_MANY_FIELDS',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  BAD_FIELD: 'BAD_FIELD',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

export type UploadVerificationAsset400AllOf = {
  code: UploadVerificationAsset400AllOfCode;
};

export type UploadVerificationAsset400 = Error & UploadVerificationAsset400AllOf;

export type UploadVerificationAsset403AllOfCode = typeof UploadVerificationAsset403AllOfCode[keyof typeof UploadVerificationAsset403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadVerificationAsset403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type UploadVerificationAsset403AllOf = {
  code: UploadVerificationAsset403AllOfCode;
};

export type UploadVerificationAsset403 = Error & UploadVerificationAsset403AllOf;

export type UploadVerificationAsset413AllOfCode = typeof UploadVerificationAsset413AllOfCode[keyof typeof UploadVerificationAsset413AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadVerificationAsset413AllOfCode = {
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
} as const;

export type UploadVerificationAsset413AllOf = {
  code: UploadVerificationAsset413AllOfCode;
};

export type UploadVerificationAsset413 = Error & UploadVerificationAsset413AllOf;

/**
 * Asset ids to submit; each one left out defaults to the caller's latest upload of that kind
 */
export type SubmitIdentityVerificationBodyAnyOf = {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  idFrontAssetId?: string;
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  idBackAssetId?: string;
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  selfieAssetId?: string;
};

export type SubmitIdentityVerificationBody = SubmitIdentityVerificationBodyAnyOf | null;

export type SubmitIdentityVerification400AllOfCode = typeof SubmitIdentityVerification400AllOfCode[keyof typeof SubmitIdentityVerification400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SubmitIdentityVerification400AllOfCode = {
  ALREADY_VERIFIED: 'ALREADY_VERIFIED',
  DOCUMENTS_MISSING: 'DOCUMENTS_MISSING',
  ASSET_NOT_FOUND: 'ASSET_NOT_FOUND',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type SubmitIdentityVerification400AllOf = {
  code: SubmitIdentityVerification400AllOfCode;
};

export type SubmitIdentityVerification400 = Error & SubmitIdentityVerification400AllOf;

export type SubmitIdentityVerification403AllOfCode = typeof SubmitIdentityVerification403AllOfCode[keyof typeof SubmitIdentityVerification403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SubmitIdentityVerification403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type SubmitIdentityVerification403AllOf = {
  code: SubmitIdentityVerification403AllOfCode;
};

export type SubmitIdentityVerification403 = Error & SubmitIdentityVerification403AllOf;

export type GetIdentityVerification400AllOfCode = typeof GetIdentityVerification400AllOfCode[keyof typeof GetIdentityVerification400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetIdentityVerification400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type GetIdentityVerification400AllOf = {
  code: GetIdentityVerification400AllOfCode;
};

export type GetIdentityVerification400 = Error & GetIdentityVerification400AllOf;

export type GetNotificationPreferences400AllOfCode = typeof GetNotificationPreferences400AllOfCode[keyof typeof GetNotificationPreferences400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetNotificationPreferences400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type GetNotificationPreferences400AllOf = {
  code: GetNotificationPreferences400AllOfCode;
};

export type GetNotificationPreferences400 = Error & GetNotificationPreferences400AllOf;

export type UpdateNotificationPreferencesBody = {
  pushEnabled?: boolean;
  likes?: boolean;
  comments?: boolean;
  newFollowers?: boolean;
  mentions?: boolean;
  directMessages?: boolean;
  liveStreams?: boolean;
  shopUpdates?: boolean;
  sessionUpdates?: boolean;
  emailMarketing?: boolean;
  emailUpdates?: boolean;
  emailSecurity?: boolean;
};

export type UpdateNotificationPreferences400AllOfCode = typeof UpdateNotificationPreferences400AllOfCode[keyof typeof UpdateNotificationPreferences400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateNotificationPreferences400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type UpdateNotificationPreferences400AllOf = {
  code: UpdateNotificationPreferences400AllOfCode;
};

export type UpdateNotificationPreferences400 = Error & UpdateNotificationPreferences400AllOf;

export type UpdateNotificationPreferences403AllOfCode = typeof UpdateNotificationPreferences403AllOfCode[keyof typeof UpdateNotificationPreferences403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateNotificationPreferences403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type UpdateNotificationPreferences403AllOf = {
  code: UpdateNotificationPreferences403AllOfCode;
};

export type UpdateNotificationPreferences403 = Error & UpdateNotificationPreferences403AllOf;

export type UploadAvatarBody = {
  /** A JPEG, PNG, WebP, GIF or HEIC image */
  file: Blob;
};

export type UploadAvatar400AllOfCode = typeof UploadAvatar400AllOfCode[keyof typeof UploadAvatar400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadAvatar400AllOfCode = {
  FILE_REQUIRED: 'FILE_REQUIRED',
  INVALID_IMAGE: 'INVALID_IMAGE',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
  NOT_MULTIPART: 'NOT_MULTIPART',
  MALFORMED_MULTIPART: 'MALFORMED_MULTIPART',
  TOO_MANY_FIELDS: 'TOO_MANY_FIELDS',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  BAD_FIELD: 'BAD_FIELD',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

export type UploadAvatar400AllOf = {
  code: UploadAvatar400AllOfCode;
};

export type UploadAvatar400 = Error & UploadAvatar400AllOf;

export type UploadAvatar403AllOfCode = typeof UploadAvatar403AllOfCode[keyof typeof UploadAvatar403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadAvatar403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type UploadAvatar403AllOf = {
  code: UploadAvatar403AllOfCode;
};

export type UploadAvatar403 = Error & UploadAvatar403AllOf;

export type UploadAvatar413AllOfCode = typeof UploadAvatar413AllOfCode[keyof typeof UploadAvatar413AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadAvatar413AllOfCode = {
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
} as const;

export type UploadAvatar413AllOf = {
  code: UploadAvatar413AllOfCode;
};

export type UploadAvatar413 = Error & UploadAvatar413AllOf;

export type UploadBannerBody = {
  /** A JPEG, PNG, WebP, GIF or HEIC image */
  file: Blob;
};

export type UploadBanner400AllOfCode = typeof UploadBanner400AllOfCode[keyof typeof UploadBanner400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadBanner400AllOfCode = {
  FILE_REQUIRED: 'FILE_REQUIRED',
  INVALID_IMAGE: 'INVALID_IMAGE',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
  NOT_MULTIPART: 'NOT_MULTIPART',
  MALFORMED_MULTIPART: 'MALFORMED_MULTIPART',
  TOO_MANY_FIELDS: 'TOO_MANY_FIELDS',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  BAD_FIELD: 'BAD_FIELD',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

export type UploadBanner400AllOf = {
  code: UploadBanner400AllOfCode;
};

export type UploadBanner400 = Error & UploadBanner400AllOf;

export type UploadBanner403AllOfCode = typeof UploadBanner403AllOfCode[keyof typeof UploadBanner403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadBanner403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type UploadBanner403AllOf = {
  code: UploadBanner403AllOfCode;
};

export type UploadBanner403 = Error & UploadBanner403AllOf;

export type UploadBanner413AllOfCode = typeof UploadBanner413AllOfCode[keyof typeof UploadBanner413AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UploadBanner413AllOfCode = {
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
} as const;

export type UploadBanner413AllOf = {
  code: UploadBanner413AllOfCode;
};

export type UploadBanner413 = Error & UploadBanner413AllOf;

export type GetProfile404AllOfCode = typeof GetProfile404AllOfCode[keyof typeof GetProfile404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetProfile404AllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type GetProfile404AllOf = {
  code: GetProfile404AllOfCode;
};

export type GetProfile404 = Error & GetProfile404AllOf;

export type FollowUser200 = {
  following: boolean;
};

export type FollowUser400AllOfCode = typeof FollowUser400AllOfCode[keyof typeof FollowUser400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FollowUser400AllOfCode = {
  CANNOT_FOLLOW_SELF: 'CANNOT_FOLLOW_SELF',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type FollowUser400AllOf = {
  code: FollowUser400AllOfCode;
};

export type FollowUser400 = Error & FollowUser400AllOf;

export type FollowUser403AllOfCode = typeof FollowUser403AllOfCode[keyof typeof FollowUser403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FollowUser403AllOfCode = {
  BLOCKED: 'BLOCKED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type FollowUser403AllOf = {
  code: FollowUser403AllOfCode;
};

export type FollowUser403 = Error & FollowUser403AllOf;

export type FollowUser404AllOfCode = typeof FollowUser404AllOfCode[keyof typeof FollowUser404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const FollowUser404AllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type FollowUser404AllOf = {
  code: FollowUser404AllOfCode;
};

export type FollowUser404 = Error & FollowUser404AllOf;

export type UnfollowUser200 = {
  following: boolean;
};

export type UnfollowUser400AllOfCode = typeof UnfollowUser400AllOfCode[keyof typeof UnfollowUser400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UnfollowUser400AllOfCode = {
  CANNOT_FOLLOW_SELF: 'CANNOT_FOLLOW_SELF',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type UnfollowUser400AllOf = {
  code: UnfollowUser400AllOfCode;
};

export type UnfollowUser400 = Error & UnfollowUser400AllOf;

export type UnfollowUser403AllOfCode = typeof UnfollowUser403AllOfCode[keyof typeof UnfollowUser403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UnfollowUser403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type UnfollowUser403AllOf = {
  code: UnfollowUser403AllOfCode;
};

export type UnfollowUser403 = Error & UnfollowUser403AllOf;

export type UnfollowUser404AllOfCode = typeof UnfollowUser404AllOfCode[keyof typeof UnfollowUser404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UnfollowUser404AllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type UnfollowUser404AllOf = {
  code: UnfollowUser404AllOfCode;
};

export type UnfollowUser404 = Error & UnfollowUser404AllOf;

export type ListFollowersParams = {
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
};

export type ListFollowers200NextCursor = Cursor | null;

export type ListFollowers200 = {
  items: UserListItem[];
  nextCursor: ListFollowers200NextCursor;
};

export type ListFollowers400AllOfCode = typeof ListFollowers400AllOfCode[keyof typeof ListFollowers400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListFollowers400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListFollowers400AllOf = {
  code: ListFollowers400AllOfCode;
};

export type ListFollowers400 = Error & ListFollowers400AllOf;

export type ListFollowers404AllOfCode = typeof ListFollowers404AllOfCode[keyof typeof ListFollowers404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListFollowers404AllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type ListFollowers404AllOf = {
  code: ListFollowers404AllOfCode;
};

export type ListFollowers404 = Error & ListFollowers404AllOf;

export type ListFollowingParams = {
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
};

export type ListFollowing200NextCursor = Cursor | null;

export type ListFollowing200 = {
  items: UserListItem[];
  nextCursor: ListFollowing200NextCursor;
};

export type ListFollowing400AllOfCode = typeof ListFollowing400AllOfCode[keyof typeof ListFollowing400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListFollowing400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListFollowing400AllOf = {
  code: ListFollowing400AllOfCode;
};

export type ListFollowing400 = Error & ListFollowing400AllOf;

export type ListFollowing404AllOfCode = typeof ListFollowing404AllOfCode[keyof typeof ListFollowing404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListFollowing404AllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type ListFollowing404AllOf = {
  code: ListFollowing404AllOfCode;
};

export type ListFollowing404 = Error & ListFollowing404AllOf;

export type BlockUser200 = {
  blocked: boolean;
};

export type BlockUser400AllOfCode = typeof BlockUser400AllOfCode[keyof typeof BlockUser400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BlockUser400AllOfCode = {
  CANNOT_BLOCK_SELF: 'CANNOT_BLOCK_SELF',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type BlockUser400AllOf = {
  code: BlockUser400AllOfCode;
};

export type BlockUser400 = Error & BlockUser400AllOf;

export type BlockUser403AllOfCode = typeof BlockUser403AllOfCode[keyof typeof BlockUser403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BlockUser403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type BlockUser403AllOf = {
  code: BlockUser403AllOfCode;
};

export type BlockUser403 = Error & BlockUser403AllOf;

export type BlockUser404AllOfCode = typeof BlockUser404AllOfCode[keyof typeof BlockUser404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BlockUser404AllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type BlockUser404AllOf = {
  code: BlockUser404AllOfCode;
};

export type BlockUser404 = Error & BlockUser404AllOf;

export type UnblockUser200 = {
  blocked: boolean;
};

export type UnblockUser400AllOfCode = typeof UnblockUser400AllOfCode[keyof typeof UnblockUser400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UnblockUser400AllOfCode = {
  CANNOT_BLOCK_SELF: 'CANNOT_BLOCK_SELF',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type UnblockUser400AllOf = {
  code: UnblockUser400AllOfCode;
};

export type UnblockUser400 = Error & UnblockUser400AllOf;

export type UnblockUser403AllOfCode = typeof UnblockUser403AllOfCode[keyof typeof UnblockUser403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UnblockUser403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type UnblockUser403AllOf = {
  code: UnblockUser403AllOfCode;
};

export type UnblockUser403 = Error & UnblockUser403AllOf;

export type UnblockUser404AllOfCode = typeof UnblockUser404AllOfCode[keyof typeof UnblockUser404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UnblockUser404AllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type UnblockUser404AllOf = {
  code: UnblockUser404AllOfCode;
};

export type UnblockUser404 = Error & UnblockUser404AllOf;

export type CreateUploadUrlBody = {
  mimeType: string;
};

export type CreateUploadUrl400AllOfCode = typeof CreateUploadUrl400AllOfCode[keyof typeof CreateUploadUrl400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateUploadUrl400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CreateUploadUrl400AllOf = {
  code: CreateUploadUrl400AllOfCode;
};

export type CreateUploadUrl400 = Error & CreateUploadUrl400AllOf;

export type CreateUploadUrl403AllOfCode = typeof CreateUploadUrl403AllOfCode[keyof typeof CreateUploadUrl403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateUploadUrl403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CreateUploadUrl403AllOf = {
  code: CreateUploadUrl403AllOfCode;
};

export type CreateUploadUrl403 = Error & CreateUploadUrl403AllOf;

export type CompleteUploadBody = {
  /** @pattern ^uploads\/([A-Za-z0-9_-]{1,64})\/(images|videos)\/(\d{4})\/([0-9a-f-]{36})\.([a-z0-9]{2,5})$ */
  key: string;
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  postId: string;
  mimeType: string;
  /**
   * @maximum 16384
   */
  width: number;
  /**
   * @maximum 16384
   */
  height: number;
};

export type CompleteUpload200 = {
  ok: boolean;
};

export type CompleteUpload400AllOfCode = typeof CompleteUpload400AllOfCode[keyof typeof CompleteUpload400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CompleteUpload400AllOfCode = {
  BAD_UPLOAD_KEY: 'BAD_UPLOAD_KEY',
  MIME_TYPE_MISMATCH: 'MIME_TYPE_MISMATCH',
  UPLOAD_MISSING: 'UPLOAD_MISSING',
  EMPTY_UPLOAD: 'EMPTY_UPLOAD',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CompleteUpload400AllOf = {
  code: CompleteUpload400AllOfCode;
};

export type CompleteUpload400 = Error & CompleteUpload400AllOf;

export type CompleteUpload403AllOfCode = typeof CompleteUpload403AllOfCode[keyof typeof CompleteUpload403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CompleteUpload403AllOfCode = {
  NOT_YOUR_UPLOAD: 'NOT_YOUR_UPLOAD',
  FORBIDDEN: 'FORBIDDEN',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CompleteUpload403AllOf = {
  code: CompleteUpload403AllOfCode;
};

export type CompleteUpload403 = Error & CompleteUpload403AllOf;

export type CompleteUpload413AllOfCode = typeof CompleteUpload413AllOfCode[keyof typeof CompleteUpload413AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CompleteUpload413AllOfCode = {
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
} as const;

export type CompleteUpload413AllOf = {
  code: CompleteUpload413AllOfCode;
};

export type CompleteUpload413 = Error & CompleteUpload413AllOf;

/**
 * Default text
 */
export type CreatePostBodyOneType = typeof CreatePostBodyOneType[keyof typeof CreatePostBodyOneType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreatePostBodyOneType = {
  text: 'text',
  clip: 'clip',
  photos: 'photos',
} as const;

/**
 * Default public
 */
export type CreatePostBodyOneVisibility = typeof CreatePostBodyOneVisibility[keyof typeof CreatePostBodyOneVisibility];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreatePostBodyOneVisibility = {
  public: 'public',
  private: 'private',
  followers: 'followers',
} as const;

/**
 * Default true
 */
export type CreatePostBodyOneCommentable = typeof CreatePostBodyOneCommentable[keyof typeof CreatePostBodyOneCommentable];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreatePostBodyOneCommentable = {
  NUMBER_0: '0',
  NUMBER_1: '1',
  true: 'true',
  false: 'false',
} as const;

/**
 * Default false. The author's own mark: the post is `sensitive` from its creation
 */
export type CreatePostBodyOneSensitive = typeof CreatePostBodyOneSensitive[keyof typeof CreatePostBodyOneSensitive];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreatePostBodyOneSensitive = {
  NUMBER_0: '0',
  NUMBER_1: '1',
  true: 'true',
  false: 'false',
} as const;

export type CreatePostBodyOne = {
  /**
   * Required, 1-5000 characters
   * @minLength 1
   * @maxLength 5000
   */
  body: string;
  /** Default text */
  type?: CreatePostBodyOneType;
  /** Default public */
  visibility?: CreatePostBodyOneVisibility;
  /** Default true */
  commentable?: CreatePostBodyOneCommentable;
  /**
   * @minLength 1
   * @maxLength 64
   */
  gameId?: string;
  /** Default false. The author's own mark: the post is `sensitive` from its creation */
  sensitive?: CreatePostBodyOneSensitive;
  /** Repeatable file field: images (jpeg, png, webp, gif, heic) or videos (mp4, quicktime, webm) */
  media?: Blob[];
};

export type CreatePostBodyTwoType = typeof CreatePostBodyTwoType[keyof typeof CreatePostBodyTwoType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreatePostBodyTwoType = {
  text: 'text',
  clip: 'clip',
  photos: 'photos',
} as const;

export type CreatePostBodyTwoVisibility = typeof CreatePostBodyTwoVisibility[keyof typeof CreatePostBodyTwoVisibility];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreatePostBodyTwoVisibility = {
  public: 'public',
  private: 'private',
  followers: 'followers',
} as const;

export type CreatePostBodyTwoGameId = string | null;

export type CreatePostBodyTwo = {
  /**
   * @minLength 1
   * @maxLength 5000
   */
  body: string;
  type?: CreatePostBodyTwoType;
  visibility?: CreatePostBodyTwoVisibility;
  commentable?: boolean;
  gameId?: CreatePostBodyTwoGameId;
  /** The author's own mark: the post is `sensitive` from its creation, whatever screening finds */
  sensitive?: boolean;
};

export type CreatePost400AllOfCode = typeof CreatePost400AllOfCode[keyof typeof CreatePost400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreatePost400AllOfCode = {
  UNKNOWN_GAME: 'UNKNOWN_GAME',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
  NOT_MULTIPART: 'NOT_MULTIPART',
  MALFORMED_MULTIPART: 'MALFORMED_MULTIPART',
  TOO_MANY_FIELDS: 'TOO_MANY_FIELDS',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  BAD_FIELD: 'BAD_FIELD',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

export type CreatePost400AllOf = {
  code: CreatePost400AllOfCode;
};

export type CreatePost400 = Error & CreatePost400AllOf;

export type CreatePost403AllOfCode = typeof CreatePost403AllOfCode[keyof typeof CreatePost403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreatePost403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CreatePost403AllOf = {
  code: CreatePost403AllOfCode;
};

export type CreatePost403 = Error & CreatePost403AllOf;

export type CreatePost413AllOfCode = typeof CreatePost413AllOfCode[keyof typeof CreatePost413AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreatePost413AllOfCode = {
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
} as const;

export type CreatePost413AllOf = {
  code: CreatePost413AllOfCode;
};

export type CreatePost413 = Error & CreatePost413AllOf;

export type DeletePost400AllOfCode = typeof DeletePost400AllOfCode[keyof typeof DeletePost400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeletePost400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type DeletePost400AllOf = {
  code: DeletePost400AllOfCode;
};

export type DeletePost400 = Error & DeletePost400AllOf;

export type DeletePost403AllOfCode = typeof DeletePost403AllOfCode[keyof typeof DeletePost403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeletePost403AllOfCode = {
  FORBIDDEN: 'FORBIDDEN',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type DeletePost403AllOf = {
  code: DeletePost403AllOfCode;
};

export type DeletePost403 = Error & DeletePost403AllOf;

export type RecordImpressionBody = {
  /**
   * @minimum 0
   * @maximum 9007199254740991
   */
  viewDurationMs?: number;
  /**
   * @minimum 0
   * @maximum 9007199254740991
   */
  videoWatchMs?: number;
};

export type RecordImpression400AllOfCode = typeof RecordImpression400AllOfCode[keyof typeof RecordImpression400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RecordImpression400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type RecordImpression400AllOf = {
  code: RecordImpression400AllOfCode;
};

export type RecordImpression400 = Error & RecordImpression400AllOf;

export type RecordImpression403AllOfCode = typeof RecordImpression403AllOfCode[keyof typeof RecordImpression403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RecordImpression403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type RecordImpression403AllOf = {
  code: RecordImpression403AllOfCode;
};

export type RecordImpression403 = Error & RecordImpression403AllOf;

export type ListCommentsParams = {
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
};

export type ListComments400AllOfCode = typeof ListComments400AllOfCode[keyof typeof ListComments400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListComments400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListComments400AllOf = {
  code: ListComments400AllOfCode;
};

export type ListComments400 = Error & ListComments400AllOf;

export type CreateCommentBody = {
  /**
   * @minLength 1
   * @maxLength 2000
   */
  body: string;
};

export type CreateComment400AllOfCode = typeof CreateComment400AllOfCode[keyof typeof CreateComment400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateComment400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CreateComment400AllOf = {
  code: CreateComment400AllOfCode;
};

export type CreateComment400 = Error & CreateComment400AllOf;

export type CreateComment403AllOfCode = typeof CreateComment403AllOfCode[keyof typeof CreateComment403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateComment403AllOfCode = {
  BLOCKED: 'BLOCKED',
  NOT_COMMENTABLE: 'NOT_COMMENTABLE',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CreateComment403AllOf = {
  code: CreateComment403AllOfCode;
};

export type CreateComment403 = Error & CreateComment403AllOf;

export type DeleteComment400AllOfCode = typeof DeleteComment400AllOfCode[keyof typeof DeleteComment400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeleteComment400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type DeleteComment400AllOf = {
  code: DeleteComment400AllOfCode;
};

export type DeleteComment400 = Error & DeleteComment400AllOf;

export type DeleteComment403AllOfCode = typeof DeleteComment403AllOfCode[keyof typeof DeleteComment403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeleteComment403AllOfCode = {
  FORBIDDEN: 'FORBIDDEN',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type DeleteComment403AllOf = {
  code: DeleteComment403AllOfCode;
};

export type DeleteComment403 = Error & DeleteComment403AllOf;

export type AddReactionBodyKind = typeof AddReactionBodyKind[keyof typeof AddReactionBodyKind];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AddReactionBodyKind = {
  like: 'like',
  love: 'love',
  haha: 'haha',
  wow: 'wow',
  sad: 'sad',
  angry: 'angry',
} as const;

export type AddReactionBody = {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  postId?: string;
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  commentId?: string;
  kind: AddReactionBodyKind;
};

export type AddReaction400AllOfCode = typeof AddReaction400AllOfCode[keyof typeof AddReaction400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AddReaction400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type AddReaction400AllOf = {
  code: AddReaction400AllOfCode;
};

export type AddReaction400 = Error & AddReaction400AllOf;

export type AddReaction403AllOfCode = typeof AddReaction403AllOfCode[keyof typeof AddReaction403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AddReaction403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type AddReaction403AllOf = {
  code: AddReaction403AllOfCode;
};

export type AddReaction403 = Error & AddReaction403AllOf;

export type RemoveReaction400AllOfCode = typeof RemoveReaction400AllOfCode[keyof typeof RemoveReaction400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RemoveReaction400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type RemoveReaction400AllOf = {
  code: RemoveReaction400AllOfCode;
};

export type RemoveReaction400 = Error & RemoveReaction400AllOf;

export type RemoveReaction403AllOfCode = typeof RemoveReaction403AllOfCode[keyof typeof RemoveReaction403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RemoveReaction403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type RemoveReaction403AllOf = {
  code: RemoveReaction403AllOfCode;
};

export type RemoveReaction403 = Error & RemoveReaction403AllOf;

export type CreateReportBodyTargetType = typeof CreateReportBodyTargetType[keyof typeof CreateReportBodyTargetType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateReportBodyTargetType = {
  post: 'post',
  comment: 'comment',
  user: 'user',
} as const;

export type CreateReportBody = {
  targetType: CreateReportBodyTargetType;
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  targetId: string;
  /**
   * @minLength 1
   * @maxLength 1000
   */
  reason: string;
};

export type CreateReport400AllOfCode = typeof CreateReport400AllOfCode[keyof typeof CreateReport400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateReport400AllOfCode = {
  SELF_REPORT: 'SELF_REPORT',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CreateReport400AllOf = {
  code: CreateReport400AllOfCode;
};

export type CreateReport400 = Error & CreateReport400AllOf;

export type CreateReport403AllOfCode = typeof CreateReport403AllOfCode[keyof typeof CreateReport403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateReport403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CreateReport403AllOf = {
  code: CreateReport403AllOfCode;
};

export type CreateReport403 = Error & CreateReport403AllOf;

export type CreateReport404AllOfCode = typeof CreateReport404AllOfCode[keyof typeof CreateReport404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateReport404AllOfCode = {
  NOT_FOUND: 'NOT_FOUND',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
} as const;

export type CreateReport404AllOf = {
  code: CreateReport404AllOfCode;
};

export type CreateReport404 = Error & CreateReport404AllOf;

export type CreateReport429AllOfCode = typeof CreateReport429AllOfCode[keyof typeof CreateReport429AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateReport429AllOfCode = {
  TOO_MANY_REPORTS: 'TOO_MANY_REPORTS',
  RATE_LIMITED: 'RATE_LIMITED',
} as const;

export type CreateReport429AllOf = {
  code: CreateReport429AllOfCode;
};

export type CreateReport429 = Error & CreateReport429AllOf;

export type GetHomeFeedParams = {
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
/**
 * Page forward: posts older than this `{ id, createdAt }`. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Pull-to-refresh: only posts newer than this `{ id, createdAt }`. Sent as `refreshSince[key]=value` for each key, or as one JSON string `refreshSince={...}`; any other form is 400.
 */
refreshSince?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Post ids already shown: repeated keys, bracket notation or comma-separated
 */
excludePostIds?: string[];
};

export type GetHomeFeed400AllOfCode = typeof GetHomeFeed400AllOfCode[keyof typeof GetHomeFeed400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetHomeFeed400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type GetHomeFeed400AllOf = {
  code: GetHomeFeed400AllOfCode;
};

export type GetHomeFeed400 = Error & GetHomeFeed400AllOf;

export type GetUserFeedParams = {
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
/**
 * Page forward: posts older than this `{ id, createdAt }`. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Pull-to-refresh: only posts newer than this `{ id, createdAt }`. Sent as `refreshSince[key]=value` for each key, or as one JSON string `refreshSince={...}`; any other form is 400.
 */
refreshSince?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Post ids already shown: repeated keys, bracket notation or comma-separated
 */
excludePostIds?: string[];
};

export type GetUserFeed400AllOfCode = typeof GetUserFeed400AllOfCode[keyof typeof GetUserFeed400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetUserFeed400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type GetUserFeed400AllOf = {
  code: GetUserFeed400AllOfCode;
};

export type GetUserFeed400 = Error & GetUserFeed400AllOf;

export type GetUserFeed404AllOfCode = typeof GetUserFeed404AllOfCode[keyof typeof GetUserFeed404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetUserFeed404AllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type GetUserFeed404AllOf = {
  code: GetUserFeed404AllOfCode;
};

export type GetUserFeed404 = Error & GetUserFeed404AllOf;

export type ListNotificationsParams = {
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * `true` lists unread notifications only
 */
unreadOnly?: boolean;
};

export type ListNotifications400AllOfCode = typeof ListNotifications400AllOfCode[keyof typeof ListNotifications400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListNotifications400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListNotifications400AllOf = {
  code: ListNotifications400AllOfCode;
};

export type ListNotifications400 = Error & ListNotifications400AllOf;

export type GetUnreadNotificationCount400AllOfCode = typeof GetUnreadNotificationCount400AllOfCode[keyof typeof GetUnreadNotificationCount400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetUnreadNotificationCount400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type GetUnreadNotificationCount400AllOf = {
  code: GetUnreadNotificationCount400AllOfCode;
};

export type GetUnreadNotificationCount400 = Error & GetUnreadNotificationCount400AllOf;

export type MarkAllNotificationsRead200 = {
  ok: boolean;
};

export type MarkAllNotificationsRead400AllOfCode = typeof MarkAllNotificationsRead400AllOfCode[keyof typeof MarkAllNotificationsRead400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MarkAllNotificationsRead400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type MarkAllNotificationsRead400AllOf = {
  code: MarkAllNotificationsRead400AllOfCode;
};

export type MarkAllNotificationsRead400 = Error & MarkAllNotificationsRead400AllOf;

export type MarkAllNotificationsRead403AllOfCode = typeof MarkAllNotificationsRead403AllOfCode[keyof typeof MarkAllNotificationsRead403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MarkAllNotificationsRead403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type MarkAllNotificationsRead403AllOf = {
  code: MarkAllNotificationsRead403AllOfCode;
};

export type MarkAllNotificationsRead403 = Error & MarkAllNotificationsRead403AllOf;

export type MarkNotificationRead200 = {
  ok: boolean;
};

export type MarkNotificationRead400AllOfCode = typeof MarkNotificationRead400AllOfCode[keyof typeof MarkNotificationRead400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MarkNotificationRead400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type MarkNotificationRead400AllOf = {
  code: MarkNotificationRead400AllOfCode;
};

export type MarkNotificationRead400 = Error & MarkNotificationRead400AllOf;

export type MarkNotificationRead403AllOfCode = typeof MarkNotificationRead403AllOfCode[keyof typeof MarkNotificationRead403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MarkNotificationRead403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type MarkNotificationRead403AllOf = {
  code: MarkNotificationRead403AllOfCode;
};

export type MarkNotificationRead403 = Error & MarkNotificationRead403AllOf;

export type MarkNotificationRead404AllOfCode = typeof MarkNotificationRead404AllOfCode[keyof typeof MarkNotificationRead404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MarkNotificationRead404AllOfCode = {
  NOTIFICATION_NOT_FOUND: 'NOTIFICATION_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type MarkNotificationRead404AllOf = {
  code: MarkNotificationRead404AllOfCode;
};

export type MarkNotificationRead404 = Error & MarkNotificationRead404AllOf;

export type RegisterPushTokenBody = {
  /**
   * An Expo push token (ExponentPushToken[...])
   * @minLength 1
   * @maxLength 300
   */
  token: string;
};

export type RegisterPushToken200 = {
  ok: boolean;
};

export type RegisterPushToken400AllOfCode = typeof RegisterPushToken400AllOfCode[keyof typeof RegisterPushToken400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RegisterPushToken400AllOfCode = {
  INVALID_PUSH_TOKEN: 'INVALID_PUSH_TOKEN',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type RegisterPushToken400AllOf = {
  code: RegisterPushToken400AllOfCode;
};

export type RegisterPushToken400 = Error & RegisterPushToken400AllOf;

export type RegisterPushToken403AllOfCode = typeof RegisterPushToken403AllOfCode[keyof typeof RegisterPushToken403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RegisterPushToken403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type RegisterPushToken403AllOf = {
  code: RegisterPushToken403AllOfCode;
};

export type RegisterPushToken403 = Error & RegisterPushToken403AllOf;

export type RemovePushTokensBodyAnyOf = {
  /**
   * An Expo push token (ExponentPushToken[...])
   * @minLength 1
   * @maxLength 300
   */
  token: string;
};

export type RemovePushTokensBody = RemovePushTokensBodyAnyOf | null;

export type RemovePushTokens200 = {
  ok: boolean;
};

export type RemovePushTokens400AllOfCode = typeof RemovePushTokens400AllOfCode[keyof typeof RemovePushTokens400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RemovePushTokens400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type RemovePushTokens400AllOf = {
  code: RemovePushTokens400AllOfCode;
};

export type RemovePushTokens400 = Error & RemovePushTokens400AllOf;

export type RemovePushTokens403AllOfCode = typeof RemovePushTokens403AllOfCode[keyof typeof RemovePushTokens403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RemovePushTokens403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type RemovePushTokens403AllOf = {
  code: RemovePushTokens403AllOfCode;
};

export type RemovePushTokens403 = Error & RemovePushTokens403AllOf;

export type OpenConversationBody = {
  /**
   * The other user's id (the caller's own id may be included and is ignored)
   * @minItems 1
   * @maxItems 2
   */
  participantIds: string[];
};

export type OpenConversation400AllOfCode = typeof OpenConversation400AllOfCode[keyof typeof OpenConversation400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OpenConversation400AllOfCode = {
  SELF_CONVERSATION: 'SELF_CONVERSATION',
  TOO_MANY_PARTICIPANTS: 'TOO_MANY_PARTICIPANTS',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type OpenConversation400AllOf = {
  code: OpenConversation400AllOfCode;
};

export type OpenConversation400 = Error & OpenConversation400AllOf;

export type OpenConversation403AllOfCode = typeof OpenConversation403AllOfCode[keyof typeof OpenConversation403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const OpenConversation403AllOfCode = {
  BLOCKED: 'BLOCKED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type OpenConversation403AllOf = {
  code: OpenConversation403AllOfCode;
};

export type OpenConversation403 = Error & OpenConversation403AllOf;

export type ListConversationsParams = {
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Page size, clamped to 1..50; default 30
 */
limit?: number;
};

export type ListConversations200NextCursor = Cursor | null;

export type ListConversations200 = {
  items: Conversation[];
  nextCursor: ListConversations200NextCursor;
};

export type ListConversations400AllOfCode = typeof ListConversations400AllOfCode[keyof typeof ListConversations400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListConversations400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListConversations400AllOf = {
  code: ListConversations400AllOfCode;
};

export type ListConversations400 = Error & ListConversations400AllOf;

export type ListMessagesParams = {
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Page size, clamped to 1..50; default 30
 */
limit?: number;
};

export type ListMessages200NextCursor = Cursor | null;

export type ListMessages200 = {
  items: DirectMessage[];
  nextCursor: ListMessages200NextCursor;
};

export type ListMessages400AllOfCode = typeof ListMessages400AllOfCode[keyof typeof ListMessages400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListMessages400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListMessages400AllOf = {
  code: ListMessages400AllOfCode;
};

export type ListMessages400 = Error & ListMessages400AllOf;

export type SendMessageBody = {
  /**
   * @minLength 1
   * @maxLength 4000
   */
  body: string;
};

export type SendMessage400AllOfCode = typeof SendMessage400AllOfCode[keyof typeof SendMessage400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SendMessage400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type SendMessage400AllOf = {
  code: SendMessage400AllOfCode;
};

export type SendMessage400 = Error & SendMessage400AllOf;

export type SendMessage403AllOfCode = typeof SendMessage403AllOfCode[keyof typeof SendMessage403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SendMessage403AllOfCode = {
  BLOCKED: 'BLOCKED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type SendMessage403AllOf = {
  code: SendMessage403AllOfCode;
};

export type SendMessage403 = Error & SendMessage403AllOf;

export type EditMessageBody = {
  /**
   * @minLength 1
   * @maxLength 4000
   */
  body: string;
};

export type EditMessage400AllOfCode = typeof EditMessage400AllOfCode[keyof typeof EditMessage400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EditMessage400AllOfCode = {
  MESSAGE_DELETED: 'MESSAGE_DELETED',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type EditMessage400AllOf = {
  code: EditMessage400AllOfCode;
};

export type EditMessage400 = Error & EditMessage400AllOf;

export type EditMessage403AllOfCode = typeof EditMessage403AllOfCode[keyof typeof EditMessage403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EditMessage403AllOfCode = {
  NOT_SENDER: 'NOT_SENDER',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type EditMessage403AllOf = {
  code: EditMessage403AllOfCode;
};

export type EditMessage403 = Error & EditMessage403AllOf;

export type DeleteMessage400AllOfCode = typeof DeleteMessage400AllOfCode[keyof typeof DeleteMessage400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeleteMessage400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type DeleteMessage400AllOf = {
  code: DeleteMessage400AllOfCode;
};

export type DeleteMessage400 = Error & DeleteMessage400AllOf;

export type DeleteMessage403AllOfCode = typeof DeleteMessage403AllOfCode[keyof typeof DeleteMessage403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeleteMessage403AllOfCode = {
  NOT_SENDER: 'NOT_SENDER',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type DeleteMessage403AllOf = {
  code: DeleteMessage403AllOfCode;
};

export type DeleteMessage403 = Error & DeleteMessage403AllOf;

export type MarkConversationReadBody = {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  lastReadMessageId: string;
};

export type MarkConversationRead400AllOfCode = typeof MarkConversationRead400AllOfCode[keyof typeof MarkConversationRead400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MarkConversationRead400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type MarkConversationRead400AllOf = {
  code: MarkConversationRead400AllOfCode;
};

export type MarkConversationRead400 = Error & MarkConversationRead400AllOf;

export type MarkConversationRead403AllOfCode = typeof MarkConversationRead403AllOfCode[keyof typeof MarkConversationRead403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const MarkConversationRead403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type MarkConversationRead403AllOf = {
  code: MarkConversationRead403AllOfCode;
};

export type MarkConversationRead403 = Error & MarkConversationRead403AllOf;

export type AuthorizeDmJoin200 = {
  ok: boolean;
};

export type AuthorizeDmJoin403AllOfCode = typeof AuthorizeDmJoin403AllOfCode[keyof typeof AuthorizeDmJoin403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AuthorizeDmJoin403AllOfCode = {
  AUTHZ_DENIED: 'AUTHZ_DENIED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
} as const;

export type AuthorizeDmJoin403AllOf = {
  code: AuthorizeDmJoin403AllOfCode;
};

export type AuthorizeDmJoin403 = Error & AuthorizeDmJoin403AllOf;

export type CreateChannelBody = {
  /**
   * @minLength 1
   * @maxLength 80
   */
  name: string;
  /** @maxLength 1000 */
  description?: string;
  /** Banner image (JPEG, PNG, WebP or GIF), re-encoded to WebP 1500x500; required */
  banner: Blob;
};

export type CreateChannel400AllOfCode = typeof CreateChannel400AllOfCode[keyof typeof CreateChannel400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateChannel400AllOfCode = {
  FILE_REQUIRED: 'FILE_REQUIRED',
  INVALID_IMAGE: 'INVALID_IMAGE',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
  NOT_MULTIPART: 'NOT_MULTIPART',
  MALFORMED_MULTIPART: 'MALFORMED_MULTIPART',
  TOO_MANY_FIELDS: 'TOO_MANY_FIELDS',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  BAD_FIELD: 'BAD_FIELD',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

export type CreateChannel400AllOf = {
  code: CreateChannel400AllOfCode;
};

export type CreateChannel400 = Error & CreateChannel400AllOf;

export type CreateChannel403AllOfCode = typeof CreateChannel403AllOfCode[keyof typeof CreateChannel403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateChannel403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CreateChannel403AllOf = {
  code: CreateChannel403AllOfCode;
};

export type CreateChannel403 = Error & CreateChannel403AllOf;

export type CreateChannel413AllOfCode = typeof CreateChannel413AllOfCode[keyof typeof CreateChannel413AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateChannel413AllOfCode = {
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
} as const;

export type CreateChannel413AllOf = {
  code: CreateChannel413AllOfCode;
};

export type CreateChannel413 = Error & CreateChannel413AllOf;

export type ListMyChannels400AllOfCode = typeof ListMyChannels400AllOfCode[keyof typeof ListMyChannels400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListMyChannels400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListMyChannels400AllOf = {
  code: ListMyChannels400AllOfCode;
};

export type ListMyChannels400 = Error & ListMyChannels400AllOf;

export type UpdateChannelBody = {
  /**
   * @minLength 1
   * @maxLength 80
   */
  name?: string;
  /** @maxLength 1000 */
  description?: string;
  /** New banner image (optional); replaces the current one */
  banner?: Blob;
};

export type UpdateChannel400AllOfCode = typeof UpdateChannel400AllOfCode[keyof typeof UpdateChannel400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateChannel400AllOfCode = {
  INVALID_IMAGE: 'INVALID_IMAGE',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
  NOT_MULTIPART: 'NOT_MULTIPART',
  MALFORMED_MULTIPART: 'MALFORMED_MULTIPART',
  TOO_MANY_FIELDS: 'TOO_MANY_FIELDS',
  TOO_MANY_FILES: 'TOO_MANY_FILES',
  BAD_FIELD: 'BAD_FIELD',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

export type UpdateChannel400AllOf = {
  code: UpdateChannel400AllOfCode;
};

export type UpdateChannel400 = Error & UpdateChannel400AllOf;

export type UpdateChannel403AllOfCode = typeof UpdateChannel403AllOfCode[keyof typeof UpdateChannel403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateChannel403AllOfCode = {
  NOT_OWNER: 'NOT_OWNER',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type UpdateChannel403AllOf = {
  code: UpdateChannel403AllOfCode;
};

export type UpdateChannel403 = Error & UpdateChannel403AllOf;

export type UpdateChannel413AllOfCode = typeof UpdateChannel413AllOfCode[keyof typeof UpdateChannel413AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateChannel413AllOfCode = {
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
} as const;

export type UpdateChannel413AllOf = {
  code: UpdateChannel413AllOfCode;
};

export type UpdateChannel413 = Error & UpdateChannel413AllOf;

export type JoinChannel400AllOfCode = typeof JoinChannel400AllOfCode[keyof typeof JoinChannel400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const JoinChannel400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type JoinChannel400AllOf = {
  code: JoinChannel400AllOfCode;
};

export type JoinChannel400 = Error & JoinChannel400AllOf;

export type JoinChannel403AllOfCode = typeof JoinChannel403AllOfCode[keyof typeof JoinChannel403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const JoinChannel403AllOfCode = {
  BLOCKED: 'BLOCKED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type JoinChannel403AllOf = {
  code: JoinChannel403AllOfCode;
};

export type JoinChannel403 = Error & JoinChannel403AllOf;

export type LeaveChannel400AllOfCode = typeof LeaveChannel400AllOfCode[keyof typeof LeaveChannel400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LeaveChannel400AllOfCode = {
  OWNER_CANNOT_LEAVE: 'OWNER_CANNOT_LEAVE',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type LeaveChannel400AllOf = {
  code: LeaveChannel400AllOfCode;
};

export type LeaveChannel400 = Error & LeaveChannel400AllOf;

export type LeaveChannel403AllOfCode = typeof LeaveChannel403AllOfCode[keyof typeof LeaveChannel403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const LeaveChannel403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type LeaveChannel403AllOf = {
  code: LeaveChannel403AllOfCode;
};

export type LeaveChannel403 = Error & LeaveChannel403AllOf;

export type ListChannelMembersParams = {
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Page size, clamped to 1..50; default 30
 */
limit?: number;
};

export type ListChannelMembers200NextCursor = Cursor | null;

export type ListChannelMembers200 = {
  items: ChannelMember[];
  nextCursor: ListChannelMembers200NextCursor;
};

export type ListChannelMembers400AllOfCode = typeof ListChannelMembers400AllOfCode[keyof typeof ListChannelMembers400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListChannelMembers400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListChannelMembers400AllOf = {
  code: ListChannelMembers400AllOfCode;
};

export type ListChannelMembers400 = Error & ListChannelMembers400AllOf;

export type CreateRoomBodyVisibility = typeof CreateRoomBodyVisibility[keyof typeof CreateRoomBodyVisibility];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateRoomBodyVisibility = {
  public: 'public',
  members: 'members',
  vip: 'vip',
} as const;

export type CreateRoomBody = {
  /**
   * @minLength 1
   * @maxLength 80
   */
  name: string;
  visibility?: CreateRoomBodyVisibility;
};

export type CreateRoom400AllOfCode = typeof CreateRoom400AllOfCode[keyof typeof CreateRoom400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateRoom400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CreateRoom400AllOf = {
  code: CreateRoom400AllOfCode;
};

export type CreateRoom400 = Error & CreateRoom400AllOf;

export type CreateRoom403AllOfCode = typeof CreateRoom403AllOfCode[keyof typeof CreateRoom403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateRoom403AllOfCode = {
  NOT_OWNER: 'NOT_OWNER',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CreateRoom403AllOf = {
  code: CreateRoom403AllOfCode;
};

export type CreateRoom403 = Error & CreateRoom403AllOf;

export type ListRoomsParams = {
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Page size, clamped to 1..50; default 30
 */
limit?: number;
};

export type ListRooms200NextCursor = Cursor | null;

export type ListRooms200 = {
  items: Room[];
  nextCursor: ListRooms200NextCursor;
};

export type ListRooms400AllOfCode = typeof ListRooms400AllOfCode[keyof typeof ListRooms400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListRooms400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListRooms400AllOf = {
  code: ListRooms400AllOfCode;
};

export type ListRooms400 = Error & ListRooms400AllOf;

export type GetRoom403AllOfCode = typeof GetRoom403AllOfCode[keyof typeof GetRoom403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetRoom403AllOfCode = {
  ROOM_ACCESS_DENIED: 'ROOM_ACCESS_DENIED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
} as const;

export type GetRoom403AllOf = {
  code: GetRoom403AllOfCode;
};

export type GetRoom403 = Error & GetRoom403AllOf;

export type UpdateRoomBodyVisibility = typeof UpdateRoomBodyVisibility[keyof typeof UpdateRoomBodyVisibility];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateRoomBodyVisibility = {
  public: 'public',
  members: 'members',
  vip: 'vip',
} as const;

export type UpdateRoomBody = {
  /**
   * @minLength 1
   * @maxLength 80
   */
  name?: string;
  visibility?: UpdateRoomBodyVisibility;
};

export type UpdateRoom400AllOfCode = typeof UpdateRoom400AllOfCode[keyof typeof UpdateRoom400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateRoom400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type UpdateRoom400AllOf = {
  code: UpdateRoom400AllOfCode;
};

export type UpdateRoom400 = Error & UpdateRoom400AllOf;

export type UpdateRoom403AllOfCode = typeof UpdateRoom403AllOfCode[keyof typeof UpdateRoom403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UpdateRoom403AllOfCode = {
  NOT_OWNER: 'NOT_OWNER',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type UpdateRoom403AllOf = {
  code: UpdateRoom403AllOfCode;
};

export type UpdateRoom403 = Error & UpdateRoom403AllOf;

export type ListRoomMessagesParams = {
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Page size, clamped to 1..50; default 30
 */
limit?: number;
};

export type ListRoomMessages200NextCursor = Cursor | null;

export type ListRoomMessages200 = {
  items: RoomMessage[];
  nextCursor: ListRoomMessages200NextCursor;
};

export type ListRoomMessages400AllOfCode = typeof ListRoomMessages400AllOfCode[keyof typeof ListRoomMessages400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListRoomMessages400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListRoomMessages400AllOf = {
  code: ListRoomMessages400AllOfCode;
};

export type ListRoomMessages400 = Error & ListRoomMessages400AllOf;

export type ListRoomMessages403AllOfCode = typeof ListRoomMessages403AllOfCode[keyof typeof ListRoomMessages403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListRoomMessages403AllOfCode = {
  ROOM_ACCESS_DENIED: 'ROOM_ACCESS_DENIED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
} as const;

export type ListRoomMessages403AllOf = {
  code: ListRoomMessages403AllOfCode;
};

export type ListRoomMessages403 = Error & ListRoomMessages403AllOf;

export type SendRoomMessageBody = {
  /**
   * @minLength 1
   * @maxLength 2000
   */
  body: string;
};

export type SendRoomMessage400AllOfCode = typeof SendRoomMessage400AllOfCode[keyof typeof SendRoomMessage400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SendRoomMessage400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type SendRoomMessage400AllOf = {
  code: SendRoomMessage400AllOfCode;
};

export type SendRoomMessage400 = Error & SendRoomMessage400AllOf;

export type SendRoomMessage403AllOfCode = typeof SendRoomMessage403AllOfCode[keyof typeof SendRoomMessage403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SendRoomMessage403AllOfCode = {
  ROOM_ACCESS_DENIED: 'ROOM_ACCESS_DENIED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type SendRoomMessage403AllOf = {
  code: SendRoomMessage403AllOfCode;
};

export type SendRoomMessage403 = Error & SendRoomMessage403AllOf;

export type EditRoomMessageBody = {
  /**
   * @minLength 1
   * @maxLength 2000
   */
  body: string;
};

export type EditRoomMessage400AllOfCode = typeof EditRoomMessage400AllOfCode[keyof typeof EditRoomMessage400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EditRoomMessage400AllOfCode = {
  MESSAGE_DELETED: 'MESSAGE_DELETED',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type EditRoomMessage400AllOf = {
  code: EditRoomMessage400AllOfCode;
};

export type EditRoomMessage400 = Error & EditRoomMessage400AllOf;

export type EditRoomMessage403AllOfCode = typeof EditRoomMessage403AllOfCode[keyof typeof EditRoomMessage403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const EditRoomMessage403AllOfCode = {
  ROOM_ACCESS_DENIED: 'ROOM_ACCESS_DENIED',
  NOT_SENDER: 'NOT_SENDER',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type EditRoomMessage403AllOf = {
  code: EditRoomMessage403AllOfCode;
};

export type EditRoomMessage403 = Error & EditRoomMessage403AllOf;

export type DeleteRoomMessage400AllOfCode = typeof DeleteRoomMessage400AllOfCode[keyof typeof DeleteRoomMessage400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeleteRoomMessage400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type DeleteRoomMessage400AllOf = {
  code: DeleteRoomMessage400AllOfCode;
};

export type DeleteRoomMessage400 = Error & DeleteRoomMessage400AllOf;

export type DeleteRoomMessage403AllOfCode = typeof DeleteRoomMessage403AllOfCode[keyof typeof DeleteRoomMessage403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DeleteRoomMessage403AllOfCode = {
  ROOM_ACCESS_DENIED: 'ROOM_ACCESS_DENIED',
  NOT_SENDER: 'NOT_SENDER',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type DeleteRoomMessage403AllOf = {
  code: DeleteRoomMessage403AllOfCode;
};

export type DeleteRoomMessage403 = Error & DeleteRoomMessage403AllOf;

export type CreateVoiceToken400AllOfCode = typeof CreateVoiceToken400AllOfCode[keyof typeof CreateVoiceToken400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateVoiceToken400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CreateVoiceToken400AllOf = {
  code: CreateVoiceToken400AllOfCode;
};

export type CreateVoiceToken400 = Error & CreateVoiceToken400AllOf;

export type CreateVoiceToken403AllOfCode = typeof CreateVoiceToken403AllOfCode[keyof typeof CreateVoiceToken403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateVoiceToken403AllOfCode = {
  ROOM_ACCESS_DENIED: 'ROOM_ACCESS_DENIED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CreateVoiceToken403AllOf = {
  code: CreateVoiceToken403AllOfCode;
};

export type CreateVoiceToken403 = Error & CreateVoiceToken403AllOf;

export type CreateVoiceToken503AllOfCode = typeof CreateVoiceToken503AllOfCode[keyof typeof CreateVoiceToken503AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateVoiceToken503AllOfCode = {
  CONFERENCE_UNAVAILABLE: 'CONFERENCE_UNAVAILABLE',
  UNAVAILABLE: 'UNAVAILABLE',
} as const;

export type CreateVoiceToken503AllOf = {
  code: CreateVoiceToken503AllOfCode;
};

export type CreateVoiceToken503 = Error & CreateVoiceToken503AllOf;

export type AuthorizeRoomJoin200 = {
  ok: boolean;
};

export type AuthorizeRoomJoin403AllOfCode = typeof AuthorizeRoomJoin403AllOfCode[keyof typeof AuthorizeRoomJoin403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AuthorizeRoomJoin403AllOfCode = {
  ROOM_ACCESS_DENIED: 'ROOM_ACCESS_DENIED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
} as const;

export type AuthorizeRoomJoin403AllOf = {
  code: AuthorizeRoomJoin403AllOfCode;
};

export type AuthorizeRoomJoin403 = Error & AuthorizeRoomJoin403AllOf;

export type GetStreamCredentials400AllOfCode = typeof GetStreamCredentials400AllOfCode[keyof typeof GetStreamCredentials400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetStreamCredentials400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type GetStreamCredentials400AllOf = {
  code: GetStreamCredentials400AllOfCode;
};

export type GetStreamCredentials400 = Error & GetStreamCredentials400AllOf;

export type RegenerateStreamKey400AllOfCode = typeof RegenerateStreamKey400AllOfCode[keyof typeof RegenerateStreamKey400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RegenerateStreamKey400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type RegenerateStreamKey400AllOf = {
  code: RegenerateStreamKey400AllOfCode;
};

export type RegenerateStreamKey400 = Error & RegenerateStreamKey400AllOf;

export type RegenerateStreamKey403AllOfCode = typeof RegenerateStreamKey403AllOfCode[keyof typeof RegenerateStreamKey403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RegenerateStreamKey403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type RegenerateStreamKey403AllOf = {
  code: RegenerateStreamKey403AllOfCode;
};

export type RegenerateStreamKey403 = Error & RegenerateStreamKey403AllOf;

export type ListLiveUsersParams = {
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
/**
 * `nextCursor` of the previous page (opaque)
 * @maxLength 300
 */
cursor?: string;
};

export type ListLiveUsers400AllOfCode = typeof ListLiveUsers400AllOfCode[keyof typeof ListLiveUsers400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListLiveUsers400AllOfCode = {
  INVALID_CURSOR: 'INVALID_CURSOR',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListLiveUsers400AllOf = {
  code: ListLiveUsers400AllOfCode;
};

export type ListLiveUsers400 = Error & ListLiveUsers400AllOf;

export type ListStreamMessagesParams = {
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
};

export type ListStreamMessages400AllOfCode = typeof ListStreamMessages400AllOfCode[keyof typeof ListStreamMessages400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListStreamMessages400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListStreamMessages400AllOf = {
  code: ListStreamMessages400AllOfCode;
};

export type ListStreamMessages400 = Error & ListStreamMessages400AllOf;

export type ListStreamMessages403AllOfCode = typeof ListStreamMessages403AllOfCode[keyof typeof ListStreamMessages403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListStreamMessages403AllOfCode = {
  BLOCKED: 'BLOCKED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
} as const;

export type ListStreamMessages403AllOf = {
  code: ListStreamMessages403AllOfCode;
};

export type ListStreamMessages403 = Error & ListStreamMessages403AllOf;

export type SendStreamMessageBody = {
  /**
   * @minLength 1
   * @maxLength 500
   */
  body: string;
};

export type SendStreamMessage400AllOfCode = typeof SendStreamMessage400AllOfCode[keyof typeof SendStreamMessage400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SendStreamMessage400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type SendStreamMessage400AllOf = {
  code: SendStreamMessage400AllOfCode;
};

export type SendStreamMessage400 = Error & SendStreamMessage400AllOf;

export type SendStreamMessage403AllOfCode = typeof SendStreamMessage403AllOfCode[keyof typeof SendStreamMessage403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SendStreamMessage403AllOfCode = {
  BLOCKED: 'BLOCKED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type SendStreamMessage403AllOf = {
  code: SendStreamMessage403AllOfCode;
};

export type SendStreamMessage403 = Error & SendStreamMessage403AllOf;

export type GetWallet400AllOfCode = typeof GetWallet400AllOfCode[keyof typeof GetWallet400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetWallet400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type GetWallet400AllOf = {
  code: GetWallet400AllOfCode;
};

export type GetWallet400 = Error & GetWallet400AllOf;

export type ListWalletTransactionsParams = {
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
};

export type ListWalletTransactions200NextCursor = Cursor | null;

export type ListWalletTransactions200 = {
  items: WalletTransaction[];
  nextCursor: ListWalletTransactions200NextCursor;
};

export type ListWalletTransactions400AllOfCode = typeof ListWalletTransactions400AllOfCode[keyof typeof ListWalletTransactions400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListWalletTransactions400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListWalletTransactions400AllOf = {
  code: ListWalletTransactions400AllOfCode;
};

export type ListWalletTransactions400 = Error & ListWalletTransactions400AllOf;

export type SetSubscriptionPriceBody = {
  /**
   * @minimum 1
   * @maximum 1000000
   */
  priceCoins: number;
};

export type SetSubscriptionPrice400AllOfCode = typeof SetSubscriptionPrice400AllOfCode[keyof typeof SetSubscriptionPrice400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetSubscriptionPrice400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type SetSubscriptionPrice400AllOf = {
  code: SetSubscriptionPrice400AllOfCode;
};

export type SetSubscriptionPrice400 = Error & SetSubscriptionPrice400AllOf;

export type SetSubscriptionPrice403AllOfCode = typeof SetSubscriptionPrice403AllOfCode[keyof typeof SetSubscriptionPrice403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetSubscriptionPrice403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type SetSubscriptionPrice403AllOf = {
  code: SetSubscriptionPrice403AllOfCode;
};

export type SetSubscriptionPrice403 = Error & SetSubscriptionPrice403AllOf;

export type GetSubscriptionOffer404AllOfCode = typeof GetSubscriptionOffer404AllOfCode[keyof typeof GetSubscriptionOffer404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetSubscriptionOffer404AllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type GetSubscriptionOffer404AllOf = {
  code: GetSubscriptionOffer404AllOfCode;
};

export type GetSubscriptionOffer404 = Error & GetSubscriptionOffer404AllOf;

export type SubscribeBody = {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  creatorId: string;
};

export type Subscribe400AllOfCode = typeof Subscribe400AllOfCode[keyof typeof Subscribe400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Subscribe400AllOfCode = {
  INSUFFICIENT_COINS: 'INSUFFICIENT_COINS',
  CANNOT_SUBSCRIBE_TO_SELF: 'CANNOT_SUBSCRIBE_TO_SELF',
  SUBSCRIPTIONS_NOT_OFFERED: 'SUBSCRIPTIONS_NOT_OFFERED',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type Subscribe400AllOf = {
  code: Subscribe400AllOfCode;
};

export type Subscribe400 = Error & Subscribe400AllOf;

export type Subscribe403AllOfCode = typeof Subscribe403AllOfCode[keyof typeof Subscribe403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Subscribe403AllOfCode = {
  BLOCKED: 'BLOCKED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type Subscribe403AllOf = {
  code: Subscribe403AllOfCode;
};

export type Subscribe403 = Error & Subscribe403AllOf;

export type Subscribe409AllOfCode = typeof Subscribe409AllOfCode[keyof typeof Subscribe409AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Subscribe409AllOfCode = {
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  ALREADY_SUBSCRIBED: 'ALREADY_SUBSCRIBED',
} as const;

export type Subscribe409AllOf = {
  code: Subscribe409AllOfCode;
};

export type Subscribe409 = Error & Subscribe409AllOf;

export type ListSubscriptionsParams = {
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
};

export type ListSubscriptions200NextCursor = Cursor | null;

export type ListSubscriptions200 = {
  items: CreatorSubscription[];
  nextCursor: ListSubscriptions200NextCursor;
};

export type ListSubscriptions400AllOfCode = typeof ListSubscriptions400AllOfCode[keyof typeof ListSubscriptions400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListSubscriptions400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListSubscriptions400AllOf = {
  code: ListSubscriptions400AllOfCode;
};

export type ListSubscriptions400 = Error & ListSubscriptions400AllOf;

export type CreateProductBody = {
  /**
   * @minLength 1
   * @maxLength 120
   */
  title: string;
  /** @maxLength 2000 */
  description?: string;
  /**
   * @minimum 1
   * @maximum 1000000
   */
  priceCoins: number;
};

export type CreateProduct400AllOfCode = typeof CreateProduct400AllOfCode[keyof typeof CreateProduct400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateProduct400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CreateProduct400AllOf = {
  code: CreateProduct400AllOfCode;
};

export type CreateProduct400 = Error & CreateProduct400AllOf;

export type CreateProduct403AllOfCode = typeof CreateProduct403AllOfCode[keyof typeof CreateProduct403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreateProduct403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CreateProduct403AllOf = {
  code: CreateProduct403AllOfCode;
};

export type CreateProduct403 = Error & CreateProduct403AllOf;

export type ListProductsParams = {
/**
 * @minLength 1
 * @maxLength 64
 * @pattern ^[A-Za-z0-9_-]+$
 */
creatorId: string;
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
};

export type ListProducts200NextCursor = Cursor | null;

export type ListProducts200 = {
  items: Product[];
  nextCursor: ListProducts200NextCursor;
};

export type ListProducts400AllOfCode = typeof ListProducts400AllOfCode[keyof typeof ListProducts400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListProducts400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListProducts400AllOf = {
  code: ListProducts400AllOfCode;
};

export type ListProducts400 = Error & ListProducts400AllOf;

export type PurchaseProduct400AllOfCode = typeof PurchaseProduct400AllOfCode[keyof typeof PurchaseProduct400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PurchaseProduct400AllOfCode = {
  INSUFFICIENT_COINS: 'INSUFFICIENT_COINS',
  CANNOT_BUY_OWN_PRODUCT: 'CANNOT_BUY_OWN_PRODUCT',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type PurchaseProduct400AllOf = {
  code: PurchaseProduct400AllOfCode;
};

export type PurchaseProduct400 = Error & PurchaseProduct400AllOf;

export type PurchaseProduct403AllOfCode = typeof PurchaseProduct403AllOfCode[keyof typeof PurchaseProduct403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PurchaseProduct403AllOfCode = {
  BLOCKED: 'BLOCKED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type PurchaseProduct403AllOf = {
  code: PurchaseProduct403AllOfCode;
};

export type PurchaseProduct403 = Error & PurchaseProduct403AllOf;

export type PurchaseProduct404AllOfCode = typeof PurchaseProduct404AllOfCode[keyof typeof PurchaseProduct404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const PurchaseProduct404AllOfCode = {
  NOT_FOUND: 'NOT_FOUND',
  USER_NOT_FOUND: 'USER_NOT_FOUND',
} as const;

export type PurchaseProduct404AllOf = {
  code: PurchaseProduct404AllOfCode;
};

export type PurchaseProduct404 = Error & PurchaseProduct404AllOf;

export type SetAvailabilityBodyTimezone = typeof SetAvailabilityBodyTimezone[keyof typeof SetAvailabilityBodyTimezone];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetAvailabilityBodyTimezone = {
  UTC: 'UTC',
} as const;

export type SetAvailabilityBodySlotsItem = {
  /**
   * 0 = Sunday
   * @minimum 0
   * @maximum 6
   */
  dayOfWeek: number;
  /** @pattern ^([01]\d|2[0-3]):[0-5]\d$ */
  start: string;
  /** @pattern ^([01]\d|2[0-3]):[0-5]\d$ */
  end: string;
};

export type SetAvailabilityBody = {
  timezone: SetAvailabilityBodyTimezone;
  /**
   * @minimum 1
   * @maximum 1000000
   */
  priceCoins: number;
  /**
   * @minimum 15
   * @maximum 240
   */
  sessionMinutes: number;
  /** @maxItems 50 */
  slots: SetAvailabilityBodySlotsItem[];
};

export type SetAvailability400AllOfCode = typeof SetAvailability400AllOfCode[keyof typeof SetAvailability400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetAvailability400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type SetAvailability400AllOf = {
  code: SetAvailability400AllOfCode;
};

export type SetAvailability400 = Error & SetAvailability400AllOf;

export type SetAvailability403AllOfCode = typeof SetAvailability403AllOfCode[keyof typeof SetAvailability403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SetAvailability403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type SetAvailability403AllOf = {
  code: SetAvailability403AllOfCode;
};

export type SetAvailability403 = Error & SetAvailability403AllOf;

export type GetAvailability404AllOfCode = typeof GetAvailability404AllOfCode[keyof typeof GetAvailability404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetAvailability404AllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  NO_AVAILABILITY: 'NO_AVAILABILITY',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type GetAvailability404AllOf = {
  code: GetAvailability404AllOfCode;
};

export type GetAvailability404 = Error & GetAvailability404AllOf;

export type BookSessionBody = {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  playpalId: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  startsAt: string;
};

export type BookSession400AllOfCode = typeof BookSession400AllOfCode[keyof typeof BookSession400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BookSession400AllOfCode = {
  INSUFFICIENT_COINS: 'INSUFFICIENT_COINS',
  CANNOT_BOOK_SELF: 'CANNOT_BOOK_SELF',
  SLOT_IN_PAST: 'SLOT_IN_PAST',
  SLOT_TOO_FAR: 'SLOT_TOO_FAR',
  SLOT_UNAVAILABLE: 'SLOT_UNAVAILABLE',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type BookSession400AllOf = {
  code: BookSession400AllOfCode;
};

export type BookSession400 = Error & BookSession400AllOf;

export type BookSession403AllOfCode = typeof BookSession403AllOfCode[keyof typeof BookSession403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BookSession403AllOfCode = {
  BLOCKED: 'BLOCKED',
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type BookSession403AllOf = {
  code: BookSession403AllOfCode;
};

export type BookSession403 = Error & BookSession403AllOf;

export type BookSession404AllOfCode = typeof BookSession404AllOfCode[keyof typeof BookSession404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BookSession404AllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  NO_AVAILABILITY: 'NO_AVAILABILITY',
} as const;

export type BookSession404AllOf = {
  code: BookSession404AllOfCode;
};

export type BookSession404 = Error & BookSession404AllOf;

export type BookSession409AllOfCode = typeof BookSession409AllOfCode[keyof typeof BookSession409AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const BookSession409AllOfCode = {
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  SLOT_TAKEN: 'SLOT_TAKEN',
} as const;

export type BookSession409AllOf = {
  code: BookSession409AllOfCode;
};

export type BookSession409 = Error & BookSession409AllOf;

export type ListSessionsParams = {
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
};

export type ListSessions200NextCursor = Cursor | null;

export type ListSessions200 = {
  items: Session[];
  nextCursor: ListSessions200NextCursor;
};

export type ListSessions400AllOfCode = typeof ListSessions400AllOfCode[keyof typeof ListSessions400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListSessions400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListSessions400AllOf = {
  code: ListSessions400AllOfCode;
};

export type ListSessions400 = Error & ListSessions400AllOf;

export type CancelSession400AllOfCode = typeof CancelSession400AllOfCode[keyof typeof CancelSession400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CancelSession400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CancelSession400AllOf = {
  code: CancelSession400AllOfCode;
};

export type CancelSession400 = Error & CancelSession400AllOf;

export type CancelSession403AllOfCode = typeof CancelSession403AllOfCode[keyof typeof CancelSession403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CancelSession403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CancelSession403AllOf = {
  code: CancelSession403AllOfCode;
};

export type CancelSession403 = Error & CancelSession403AllOf;

export type CancelSession409AllOfCode = typeof CancelSession409AllOfCode[keyof typeof CancelSession409AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CancelSession409AllOfCode = {
  SESSION_NOT_BOOKED: 'SESSION_NOT_BOOKED',
  SESSION_STARTED: 'SESSION_STARTED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
} as const;

export type CancelSession409AllOf = {
  code: CancelSession409AllOfCode;
};

export type CancelSession409 = Error & CancelSession409AllOf;

export type ListPayoutsParams = {
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
/**
 * Compound cursor `{ id, createdAt }`: bracket notation or a JSON string. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
};

export type ListPayouts400AllOfCode = typeof ListPayouts400AllOfCode[keyof typeof ListPayouts400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListPayouts400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListPayouts400AllOf = {
  code: ListPayouts400AllOfCode;
};

export type ListPayouts400 = Error & ListPayouts400AllOf;

export type CreatePayoutAccountLink400AllOfCode = typeof CreatePayoutAccountLink400AllOfCode[keyof typeof CreatePayoutAccountLink400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreatePayoutAccountLink400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type CreatePayoutAccountLink400AllOf = {
  code: CreatePayoutAccountLink400AllOfCode;
};

export type CreatePayoutAccountLink400 = Error & CreatePayoutAccountLink400AllOf;

export type CreatePayoutAccountLink403AllOfCode = typeof CreatePayoutAccountLink403AllOfCode[keyof typeof CreatePayoutAccountLink403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const CreatePayoutAccountLink403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type CreatePayoutAccountLink403AllOf = {
  code: CreatePayoutAccountLink403AllOfCode;
};

export type CreatePayoutAccountLink403 = Error & CreatePayoutAccountLink403AllOf;

export type ListGamesParams = {
/**
 * @minLength 1
 * @maxLength 100
 */
q?: string;
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
/**
 * The `nextCursor` of the previous page, as given: bracket notation or JSON. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minimum 0
   * @maximum 99
   */
  rank: number;
  /** @maxLength 200 */
  name: string;
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
};
};

export type ListGames400AllOfCode = typeof ListGames400AllOfCode[keyof typeof ListGames400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListGames400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListGames400AllOf = {
  code: ListGames400AllOfCode;
};

export type ListGames400 = Error & ListGames400AllOf;

export type GetGame404AllOfCode = typeof GetGame404AllOfCode[keyof typeof GetGame404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const GetGame404AllOfCode = {
  GAME_NOT_FOUND: 'GAME_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type GetGame404AllOf = {
  code: GetGame404AllOfCode;
};

export type GetGame404 = Error & GetGame404AllOf;

export type ListGamePostsParams = {
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
/**
 * Page forward: posts older than this `{ id, createdAt }`. Sent as `cursor[key]=value` for each key, or as one JSON string `cursor={...}`; any other form is 400.
 */
cursor?: {
  /**
   * @minLength 1
   * @maxLength 64
   * @pattern ^[A-Za-z0-9_-]+$
   */
  id: string;
  /** @pattern ^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$ */
  createdAt: string;
};
};

export type ListGamePosts400AllOfCode = typeof ListGamePosts400AllOfCode[keyof typeof ListGamePosts400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListGamePosts400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListGamePosts400AllOf = {
  code: ListGamePosts400AllOfCode;
};

export type ListGamePosts400 = Error & ListGamePosts400AllOf;

export type ListGamePosts404AllOfCode = typeof ListGamePosts404AllOfCode[keyof typeof ListGamePosts404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListGamePosts404AllOfCode = {
  GAME_NOT_FOUND: 'GAME_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type ListGamePosts404AllOf = {
  code: ListGamePosts404AllOfCode;
};

export type ListGamePosts404 = Error & ListGamePosts404AllOf;

export type SearchParams = {
/**
 * @minLength 1
 * @maxLength 100
 */
q: string;
type?: SearchType;
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
};

export type SearchType = typeof SearchType[keyof typeof SearchType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SearchType = {
  all: 'all',
  users: 'users',
  clips: 'clips',
  games: 'games',
} as const;

export type Search400AllOfCode = typeof Search400AllOfCode[keyof typeof Search400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Search400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type Search400AllOf = {
  code: Search400AllOfCode;
};

export type Search400 = Error & Search400AllOf;

export type SearchUsersParams = {
/**
 * @minLength 1
 * @maxLength 100
 */
q: string;
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
};

export type SearchUsers400AllOfCode = typeof SearchUsers400AllOfCode[keyof typeof SearchUsers400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const SearchUsers400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type SearchUsers400AllOf = {
  code: SearchUsers400AllOfCode;
};

export type SearchUsers400 = Error & SearchUsers400AllOf;

export type ListTrendingClipsParams = {
window?: ListTrendingClipsWindow;
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
};

export type ListTrendingClipsWindow = typeof ListTrendingClipsWindow[keyof typeof ListTrendingClipsWindow];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListTrendingClipsWindow = {
  '24h': '24h',
  '7d': '7d',
} as const;

export type ListTrendingClips400AllOfCode = typeof ListTrendingClips400AllOfCode[keyof typeof ListTrendingClips400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListTrendingClips400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListTrendingClips400AllOf = {
  code: ListTrendingClips400AllOfCode;
};

export type ListTrendingClips400 = Error & ListTrendingClips400AllOf;

export type ListTrendingUsersParams = {
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
};

export type ListTrendingUsers400AllOfCode = typeof ListTrendingUsers400AllOfCode[keyof typeof ListTrendingUsers400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListTrendingUsers400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListTrendingUsers400AllOf = {
  code: ListTrendingUsers400AllOfCode;
};

export type ListTrendingUsers400 = Error & ListTrendingUsers400AllOf;

export type ListTrendingGamesParams = {
/**
 * Page size, clamped to 1..50; default 20
 */
limit?: number;
};

export type ListTrendingGames400AllOfCode = typeof ListTrendingGames400AllOfCode[keyof typeof ListTrendingGames400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListTrendingGames400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListTrendingGames400AllOf = {
  code: ListTrendingGames400AllOfCode;
};

export type ListTrendingGames400 = Error & ListTrendingGames400AllOf;

export type Discover400AllOfCode = typeof Discover400AllOfCode[keyof typeof Discover400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const Discover400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type Discover400AllOf = {
  code: Discover400AllOfCode;
};

export type Discover400 = Error & Discover400AllOf;

export type ListSponsorsParams = {
/**
 * Only this placement (e.g. `discover`, `feed`); all placements when absent
 * @pattern ^[a-z0-9][a-z0-9_-]{0,49}$
 */
placement?: string;
};

export type ListSponsors400AllOfCode = typeof ListSponsors400AllOfCode[keyof typeof ListSponsors400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListSponsors400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ListSponsors400AllOf = {
  code: ListSponsors400AllOfCode;
};

export type ListSponsors400 = Error & ListSponsors400AllOf;

export type ListLinks404AllOfCode = typeof ListLinks404AllOfCode[keyof typeof ListLinks404AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListLinks404AllOfCode = {
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
} as const;

export type ListLinks404AllOf = {
  code: ListLinks404AllOfCode;
};

export type ListLinks404 = Error & ListLinks404AllOf;

export type ReplaceMyLinksBodyLinksItem = {
  /**
   * @minLength 1
   * @maxLength 60
   */
  title: string;
  /**
   * @minLength 1
   * @maxLength 2048
   */
  url: string;
};

export type ReplaceMyLinksBody = {
  /** @maxItems 10 */
  links: ReplaceMyLinksBodyLinksItem[];
};

export type ReplaceMyLinks400AllOfCode = typeof ReplaceMyLinks400AllOfCode[keyof typeof ReplaceMyLinks400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReplaceMyLinks400AllOfCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type ReplaceMyLinks400AllOf = {
  code: ReplaceMyLinks400AllOfCode;
};

export type ReplaceMyLinks400 = Error & ReplaceMyLinks400AllOf;

export type ReplaceMyLinks403AllOfCode = typeof ReplaceMyLinks403AllOfCode[keyof typeof ReplaceMyLinks403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ReplaceMyLinks403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type ReplaceMyLinks403AllOf = {
  code: ReplaceMyLinks403AllOfCode;
};

export type ReplaceMyLinks403 = Error & ReplaceMyLinks403AllOf;

export type RequestDataExport400AllOfCode = typeof RequestDataExport400AllOfCode[keyof typeof RequestDataExport400AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RequestDataExport400AllOfCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_TEXT: 'INVALID_TEXT',
} as const;

export type RequestDataExport400AllOf = {
  code: RequestDataExport400AllOfCode;
};

export type RequestDataExport400 = Error & RequestDataExport400AllOf;

export type RequestDataExport403AllOfCode = typeof RequestDataExport403AllOfCode[keyof typeof RequestDataExport403AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RequestDataExport403AllOfCode = {
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CROSS_ORIGIN_REFUSED: 'CROSS_ORIGIN_REFUSED',
} as const;

export type RequestDataExport403AllOf = {
  code: RequestDataExport403AllOfCode;
};

export type RequestDataExport403 = Error & RequestDataExport403AllOf;

export type RequestDataExport429AllOfCode = typeof RequestDataExport429AllOfCode[keyof typeof RequestDataExport429AllOfCode];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const RequestDataExport429AllOfCode = {
  TOO_MANY_EXPORTS: 'TOO_MANY_EXPORTS',
  RATE_LIMITED: 'RATE_LIMITED',
} as const;

export type RequestDataExport429AllOf = {
  code: RequestDataExport429AllOfCode;
};

export type RequestDataExport429 = Error & RequestDataExport429AllOf;

/**
 * Not rate limited. Use `/ready` to route traffic.
 * @summary Liveness: answers while the process serves, whatever its dependencies
 */
export type getHealthResponse200 = {
  data: GetHealth200
  status: 200
}
    
export type getHealthResponseSuccess = (getHealthResponse200) & {
  headers: Headers;
};
;

export type getHealthResponse = (getHealthResponseSuccess)

export const getGetHealthUrl = () => {


  

  return `/health`
}

export const getHealth = async ( options?: RequestInit): Promise<getHealthResponse> => {
  
  return orvalFetch<getHealthResponse>(getGetHealthUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * 200 when both answer within 1 s, else 503 with the same body naming which does not. `/health` stays the liveness probe: it answers while the process serves, since the API degrades without Redis.
 * @summary Readiness: whether PostgreSQL and Redis answer now (route traffic on this, not /health)
 */
export type getReadinessResponse200 = {
  data: GetReadiness200
  status: 200
}

export type getReadinessResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getReadinessResponseSuccess = (getReadinessResponse200) & {
  headers: Headers;
};
export type getReadinessResponseError = (getReadinessResponse503) & {
  headers: Headers;
};

export type getReadinessResponse = (getReadinessResponseSuccess | getReadinessResponseError)

export const getGetReadinessUrl = () => {


  

  return `/ready`
}

export const getReadiness = async ( options?: RequestInit): Promise<getReadinessResponse> => {
  
  return orvalFetch<getReadinessResponse>(getGetReadinessUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * 400 `WEAK_PASSWORD` when the password is too easy to guess (zxcvbn score below 2, judged offline, the account's email and names counted against it; the same rule applies to change-password and reset-password), 400 `EMAIL_TAKEN` when the email is registered.
 * @summary Register; creates the user, its live stream credentials and an AuthSession
 */
export type createAccountResponse201 = {
  data: AuthResponse
  status: 201
}

export type createAccountResponse400 = {
  data: CreateAccount400
  status: 400
}

export type createAccountResponse403 = {
  data: CreateAccount403
  status: 403
}

export type createAccountResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createAccountResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type createAccountResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type createAccountResponse500 = {
  data: InternalResponse
  status: 500
}

export type createAccountResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type createAccountResponseSuccess = (createAccountResponse201) & {
  headers: Headers;
};
export type createAccountResponseError = (createAccountResponse400 | createAccountResponse403 | createAccountResponse413 | createAccountResponse415 | createAccountResponse429 | createAccountResponse500 | createAccountResponse503) & {
  headers: Headers;
};

export type createAccountResponse = (createAccountResponseSuccess | createAccountResponseError)

export const getCreateAccountUrl = () => {


  

  return `/api/v1/create-account`
}

export const createAccount = async (createAccountBody: CreateAccountBody, options?: RequestInit): Promise<createAccountResponse> => {
  
  return orvalFetch<createAccountResponse>(getCreateAccountUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      createAccountBody,)
  }
);}



/**
 * Log in with email and password; the same 401 message for unknown email and wrong password
 * @summary Log in with email and password; the same 401 message for unknown email and wrong password
 */
export type authenticateResponse200 = {
  data: AuthResponse
  status: 200
}

export type authenticateResponse400 = {
  data: Authenticate400
  status: 400
}

export type authenticateResponse401 = {
  data: InvalidCredentialsResponse
  status: 401
}

export type authenticateResponse403 = {
  data: Authenticate403
  status: 403
}

export type authenticateResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type authenticateResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type authenticateResponse429 = {
  data: Authenticate429
  status: 429
}

export type authenticateResponse500 = {
  data: InternalResponse
  status: 500
}

export type authenticateResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type authenticateResponseSuccess = (authenticateResponse200) & {
  headers: Headers;
};
export type authenticateResponseError = (authenticateResponse400 | authenticateResponse401 | authenticateResponse403 | authenticateResponse413 | authenticateResponse415 | authenticateResponse429 | authenticateResponse500 | authenticateResponse503) & {
  headers: Headers;
};

export type authenticateResponse = (authenticateResponseSuccess | authenticateResponseError)

export const getAuthenticateUrl = () => {


  

  return `/api/v1/authenticate`
}

export const authenticate = async (authenticateBody: AuthenticateBody, options?: RequestInit): Promise<authenticateResponse> => {
  
  return orvalFetch<authenticateResponse>(getAuthenticateUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      authenticateBody,)
  }
);}



/**
 * Clears the token cookie. Tokens are stateless: use /auth/logout-all to revoke them
 * @summary Clears the token cookie. Tokens are stateless: use /auth/logout-all to revoke them
 */
export type logoutResponse200 = {
  data: Logout200
  status: 200
}

export type logoutResponse400 = {
  data: Logout400
  status: 400
}

export type logoutResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type logoutResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type logoutResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type logoutResponse500 = {
  data: InternalResponse
  status: 500
}

export type logoutResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type logoutResponseSuccess = (logoutResponse200) & {
  headers: Headers;
};
export type logoutResponseError = (logoutResponse400 | logoutResponse413 | logoutResponse415 | logoutResponse429 | logoutResponse500 | logoutResponse503) & {
  headers: Headers;
};

export type logoutResponse = (logoutResponseSuccess | logoutResponseError)

export const getLogoutUrl = () => {


  

  return `/api/v1/logout`
}

export const logout = async ( options?: RequestInit): Promise<logoutResponse> => {
  
  return orvalFetch<logoutResponse>(getLogoutUrl(),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * `exists` is also true for reserved names (admin, root, support, playpal and the like, with underscores or digits around them): nobody may choose those.
 * @summary Whether a username is taken (case-insensitive)
 */
export type checkUsernameResponse200 = {
  data: CheckUsername200
  status: 200
}

export type checkUsernameResponse400 = {
  data: CheckUsername400
  status: 400
}

export type checkUsernameResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type checkUsernameResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type checkUsernameResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type checkUsernameResponse500 = {
  data: InternalResponse
  status: 500
}

export type checkUsernameResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type checkUsernameResponseSuccess = (checkUsernameResponse200) & {
  headers: Headers;
};
export type checkUsernameResponseError = (checkUsernameResponse400 | checkUsernameResponse413 | checkUsernameResponse415 | checkUsernameResponse429 | checkUsernameResponse500 | checkUsernameResponse503) & {
  headers: Headers;
};

export type checkUsernameResponse = (checkUsernameResponseSuccess | checkUsernameResponseError)

export const getCheckUsernameUrl = () => {


  

  return `/api/v1/check-username`
}

export const checkUsername = async (checkUsernameBody: CheckUsernameBody, options?: RequestInit): Promise<checkUsernameResponse> => {
  
  return orvalFetch<checkUsernameResponse>(getCheckUsernameUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      checkUsernameBody,)
  }
);}



/**
 * Whether a username contains profanity or slurs (obscenity's English dataset)
 * @summary Whether a username contains profanity or slurs (obscenity's English dataset)
 */
export type checkUsernameOffensiveResponse200 = {
  data: CheckUsernameOffensive200
  status: 200
}

export type checkUsernameOffensiveResponse400 = {
  data: CheckUsernameOffensive400
  status: 400
}

export type checkUsernameOffensiveResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type checkUsernameOffensiveResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type checkUsernameOffensiveResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type checkUsernameOffensiveResponse500 = {
  data: InternalResponse
  status: 500
}

export type checkUsernameOffensiveResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type checkUsernameOffensiveResponseSuccess = (checkUsernameOffensiveResponse200) & {
  headers: Headers;
};
export type checkUsernameOffensiveResponseError = (checkUsernameOffensiveResponse400 | checkUsernameOffensiveResponse413 | checkUsernameOffensiveResponse415 | checkUsernameOffensiveResponse429 | checkUsernameOffensiveResponse500 | checkUsernameOffensiveResponse503) & {
  headers: Headers;
};

export type checkUsernameOffensiveResponse = (checkUsernameOffensiveResponseSuccess | checkUsernameOffensiveResponseError)

export const getCheckUsernameOffensiveUrl = () => {


  

  return `/api/v1/check-username-offensive`
}

export const checkUsernameOffensive = async (checkUsernameOffensiveBody: CheckUsernameOffensiveBody, options?: RequestInit): Promise<checkUsernameOffensiveResponse> => {
  
  return orvalFetch<checkUsernameOffensiveResponse>(getCheckUsernameOffensiveUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      checkUsernameOffensiveBody,)
  }
);}



/**
 * Answers at once, before looking the address up: the lookup, the allowance and the mail run after the answer, so neither the answer nor its timing tells whether an account exists.
 * @summary Mails a single-use reset token when the account exists; always answers 200
 */
export type forgotPasswordResponse200 = {
  data: ForgotPassword200
  status: 200
}

export type forgotPasswordResponse400 = {
  data: ForgotPassword400
  status: 400
}

export type forgotPasswordResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type forgotPasswordResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type forgotPasswordResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type forgotPasswordResponse500 = {
  data: InternalResponse
  status: 500
}

export type forgotPasswordResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type forgotPasswordResponseSuccess = (forgotPasswordResponse200) & {
  headers: Headers;
};
export type forgotPasswordResponseError = (forgotPasswordResponse400 | forgotPasswordResponse413 | forgotPasswordResponse415 | forgotPasswordResponse429 | forgotPasswordResponse500 | forgotPasswordResponse503) & {
  headers: Headers;
};

export type forgotPasswordResponse = (forgotPasswordResponseSuccess | forgotPasswordResponseError)

export const getForgotPasswordUrl = () => {


  

  return `/api/v1/forgot-password`
}

export const forgotPassword = async (forgotPasswordBody: ForgotPasswordBody, options?: RequestInit): Promise<forgotPasswordResponse> => {
  
  return orvalFetch<forgotPasswordResponse>(getForgotPasswordUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      forgotPasswordBody,)
  }
);}



/**
 * Sets a new password with a reset token; revokes every earlier token
 * @summary Sets a new password with a reset token; revokes every earlier token
 */
export type resetPasswordResponse200 = {
  data: ResetPassword200
  status: 200
}

export type resetPasswordResponse400 = {
  data: ResetPassword400
  status: 400
}

export type resetPasswordResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type resetPasswordResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type resetPasswordResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type resetPasswordResponse500 = {
  data: InternalResponse
  status: 500
}

export type resetPasswordResponse503 = {
  data: ResetPassword503
  status: 503
}
    
export type resetPasswordResponseSuccess = (resetPasswordResponse200) & {
  headers: Headers;
};
export type resetPasswordResponseError = (resetPasswordResponse400 | resetPasswordResponse413 | resetPasswordResponse415 | resetPasswordResponse429 | resetPasswordResponse500 | resetPasswordResponse503) & {
  headers: Headers;
};

export type resetPasswordResponse = (resetPasswordResponseSuccess | resetPasswordResponseError)

export const getResetPasswordUrl = () => {


  

  return `/api/v1/reset-password`
}

export const resetPassword = async (resetPasswordBody: ResetPasswordBody, options?: RequestInit): Promise<resetPasswordResponse> => {
  
  return orvalFetch<resetPasswordResponse>(getResetPasswordUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      resetPasswordBody,)
  }
);}



/**
 * Revokes every token of the caller and marks every AuthSession inactive
 * @summary Revokes every token of the caller and marks every AuthSession inactive
 */
export type logoutAllResponse200 = {
  data: LogoutAll200
  status: 200
}

export type logoutAllResponse400 = {
  data: LogoutAll400
  status: 400
}

export type logoutAllResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type logoutAllResponse403 = {
  data: LogoutAll403
  status: 403
}

export type logoutAllResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type logoutAllResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type logoutAllResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type logoutAllResponse500 = {
  data: InternalResponse
  status: 500
}

export type logoutAllResponse503 = {
  data: LogoutAll503
  status: 503
}
    
export type logoutAllResponseSuccess = (logoutAllResponse200) & {
  headers: Headers;
};
export type logoutAllResponseError = (logoutAllResponse400 | logoutAllResponse401 | logoutAllResponse403 | logoutAllResponse413 | logoutAllResponse415 | logoutAllResponse429 | logoutAllResponse500 | logoutAllResponse503) & {
  headers: Headers;
};

export type logoutAllResponse = (logoutAllResponseSuccess | logoutAllResponseError)

export const getLogoutAllUrl = () => {


  

  return `/api/v1/auth/logout-all`
}

export const logoutAll = async ( options?: RequestInit): Promise<logoutAllResponse> => {
  
  return orvalFetch<logoutAllResponse>(getLogoutAllUrl(),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * Changes the password; every earlier token stops working and a fresh one is returned
 * @summary Changes the password; every earlier token stops working and a fresh one is returned
 */
export type changePasswordResponse200 = {
  data: ChangePassword200
  status: 200
}

export type changePasswordResponse400 = {
  data: ChangePassword400
  status: 400
}

export type changePasswordResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type changePasswordResponse403 = {
  data: ChangePassword403
  status: 403
}

export type changePasswordResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type changePasswordResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type changePasswordResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type changePasswordResponse500 = {
  data: InternalResponse
  status: 500
}

export type changePasswordResponse503 = {
  data: ChangePassword503
  status: 503
}
    
export type changePasswordResponseSuccess = (changePasswordResponse200) & {
  headers: Headers;
};
export type changePasswordResponseError = (changePasswordResponse400 | changePasswordResponse401 | changePasswordResponse403 | changePasswordResponse413 | changePasswordResponse415 | changePasswordResponse429 | changePasswordResponse500 | changePasswordResponse503) & {
  headers: Headers;
};

export type changePasswordResponse = (changePasswordResponseSuccess | changePasswordResponseError)

export const getChangePasswordUrl = () => {


  

  return `/api/v1/auth/change-password`
}

export const changePassword = async (changePasswordBody: ChangePasswordBody, options?: RequestInit): Promise<changePasswordResponse> => {
  
  return orvalFetch<changePasswordResponse>(getChangePasswordUrl(),
  {      
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      changePasswordBody,)
  }
);}



/**
 * Target of a presigned upload URL in local mode (the URL carries its own signature)
 * @summary Target of a presigned upload URL in local mode (the URL carries its own signature)
 */
export type uploadToSignedUrlResponse200 = {
  data: UploadToSignedUrl200
  status: 200
}

export type uploadToSignedUrlResponse400 = {
  data: UploadToSignedUrl400
  status: 400
}

export type uploadToSignedUrlResponse403 = {
  data: BadSignatureResponse
  status: 403
}

export type uploadToSignedUrlResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type uploadToSignedUrlResponse412 = {
  data: UploadToSignedUrl412
  status: 412
}

export type uploadToSignedUrlResponse413 = {
  data: UploadToSignedUrl413
  status: 413
}

export type uploadToSignedUrlResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type uploadToSignedUrlResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type uploadToSignedUrlResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type uploadToSignedUrlResponse500 = {
  data: InternalResponse
  status: 500
}

export type uploadToSignedUrlResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type uploadToSignedUrlResponseSuccess = (uploadToSignedUrlResponse200) & {
  headers: Headers;
};
export type uploadToSignedUrlResponseError = (uploadToSignedUrlResponse400 | uploadToSignedUrlResponse403 | uploadToSignedUrlResponse404 | uploadToSignedUrlResponse412 | uploadToSignedUrlResponse413 | uploadToSignedUrlResponse414 | uploadToSignedUrlResponse415 | uploadToSignedUrlResponse429 | uploadToSignedUrlResponse500 | uploadToSignedUrlResponse503) & {
  headers: Headers;
};

export type uploadToSignedUrlResponse = (uploadToSignedUrlResponseSuccess | uploadToSignedUrlResponseError)

export const getUploadToSignedUrlUrl = (path: string,
    params: UploadToSignedUrlParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/storage/upload/${path}?${stringifiedParams}` : `/api/v1/storage/upload/${path}`
}

export const uploadToSignedUrl = async (path: string,
    params: UploadToSignedUrlParams, options?: RequestInit): Promise<uploadToSignedUrlResponse> => {
  
  return orvalFetch<uploadToSignedUrlResponse>(getUploadToSignedUrlUrl(path,params),
  {      
    ...options,
    method: 'PUT'
    
    
  }
);}



/**
 * Target of a signed download URL in local mode (a data export; the URL carries its signature)
 * @summary Target of a signed download URL in local mode (a data export; the URL carries its signature)
 */
export type downloadFromSignedUrlResponse200 = {
  data: Blob
  status: 200
}

export type downloadFromSignedUrlResponse400 = {
  data: DownloadFromSignedUrl400
  status: 400
}

export type downloadFromSignedUrlResponse403 = {
  data: BadSignatureResponse
  status: 403
}

export type downloadFromSignedUrlResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type downloadFromSignedUrlResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type downloadFromSignedUrlResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type downloadFromSignedUrlResponse500 = {
  data: InternalResponse
  status: 500
}

export type downloadFromSignedUrlResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type downloadFromSignedUrlResponseSuccess = (downloadFromSignedUrlResponse200) & {
  headers: Headers;
};
export type downloadFromSignedUrlResponseError = (downloadFromSignedUrlResponse400 | downloadFromSignedUrlResponse403 | downloadFromSignedUrlResponse404 | downloadFromSignedUrlResponse414 | downloadFromSignedUrlResponse429 | downloadFromSignedUrlResponse500 | downloadFromSignedUrlResponse503) & {
  headers: Headers;
};

export type downloadFromSignedUrlResponse = (downloadFromSignedUrlResponseSuccess | downloadFromSignedUrlResponseError)

export const getDownloadFromSignedUrlUrl = (path: string,
    params: DownloadFromSignedUrlParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/storage/download/${path}?${stringifiedParams}` : `/api/v1/storage/download/${path}`
}

export const downloadFromSignedUrl = async (path: string,
    params: DownloadFromSignedUrlParams, options?: RequestInit): Promise<downloadFromSignedUrlResponse> => {
  
  return orvalFetch<downloadFromSignedUrlResponse>(getDownloadFromSignedUrlUrl(path,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Objects of public posts (and avatars, banners) are served to anyone with `Cache-Control: public, max-age=MEDIA_PUBLIC_MAX_AGE_SECONDS` (default 300; never immutable: withdrawn content must stop being served), and answer 404 once withdrawn (post hidden or removed, author deactivated or suspended, processing failed). Other objects (media of `private` and `followers` posts) only with the `expires` and `signature` the API put in the URL it presented (valid one hour), cached privately until then; otherwise 404.
 * @summary An object in local mode: public, or private with a signed URL
 */
export type getFileResponse200 = {
  data: Blob
  status: 200
}

export type getFileResponse400 = {
  data: GetFile400
  status: 400
}

export type getFileResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getFileResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getFileResponse500 = {
  data: InternalResponse
  status: 500
}

export type getFileResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getFileResponseSuccess = (getFileResponse200) & {
  headers: Headers;
};
export type getFileResponseError = (getFileResponse400 | getFileResponse404 | getFileResponse414 | getFileResponse500 | getFileResponse503) & {
  headers: Headers;
};

export type getFileResponse = (getFileResponseSuccess | getFileResponseError)

export const getGetFileUrl = (path: string,
    params?: GetFileParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/files/${path}?${stringifiedParams}` : `/api/v1/files/${path}`
}

export const getFile = async (path: string,
    params?: GetFileParams, options?: RequestInit): Promise<getFileResponse> => {
  
  return orvalFetch<getFileResponse>(getGetFileUrl(path,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Authenticated by `Authorization: Bearer <REVENUECAT_WEBHOOK_SECRET>` (401 otherwise, and 401 `REVENUECAT_NOT_CONFIGURED` while the secret is not set). `INITIAL_PURCHASE` and `NON_RENEWING_PURCHASE` of a product in `COIN_PACKS` credit its coins to `app_user_id`, once per store transaction (`transaction_id`) whoever it names: the same event again, whatever its body, answers `duplicate`; another event of a store transaction already credited credits nothing, is recorded for review and answers `duplicate` (same user) or `conflict` (another user). `CANCELLATION` and `REFUND` of a credited transaction take the credited coins back from the user credited, the wallet going down to zero, never below (the rest is booked as the platform's loss), once per store transaction. `TEST`, other event types, products that are not a configured pack and unknown users are acknowledged with 200 `ignored` and logged, so RevenueCat does not retry them.
 * @summary RevenueCat events: coin pack purchases credit Play Coins, refunds claw them back
 */
export type revenueCatWebhookResponse200 = {
  data: RevenueCatWebhook200
  status: 200
}

export type revenueCatWebhookResponse400 = {
  data: RevenueCatWebhook400
  status: 400
}

export type revenueCatWebhookResponse401 = {
  data: RevenueCatWebhook401
  status: 401
}

export type revenueCatWebhookResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type revenueCatWebhookResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type revenueCatWebhookResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type revenueCatWebhookResponse500 = {
  data: InternalResponse
  status: 500
}

export type revenueCatWebhookResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type revenueCatWebhookResponseSuccess = (revenueCatWebhookResponse200) & {
  headers: Headers;
};
export type revenueCatWebhookResponseError = (revenueCatWebhookResponse400 | revenueCatWebhookResponse401 | revenueCatWebhookResponse413 | revenueCatWebhookResponse415 | revenueCatWebhookResponse429 | revenueCatWebhookResponse500 | revenueCatWebhookResponse503) & {
  headers: Headers;
};

export type revenueCatWebhookResponse = (revenueCatWebhookResponseSuccess | revenueCatWebhookResponseError)

export const getRevenueCatWebhookUrl = () => {


  

  return `/api/v1/webhooks/revenuecat`
}

export const revenueCatWebhook = async (revenueCatWebhookInput: RevenueCatWebhookInput, options?: RequestInit): Promise<revenueCatWebhookResponse> => {
  
  return orvalFetch<revenueCatWebhookResponse>(getRevenueCatWebhookUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      revenueCatWebhookInput,)
  }
);}



/**
 * Verified with the `stripe-signature` header over the raw body (STRIPE_WEBHOOK_SECRET, 5-minute tolerance either way: a signature dated more than 5 minutes in the past or the future is refused); a missing or bad signature, or no secret configured, is 401 `INVALID_SIGNATURE` (as for the Mux webhook) and changes nothing. A signed event without an `id`, a `type` or an object in `data.object` is 400 `VALIDATION_FAILED`. Each event id is processed once. `transfer.reversed` (full) and `transfer.failed` set the payout `failed` and post a reversing ledger entry; `account.updated` marks the creator's account connected once it can receive transfers; other events are acknowledged.
 * @summary Stripe events: transfer reversals and failures, connected account updates
 */
export type stripeWebhookResponse200 = {
  data: StripeWebhook200
  status: 200
}

export type stripeWebhookResponse400 = {
  data: StripeWebhook400
  status: 400
}

export type stripeWebhookResponse401 = {
  data: InvalidSignatureResponse
  status: 401
}

export type stripeWebhookResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type stripeWebhookResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type stripeWebhookResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type stripeWebhookResponse500 = {
  data: InternalResponse
  status: 500
}

export type stripeWebhookResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type stripeWebhookResponseSuccess = (stripeWebhookResponse200) & {
  headers: Headers;
};
export type stripeWebhookResponseError = (stripeWebhookResponse400 | stripeWebhookResponse401 | stripeWebhookResponse413 | stripeWebhookResponse415 | stripeWebhookResponse429 | stripeWebhookResponse500 | stripeWebhookResponse503) & {
  headers: Headers;
};

export type stripeWebhookResponse = (stripeWebhookResponseSuccess | stripeWebhookResponseError)

export const getStripeWebhookUrl = () => {


  

  return `/api/v1/webhooks/stripe`
}

export const stripeWebhook = async (stripeWebhookBody: StripeWebhookBody, options?: RequestInit): Promise<stripeWebhookResponse> => {
  
  return orvalFetch<stripeWebhookResponse>(getStripeWebhookUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      stripeWebhookBody,)
  }
);}



/**
 * The raw body must carry a valid `mux-signature` header (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"` with MUX_WEBHOOK_SECRET), at most 5 minutes old; otherwise 401 and nothing changes (also while MUX_WEBHOOK_SECRET is not configured). Each event `id` is processed once: a redelivery answers 200 with `duplicate: true`. `video.live_stream.active` sets the owner live, `.idle` / `.disconnected` clear it (an event older than the last one applied is ignored); the six other live-stream events and unknown types are acknowledged and ignored. `video.asset.ready` / `.errored` finish the video media matched by asset id, else passthrough (our media id). A signed body that is not a Mux event is 400.
 * @summary Mux video events (live-stream state, asset ready / errored); verified by `mux-signature`
 */
export type muxWebhookResponse200 = {
  data: WebhookAck
  status: 200
}

export type muxWebhookResponse400 = {
  data: MuxWebhook400
  status: 400
}

export type muxWebhookResponse401 = {
  data: InvalidSignatureResponse
  status: 401
}

export type muxWebhookResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type muxWebhookResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type muxWebhookResponse500 = {
  data: InternalResponse
  status: 500
}

export type muxWebhookResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type muxWebhookResponseSuccess = (muxWebhookResponse200) & {
  headers: Headers;
};
export type muxWebhookResponseError = (muxWebhookResponse400 | muxWebhookResponse401 | muxWebhookResponse413 | muxWebhookResponse415 | muxWebhookResponse500 | muxWebhookResponse503) & {
  headers: Headers;
};

export type muxWebhookResponse = (muxWebhookResponseSuccess | muxWebhookResponseError)

export const getMuxWebhookUrl = () => {


  

  return `/api/v1/webhooks/mux`
}

export const muxWebhook = async (muxWebhookBody: MuxWebhookBody, options?: RequestInit): Promise<muxWebhookResponse> => {
  
  return orvalFetch<muxWebhookResponse>(getMuxWebhookUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      muxWebhookBody,)
  }
);}



/**
 * Ids of the users told when a user goes online or offline (its followers), a page at a time; for the realtime service (X-Realtime-Admin-Token)
 * @summary Ids of the users told when a user goes online or offline (its followers), a page at a time; for the realtime service (X-Realtime-Admin-Token)
 */
export type getPresenceAudienceResponse200 = {
  data: PresenceAudience
  status: 200
}

export type getPresenceAudienceResponse400 = {
  data: GetPresenceAudience400
  status: 400
}

export type getPresenceAudienceResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getPresenceAudienceResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getPresenceAudienceResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getPresenceAudienceResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getPresenceAudienceResponse500 = {
  data: InternalResponse
  status: 500
}

export type getPresenceAudienceResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getPresenceAudienceResponseSuccess = (getPresenceAudienceResponse200) & {
  headers: Headers;
};
export type getPresenceAudienceResponseError = (getPresenceAudienceResponse400 | getPresenceAudienceResponse401 | getPresenceAudienceResponse404 | getPresenceAudienceResponse414 | getPresenceAudienceResponse429 | getPresenceAudienceResponse500 | getPresenceAudienceResponse503) & {
  headers: Headers;
};

export type getPresenceAudienceResponse = (getPresenceAudienceResponseSuccess | getPresenceAudienceResponseError)

export const getGetPresenceAudienceUrl = (userId: string,
    params?: GetPresenceAudienceParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/internal/presence/${userId}/audience?${stringifiedParams}` : `/api/v1/internal/presence/${userId}/audience`
}

export const getPresenceAudience = async (userId: string,
    params?: GetPresenceAudienceParams, options?: RequestInit): Promise<getPresenceAudienceResponse> => {
  
  return orvalFetch<getPresenceAudienceResponse>(getGetPresenceAudienceUrl(userId,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * The first page of the followers of each of up to 100 users, in one call (a storm of presence changes); for the realtime service (X-Realtime-Admin-Token)
 * @summary The first page of the followers of each of up to 100 users, in one call (a storm of presence changes); for the realtime service (X-Realtime-Admin-Token)
 */
export type listPresenceAudiencesResponse200 = {
  data: PresenceAudiences
  status: 200
}

export type listPresenceAudiencesResponse400 = {
  data: ListPresenceAudiences400
  status: 400
}

export type listPresenceAudiencesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listPresenceAudiencesResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type listPresenceAudiencesResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type listPresenceAudiencesResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listPresenceAudiencesResponse500 = {
  data: InternalResponse
  status: 500
}

export type listPresenceAudiencesResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listPresenceAudiencesResponseSuccess = (listPresenceAudiencesResponse200) & {
  headers: Headers;
};
export type listPresenceAudiencesResponseError = (listPresenceAudiencesResponse400 | listPresenceAudiencesResponse401 | listPresenceAudiencesResponse413 | listPresenceAudiencesResponse415 | listPresenceAudiencesResponse429 | listPresenceAudiencesResponse500 | listPresenceAudiencesResponse503) & {
  headers: Headers;
};

export type listPresenceAudiencesResponse = (listPresenceAudiencesResponseSuccess | listPresenceAudiencesResponseError)

export const getListPresenceAudiencesUrl = () => {


  

  return `/api/v1/internal/presence/audiences`
}

export const listPresenceAudiences = async (listPresenceAudiencesBody: ListPresenceAudiencesBody, options?: RequestInit): Promise<listPresenceAudiencesResponse> => {
  
  return orvalFetch<listPresenceAudiencesResponse>(getListPresenceAudiencesUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      listPresenceAudiencesBody,)
  }
);}



/**
 * Read through the same Redis cache as every request's authentication, filled from the database on a miss. 404 for an unknown user.
 * @summary A user's current token version (what a valid token's `tv` must equal) and suspension; for the realtime service (X-Realtime-Admin-Token)
 */
export type getTokenVersionResponse200 = {
  data: TokenVersion
  status: 200
}

export type getTokenVersionResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type getTokenVersionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getTokenVersionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getTokenVersionResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getTokenVersionResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getTokenVersionResponse500 = {
  data: InternalResponse
  status: 500
}

export type getTokenVersionResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getTokenVersionResponseSuccess = (getTokenVersionResponse200) & {
  headers: Headers;
};
export type getTokenVersionResponseError = (getTokenVersionResponse400 | getTokenVersionResponse401 | getTokenVersionResponse404 | getTokenVersionResponse414 | getTokenVersionResponse429 | getTokenVersionResponse500 | getTokenVersionResponse503) & {
  headers: Headers;
};

export type getTokenVersionResponse = (getTokenVersionResponseSuccess | getTokenVersionResponseError)

export const getGetTokenVersionUrl = (userId: string,) => {


  

  return `/api/v1/internal/users/${userId}/token-version`
}

export const getTokenVersion = async (userId: string, options?: RequestInit): Promise<getTokenVersionResponse> => {
  
  return orvalFetch<getTokenVersionResponse>(getGetTokenVersionUrl(userId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * As the per-user route, read through the Redis cache; unknown users are left out.
 * @summary The token versions and suspensions of up to 100 users in one call (the misses of a storm of handshakes); for the realtime service (X-Realtime-Admin-Token)
 */
export type listTokenVersionsResponse200 = {
  data: TokenVersions
  status: 200
}

export type listTokenVersionsResponse400 = {
  data: ListTokenVersions400
  status: 400
}

export type listTokenVersionsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listTokenVersionsResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type listTokenVersionsResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type listTokenVersionsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listTokenVersionsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listTokenVersionsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listTokenVersionsResponseSuccess = (listTokenVersionsResponse200) & {
  headers: Headers;
};
export type listTokenVersionsResponseError = (listTokenVersionsResponse400 | listTokenVersionsResponse401 | listTokenVersionsResponse413 | listTokenVersionsResponse415 | listTokenVersionsResponse429 | listTokenVersionsResponse500 | listTokenVersionsResponse503) & {
  headers: Headers;
};

export type listTokenVersionsResponse = (listTokenVersionsResponseSuccess | listTokenVersionsResponseError)

export const getListTokenVersionsUrl = () => {


  

  return `/api/v1/internal/users/token-versions`
}

export const listTokenVersions = async (listTokenVersionsBody: ListTokenVersionsBody, options?: RequestInit): Promise<listTokenVersionsResponse> => {
  
  return orvalFetch<listTokenVersionsResponse>(getListTokenVersionsUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      listTokenVersionsBody,)
  }
);}



/**
 * The channel ids of each of up to 100 users (the realtime service joins channel:<id> for each of their sockets); for the realtime service (X-Realtime-Admin-Token)
 * @summary The channel ids of each of up to 100 users (the realtime service joins channel:<id> for each of their sockets); for the realtime service (X-Realtime-Admin-Token)
 */
export type listChannelMembershipsResponse200 = {
  data: ChannelMemberships
  status: 200
}

export type listChannelMembershipsResponse400 = {
  data: ListChannelMemberships400
  status: 400
}

export type listChannelMembershipsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listChannelMembershipsResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type listChannelMembershipsResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type listChannelMembershipsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listChannelMembershipsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listChannelMembershipsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listChannelMembershipsResponseSuccess = (listChannelMembershipsResponse200) & {
  headers: Headers;
};
export type listChannelMembershipsResponseError = (listChannelMembershipsResponse400 | listChannelMembershipsResponse401 | listChannelMembershipsResponse413 | listChannelMembershipsResponse415 | listChannelMembershipsResponse429 | listChannelMembershipsResponse500 | listChannelMembershipsResponse503) & {
  headers: Headers;
};

export type listChannelMembershipsResponse = (listChannelMembershipsResponseSuccess | listChannelMembershipsResponseError)

export const getListChannelMembershipsUrl = () => {


  

  return `/api/v1/internal/channels/memberships`
}

export const listChannelMemberships = async (listChannelMembershipsBody: ListChannelMembershipsBody, options?: RequestInit): Promise<listChannelMembershipsResponse> => {
  
  return orvalFetch<listChannelMembershipsResponse>(getListChannelMembershipsUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      listChannelMembershipsBody,)
  }
);}



/**
 * The caller's own account
 * @summary The caller's own account
 */
export type getMeResponse200 = {
  data: Me
  status: 200
}

export type getMeResponse400 = {
  data: GetMe400
  status: 400
}

export type getMeResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getMeResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getMeResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getMeResponse500 = {
  data: InternalResponse
  status: 500
}

export type getMeResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getMeResponseSuccess = (getMeResponse200) & {
  headers: Headers;
};
export type getMeResponseError = (getMeResponse400 | getMeResponse401 | getMeResponse403 | getMeResponse429 | getMeResponse500 | getMeResponse503) & {
  headers: Headers;
};

export type getMeResponse = (getMeResponseSuccess | getMeResponseError)

export const getGetMeUrl = () => {


  

  return `/api/v1/user/me`
}

export const getMe = async ( options?: RequestInit): Promise<getMeResponse> => {
  
  return orvalFetch<getMeResponse>(getGetMeUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Updates the caller's names and bio
 * @summary Updates the caller's names and bio
 */
export type updateMeResponse200 = {
  data: Me
  status: 200
}

export type updateMeResponse400 = {
  data: UpdateMe400
  status: 400
}

export type updateMeResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateMeResponse403 = {
  data: UpdateMe403
  status: 403
}

export type updateMeResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateMeResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type updateMeResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type updateMeResponse500 = {
  data: InternalResponse
  status: 500
}

export type updateMeResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type updateMeResponseSuccess = (updateMeResponse200) & {
  headers: Headers;
};
export type updateMeResponseError = (updateMeResponse400 | updateMeResponse401 | updateMeResponse403 | updateMeResponse413 | updateMeResponse415 | updateMeResponse429 | updateMeResponse500 | updateMeResponse503) & {
  headers: Headers;
};

export type updateMeResponse = (updateMeResponseSuccess | updateMeResponseError)

export const getUpdateMeUrl = () => {


  

  return `/api/v1/user/me`
}

export const updateMe = async (updateMeBody: UpdateMeBody, options?: RequestInit): Promise<updateMeResponse> => {
  
  return orvalFetch<updateMeResponse>(getUpdateMeUrl(),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      updateMeBody,)
  }
);}



/**
 * JSON `{ password }`. A wrong password is 400 `WRONG_PASSWORD` and changes nothing. Otherwise every token is revoked (the next request with any of them is 401, live sockets are dropped), the profile and content are hidden from everyone (404, as if the account did not exist), and the account is purged at `purgeAt` (default 30 days): posts, media, comments, reactions, follows, blocks, notifications, push tokens, sessions and verification documents deleted; direct messages stay for the other participant with the sender shown as `Deleted user`; future booked sessions are cancelled with the refund rule; ledger entries, payouts and purchases stay as financial records (docs/data-retention.md). Unpaid earnings of at least PAYOUT_MINIMUM_CENTS are paid out first: the purge waits for a payout, and `waitsForPayout` says so (null when nothing holds the purge). Logging in with the right password before `purgeAt` restores the account (`POST /authenticate` answers `restored: true`). A suspended user cannot delete (their token is refused with 403 `ACCOUNT_SUSPENDED`). 503 `UNAVAILABLE` when the job queue cannot be reached: nothing changed.
 * @summary Deletes the caller's account: deactivated at once, purged after ACCOUNT_PURGE_DAYS
 */
export type deleteMeResponse202 = {
  data: DeletionScheduled
  status: 202
}

export type deleteMeResponse400 = {
  data: DeleteMe400
  status: 400
}

export type deleteMeResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteMeResponse403 = {
  data: DeleteMe403
  status: 403
}

export type deleteMeResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type deleteMeResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type deleteMeResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type deleteMeResponse500 = {
  data: InternalResponse
  status: 500
}

export type deleteMeResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type deleteMeResponseSuccess = (deleteMeResponse202) & {
  headers: Headers;
};
export type deleteMeResponseError = (deleteMeResponse400 | deleteMeResponse401 | deleteMeResponse403 | deleteMeResponse413 | deleteMeResponse415 | deleteMeResponse429 | deleteMeResponse500 | deleteMeResponse503) & {
  headers: Headers;
};

export type deleteMeResponse = (deleteMeResponseSuccess | deleteMeResponseError)

export const getDeleteMeUrl = () => {


  

  return `/api/v1/user/me`
}

export const deleteMe = async (deleteMeBody: DeleteMeBody, options?: RequestInit): Promise<deleteMeResponse> => {
  
  return orvalFetch<deleteMeResponse>(getDeleteMeUrl(),
  {      
    ...options,
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      deleteMeBody,)
  }
);}



/**
 * Chooses the username (3-20 of [a-z0-9_], unique, not offensive) and marks the user onboarded
 * @summary Chooses the username (3-20 of [a-z0-9_], unique, not offensive) and marks the user onboarded
 */
export type completeOnboardingResponse200 = {
  data: Me
  status: 200
}

export type completeOnboardingResponse400 = {
  data: CompleteOnboarding400
  status: 400
}

export type completeOnboardingResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type completeOnboardingResponse403 = {
  data: CompleteOnboarding403
  status: 403
}

export type completeOnboardingResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type completeOnboardingResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type completeOnboardingResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type completeOnboardingResponse500 = {
  data: InternalResponse
  status: 500
}

export type completeOnboardingResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type completeOnboardingResponseSuccess = (completeOnboardingResponse200) & {
  headers: Headers;
};
export type completeOnboardingResponseError = (completeOnboardingResponse400 | completeOnboardingResponse401 | completeOnboardingResponse403 | completeOnboardingResponse413 | completeOnboardingResponse415 | completeOnboardingResponse429 | completeOnboardingResponse500 | completeOnboardingResponse503) & {
  headers: Headers;
};

export type completeOnboardingResponse = (completeOnboardingResponseSuccess | completeOnboardingResponseError)

export const getCompleteOnboardingUrl = () => {


  

  return `/api/v1/user/onboarding`
}

export const completeOnboarding = async (completeOnboardingBody: CompleteOnboardingBody, options?: RequestInit): Promise<completeOnboardingResponse> => {
  
  return orvalFetch<completeOnboardingResponse>(getCompleteOnboardingUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      completeOnboardingBody,)
  }
);}



/**
 * Uploads one identity document (ID front, ID back or selfie); stored privately
 * @summary Uploads one identity document (ID front, ID back or selfie); stored privately
 */
export type uploadVerificationAssetResponse201 = {
  data: VerificationAsset
  status: 201
}

export type uploadVerificationAssetResponse400 = {
  data: UploadVerificationAsset400
  status: 400
}

export type uploadVerificationAssetResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type uploadVerificationAssetResponse403 = {
  data: UploadVerificationAsset403
  status: 403
}

export type uploadVerificationAssetResponse413 = {
  data: UploadVerificationAsset413
  status: 413
}

export type uploadVerificationAssetResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type uploadVerificationAssetResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type uploadVerificationAssetResponse500 = {
  data: InternalResponse
  status: 500
}

export type uploadVerificationAssetResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type uploadVerificationAssetResponseSuccess = (uploadVerificationAssetResponse201) & {
  headers: Headers;
};
export type uploadVerificationAssetResponseError = (uploadVerificationAssetResponse400 | uploadVerificationAssetResponse401 | uploadVerificationAssetResponse403 | uploadVerificationAssetResponse413 | uploadVerificationAssetResponse415 | uploadVerificationAssetResponse429 | uploadVerificationAssetResponse500 | uploadVerificationAssetResponse503) & {
  headers: Headers;
};

export type uploadVerificationAssetResponse = (uploadVerificationAssetResponseSuccess | uploadVerificationAssetResponseError)

export const getUploadVerificationAssetUrl = () => {


  

  return `/api/v1/verification-asset`
}

export const uploadVerificationAsset = async (uploadVerificationAssetBody: UploadVerificationAssetBody, options?: RequestInit): Promise<uploadVerificationAssetResponse> => {
    const formData = new FormData();
formData.append(`kind`, uploadVerificationAssetBody.kind)
formData.append(`file`, uploadVerificationAssetBody.file)

  return orvalFetch<uploadVerificationAssetResponse>(getUploadVerificationAssetUrl(),
  {      
    ...options,
    method: 'POST'
    ,
    body: 
      formData,
  }
);}



/**
 * Submits the uploaded documents for review; the status becomes pending
 * @summary Submits the uploaded documents for review; the status becomes pending
 */
export type submitIdentityVerificationResponse200 = {
  data: VerificationStatus
  status: 200
}

export type submitIdentityVerificationResponse400 = {
  data: SubmitIdentityVerification400
  status: 400
}

export type submitIdentityVerificationResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type submitIdentityVerificationResponse403 = {
  data: SubmitIdentityVerification403
  status: 403
}

export type submitIdentityVerificationResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type submitIdentityVerificationResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type submitIdentityVerificationResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type submitIdentityVerificationResponse500 = {
  data: InternalResponse
  status: 500
}

export type submitIdentityVerificationResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type submitIdentityVerificationResponseSuccess = (submitIdentityVerificationResponse200) & {
  headers: Headers;
};
export type submitIdentityVerificationResponseError = (submitIdentityVerificationResponse400 | submitIdentityVerificationResponse401 | submitIdentityVerificationResponse403 | submitIdentityVerificationResponse413 | submitIdentityVerificationResponse415 | submitIdentityVerificationResponse429 | submitIdentityVerificationResponse500 | submitIdentityVerificationResponse503) & {
  headers: Headers;
};

export type submitIdentityVerificationResponse = (submitIdentityVerificationResponseSuccess | submitIdentityVerificationResponseError)

export const getSubmitIdentityVerificationUrl = () => {


  

  return `/api/v1/verify-identity`
}

export const submitIdentityVerification = async (submitIdentityVerificationBody: SubmitIdentityVerificationBody, options?: RequestInit): Promise<submitIdentityVerificationResponse> => {
  
  return orvalFetch<submitIdentityVerificationResponse>(getSubmitIdentityVerificationUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      submitIdentityVerificationBody,)
  }
);}



/**
 * The caller's verification status: none, pending, approved or rejected
 * @summary The caller's verification status: none, pending, approved or rejected
 */
export type getIdentityVerificationResponse200 = {
  data: VerificationStatus
  status: 200
}

export type getIdentityVerificationResponse400 = {
  data: GetIdentityVerification400
  status: 400
}

export type getIdentityVerificationResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getIdentityVerificationResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getIdentityVerificationResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getIdentityVerificationResponse500 = {
  data: InternalResponse
  status: 500
}

export type getIdentityVerificationResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getIdentityVerificationResponseSuccess = (getIdentityVerificationResponse200) & {
  headers: Headers;
};
export type getIdentityVerificationResponseError = (getIdentityVerificationResponse400 | getIdentityVerificationResponse401 | getIdentityVerificationResponse403 | getIdentityVerificationResponse429 | getIdentityVerificationResponse500 | getIdentityVerificationResponse503) & {
  headers: Headers;
};

export type getIdentityVerificationResponse = (getIdentityVerificationResponseSuccess | getIdentityVerificationResponseError)

export const getGetIdentityVerificationUrl = () => {


  

  return `/api/v1/verify-identity`
}

export const getIdentityVerification = async ( options?: RequestInit): Promise<getIdentityVerificationResponse> => {
  
  return orvalFetch<getIdentityVerificationResponse>(getGetIdentityVerificationUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * The caller's notification preferences (all twelve keys; SPEC.md defaults until changed)
 * @summary The caller's notification preferences (all twelve keys; SPEC.md defaults until changed)
 */
export type getNotificationPreferencesResponse200 = {
  data: NotificationPreferences
  status: 200
}

export type getNotificationPreferencesResponse400 = {
  data: GetNotificationPreferences400
  status: 400
}

export type getNotificationPreferencesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getNotificationPreferencesResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getNotificationPreferencesResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getNotificationPreferencesResponse500 = {
  data: InternalResponse
  status: 500
}

export type getNotificationPreferencesResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getNotificationPreferencesResponseSuccess = (getNotificationPreferencesResponse200) & {
  headers: Headers;
};
export type getNotificationPreferencesResponseError = (getNotificationPreferencesResponse400 | getNotificationPreferencesResponse401 | getNotificationPreferencesResponse403 | getNotificationPreferencesResponse429 | getNotificationPreferencesResponse500 | getNotificationPreferencesResponse503) & {
  headers: Headers;
};

export type getNotificationPreferencesResponse = (getNotificationPreferencesResponseSuccess | getNotificationPreferencesResponseError)

export const getGetNotificationPreferencesUrl = () => {


  

  return `/api/v1/user/notification-preferences`
}

export const getNotificationPreferences = async ( options?: RequestInit): Promise<getNotificationPreferencesResponse> => {
  
  return orvalFetch<getNotificationPreferencesResponse>(getGetNotificationPreferencesUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Changes any subset of the twelve preference keys; unknown keys are refused
 * @summary Changes any subset of the twelve preference keys; unknown keys are refused
 */
export type updateNotificationPreferencesResponse200 = {
  data: NotificationPreferences
  status: 200
}

export type updateNotificationPreferencesResponse400 = {
  data: UpdateNotificationPreferences400
  status: 400
}

export type updateNotificationPreferencesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateNotificationPreferencesResponse403 = {
  data: UpdateNotificationPreferences403
  status: 403
}

export type updateNotificationPreferencesResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateNotificationPreferencesResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type updateNotificationPreferencesResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type updateNotificationPreferencesResponse500 = {
  data: InternalResponse
  status: 500
}

export type updateNotificationPreferencesResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type updateNotificationPreferencesResponseSuccess = (updateNotificationPreferencesResponse200) & {
  headers: Headers;
};
export type updateNotificationPreferencesResponseError = (updateNotificationPreferencesResponse400 | updateNotificationPreferencesResponse401 | updateNotificationPreferencesResponse403 | updateNotificationPreferencesResponse413 | updateNotificationPreferencesResponse415 | updateNotificationPreferencesResponse429 | updateNotificationPreferencesResponse500 | updateNotificationPreferencesResponse503) & {
  headers: Headers;
};

export type updateNotificationPreferencesResponse = (updateNotificationPreferencesResponseSuccess | updateNotificationPreferencesResponseError)

export const getUpdateNotificationPreferencesUrl = () => {


  

  return `/api/v1/user/notification-preferences`
}

export const updateNotificationPreferences = async (updateNotificationPreferencesBody: UpdateNotificationPreferencesBody, options?: RequestInit): Promise<updateNotificationPreferencesResponse> => {
  
  return orvalFetch<updateNotificationPreferencesResponse>(getUpdateNotificationPreferencesUrl(),
  {      
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      updateNotificationPreferencesBody,)
  }
);}



/**
 * Replaces the caller's avatar: one image in the field `file` (JPEG, PNG, WebP, GIF or HEIC, at most MAX_IMAGE_BYTES, 10 MB by default), re-encoded to a 512x512 WebP
 * @summary Replaces the caller's avatar: one image in the field `file` (JPEG, PNG, WebP, GIF or HEIC, at most MAX_IMAGE_BYTES, 10 MB by default), re-encoded to a 512x512 WebP
 */
export type uploadAvatarResponse200 = {
  data: Me
  status: 200
}

export type uploadAvatarResponse400 = {
  data: UploadAvatar400
  status: 400
}

export type uploadAvatarResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type uploadAvatarResponse403 = {
  data: UploadAvatar403
  status: 403
}

export type uploadAvatarResponse413 = {
  data: UploadAvatar413
  status: 413
}

export type uploadAvatarResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type uploadAvatarResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type uploadAvatarResponse500 = {
  data: InternalResponse
  status: 500
}

export type uploadAvatarResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type uploadAvatarResponseSuccess = (uploadAvatarResponse200) & {
  headers: Headers;
};
export type uploadAvatarResponseError = (uploadAvatarResponse400 | uploadAvatarResponse401 | uploadAvatarResponse403 | uploadAvatarResponse413 | uploadAvatarResponse415 | uploadAvatarResponse429 | uploadAvatarResponse500 | uploadAvatarResponse503) & {
  headers: Headers;
};

export type uploadAvatarResponse = (uploadAvatarResponseSuccess | uploadAvatarResponseError)

export const getUploadAvatarUrl = () => {


  

  return `/api/v1/user/avatar`
}

export const uploadAvatar = async (uploadAvatarBody: UploadAvatarBody, options?: RequestInit): Promise<uploadAvatarResponse> => {
    const formData = new FormData();
formData.append(`file`, uploadAvatarBody.file)

  return orvalFetch<uploadAvatarResponse>(getUploadAvatarUrl(),
  {      
    ...options,
    method: 'POST'
    ,
    body: 
      formData,
  }
);}



/**
 * Replaces the caller's banner: one image in the field `file` (JPEG, PNG, WebP, GIF or HEIC, at most MAX_IMAGE_BYTES, 10 MB by default), re-encoded to a 1500x500 WebP
 * @summary Replaces the caller's banner: one image in the field `file` (JPEG, PNG, WebP, GIF or HEIC, at most MAX_IMAGE_BYTES, 10 MB by default), re-encoded to a 1500x500 WebP
 */
export type uploadBannerResponse200 = {
  data: Me
  status: 200
}

export type uploadBannerResponse400 = {
  data: UploadBanner400
  status: 400
}

export type uploadBannerResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type uploadBannerResponse403 = {
  data: UploadBanner403
  status: 403
}

export type uploadBannerResponse413 = {
  data: UploadBanner413
  status: 413
}

export type uploadBannerResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type uploadBannerResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type uploadBannerResponse500 = {
  data: InternalResponse
  status: 500
}

export type uploadBannerResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type uploadBannerResponseSuccess = (uploadBannerResponse200) & {
  headers: Headers;
};
export type uploadBannerResponseError = (uploadBannerResponse400 | uploadBannerResponse401 | uploadBannerResponse403 | uploadBannerResponse413 | uploadBannerResponse415 | uploadBannerResponse429 | uploadBannerResponse500 | uploadBannerResponse503) & {
  headers: Headers;
};

export type uploadBannerResponse = (uploadBannerResponseSuccess | uploadBannerResponseError)

export const getUploadBannerUrl = () => {


  

  return `/api/v1/user/banner`
}

export const uploadBanner = async (uploadBannerBody: UploadBannerBody, options?: RequestInit): Promise<uploadBannerResponse> => {
    const formData = new FormData();
formData.append(`file`, uploadBannerBody.file)

  return orvalFetch<uploadBannerResponse>(getUploadBannerUrl(),
  {      
    ...options,
    method: 'POST'
    ,
    body: 
      formData,
  }
);}



/**
 * A user's public profile (404 when the user does not exist or has blocked the caller)
 * @summary A user's public profile (404 when the user does not exist or has blocked the caller)
 */
export type getProfileResponse200 = {
  data: Profile
  status: 200
}

export type getProfileResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type getProfileResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getProfileResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getProfileResponse404 = {
  data: GetProfile404
  status: 404
}

export type getProfileResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getProfileResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getProfileResponse500 = {
  data: InternalResponse
  status: 500
}

export type getProfileResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getProfileResponseSuccess = (getProfileResponse200) & {
  headers: Headers;
};
export type getProfileResponseError = (getProfileResponse400 | getProfileResponse401 | getProfileResponse403 | getProfileResponse404 | getProfileResponse414 | getProfileResponse429 | getProfileResponse500 | getProfileResponse503) & {
  headers: Headers;
};

export type getProfileResponse = (getProfileResponseSuccess | getProfileResponseError)

export const getGetProfileUrl = (userId: string,) => {


  

  return `/api/v1/user/${userId}`
}

export const getProfile = async (userId: string, options?: RequestInit): Promise<getProfileResponse> => {
  
  return orvalFetch<getProfileResponse>(getGetProfileUrl(userId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * 400 for oneself, 403 BLOCKED while the caller blocks the user, 404 when the user does not exist or blocks the caller.
 * @summary Follows the user (idempotent); notifies NEW_FOLLOWER on a new follow
 */
export type followUserResponse200 = {
  data: FollowUser200
  status: 200
}

export type followUserResponse400 = {
  data: FollowUser400
  status: 400
}

export type followUserResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type followUserResponse403 = {
  data: FollowUser403
  status: 403
}

export type followUserResponse404 = {
  data: FollowUser404
  status: 404
}

export type followUserResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type followUserResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type followUserResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type followUserResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type followUserResponse500 = {
  data: InternalResponse
  status: 500
}

export type followUserResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type followUserResponseSuccess = (followUserResponse200) & {
  headers: Headers;
};
export type followUserResponseError = (followUserResponse400 | followUserResponse401 | followUserResponse403 | followUserResponse404 | followUserResponse413 | followUserResponse414 | followUserResponse415 | followUserResponse429 | followUserResponse500 | followUserResponse503) & {
  headers: Headers;
};

export type followUserResponse = (followUserResponseSuccess | followUserResponseError)

export const getFollowUserUrl = (userId: string,) => {


  

  return `/api/v1/user/${userId}/follow`
}

export const followUser = async (userId: string, options?: RequestInit): Promise<followUserResponse> => {
  
  return orvalFetch<followUserResponse>(getFollowUserUrl(userId),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * As on Instagram, unfollowing takes back the NEW_FOLLOWER notification the follow sent (no event; the next list or unread count no longer includes it). A later follow notifies again.
 * @summary Unfollows the user (idempotent)
 */
export type unfollowUserResponse200 = {
  data: UnfollowUser200
  status: 200
}

export type unfollowUserResponse400 = {
  data: UnfollowUser400
  status: 400
}

export type unfollowUserResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type unfollowUserResponse403 = {
  data: UnfollowUser403
  status: 403
}

export type unfollowUserResponse404 = {
  data: UnfollowUser404
  status: 404
}

export type unfollowUserResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type unfollowUserResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type unfollowUserResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type unfollowUserResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type unfollowUserResponse500 = {
  data: InternalResponse
  status: 500
}

export type unfollowUserResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type unfollowUserResponseSuccess = (unfollowUserResponse200) & {
  headers: Headers;
};
export type unfollowUserResponseError = (unfollowUserResponse400 | unfollowUserResponse401 | unfollowUserResponse403 | unfollowUserResponse404 | unfollowUserResponse413 | unfollowUserResponse414 | unfollowUserResponse415 | unfollowUserResponse429 | unfollowUserResponse500 | unfollowUserResponse503) & {
  headers: Headers;
};

export type unfollowUserResponse = (unfollowUserResponseSuccess | unfollowUserResponseError)

export const getUnfollowUserUrl = (userId: string,) => {


  

  return `/api/v1/user/${userId}/follow`
}

export const unfollowUser = async (userId: string, options?: RequestInit): Promise<unfollowUserResponse> => {
  
  return orvalFetch<unfollowUserResponse>(getUnfollowUserUrl(userId),
  {      
    ...options,
    method: 'DELETE'
    
    
  }
);}



/**
 * Keyset pagination: pass the previous page's `nextCursor` as `cursor` (bracket notation or JSON). Users in a block with the caller are left out.
 * @summary Who follows the user, most recent follow first
 */
export type listFollowersResponse200 = {
  data: ListFollowers200
  status: 200
}

export type listFollowersResponse400 = {
  data: ListFollowers400
  status: 400
}

export type listFollowersResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listFollowersResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listFollowersResponse404 = {
  data: ListFollowers404
  status: 404
}

export type listFollowersResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type listFollowersResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listFollowersResponse500 = {
  data: InternalResponse
  status: 500
}

export type listFollowersResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listFollowersResponseSuccess = (listFollowersResponse200) & {
  headers: Headers;
};
export type listFollowersResponseError = (listFollowersResponse400 | listFollowersResponse401 | listFollowersResponse403 | listFollowersResponse404 | listFollowersResponse414 | listFollowersResponse429 | listFollowersResponse500 | listFollowersResponse503) & {
  headers: Headers;
};

export type listFollowersResponse = (listFollowersResponseSuccess | listFollowersResponseError)

export const getListFollowersUrl = (userId: string,
    params?: ListFollowersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/user/${userId}/followers?${stringifiedParams}` : `/api/v1/user/${userId}/followers`
}

export const listFollowers = async (userId: string,
    params?: ListFollowersParams, options?: RequestInit): Promise<listFollowersResponse> => {
  
  return orvalFetch<listFollowersResponse>(getListFollowersUrl(userId,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Keyset pagination: pass the previous page's `nextCursor` as `cursor` (bracket notation or JSON). Users in a block with the caller are left out.
 * @summary Whom the user follows, most recent follow first
 */
export type listFollowingResponse200 = {
  data: ListFollowing200
  status: 200
}

export type listFollowingResponse400 = {
  data: ListFollowing400
  status: 400
}

export type listFollowingResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listFollowingResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listFollowingResponse404 = {
  data: ListFollowing404
  status: 404
}

export type listFollowingResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type listFollowingResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listFollowingResponse500 = {
  data: InternalResponse
  status: 500
}

export type listFollowingResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listFollowingResponseSuccess = (listFollowingResponse200) & {
  headers: Headers;
};
export type listFollowingResponseError = (listFollowingResponse400 | listFollowingResponse401 | listFollowingResponse403 | listFollowingResponse404 | listFollowingResponse414 | listFollowingResponse429 | listFollowingResponse500 | listFollowingResponse503) & {
  headers: Headers;
};

export type listFollowingResponse = (listFollowingResponseSuccess | listFollowingResponseError)

export const getListFollowingUrl = (userId: string,
    params?: ListFollowingParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/user/${userId}/following?${stringifiedParams}` : `/api/v1/user/${userId}/following`
}

export const listFollowing = async (userId: string,
    params?: ListFollowingParams, options?: RequestInit): Promise<listFollowingResponse> => {
  
  return orvalFetch<listFollowingResponse>(getListFollowingUrl(userId,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * The NEW_FOLLOWER notifications of the removed follows are deleted, as on unfollow. Each side also stops being a member of the other's channels (`channel:member:left` is emitted), since joining across a block is refused.
 * @summary Blocks the user (idempotent): removes follows both ways and hides each side from the other
 */
export type blockUserResponse200 = {
  data: BlockUser200
  status: 200
}

export type blockUserResponse400 = {
  data: BlockUser400
  status: 400
}

export type blockUserResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type blockUserResponse403 = {
  data: BlockUser403
  status: 403
}

export type blockUserResponse404 = {
  data: BlockUser404
  status: 404
}

export type blockUserResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type blockUserResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type blockUserResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type blockUserResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type blockUserResponse500 = {
  data: InternalResponse
  status: 500
}

export type blockUserResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type blockUserResponseSuccess = (blockUserResponse200) & {
  headers: Headers;
};
export type blockUserResponseError = (blockUserResponse400 | blockUserResponse401 | blockUserResponse403 | blockUserResponse404 | blockUserResponse413 | blockUserResponse414 | blockUserResponse415 | blockUserResponse429 | blockUserResponse500 | blockUserResponse503) & {
  headers: Headers;
};

export type blockUserResponse = (blockUserResponseSuccess | blockUserResponseError)

export const getBlockUserUrl = (userId: string,) => {


  

  return `/api/v1/user/${userId}/block`
}

export const blockUser = async (userId: string, options?: RequestInit): Promise<blockUserResponse> => {
  
  return orvalFetch<blockUserResponse>(getBlockUserUrl(userId),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * Unblocks the user (idempotent); removed follows are not restored
 * @summary Unblocks the user (idempotent); removed follows are not restored
 */
export type unblockUserResponse200 = {
  data: UnblockUser200
  status: 200
}

export type unblockUserResponse400 = {
  data: UnblockUser400
  status: 400
}

export type unblockUserResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type unblockUserResponse403 = {
  data: UnblockUser403
  status: 403
}

export type unblockUserResponse404 = {
  data: UnblockUser404
  status: 404
}

export type unblockUserResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type unblockUserResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type unblockUserResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type unblockUserResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type unblockUserResponse500 = {
  data: InternalResponse
  status: 500
}

export type unblockUserResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type unblockUserResponseSuccess = (unblockUserResponse200) & {
  headers: Headers;
};
export type unblockUserResponseError = (unblockUserResponse400 | unblockUserResponse401 | unblockUserResponse403 | unblockUserResponse404 | unblockUserResponse413 | unblockUserResponse414 | unblockUserResponse415 | unblockUserResponse429 | unblockUserResponse500 | unblockUserResponse503) & {
  headers: Headers;
};

export type unblockUserResponse = (unblockUserResponseSuccess | unblockUserResponseError)

export const getUnblockUserUrl = (userId: string,) => {


  

  return `/api/v1/user/${userId}/block`
}

export const unblockUser = async (userId: string, options?: RequestInit): Promise<unblockUserResponse> => {
  
  return orvalFetch<unblockUserResponse>(getUnblockUserUrl(userId),
  {      
    ...options,
    method: 'DELETE'
    
    
  }
);}



/**
 * Allowed types: image/jpeg, image/png, image/webp, image/gif, image/heic, video/mp4, video/quicktime, video/webm. PUT the bytes to `url` with every header of `headers` (`content-type`, and `if-none-match: *`, which makes the URL single-use: a second PUT answers 412 once the object exists), then call /media/upload/complete.
 * @summary Step 1: a presigned PUT URL (valid 300 s) for one image or video
 */
export type createUploadUrlResponse200 = {
  data: PresignedUpload
  status: 200
}

export type createUploadUrlResponse400 = {
  data: CreateUploadUrl400
  status: 400
}

export type createUploadUrlResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createUploadUrlResponse403 = {
  data: CreateUploadUrl403
  status: 403
}

export type createUploadUrlResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createUploadUrlResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type createUploadUrlResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type createUploadUrlResponse500 = {
  data: InternalResponse
  status: 500
}

export type createUploadUrlResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type createUploadUrlResponseSuccess = (createUploadUrlResponse200) & {
  headers: Headers;
};
export type createUploadUrlResponseError = (createUploadUrlResponse400 | createUploadUrlResponse401 | createUploadUrlResponse403 | createUploadUrlResponse413 | createUploadUrlResponse415 | createUploadUrlResponse429 | createUploadUrlResponse500 | createUploadUrlResponse503) & {
  headers: Headers;
};

export type createUploadUrlResponse = (createUploadUrlResponseSuccess | createUploadUrlResponseError)

export const getCreateUploadUrlUrl = () => {


  

  return `/api/v1/media/upload/url`
}

export const createUploadUrl = async (createUploadUrlBody: CreateUploadUrlBody, options?: RequestInit): Promise<createUploadUrlResponse> => {
  
  return orvalFetch<createUploadUrlResponse>(getCreateUploadUrlUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      createUploadUrlBody,)
  }
);}



/**
 * 403 for a key of another user, 404 for a post that is not the caller's, 400 when nothing (or not the declared type) was uploaded, 413 above the upload size limit, 409 when the key already belongs to another post. Repeating a successful call is harmless (200). The object's first bytes must be the declared image type, or a container of the declared video type (MP4/QuickTime, WebM), as for multipart uploads: anything else (HTML, scripts...) is deleted and refused with 400 `UNSUPPORTED_MEDIA_TYPE`. `width` and `height` are at most 16384, and an image's width x height at most `MEDIA_MAX_IMAGE_PIXELS` (default 100000000), else 400 `VALIDATION_FAILED`.
 * @summary Step 3: attaches the uploaded object to one of the caller's posts and queues its processing
 */
export type completeUploadResponse200 = {
  data: CompleteUpload200
  status: 200
}

export type completeUploadResponse400 = {
  data: CompleteUpload400
  status: 400
}

export type completeUploadResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type completeUploadResponse403 = {
  data: CompleteUpload403
  status: 403
}

export type completeUploadResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type completeUploadResponse409 = {
  data: UploadAlreadyUsedResponse
  status: 409
}

export type completeUploadResponse413 = {
  data: CompleteUpload413
  status: 413
}

export type completeUploadResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type completeUploadResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type completeUploadResponse500 = {
  data: InternalResponse
  status: 500
}

export type completeUploadResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type completeUploadResponseSuccess = (completeUploadResponse200) & {
  headers: Headers;
};
export type completeUploadResponseError = (completeUploadResponse400 | completeUploadResponse401 | completeUploadResponse403 | completeUploadResponse404 | completeUploadResponse409 | completeUploadResponse413 | completeUploadResponse415 | completeUploadResponse429 | completeUploadResponse500 | completeUploadResponse503) & {
  headers: Headers;
};

export type completeUploadResponse = (completeUploadResponseSuccess | completeUploadResponseError)

export const getCompleteUploadUrl = () => {


  

  return `/api/v1/media/upload/complete`
}

export const completeUpload = async (completeUploadBody: CompleteUploadBody, options?: RequestInit): Promise<completeUploadResponse> => {
  
  return orvalFetch<completeUploadResponse>(getCompleteUploadUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      completeUploadBody,)
  }
);}



/**
 * multipart/form-data with the text fields and up to 10 files in the repeatable `media` field, each at most 52428800 bytes (413 above; 400 for more files). Allowed types: image/jpeg, image/png, image/webp, image/gif, image/heic, video/mp4, video/quicktime, video/webm (checked against the file's first bytes; 400 otherwise). One `pending` media per file, one processing job per file; the post is returned at once. A text-only post may also be sent as JSON `{ body, type?, visibility?, commentable?, gameId?, sensitive? }`. `gameId` must name a game of the catalog (`GET /games`): its id, or its slug, stored as the id; anything else is 400 `UNKNOWN_GAME`. `sensitive` (`true`/`false`, default false) is the author's own mark: the post is `sensitive` from its creation. Every image and video poster is screened before its media is `ready` (until then only the author gets its `url`); a sensitive one makes the post `sensitive` and `flagged`, an explicit one hides it pending review (API.md "Sensitive media").
 * @summary Creates a post; `media` files are streamed to storage and processed asynchronously
 */
export type createPostResponse201 = {
  data: Post
  status: 201
}

export type createPostResponse400 = {
  data: CreatePost400
  status: 400
}

export type createPostResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createPostResponse403 = {
  data: CreatePost403
  status: 403
}

export type createPostResponse413 = {
  data: CreatePost413
  status: 413
}

export type createPostResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type createPostResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type createPostResponse500 = {
  data: InternalResponse
  status: 500
}

export type createPostResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type createPostResponseSuccess = (createPostResponse201) & {
  headers: Headers;
};
export type createPostResponseError = (createPostResponse400 | createPostResponse401 | createPostResponse403 | createPostResponse413 | createPostResponse415 | createPostResponse429 | createPostResponse500 | createPostResponse503) & {
  headers: Headers;
};

export type createPostResponse = (createPostResponseSuccess | createPostResponseError)

export const getCreatePostUrl = () => {


  

  return `/api/v1/posts`
}

export const createPost = async (createPostBody: CreatePostBodyOne | CreatePostBodyTwo, options?: RequestInit): Promise<createPostResponse> => {
  
  return orvalFetch<createPostResponse>(getCreatePostUrl(),
  {      
    ...options,
    method: 'POST'
    ,
    body: JSON.stringify(
      createPostBody,)
  }
);}



/**
 * One post; 404 when it does not exist or the caller may not see it
 * @summary One post; 404 when it does not exist or the caller may not see it
 */
export type getPostResponse200 = {
  data: Post
  status: 200
}

export type getPostResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type getPostResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getPostResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getPostResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getPostResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getPostResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getPostResponse500 = {
  data: InternalResponse
  status: 500
}

export type getPostResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getPostResponseSuccess = (getPostResponse200) & {
  headers: Headers;
};
export type getPostResponseError = (getPostResponse400 | getPostResponse401 | getPostResponse403 | getPostResponse404 | getPostResponse414 | getPostResponse429 | getPostResponse500 | getPostResponse503) & {
  headers: Headers;
};

export type getPostResponse = (getPostResponseSuccess | getPostResponseError)

export const getGetPostUrl = (id: string,) => {


  

  return `/api/v1/posts/${id}`
}

export const getPost = async (id: string, options?: RequestInit): Promise<getPostResponse> => {
  
  return orvalFetch<getPostResponse>(getGetPostUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Deletes the caller's own post with its comments, reactions and media
 * @summary Deletes the caller's own post with its comments, reactions and media
 */
export type deletePostResponse204 = {
  data: void
  status: 204
}

export type deletePostResponse400 = {
  data: DeletePost400
  status: 400
}

export type deletePostResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deletePostResponse403 = {
  data: DeletePost403
  status: 403
}

export type deletePostResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deletePostResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type deletePostResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type deletePostResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type deletePostResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type deletePostResponse500 = {
  data: InternalResponse
  status: 500
}

export type deletePostResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type deletePostResponseSuccess = (deletePostResponse204) & {
  headers: Headers;
};
export type deletePostResponseError = (deletePostResponse400 | deletePostResponse401 | deletePostResponse403 | deletePostResponse404 | deletePostResponse413 | deletePostResponse414 | deletePostResponse415 | deletePostResponse429 | deletePostResponse500 | deletePostResponse503) & {
  headers: Headers;
};

export type deletePostResponse = (deletePostResponseSuccess | deletePostResponseError)

export const getDeletePostUrl = (id: string,) => {


  

  return `/api/v1/posts/${id}`
}

export const deletePost = async (id: string, options?: RequestInit): Promise<deletePostResponse> => {
  
  return orvalFetch<deletePostResponse>(getDeletePostUrl(id),
  {      
    ...options,
    method: 'DELETE'
    
    
  }
);}



/**
 * Whole milliseconds >= 0, each capped at 21600000 per submission; both default to 0.
 * @summary Accumulates view time (and, for clips, video watch time) into the caller's impression row
 */
export type recordImpressionResponse204 = {
  data: void
  status: 204
}

export type recordImpressionResponse400 = {
  data: RecordImpression400
  status: 400
}

export type recordImpressionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type recordImpressionResponse403 = {
  data: RecordImpression403
  status: 403
}

export type recordImpressionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type recordImpressionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type recordImpressionResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type recordImpressionResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type recordImpressionResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type recordImpressionResponse500 = {
  data: InternalResponse
  status: 500
}

export type recordImpressionResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type recordImpressionResponseSuccess = (recordImpressionResponse204) & {
  headers: Headers;
};
export type recordImpressionResponseError = (recordImpressionResponse400 | recordImpressionResponse401 | recordImpressionResponse403 | recordImpressionResponse404 | recordImpressionResponse413 | recordImpressionResponse414 | recordImpressionResponse415 | recordImpressionResponse429 | recordImpressionResponse500 | recordImpressionResponse503) & {
  headers: Headers;
};

export type recordImpressionResponse = (recordImpressionResponseSuccess | recordImpressionResponseError)

export const getRecordImpressionUrl = (postId: string,) => {


  

  return `/api/v1/posts/${postId}/impression`
}

export const recordImpression = async (postId: string,
    recordImpressionBody: RecordImpressionBody, options?: RequestInit): Promise<recordImpressionResponse> => {
  
  return orvalFetch<recordImpressionResponse>(getRecordImpressionUrl(postId),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      recordImpressionBody,)
  }
);}



/**
 * A post's comments, newest first, keyset-paginated
 * @summary A post's comments, newest first, keyset-paginated
 */
export type listCommentsResponse200 = {
  data: CommentPage
  status: 200
}

export type listCommentsResponse400 = {
  data: ListComments400
  status: 400
}

export type listCommentsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listCommentsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listCommentsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listCommentsResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type listCommentsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listCommentsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listCommentsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listCommentsResponseSuccess = (listCommentsResponse200) & {
  headers: Headers;
};
export type listCommentsResponseError = (listCommentsResponse400 | listCommentsResponse401 | listCommentsResponse403 | listCommentsResponse404 | listCommentsResponse414 | listCommentsResponse429 | listCommentsResponse500 | listCommentsResponse503) & {
  headers: Headers;
};

export type listCommentsResponse = (listCommentsResponseSuccess | listCommentsResponseError)

export const getListCommentsUrl = (id: string,
    params?: ListCommentsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/posts/${id}/comments?${stringifiedParams}` : `/api/v1/posts/${id}/comments`
}

export const listComments = async (id: string,
    params?: ListCommentsParams, options?: RequestInit): Promise<listCommentsResponse> => {
  
  return orvalFetch<listCommentsResponse>(getListCommentsUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Comments on a post; 403 when comments are off or the two users blocked each other
 * @summary Comments on a post; 403 when comments are off or the two users blocked each other
 */
export type createCommentResponse201 = {
  data: Comment
  status: 201
}

export type createCommentResponse400 = {
  data: CreateComment400
  status: 400
}

export type createCommentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createCommentResponse403 = {
  data: CreateComment403
  status: 403
}

export type createCommentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createCommentResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createCommentResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type createCommentResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type createCommentResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type createCommentResponse500 = {
  data: InternalResponse
  status: 500
}

export type createCommentResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type createCommentResponseSuccess = (createCommentResponse201) & {
  headers: Headers;
};
export type createCommentResponseError = (createCommentResponse400 | createCommentResponse401 | createCommentResponse403 | createCommentResponse404 | createCommentResponse413 | createCommentResponse414 | createCommentResponse415 | createCommentResponse429 | createCommentResponse500 | createCommentResponse503) & {
  headers: Headers;
};

export type createCommentResponse = (createCommentResponseSuccess | createCommentResponseError)

export const getCreateCommentUrl = (id: string,) => {


  

  return `/api/v1/posts/${id}/comments`
}

export const createComment = async (id: string,
    createCommentBody: CreateCommentBody, options?: RequestInit): Promise<createCommentResponse> => {
  
  return orvalFetch<createCommentResponse>(getCreateCommentUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      createCommentBody,)
  }
);}



/**
 * The notifications the comment caused go with it: the post author's COMMENT, the MENTIONs, and the LIKE_COMMENT of every reaction the comment had. No event is sent; the next list or unread count no longer includes them.
 * @summary Deletes a comment; allowed to the comment's author and the post's author
 */
export type deleteCommentResponse204 = {
  data: void
  status: 204
}

export type deleteCommentResponse400 = {
  data: DeleteComment400
  status: 400
}

export type deleteCommentResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteCommentResponse403 = {
  data: DeleteComment403
  status: 403
}

export type deleteCommentResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteCommentResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type deleteCommentResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type deleteCommentResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type deleteCommentResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type deleteCommentResponse500 = {
  data: InternalResponse
  status: 500
}

export type deleteCommentResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type deleteCommentResponseSuccess = (deleteCommentResponse204) & {
  headers: Headers;
};
export type deleteCommentResponseError = (deleteCommentResponse400 | deleteCommentResponse401 | deleteCommentResponse403 | deleteCommentResponse404 | deleteCommentResponse413 | deleteCommentResponse414 | deleteCommentResponse415 | deleteCommentResponse429 | deleteCommentResponse500 | deleteCommentResponse503) & {
  headers: Headers;
};

export type deleteCommentResponse = (deleteCommentResponseSuccess | deleteCommentResponseError)

export const getDeleteCommentUrl = (id: string,
    commentId: string,) => {


  

  return `/api/v1/posts/${id}/comments/${commentId}`
}

export const deleteComment = async (id: string,
    commentId: string, options?: RequestInit): Promise<deleteCommentResponse> => {
  
  return orvalFetch<deleteCommentResponse>(getDeleteCommentUrl(id,commentId),
  {      
    ...options,
    method: 'DELETE'
    
    
  }
);}



/**
 * Reacts to a post or a comment (exactly one); the same reaction again answers 200 with it
 * @summary Reacts to a post or a comment (exactly one); the same reaction again answers 200 with it
 */
export type addReactionResponse200 = {
  data: Reaction
  status: 200
}

export type addReactionResponse201 = {
  data: Reaction
  status: 201
}

export type addReactionResponse400 = {
  data: AddReaction400
  status: 400
}

export type addReactionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type addReactionResponse403 = {
  data: AddReaction403
  status: 403
}

export type addReactionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type addReactionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type addReactionResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type addReactionResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type addReactionResponse500 = {
  data: InternalResponse
  status: 500
}

export type addReactionResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type addReactionResponseSuccess = (addReactionResponse200 | addReactionResponse201) & {
  headers: Headers;
};
export type addReactionResponseError = (addReactionResponse400 | addReactionResponse401 | addReactionResponse403 | addReactionResponse404 | addReactionResponse413 | addReactionResponse415 | addReactionResponse429 | addReactionResponse500 | addReactionResponse503) & {
  headers: Headers;
};

export type addReactionResponse = (addReactionResponseSuccess | addReactionResponseError)

export const getAddReactionUrl = () => {


  

  return `/api/v1/reactions`
}

export const addReaction = async (addReactionBody: AddReactionBody, options?: RequestInit): Promise<addReactionResponse> => {
  
  return orvalFetch<addReactionResponse>(getAddReactionUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      addReactionBody,)
  }
);}



/**
 * As on Instagram, an unlike takes the notification back: the LIKE_POST or LIKE_COMMENT this reaction sent is deleted (no event; the next list or unread count no longer includes it).
 * @summary Removes one of the caller's reactions
 */
export type removeReactionResponse204 = {
  data: void
  status: 204
}

export type removeReactionResponse400 = {
  data: RemoveReaction400
  status: 400
}

export type removeReactionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type removeReactionResponse403 = {
  data: RemoveReaction403
  status: 403
}

export type removeReactionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type removeReactionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type removeReactionResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type removeReactionResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type removeReactionResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type removeReactionResponse500 = {
  data: InternalResponse
  status: 500
}

export type removeReactionResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type removeReactionResponseSuccess = (removeReactionResponse204) & {
  headers: Headers;
};
export type removeReactionResponseError = (removeReactionResponse400 | removeReactionResponse401 | removeReactionResponse403 | removeReactionResponse404 | removeReactionResponse413 | removeReactionResponse414 | removeReactionResponse415 | removeReactionResponse429 | removeReactionResponse500 | removeReactionResponse503) & {
  headers: Headers;
};

export type removeReactionResponse = (removeReactionResponseSuccess | removeReactionResponseError)

export const getRemoveReactionUrl = (id: string,) => {


  

  return `/api/v1/reactions/${id}`
}

export const removeReaction = async (id: string, options?: RequestInit): Promise<removeReactionResponse> => {
  
  return orvalFetch<removeReactionResponse>(getRemoveReactionUrl(id),
  {      
    ...options,
    method: 'DELETE'
    
    
  }
);}



/**
 * One report per reporter and target: reporting the same target again answers 200 with the existing report and changes nothing. Reporting yourself or your own post or comment is 400 `SELF_REPORT`. New reports are limited per user (`REPORTS_PER_HOUR`, default 20: 429 `TOO_MANY_REPORTS`). A post or comment reported by `REPORT_HIDE_THRESHOLD` (default 5) distinct trusted users is hidden from everyone but its author until a moderator resolves it; a reporter is trusted when their account is at least `REPORT_TRUST_MIN_AGE_SECONDS` (default 86400) old, not suspended, onboarded, has a post or comment of its own, was never the subject of a moderator's removal or suspension, and has counted toward fewer than `REPORT_HIDES_PER_REPORTER_PER_DAY` (default 3) hides in 24 hours. Other reports wait for review without hiding anything.
 * @summary Reports a post, a comment or a user the caller can see
 */
export type createReportResponse200 = {
  data: Report
  status: 200
}

export type createReportResponse201 = {
  data: Report
  status: 201
}

export type createReportResponse400 = {
  data: CreateReport400
  status: 400
}

export type createReportResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createReportResponse403 = {
  data: CreateReport403
  status: 403
}

export type createReportResponse404 = {
  data: CreateReport404
  status: 404
}

export type createReportResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createReportResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type createReportResponse429 = {
  data: CreateReport429
  status: 429
}

export type createReportResponse500 = {
  data: InternalResponse
  status: 500
}

export type createReportResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type createReportResponseSuccess = (createReportResponse200 | createReportResponse201) & {
  headers: Headers;
};
export type createReportResponseError = (createReportResponse400 | createReportResponse401 | createReportResponse403 | createReportResponse404 | createReportResponse413 | createReportResponse415 | createReportResponse429 | createReportResponse500 | createReportResponse503) & {
  headers: Headers;
};

export type createReportResponse = (createReportResponseSuccess | createReportResponseError)

export const getCreateReportUrl = () => {


  

  return `/api/v1/reports`
}

export const createReport = async (createReportBody: CreateReportBody, options?: RequestInit): Promise<createReportResponse> => {
  
  return orvalFetch<createReportResponse>(getCreateReportUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      createReportBody,)
  }
);}



/**
 * Keyset-paginated with `cursor`; `refreshSince` returns only newer posts. Cached 60 s per caller and parameters; the caller's own new posts appear at once, other authors' within 60 s. Sent brotli- or gzip-encoded as `accept-encoding` asks (identity otherwise), with `vary: accept-encoding`.
 * @summary Home feed: the caller's posts and posts of accounts they follow, newest first
 */
export type getHomeFeedResponse200 = {
  data: FeedPage
  status: 200
}

export type getHomeFeedResponse400 = {
  data: GetHomeFeed400
  status: 400
}

export type getHomeFeedResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getHomeFeedResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getHomeFeedResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getHomeFeedResponse500 = {
  data: InternalResponse
  status: 500
}

export type getHomeFeedResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getHomeFeedResponseSuccess = (getHomeFeedResponse200) & {
  headers: Headers;
};
export type getHomeFeedResponseError = (getHomeFeedResponse400 | getHomeFeedResponse401 | getHomeFeedResponse403 | getHomeFeedResponse429 | getHomeFeedResponse500 | getHomeFeedResponse503) & {
  headers: Headers;
};

export type getHomeFeedResponse = (getHomeFeedResponseSuccess | getHomeFeedResponseError)

export const getGetHomeFeedUrl = (params?: GetHomeFeedParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    const explodeParameters = ["excludePostIds"];

    if (Array.isArray(value) && explodeParameters.includes(key)) {
      value.forEach((v) => {
        normalizedParams.append(key, v === null ? 'null' : v.toString());
      });
      return;
    }
      
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/feed?${stringifiedParams}` : `/api/v1/feed`
}

export const getHomeFeed = async (params?: GetHomeFeedParams, options?: RequestInit): Promise<getHomeFeedResponse> => {
  
  return orvalFetch<getHomeFeedResponse>(getGetHomeFeedUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * 404 when the user does not exist or either user blocked the other. Cached 60 s per caller and parameters; the caller's own new posts appear at once, other authors' within 60 s. Sent brotli- or gzip-encoded as `accept-encoding` asks (identity otherwise), with `vary: accept-encoding`.
 * @summary One user's posts that the caller may see, newest first
 */
export type getUserFeedResponse200 = {
  data: FeedPage
  status: 200
}

export type getUserFeedResponse400 = {
  data: GetUserFeed400
  status: 400
}

export type getUserFeedResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getUserFeedResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getUserFeedResponse404 = {
  data: GetUserFeed404
  status: 404
}

export type getUserFeedResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getUserFeedResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getUserFeedResponse500 = {
  data: InternalResponse
  status: 500
}

export type getUserFeedResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getUserFeedResponseSuccess = (getUserFeedResponse200) & {
  headers: Headers;
};
export type getUserFeedResponseError = (getUserFeedResponse400 | getUserFeedResponse401 | getUserFeedResponse403 | getUserFeedResponse404 | getUserFeedResponse414 | getUserFeedResponse429 | getUserFeedResponse500 | getUserFeedResponse503) & {
  headers: Headers;
};

export type getUserFeedResponse = (getUserFeedResponseSuccess | getUserFeedResponseError)

export const getGetUserFeedUrl = (userId: string,
    params?: GetUserFeedParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    const explodeParameters = ["excludePostIds"];

    if (Array.isArray(value) && explodeParameters.includes(key)) {
      value.forEach((v) => {
        normalizedParams.append(key, v === null ? 'null' : v.toString());
      });
      return;
    }
      
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/user/${userId}/feed?${stringifiedParams}` : `/api/v1/user/${userId}/feed`
}

export const getUserFeed = async (userId: string,
    params?: GetUserFeedParams, options?: RequestInit): Promise<getUserFeedResponse> => {
  
  return orvalFetch<getUserFeedResponse>(getGetUserFeedUrl(userId,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Cached 30 s per caller (and parameters); a new notification for the caller, marking read, and a removed notification show on the next read; a change to an actor's username, display name or avatar, or the end of an actor's suspension, within 30 s. Sent brotli- or gzip-encoded as `accept-encoding` asks (identity otherwise, and under 1 KB), with `vary: accept-encoding`.
 * @summary The caller's notifications, newest first (compound cursor; `unreadOnly=true` for unread)
 */
export type listNotificationsResponse200 = {
  data: NotificationPage
  status: 200
}

export type listNotificationsResponse400 = {
  data: ListNotifications400
  status: 400
}

export type listNotificationsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listNotificationsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listNotificationsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listNotificationsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listNotificationsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listNotificationsResponseSuccess = (listNotificationsResponse200) & {
  headers: Headers;
};
export type listNotificationsResponseError = (listNotificationsResponse400 | listNotificationsResponse401 | listNotificationsResponse403 | listNotificationsResponse429 | listNotificationsResponse500 | listNotificationsResponse503) & {
  headers: Headers;
};

export type listNotificationsResponse = (listNotificationsResponseSuccess | listNotificationsResponseError)

export const getListNotificationsUrl = (params?: ListNotificationsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/notifications?${stringifiedParams}` : `/api/v1/notifications`
}

export const listNotifications = async (params?: ListNotificationsParams, options?: RequestInit): Promise<listNotificationsResponse> => {
  
  return orvalFetch<listNotificationsResponse>(getListNotificationsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Cached 30 s per caller (and parameters); a new notification for the caller, marking read, and a removed notification show on the next read; a change to an actor's username, display name or avatar, or the end of an actor's suspension, within 30 s. Sent brotli- or gzip-encoded as `accept-encoding` asks (identity otherwise, and under 1 KB), with `vary: accept-encoding`.
 * @summary Badge count: the caller's unread notifications
 */
export type getUnreadNotificationCountResponse200 = {
  data: UnreadCount
  status: 200
}

export type getUnreadNotificationCountResponse400 = {
  data: GetUnreadNotificationCount400
  status: 400
}

export type getUnreadNotificationCountResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getUnreadNotificationCountResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getUnreadNotificationCountResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getUnreadNotificationCountResponse500 = {
  data: InternalResponse
  status: 500
}

export type getUnreadNotificationCountResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getUnreadNotificationCountResponseSuccess = (getUnreadNotificationCountResponse200) & {
  headers: Headers;
};
export type getUnreadNotificationCountResponseError = (getUnreadNotificationCountResponse400 | getUnreadNotificationCountResponse401 | getUnreadNotificationCountResponse403 | getUnreadNotificationCountResponse429 | getUnreadNotificationCountResponse500 | getUnreadNotificationCountResponse503) & {
  headers: Headers;
};

export type getUnreadNotificationCountResponse = (getUnreadNotificationCountResponseSuccess | getUnreadNotificationCountResponseError)

export const getGetUnreadNotificationCountUrl = () => {


  

  return `/api/v1/notifications/unread-count`
}

export const getUnreadNotificationCount = async ( options?: RequestInit): Promise<getUnreadNotificationCountResponse> => {
  
  return orvalFetch<getUnreadNotificationCountResponse>(getGetUnreadNotificationCountUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Marks all of the caller's notifications read
 * @summary Marks all of the caller's notifications read
 */
export type markAllNotificationsReadResponse200 = {
  data: MarkAllNotificationsRead200
  status: 200
}

export type markAllNotificationsReadResponse400 = {
  data: MarkAllNotificationsRead400
  status: 400
}

export type markAllNotificationsReadResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type markAllNotificationsReadResponse403 = {
  data: MarkAllNotificationsRead403
  status: 403
}

export type markAllNotificationsReadResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type markAllNotificationsReadResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type markAllNotificationsReadResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type markAllNotificationsReadResponse500 = {
  data: InternalResponse
  status: 500
}

export type markAllNotificationsReadResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type markAllNotificationsReadResponseSuccess = (markAllNotificationsReadResponse200) & {
  headers: Headers;
};
export type markAllNotificationsReadResponseError = (markAllNotificationsReadResponse400 | markAllNotificationsReadResponse401 | markAllNotificationsReadResponse403 | markAllNotificationsReadResponse413 | markAllNotificationsReadResponse415 | markAllNotificationsReadResponse429 | markAllNotificationsReadResponse500 | markAllNotificationsReadResponse503) & {
  headers: Headers;
};

export type markAllNotificationsReadResponse = (markAllNotificationsReadResponseSuccess | markAllNotificationsReadResponseError)

export const getMarkAllNotificationsReadUrl = () => {


  

  return `/api/v1/notifications/read-all`
}

export const markAllNotificationsRead = async ( options?: RequestInit): Promise<markAllNotificationsReadResponse> => {
  
  return orvalFetch<markAllNotificationsReadResponse>(getMarkAllNotificationsReadUrl(),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * Marks one of the caller's notifications read (404 for an unknown id or someone else's)
 * @summary Marks one of the caller's notifications read (404 for an unknown id or someone else's)
 */
export type markNotificationReadResponse200 = {
  data: MarkNotificationRead200
  status: 200
}

export type markNotificationReadResponse400 = {
  data: MarkNotificationRead400
  status: 400
}

export type markNotificationReadResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type markNotificationReadResponse403 = {
  data: MarkNotificationRead403
  status: 403
}

export type markNotificationReadResponse404 = {
  data: MarkNotificationRead404
  status: 404
}

export type markNotificationReadResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type markNotificationReadResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type markNotificationReadResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type markNotificationReadResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type markNotificationReadResponse500 = {
  data: InternalResponse
  status: 500
}

export type markNotificationReadResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type markNotificationReadResponseSuccess = (markNotificationReadResponse200) & {
  headers: Headers;
};
export type markNotificationReadResponseError = (markNotificationReadResponse400 | markNotificationReadResponse401 | markNotificationReadResponse403 | markNotificationReadResponse404 | markNotificationReadResponse413 | markNotificationReadResponse414 | markNotificationReadResponse415 | markNotificationReadResponse429 | markNotificationReadResponse500 | markNotificationReadResponse503) & {
  headers: Headers;
};

export type markNotificationReadResponse = (markNotificationReadResponseSuccess | markNotificationReadResponseError)

export const getMarkNotificationReadUrl = (id: string,) => {


  

  return `/api/v1/notifications/${id}/read`
}

export const markNotificationRead = async (id: string, options?: RequestInit): Promise<markNotificationReadResponse> => {
  
  return orvalFetch<markNotificationReadResponse>(getMarkNotificationReadUrl(id),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * Registers an Expo push token for the caller's device (a token registered by another account moves to the caller)
 * @summary Registers an Expo push token for the caller's device (a token registered by another account moves to the caller)
 */
export type registerPushTokenResponse200 = {
  data: RegisterPushToken200
  status: 200
}

export type registerPushTokenResponse400 = {
  data: RegisterPushToken400
  status: 400
}

export type registerPushTokenResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type registerPushTokenResponse403 = {
  data: RegisterPushToken403
  status: 403
}

export type registerPushTokenResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type registerPushTokenResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type registerPushTokenResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type registerPushTokenResponse500 = {
  data: InternalResponse
  status: 500
}

export type registerPushTokenResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type registerPushTokenResponseSuccess = (registerPushTokenResponse200) & {
  headers: Headers;
};
export type registerPushTokenResponseError = (registerPushTokenResponse400 | registerPushTokenResponse401 | registerPushTokenResponse403 | registerPushTokenResponse413 | registerPushTokenResponse415 | registerPushTokenResponse429 | registerPushTokenResponse500 | registerPushTokenResponse503) & {
  headers: Headers;
};

export type registerPushTokenResponse = (registerPushTokenResponseSuccess | registerPushTokenResponseError)

export const getRegisterPushTokenUrl = () => {


  

  return `/api/v1/user/push-token`
}

export const registerPushToken = async (registerPushTokenBody: RegisterPushTokenBody, options?: RequestInit): Promise<registerPushTokenResponse> => {
  
  return orvalFetch<registerPushTokenResponse>(getRegisterPushTokenUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      registerPushTokenBody,)
  }
);}



/**
 * Removes the given push token of the caller, or all of the caller's tokens when sent without a body
 * @summary Removes the given push token of the caller, or all of the caller's tokens when sent without a body
 */
export type removePushTokensResponse200 = {
  data: RemovePushTokens200
  status: 200
}

export type removePushTokensResponse400 = {
  data: RemovePushTokens400
  status: 400
}

export type removePushTokensResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type removePushTokensResponse403 = {
  data: RemovePushTokens403
  status: 403
}

export type removePushTokensResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type removePushTokensResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type removePushTokensResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type removePushTokensResponse500 = {
  data: InternalResponse
  status: 500
}

export type removePushTokensResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type removePushTokensResponseSuccess = (removePushTokensResponse200) & {
  headers: Headers;
};
export type removePushTokensResponseError = (removePushTokensResponse400 | removePushTokensResponse401 | removePushTokensResponse403 | removePushTokensResponse413 | removePushTokensResponse415 | removePushTokensResponse429 | removePushTokensResponse500 | removePushTokensResponse503) & {
  headers: Headers;
};

export type removePushTokensResponse = (removePushTokensResponseSuccess | removePushTokensResponseError)

export const getRemovePushTokensUrl = () => {


  

  return `/api/v1/user/push-token`
}

export const removePushTokens = async (removePushTokensBody?: RemovePushTokensBody, options?: RequestInit): Promise<removePushTokensResponse> => {
  
  return orvalFetch<removePushTokensResponse>(getRemovePushTokensUrl(),
  {      
    ...options,
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      removePushTokensBody,)
  }
);}



/**
 * Opens the 1:1 conversation with another user (200 when it already exists, 201 when new)
 * @summary Opens the 1:1 conversation with another user (200 when it already exists, 201 when new)
 */
export type openConversationResponse200 = {
  data: Conversation
  status: 200
}

export type openConversationResponse201 = {
  data: Conversation
  status: 201
}

export type openConversationResponse400 = {
  data: OpenConversation400
  status: 400
}

export type openConversationResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type openConversationResponse403 = {
  data: OpenConversation403
  status: 403
}

export type openConversationResponse404 = {
  data: UserNotFoundResponse
  status: 404
}

export type openConversationResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type openConversationResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type openConversationResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type openConversationResponse500 = {
  data: InternalResponse
  status: 500
}

export type openConversationResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type openConversationResponseSuccess = (openConversationResponse200 | openConversationResponse201) & {
  headers: Headers;
};
export type openConversationResponseError = (openConversationResponse400 | openConversationResponse401 | openConversationResponse403 | openConversationResponse404 | openConversationResponse413 | openConversationResponse415 | openConversationResponse429 | openConversationResponse500 | openConversationResponse503) & {
  headers: Headers;
};

export type openConversationResponse = (openConversationResponseSuccess | openConversationResponseError)

export const getOpenConversationUrl = () => {


  

  return `/api/v1/conversations`
}

export const openConversation = async (openConversationBody: OpenConversationBody, options?: RequestInit): Promise<openConversationResponse> => {
  
  return orvalFetch<openConversationResponse>(getOpenConversationUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      openConversationBody,)
  }
);}



/**
 * The caller's conversations, most recent activity first, with last message and unread count
 * @summary The caller's conversations, most recent activity first, with last message and unread count
 */
export type listConversationsResponse200 = {
  data: ListConversations200
  status: 200
}

export type listConversationsResponse400 = {
  data: ListConversations400
  status: 400
}

export type listConversationsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listConversationsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listConversationsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listConversationsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listConversationsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listConversationsResponseSuccess = (listConversationsResponse200) & {
  headers: Headers;
};
export type listConversationsResponseError = (listConversationsResponse400 | listConversationsResponse401 | listConversationsResponse403 | listConversationsResponse429 | listConversationsResponse500 | listConversationsResponse503) & {
  headers: Headers;
};

export type listConversationsResponse = (listConversationsResponseSuccess | listConversationsResponseError)

export const getListConversationsUrl = (params?: ListConversationsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/conversations?${stringifiedParams}` : `/api/v1/conversations`
}

export const listConversations = async (params?: ListConversationsParams, options?: RequestInit): Promise<listConversationsResponse> => {
  
  return orvalFetch<listConversationsResponse>(getListConversationsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Message history, newest first; deleted messages are tombstones (body null, deletedAt set)
 * @summary Message history, newest first; deleted messages are tombstones (body null, deletedAt set)
 */
export type listMessagesResponse200 = {
  data: ListMessages200
  status: 200
}

export type listMessagesResponse400 = {
  data: ListMessages400
  status: 400
}

export type listMessagesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listMessagesResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listMessagesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listMessagesResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type listMessagesResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listMessagesResponse500 = {
  data: InternalResponse
  status: 500
}

export type listMessagesResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listMessagesResponseSuccess = (listMessagesResponse200) & {
  headers: Headers;
};
export type listMessagesResponseError = (listMessagesResponse400 | listMessagesResponse401 | listMessagesResponse403 | listMessagesResponse404 | listMessagesResponse414 | listMessagesResponse429 | listMessagesResponse500 | listMessagesResponse503) & {
  headers: Headers;
};

export type listMessagesResponse = (listMessagesResponseSuccess | listMessagesResponseError)

export const getListMessagesUrl = (id: string,
    params?: ListMessagesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/conversations/${id}/messages?${stringifiedParams}` : `/api/v1/conversations/${id}/messages`
}

export const listMessages = async (id: string,
    params?: ListMessagesParams, options?: RequestInit): Promise<listMessagesResponse> => {
  
  return orvalFetch<listMessagesResponse>(getListMessagesUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * 404 `USER_NOT_FOUND` when the other participant's account is deactivated (deletion pending) or suspended: it receives nothing, as if it did not exist (the thread stays readable). 403 `BLOCKED` in a block either way.
 * @summary Sends a message; emits dm:message:new and notifies the other participant
 */
export type sendMessageResponse201 = {
  data: DirectMessage
  status: 201
}

export type sendMessageResponse400 = {
  data: SendMessage400
  status: 400
}

export type sendMessageResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type sendMessageResponse403 = {
  data: SendMessage403
  status: 403
}

export type sendMessageResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type sendMessageResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type sendMessageResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type sendMessageResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type sendMessageResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type sendMessageResponse500 = {
  data: InternalResponse
  status: 500
}

export type sendMessageResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type sendMessageResponseSuccess = (sendMessageResponse201) & {
  headers: Headers;
};
export type sendMessageResponseError = (sendMessageResponse400 | sendMessageResponse401 | sendMessageResponse403 | sendMessageResponse404 | sendMessageResponse413 | sendMessageResponse414 | sendMessageResponse415 | sendMessageResponse429 | sendMessageResponse500 | sendMessageResponse503) & {
  headers: Headers;
};

export type sendMessageResponse = (sendMessageResponseSuccess | sendMessageResponseError)

export const getSendMessageUrl = (id: string,) => {


  

  return `/api/v1/conversations/${id}/messages`
}

export const sendMessage = async (id: string,
    sendMessageBody: SendMessageBody, options?: RequestInit): Promise<sendMessageResponse> => {
  
  return orvalFetch<sendMessageResponse>(getSendMessageUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      sendMessageBody,)
  }
);}



/**
 * Edits one's own message; emits dm:message:edited
 * @summary Edits one's own message; emits dm:message:edited
 */
export type editMessageResponse200 = {
  data: DirectMessage
  status: 200
}

export type editMessageResponse400 = {
  data: EditMessage400
  status: 400
}

export type editMessageResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type editMessageResponse403 = {
  data: EditMessage403
  status: 403
}

export type editMessageResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type editMessageResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type editMessageResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type editMessageResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type editMessageResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type editMessageResponse500 = {
  data: InternalResponse
  status: 500
}

export type editMessageResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type editMessageResponseSuccess = (editMessageResponse200) & {
  headers: Headers;
};
export type editMessageResponseError = (editMessageResponse400 | editMessageResponse401 | editMessageResponse403 | editMessageResponse404 | editMessageResponse413 | editMessageResponse414 | editMessageResponse415 | editMessageResponse429 | editMessageResponse500 | editMessageResponse503) & {
  headers: Headers;
};

export type editMessageResponse = (editMessageResponseSuccess | editMessageResponseError)

export const getEditMessageUrl = (id: string,
    messageId: string,) => {


  

  return `/api/v1/conversations/${id}/messages/${messageId}`
}

export const editMessage = async (id: string,
    messageId: string,
    editMessageBody: EditMessageBody, options?: RequestInit): Promise<editMessageResponse> => {
  
  return orvalFetch<editMessageResponse>(getEditMessageUrl(id,messageId),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      editMessageBody,)
  }
);}



/**
 * The recipient's DIRECT_MESSAGE notification for this message is deleted too, so its preview no longer shows the retracted text (no notification event; the next list or unread count reflects it).
 * @summary Deletes one's own message (soft delete, a tombstone stays); emits dm:message:deleted
 */
export type deleteMessageResponse200 = {
  data: DirectMessage
  status: 200
}

export type deleteMessageResponse400 = {
  data: DeleteMessage400
  status: 400
}

export type deleteMessageResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteMessageResponse403 = {
  data: DeleteMessage403
  status: 403
}

export type deleteMessageResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteMessageResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type deleteMessageResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type deleteMessageResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type deleteMessageResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type deleteMessageResponse500 = {
  data: InternalResponse
  status: 500
}

export type deleteMessageResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type deleteMessageResponseSuccess = (deleteMessageResponse200) & {
  headers: Headers;
};
export type deleteMessageResponseError = (deleteMessageResponse400 | deleteMessageResponse401 | deleteMessageResponse403 | deleteMessageResponse404 | deleteMessageResponse413 | deleteMessageResponse414 | deleteMessageResponse415 | deleteMessageResponse429 | deleteMessageResponse500 | deleteMessageResponse503) & {
  headers: Headers;
};

export type deleteMessageResponse = (deleteMessageResponseSuccess | deleteMessageResponseError)

export const getDeleteMessageUrl = (id: string,
    messageId: string,) => {


  

  return `/api/v1/conversations/${id}/messages/${messageId}`
}

export const deleteMessage = async (id: string,
    messageId: string, options?: RequestInit): Promise<deleteMessageResponse> => {
  
  return orvalFetch<deleteMessageResponse>(getDeleteMessageUrl(id,messageId),
  {      
    ...options,
    method: 'DELETE'
    
    
  }
);}



/**
 * Moves the caller's read receipt forward to a message; emits dm:read
 * @summary Moves the caller's read receipt forward to a message; emits dm:read
 */
export type markConversationReadResponse200 = {
  data: ReadReceipt
  status: 200
}

export type markConversationReadResponse400 = {
  data: MarkConversationRead400
  status: 400
}

export type markConversationReadResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type markConversationReadResponse403 = {
  data: MarkConversationRead403
  status: 403
}

export type markConversationReadResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type markConversationReadResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type markConversationReadResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type markConversationReadResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type markConversationReadResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type markConversationReadResponse500 = {
  data: InternalResponse
  status: 500
}

export type markConversationReadResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type markConversationReadResponseSuccess = (markConversationReadResponse200) & {
  headers: Headers;
};
export type markConversationReadResponseError = (markConversationReadResponse400 | markConversationReadResponse401 | markConversationReadResponse403 | markConversationReadResponse404 | markConversationReadResponse413 | markConversationReadResponse414 | markConversationReadResponse415 | markConversationReadResponse429 | markConversationReadResponse500 | markConversationReadResponse503) & {
  headers: Headers;
};

export type markConversationReadResponse = (markConversationReadResponseSuccess | markConversationReadResponseError)

export const getMarkConversationReadUrl = (id: string,) => {


  

  return `/api/v1/conversations/${id}/read`
}

export const markConversationRead = async (id: string,
    markConversationReadBody: MarkConversationReadBody, options?: RequestInit): Promise<markConversationReadResponse> => {
  
  return orvalFetch<markConversationReadResponse>(getMarkConversationReadUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      markConversationReadBody,)
  }
);}



/**
 * Realtime join check for dm:<conversationId> with the user's JWT: 200 allowed, 403 refused, 404 unknown id
 * @summary Realtime join check for dm:<conversationId> with the user's JWT: 200 allowed, 403 refused, 404 unknown id
 */
export type authorizeDmJoinResponse200 = {
  data: AuthorizeDmJoin200
  status: 200
}

export type authorizeDmJoinResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type authorizeDmJoinResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type authorizeDmJoinResponse403 = {
  data: AuthorizeDmJoin403
  status: 403
}

export type authorizeDmJoinResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type authorizeDmJoinResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type authorizeDmJoinResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type authorizeDmJoinResponse500 = {
  data: InternalResponse
  status: 500
}

export type authorizeDmJoinResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type authorizeDmJoinResponseSuccess = (authorizeDmJoinResponse200) & {
  headers: Headers;
};
export type authorizeDmJoinResponseError = (authorizeDmJoinResponse400 | authorizeDmJoinResponse401 | authorizeDmJoinResponse403 | authorizeDmJoinResponse404 | authorizeDmJoinResponse414 | authorizeDmJoinResponse429 | authorizeDmJoinResponse500 | authorizeDmJoinResponse503) & {
  headers: Headers;
};

export type authorizeDmJoinResponse = (authorizeDmJoinResponseSuccess | authorizeDmJoinResponseError)

export const getAuthorizeDmJoinUrl = (conversationId: string,) => {


  

  return `/api/v1/dm/${conversationId}/authz`
}

export const authorizeDmJoin = async (conversationId: string, options?: RequestInit): Promise<authorizeDmJoinResponse> => {
  
  return orvalFetch<authorizeDmJoinResponse>(getAuthorizeDmJoinUrl(conversationId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Creates a channel (multipart: name, description?, banner); the caller is its owner and first member
 * @summary Creates a channel (multipart: name, description?, banner); the caller is its owner and first member
 */
export type createChannelResponse201 = {
  data: Channel
  status: 201
}

export type createChannelResponse400 = {
  data: CreateChannel400
  status: 400
}

export type createChannelResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createChannelResponse403 = {
  data: CreateChannel403
  status: 403
}

export type createChannelResponse413 = {
  data: CreateChannel413
  status: 413
}

export type createChannelResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type createChannelResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type createChannelResponse500 = {
  data: InternalResponse
  status: 500
}

export type createChannelResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type createChannelResponseSuccess = (createChannelResponse201) & {
  headers: Headers;
};
export type createChannelResponseError = (createChannelResponse400 | createChannelResponse401 | createChannelResponse403 | createChannelResponse413 | createChannelResponse415 | createChannelResponse429 | createChannelResponse500 | createChannelResponse503) & {
  headers: Headers;
};

export type createChannelResponse = (createChannelResponseSuccess | createChannelResponseError)

export const getCreateChannelUrl = () => {


  

  return `/api/v1/channels`
}

export const createChannel = async (createChannelBody: CreateChannelBody, options?: RequestInit): Promise<createChannelResponse> => {
    const formData = new FormData();
formData.append(`name`, createChannelBody.name)
if(createChannelBody.description !== undefined) {
 formData.append(`description`, createChannelBody.description)
 }
formData.append(`banner`, createChannelBody.banner)

  return orvalFetch<createChannelResponse>(getCreateChannelUrl(),
  {      
    ...options,
    method: 'POST'
    ,
    body: 
      formData,
  }
);}



/**
 * Ids of the channels the caller belongs to (the realtime service joins channel:<id> for each)
 * @summary Ids of the channels the caller belongs to (the realtime service joins channel:<id> for each)
 */
export type listMyChannelsResponse200 = {
  data: MyChannels
  status: 200
}

export type listMyChannelsResponse400 = {
  data: ListMyChannels400
  status: 400
}

export type listMyChannelsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listMyChannelsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listMyChannelsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listMyChannelsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listMyChannelsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listMyChannelsResponseSuccess = (listMyChannelsResponse200) & {
  headers: Headers;
};
export type listMyChannelsResponseError = (listMyChannelsResponse400 | listMyChannelsResponse401 | listMyChannelsResponse403 | listMyChannelsResponse429 | listMyChannelsResponse500 | listMyChannelsResponse503) & {
  headers: Headers;
};

export type listMyChannelsResponse = (listMyChannelsResponseSuccess | listMyChannelsResponseError)

export const getListMyChannelsUrl = () => {


  

  return `/api/v1/channels/mine`
}

export const listMyChannels = async ( options?: RequestInit): Promise<listMyChannelsResponse> => {
  
  return orvalFetch<listMyChannelsResponse>(getListMyChannelsUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * A channel, with the caller's role in it
 * @summary A channel, with the caller's role in it
 */
export type getChannelResponse200 = {
  data: Channel
  status: 200
}

export type getChannelResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type getChannelResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getChannelResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getChannelResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getChannelResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getChannelResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getChannelResponse500 = {
  data: InternalResponse
  status: 500
}

export type getChannelResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getChannelResponseSuccess = (getChannelResponse200) & {
  headers: Headers;
};
export type getChannelResponseError = (getChannelResponse400 | getChannelResponse401 | getChannelResponse403 | getChannelResponse404 | getChannelResponse414 | getChannelResponse429 | getChannelResponse500 | getChannelResponse503) & {
  headers: Headers;
};

export type getChannelResponse = (getChannelResponseSuccess | getChannelResponseError)

export const getGetChannelUrl = (channelId: string,) => {


  

  return `/api/v1/channels/${channelId}`
}

export const getChannel = async (channelId: string, options?: RequestInit): Promise<getChannelResponse> => {
  
  return orvalFetch<getChannelResponse>(getGetChannelUrl(channelId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Updates a channel (owner only; multipart: each field sent replaces the stored one)
 * @summary Updates a channel (owner only; multipart: each field sent replaces the stored one)
 */
export type updateChannelResponse200 = {
  data: Channel
  status: 200
}

export type updateChannelResponse400 = {
  data: UpdateChannel400
  status: 400
}

export type updateChannelResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateChannelResponse403 = {
  data: UpdateChannel403
  status: 403
}

export type updateChannelResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateChannelResponse413 = {
  data: UpdateChannel413
  status: 413
}

export type updateChannelResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type updateChannelResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type updateChannelResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type updateChannelResponse500 = {
  data: InternalResponse
  status: 500
}

export type updateChannelResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type updateChannelResponseSuccess = (updateChannelResponse200) & {
  headers: Headers;
};
export type updateChannelResponseError = (updateChannelResponse400 | updateChannelResponse401 | updateChannelResponse403 | updateChannelResponse404 | updateChannelResponse413 | updateChannelResponse414 | updateChannelResponse415 | updateChannelResponse429 | updateChannelResponse500 | updateChannelResponse503) & {
  headers: Headers;
};

export type updateChannelResponse = (updateChannelResponseSuccess | updateChannelResponseError)

export const getUpdateChannelUrl = (channelId: string,) => {


  

  return `/api/v1/channels/${channelId}`
}

export const updateChannel = async (channelId: string,
    updateChannelBody: UpdateChannelBody, options?: RequestInit): Promise<updateChannelResponse> => {
    const formData = new FormData();
if(updateChannelBody.name !== undefined) {
 formData.append(`name`, updateChannelBody.name)
 }
if(updateChannelBody.description !== undefined) {
 formData.append(`description`, updateChannelBody.description)
 }
if(updateChannelBody.banner !== undefined) {
 formData.append(`banner`, updateChannelBody.banner)
 }

  return orvalFetch<updateChannelResponse>(getUpdateChannelUrl(channelId),
  {      
    ...options,
    method: 'PUT'
    ,
    body: 
      formData,
  }
);}



/**
 * Joins the channel (idempotent); emits channel:member:joined
 * @summary Joins the channel (idempotent); emits channel:member:joined
 */
export type joinChannelResponse200 = {
  data: Channel
  status: 200
}

export type joinChannelResponse400 = {
  data: JoinChannel400
  status: 400
}

export type joinChannelResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type joinChannelResponse403 = {
  data: JoinChannel403
  status: 403
}

export type joinChannelResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type joinChannelResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type joinChannelResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type joinChannelResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type joinChannelResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type joinChannelResponse500 = {
  data: InternalResponse
  status: 500
}

export type joinChannelResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type joinChannelResponseSuccess = (joinChannelResponse200) & {
  headers: Headers;
};
export type joinChannelResponseError = (joinChannelResponse400 | joinChannelResponse401 | joinChannelResponse403 | joinChannelResponse404 | joinChannelResponse413 | joinChannelResponse414 | joinChannelResponse415 | joinChannelResponse429 | joinChannelResponse500 | joinChannelResponse503) & {
  headers: Headers;
};

export type joinChannelResponse = (joinChannelResponseSuccess | joinChannelResponseError)

export const getJoinChannelUrl = (channelId: string,) => {


  

  return `/api/v1/channels/${channelId}/join`
}

export const joinChannel = async (channelId: string, options?: RequestInit): Promise<joinChannelResponse> => {
  
  return orvalFetch<joinChannelResponse>(getJoinChannelUrl(channelId),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * Leaves the channel (idempotent; the owner cannot leave: 400); emits channel:member:left
 * @summary Leaves the channel (idempotent; the owner cannot leave: 400); emits channel:member:left
 */
export type leaveChannelResponse200 = {
  data: Channel
  status: 200
}

export type leaveChannelResponse400 = {
  data: LeaveChannel400
  status: 400
}

export type leaveChannelResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type leaveChannelResponse403 = {
  data: LeaveChannel403
  status: 403
}

export type leaveChannelResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type leaveChannelResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type leaveChannelResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type leaveChannelResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type leaveChannelResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type leaveChannelResponse500 = {
  data: InternalResponse
  status: 500
}

export type leaveChannelResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type leaveChannelResponseSuccess = (leaveChannelResponse200) & {
  headers: Headers;
};
export type leaveChannelResponseError = (leaveChannelResponse400 | leaveChannelResponse401 | leaveChannelResponse403 | leaveChannelResponse404 | leaveChannelResponse413 | leaveChannelResponse414 | leaveChannelResponse415 | leaveChannelResponse429 | leaveChannelResponse500 | leaveChannelResponse503) & {
  headers: Headers;
};

export type leaveChannelResponse = (leaveChannelResponseSuccess | leaveChannelResponseError)

export const getLeaveChannelUrl = (channelId: string,) => {


  

  return `/api/v1/channels/${channelId}/leave`
}

export const leaveChannel = async (channelId: string, options?: RequestInit): Promise<leaveChannelResponse> => {
  
  return orvalFetch<leaveChannelResponse>(getLeaveChannelUrl(channelId),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * Members of the channel, most recently joined first (cursor)
 * @summary Members of the channel, most recently joined first (cursor)
 */
export type listChannelMembersResponse200 = {
  data: ListChannelMembers200
  status: 200
}

export type listChannelMembersResponse400 = {
  data: ListChannelMembers400
  status: 400
}

export type listChannelMembersResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listChannelMembersResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listChannelMembersResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listChannelMembersResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type listChannelMembersResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listChannelMembersResponse500 = {
  data: InternalResponse
  status: 500
}

export type listChannelMembersResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listChannelMembersResponseSuccess = (listChannelMembersResponse200) & {
  headers: Headers;
};
export type listChannelMembersResponseError = (listChannelMembersResponse400 | listChannelMembersResponse401 | listChannelMembersResponse403 | listChannelMembersResponse404 | listChannelMembersResponse414 | listChannelMembersResponse429 | listChannelMembersResponse500 | listChannelMembersResponse503) & {
  headers: Headers;
};

export type listChannelMembersResponse = (listChannelMembersResponseSuccess | listChannelMembersResponseError)

export const getListChannelMembersUrl = (channelId: string,
    params?: ListChannelMembersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/channels/${channelId}/members?${stringifiedParams}` : `/api/v1/channels/${channelId}/members`
}

export const listChannelMembers = async (channelId: string,
    params?: ListChannelMembersParams, options?: RequestInit): Promise<listChannelMembersResponse> => {
  
  return orvalFetch<listChannelMembersResponse>(getListChannelMembersUrl(channelId,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Opens a room in the channel (owner only; visibility public, members (default) or vip); emits channel:room:created and notifies members
 * @summary Opens a room in the channel (owner only; visibility public, members (default) or vip); emits channel:room:created and notifies members
 */
export type createRoomResponse201 = {
  data: Room
  status: 201
}

export type createRoomResponse400 = {
  data: CreateRoom400
  status: 400
}

export type createRoomResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createRoomResponse403 = {
  data: CreateRoom403
  status: 403
}

export type createRoomResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createRoomResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createRoomResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type createRoomResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type createRoomResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type createRoomResponse500 = {
  data: InternalResponse
  status: 500
}

export type createRoomResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type createRoomResponseSuccess = (createRoomResponse201) & {
  headers: Headers;
};
export type createRoomResponseError = (createRoomResponse400 | createRoomResponse401 | createRoomResponse403 | createRoomResponse404 | createRoomResponse413 | createRoomResponse414 | createRoomResponse415 | createRoomResponse429 | createRoomResponse500 | createRoomResponse503) & {
  headers: Headers;
};

export type createRoomResponse = (createRoomResponseSuccess | createRoomResponseError)

export const getCreateRoomUrl = (channelId: string,) => {


  

  return `/api/v1/channels/${channelId}/rooms`
}

export const createRoom = async (channelId: string,
    createRoomBody: CreateRoomBody, options?: RequestInit): Promise<createRoomResponse> => {
  
  return orvalFetch<createRoomResponse>(getCreateRoomUrl(channelId),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      createRoomBody,)
  }
);}



/**
 * Rooms of the channel, newest first (cursor)
 * @summary Rooms of the channel, newest first (cursor)
 */
export type listRoomsResponse200 = {
  data: ListRooms200
  status: 200
}

export type listRoomsResponse400 = {
  data: ListRooms400
  status: 400
}

export type listRoomsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listRoomsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listRoomsResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listRoomsResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type listRoomsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listRoomsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listRoomsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listRoomsResponseSuccess = (listRoomsResponse200) & {
  headers: Headers;
};
export type listRoomsResponseError = (listRoomsResponse400 | listRoomsResponse401 | listRoomsResponse403 | listRoomsResponse404 | listRoomsResponse414 | listRoomsResponse429 | listRoomsResponse500 | listRoomsResponse503) & {
  headers: Headers;
};

export type listRoomsResponse = (listRoomsResponseSuccess | listRoomsResponseError)

export const getListRoomsUrl = (channelId: string,
    params?: ListRoomsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/channels/${channelId}/rooms?${stringifiedParams}` : `/api/v1/channels/${channelId}/rooms`
}

export const listRooms = async (channelId: string,
    params?: ListRoomsParams, options?: RequestInit): Promise<listRoomsResponse> => {
  
  return orvalFetch<listRoomsResponse>(getListRoomsUrl(channelId,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * SPEC.md's rule: public to anyone, members to the channel's owner and members, vip to the owner and members with an active subscription to the owner, private (a booked session's room) to the session's two parties only. 404 for an unknown room, 403 `ROOM_ACCESS_DENIED` when the rule refuses.
 * @summary A room, to whoever its visibility rule lets in
 */
export type getRoomResponse200 = {
  data: Room
  status: 200
}

export type getRoomResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type getRoomResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getRoomResponse403 = {
  data: GetRoom403
  status: 403
}

export type getRoomResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getRoomResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getRoomResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getRoomResponse500 = {
  data: InternalResponse
  status: 500
}

export type getRoomResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getRoomResponseSuccess = (getRoomResponse200) & {
  headers: Headers;
};
export type getRoomResponseError = (getRoomResponse400 | getRoomResponse401 | getRoomResponse403 | getRoomResponse404 | getRoomResponse414 | getRoomResponse429 | getRoomResponse500 | getRoomResponse503) & {
  headers: Headers;
};

export type getRoomResponse = (getRoomResponseSuccess | getRoomResponseError)

export const getGetRoomUrl = (roomId: string,) => {


  

  return `/api/v1/rooms/${roomId}`
}

export const getRoom = async (roomId: string, options?: RequestInit): Promise<getRoomResponse> => {
  
  return orvalFetch<getRoomResponse>(getGetRoomUrl(roomId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Renames a room or changes its visibility (channel owner only); emits channel:room:updated
 * @summary Renames a room or changes its visibility (channel owner only); emits channel:room:updated
 */
export type updateRoomResponse200 = {
  data: Room
  status: 200
}

export type updateRoomResponse400 = {
  data: UpdateRoom400
  status: 400
}

export type updateRoomResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type updateRoomResponse403 = {
  data: UpdateRoom403
  status: 403
}

export type updateRoomResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type updateRoomResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type updateRoomResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type updateRoomResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type updateRoomResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type updateRoomResponse500 = {
  data: InternalResponse
  status: 500
}

export type updateRoomResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type updateRoomResponseSuccess = (updateRoomResponse200) & {
  headers: Headers;
};
export type updateRoomResponseError = (updateRoomResponse400 | updateRoomResponse401 | updateRoomResponse403 | updateRoomResponse404 | updateRoomResponse413 | updateRoomResponse414 | updateRoomResponse415 | updateRoomResponse429 | updateRoomResponse500 | updateRoomResponse503) & {
  headers: Headers;
};

export type updateRoomResponse = (updateRoomResponseSuccess | updateRoomResponseError)

export const getUpdateRoomUrl = (roomId: string,) => {


  

  return `/api/v1/rooms/${roomId}`
}

export const updateRoom = async (roomId: string,
    updateRoomBody: UpdateRoomBody, options?: RequestInit): Promise<updateRoomResponse> => {
  
  return orvalFetch<updateRoomResponse>(getUpdateRoomUrl(roomId),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      updateRoomBody,)
  }
);}



/**
 * Room chat history, newest first (cursor); requires room access
 * @summary Room chat history, newest first (cursor); requires room access
 */
export type listRoomMessagesResponse200 = {
  data: ListRoomMessages200
  status: 200
}

export type listRoomMessagesResponse400 = {
  data: ListRoomMessages400
  status: 400
}

export type listRoomMessagesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listRoomMessagesResponse403 = {
  data: ListRoomMessages403
  status: 403
}

export type listRoomMessagesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listRoomMessagesResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type listRoomMessagesResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listRoomMessagesResponse500 = {
  data: InternalResponse
  status: 500
}

export type listRoomMessagesResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listRoomMessagesResponseSuccess = (listRoomMessagesResponse200) & {
  headers: Headers;
};
export type listRoomMessagesResponseError = (listRoomMessagesResponse400 | listRoomMessagesResponse401 | listRoomMessagesResponse403 | listRoomMessagesResponse404 | listRoomMessagesResponse414 | listRoomMessagesResponse429 | listRoomMessagesResponse500 | listRoomMessagesResponse503) & {
  headers: Headers;
};

export type listRoomMessagesResponse = (listRoomMessagesResponseSuccess | listRoomMessagesResponseError)

export const getListRoomMessagesUrl = (roomId: string,
    params?: ListRoomMessagesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/rooms/${roomId}/messages?${stringifiedParams}` : `/api/v1/rooms/${roomId}/messages`
}

export const listRoomMessages = async (roomId: string,
    params?: ListRoomMessagesParams, options?: RequestInit): Promise<listRoomMessagesResponse> => {
  
  return orvalFetch<listRoomMessagesResponse>(getListRoomMessagesUrl(roomId,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Posts a chat message in the room (requires room access); emits room:message:new
 * @summary Posts a chat message in the room (requires room access); emits room:message:new
 */
export type sendRoomMessageResponse201 = {
  data: RoomMessage
  status: 201
}

export type sendRoomMessageResponse400 = {
  data: SendRoomMessage400
  status: 400
}

export type sendRoomMessageResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type sendRoomMessageResponse403 = {
  data: SendRoomMessage403
  status: 403
}

export type sendRoomMessageResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type sendRoomMessageResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type sendRoomMessageResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type sendRoomMessageResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type sendRoomMessageResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type sendRoomMessageResponse500 = {
  data: InternalResponse
  status: 500
}

export type sendRoomMessageResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type sendRoomMessageResponseSuccess = (sendRoomMessageResponse201) & {
  headers: Headers;
};
export type sendRoomMessageResponseError = (sendRoomMessageResponse400 | sendRoomMessageResponse401 | sendRoomMessageResponse403 | sendRoomMessageResponse404 | sendRoomMessageResponse413 | sendRoomMessageResponse414 | sendRoomMessageResponse415 | sendRoomMessageResponse429 | sendRoomMessageResponse500 | sendRoomMessageResponse503) & {
  headers: Headers;
};

export type sendRoomMessageResponse = (sendRoomMessageResponseSuccess | sendRoomMessageResponseError)

export const getSendRoomMessageUrl = (roomId: string,) => {


  

  return `/api/v1/rooms/${roomId}/messages`
}

export const sendRoomMessage = async (roomId: string,
    sendRoomMessageBody: SendRoomMessageBody, options?: RequestInit): Promise<sendRoomMessageResponse> => {
  
  return orvalFetch<sendRoomMessageResponse>(getSendRoomMessageUrl(roomId),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      sendRoomMessageBody,)
  }
);}



/**
 * Edits one's own room chat message (sender only, room access required; a deleted message: 400); emits room:message:edited
 * @summary Edits one's own room chat message (sender only, room access required; a deleted message: 400); emits room:message:edited
 */
export type editRoomMessageResponse200 = {
  data: RoomMessage
  status: 200
}

export type editRoomMessageResponse400 = {
  data: EditRoomMessage400
  status: 400
}

export type editRoomMessageResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type editRoomMessageResponse403 = {
  data: EditRoomMessage403
  status: 403
}

export type editRoomMessageResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type editRoomMessageResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type editRoomMessageResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type editRoomMessageResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type editRoomMessageResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type editRoomMessageResponse500 = {
  data: InternalResponse
  status: 500
}

export type editRoomMessageResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type editRoomMessageResponseSuccess = (editRoomMessageResponse200) & {
  headers: Headers;
};
export type editRoomMessageResponseError = (editRoomMessageResponse400 | editRoomMessageResponse401 | editRoomMessageResponse403 | editRoomMessageResponse404 | editRoomMessageResponse413 | editRoomMessageResponse414 | editRoomMessageResponse415 | editRoomMessageResponse429 | editRoomMessageResponse500 | editRoomMessageResponse503) & {
  headers: Headers;
};

export type editRoomMessageResponse = (editRoomMessageResponseSuccess | editRoomMessageResponseError)

export const getEditRoomMessageUrl = (roomId: string,
    messageId: string,) => {


  

  return `/api/v1/rooms/${roomId}/messages/${messageId}`
}

export const editRoomMessage = async (roomId: string,
    messageId: string,
    editRoomMessageBody: EditRoomMessageBody, options?: RequestInit): Promise<editRoomMessageResponse> => {
  
  return orvalFetch<editRoomMessageResponse>(getEditRoomMessageUrl(roomId,messageId),
  {      
    ...options,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      editRoomMessageBody,)
  }
);}



/**
 * Deletes one's own room chat message (soft delete, a tombstone stays in the history; sender only); emits room:message:deleted
 * @summary Deletes one's own room chat message (soft delete, a tombstone stays in the history; sender only); emits room:message:deleted
 */
export type deleteRoomMessageResponse200 = {
  data: RoomMessage
  status: 200
}

export type deleteRoomMessageResponse400 = {
  data: DeleteRoomMessage400
  status: 400
}

export type deleteRoomMessageResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type deleteRoomMessageResponse403 = {
  data: DeleteRoomMessage403
  status: 403
}

export type deleteRoomMessageResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type deleteRoomMessageResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type deleteRoomMessageResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type deleteRoomMessageResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type deleteRoomMessageResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type deleteRoomMessageResponse500 = {
  data: InternalResponse
  status: 500
}

export type deleteRoomMessageResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type deleteRoomMessageResponseSuccess = (deleteRoomMessageResponse200) & {
  headers: Headers;
};
export type deleteRoomMessageResponseError = (deleteRoomMessageResponse400 | deleteRoomMessageResponse401 | deleteRoomMessageResponse403 | deleteRoomMessageResponse404 | deleteRoomMessageResponse413 | deleteRoomMessageResponse414 | deleteRoomMessageResponse415 | deleteRoomMessageResponse429 | deleteRoomMessageResponse500 | deleteRoomMessageResponse503) & {
  headers: Headers;
};

export type deleteRoomMessageResponse = (deleteRoomMessageResponseSuccess | deleteRoomMessageResponseError)

export const getDeleteRoomMessageUrl = (roomId: string,
    messageId: string,) => {


  

  return `/api/v1/rooms/${roomId}/messages/${messageId}`
}

export const deleteRoomMessage = async (roomId: string,
    messageId: string, options?: RequestInit): Promise<deleteRoomMessageResponse> => {
  
  return orvalFetch<deleteRoomMessageResponse>(getDeleteRoomMessageUrl(roomId,messageId),
  {      
    ...options,
    method: 'DELETE'
    
    
  }
);}



/**
 * A 1-hour conference token for this room (publish and subscribe), when the room's visibility rule lets the caller in
 * @summary A 1-hour conference token for this room (publish and subscribe), when the room's visibility rule lets the caller in
 */
export type createVoiceTokenResponse200 = {
  data: VoiceToken
  status: 200
}

export type createVoiceTokenResponse400 = {
  data: CreateVoiceToken400
  status: 400
}

export type createVoiceTokenResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createVoiceTokenResponse403 = {
  data: CreateVoiceToken403
  status: 403
}

export type createVoiceTokenResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type createVoiceTokenResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createVoiceTokenResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type createVoiceTokenResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type createVoiceTokenResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type createVoiceTokenResponse500 = {
  data: InternalResponse
  status: 500
}

export type createVoiceTokenResponse503 = {
  data: CreateVoiceToken503
  status: 503
}
    
export type createVoiceTokenResponseSuccess = (createVoiceTokenResponse200) & {
  headers: Headers;
};
export type createVoiceTokenResponseError = (createVoiceTokenResponse400 | createVoiceTokenResponse401 | createVoiceTokenResponse403 | createVoiceTokenResponse404 | createVoiceTokenResponse413 | createVoiceTokenResponse414 | createVoiceTokenResponse415 | createVoiceTokenResponse429 | createVoiceTokenResponse500 | createVoiceTokenResponse503) & {
  headers: Headers;
};

export type createVoiceTokenResponse = (createVoiceTokenResponseSuccess | createVoiceTokenResponseError)

export const getCreateVoiceTokenUrl = (roomId: string,) => {


  

  return `/api/v1/rooms/${roomId}/voice-token`
}

export const createVoiceToken = async (roomId: string, options?: RequestInit): Promise<createVoiceTokenResponse> => {
  
  return orvalFetch<createVoiceTokenResponse>(getCreateVoiceTokenUrl(roomId),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * Realtime join check for room:<roomId> with the user's JWT (same rule as the voice token): 200 allowed, 403 refused, 404 unknown id
 * @summary Realtime join check for room:<roomId> with the user's JWT (same rule as the voice token): 200 allowed, 403 refused, 404 unknown id
 */
export type authorizeRoomJoinResponse200 = {
  data: AuthorizeRoomJoin200
  status: 200
}

export type authorizeRoomJoinResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type authorizeRoomJoinResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type authorizeRoomJoinResponse403 = {
  data: AuthorizeRoomJoin403
  status: 403
}

export type authorizeRoomJoinResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type authorizeRoomJoinResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type authorizeRoomJoinResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type authorizeRoomJoinResponse500 = {
  data: InternalResponse
  status: 500
}

export type authorizeRoomJoinResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type authorizeRoomJoinResponseSuccess = (authorizeRoomJoinResponse200) & {
  headers: Headers;
};
export type authorizeRoomJoinResponseError = (authorizeRoomJoinResponse400 | authorizeRoomJoinResponse401 | authorizeRoomJoinResponse403 | authorizeRoomJoinResponse404 | authorizeRoomJoinResponse414 | authorizeRoomJoinResponse429 | authorizeRoomJoinResponse500 | authorizeRoomJoinResponse503) & {
  headers: Headers;
};

export type authorizeRoomJoinResponse = (authorizeRoomJoinResponseSuccess | authorizeRoomJoinResponseError)

export const getAuthorizeRoomJoinUrl = (roomId: string,) => {


  

  return `/api/v1/room/${roomId}/authz`
}

export const authorizeRoomJoin = async (roomId: string, options?: RequestInit): Promise<authorizeRoomJoinResponse> => {
  
  return orvalFetch<authorizeRoomJoinResponse>(getAuthorizeRoomJoinUrl(roomId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * The caller's own stream credentials: ingest URL and key, playback id and URL, status
 * @summary The caller's own stream credentials: ingest URL and key, playback id and URL, status
 */
export type getStreamCredentialsResponse200 = {
  data: LiveStreamCredentials
  status: 200
}

export type getStreamCredentialsResponse400 = {
  data: GetStreamCredentials400
  status: 400
}

export type getStreamCredentialsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getStreamCredentialsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getStreamCredentialsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getStreamCredentialsResponse500 = {
  data: InternalResponse
  status: 500
}

export type getStreamCredentialsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getStreamCredentialsResponseSuccess = (getStreamCredentialsResponse200) & {
  headers: Headers;
};
export type getStreamCredentialsResponseError = (getStreamCredentialsResponse400 | getStreamCredentialsResponse401 | getStreamCredentialsResponse403 | getStreamCredentialsResponse429 | getStreamCredentialsResponse500 | getStreamCredentialsResponse503) & {
  headers: Headers;
};

export type getStreamCredentialsResponse = (getStreamCredentialsResponseSuccess | getStreamCredentialsResponseError)

export const getGetStreamCredentialsUrl = () => {


  

  return `/api/v1/livestreams/credentials`
}

export const getStreamCredentials = async ( options?: RequestInit): Promise<getStreamCredentialsResponse> => {
  
  return orvalFetch<getStreamCredentialsResponse>(getGetStreamCredentialsUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Replaces the caller's stream key at the video provider; the old key stops working
 * @summary Replaces the caller's stream key at the video provider; the old key stops working
 */
export type regenerateStreamKeyResponse200 = {
  data: LiveStreamKey
  status: 200
}

export type regenerateStreamKeyResponse400 = {
  data: RegenerateStreamKey400
  status: 400
}

export type regenerateStreamKeyResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type regenerateStreamKeyResponse403 = {
  data: RegenerateStreamKey403
  status: 403
}

export type regenerateStreamKeyResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type regenerateStreamKeyResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type regenerateStreamKeyResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type regenerateStreamKeyResponse500 = {
  data: InternalResponse
  status: 500
}

export type regenerateStreamKeyResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type regenerateStreamKeyResponseSuccess = (regenerateStreamKeyResponse200) & {
  headers: Headers;
};
export type regenerateStreamKeyResponseError = (regenerateStreamKeyResponse400 | regenerateStreamKeyResponse401 | regenerateStreamKeyResponse403 | regenerateStreamKeyResponse413 | regenerateStreamKeyResponse415 | regenerateStreamKeyResponse429 | regenerateStreamKeyResponse500 | regenerateStreamKeyResponse503) & {
  headers: Headers;
};

export type regenerateStreamKeyResponse = (regenerateStreamKeyResponseSuccess | regenerateStreamKeyResponseError)

export const getRegenerateStreamKeyUrl = () => {


  

  return `/api/v1/livestreams/credentials/regenerate`
}

export const regenerateStreamKey = async ( options?: RequestInit): Promise<regenerateStreamKeyResponse> => {
  
  return orvalFetch<regenerateStreamKeyResponse>(getRegenerateStreamKeyUrl(),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * Keyset-paginated with an opaque `cursor` (`nextCursor` of the previous page; a malformed one is 400). Leaves out the caller and users in a block with the caller. A user appears while the provider reports their stream active (`video.live_stream.active` until `.idle` / `.disconnected`).
 * @summary Users live now: accounts the caller follows first, then the others, newest broadcast first
 */
export type listLiveUsersResponse200 = {
  data: LiveUserPage
  status: 200
}

export type listLiveUsersResponse400 = {
  data: ListLiveUsers400
  status: 400
}

export type listLiveUsersResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listLiveUsersResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listLiveUsersResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listLiveUsersResponse500 = {
  data: InternalResponse
  status: 500
}

export type listLiveUsersResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listLiveUsersResponseSuccess = (listLiveUsersResponse200) & {
  headers: Headers;
};
export type listLiveUsersResponseError = (listLiveUsersResponse400 | listLiveUsersResponse401 | listLiveUsersResponse403 | listLiveUsersResponse429 | listLiveUsersResponse500 | listLiveUsersResponse503) & {
  headers: Headers;
};

export type listLiveUsersResponse = (listLiveUsersResponseSuccess | listLiveUsersResponseError)

export const getListLiveUsersUrl = (params?: ListLiveUsersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/livestreams/live?${stringifiedParams}` : `/api/v1/livestreams/live`
}

export const listLiveUsers = async (params?: ListLiveUsersParams, options?: RequestInit): Promise<listLiveUsersResponse> => {
  
  return orvalFetch<listLiveUsersResponse>(getListLiveUsersUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * A live stream's stored chat, newest first, keyset-paginated; 403 between blocked users
 * @summary A live stream's stored chat, newest first, keyset-paginated; 403 between blocked users
 */
export type listStreamMessagesResponse200 = {
  data: LiveStreamMessagePage
  status: 200
}

export type listStreamMessagesResponse400 = {
  data: ListStreamMessages400
  status: 400
}

export type listStreamMessagesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listStreamMessagesResponse403 = {
  data: ListStreamMessages403
  status: 403
}

export type listStreamMessagesResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type listStreamMessagesResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type listStreamMessagesResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listStreamMessagesResponse500 = {
  data: InternalResponse
  status: 500
}

export type listStreamMessagesResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listStreamMessagesResponseSuccess = (listStreamMessagesResponse200) & {
  headers: Headers;
};
export type listStreamMessagesResponseError = (listStreamMessagesResponse400 | listStreamMessagesResponse401 | listStreamMessagesResponse403 | listStreamMessagesResponse404 | listStreamMessagesResponse414 | listStreamMessagesResponse429 | listStreamMessagesResponse500 | listStreamMessagesResponse503) & {
  headers: Headers;
};

export type listStreamMessagesResponse = (listStreamMessagesResponseSuccess | listStreamMessagesResponseError)

export const getListStreamMessagesUrl = (id: string,
    params?: ListStreamMessagesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/livestreams/${id}/messages?${stringifiedParams}` : `/api/v1/livestreams/${id}/messages`
}

export const listStreamMessages = async (id: string,
    params?: ListStreamMessagesParams, options?: RequestInit): Promise<listStreamMessagesResponse> => {
  
  return orvalFetch<listStreamMessagesResponse>(getListStreamMessagesUrl(id,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Posts a chat message (any stream status); 403 when the caller and the streamer blocked each other
 * @summary Posts a chat message (any stream status); 403 when the caller and the streamer blocked each other
 */
export type sendStreamMessageResponse201 = {
  data: LiveStreamMessage
  status: 201
}

export type sendStreamMessageResponse400 = {
  data: SendStreamMessage400
  status: 400
}

export type sendStreamMessageResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type sendStreamMessageResponse403 = {
  data: SendStreamMessage403
  status: 403
}

export type sendStreamMessageResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type sendStreamMessageResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type sendStreamMessageResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type sendStreamMessageResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type sendStreamMessageResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type sendStreamMessageResponse500 = {
  data: InternalResponse
  status: 500
}

export type sendStreamMessageResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type sendStreamMessageResponseSuccess = (sendStreamMessageResponse201) & {
  headers: Headers;
};
export type sendStreamMessageResponseError = (sendStreamMessageResponse400 | sendStreamMessageResponse401 | sendStreamMessageResponse403 | sendStreamMessageResponse404 | sendStreamMessageResponse413 | sendStreamMessageResponse414 | sendStreamMessageResponse415 | sendStreamMessageResponse429 | sendStreamMessageResponse500 | sendStreamMessageResponse503) & {
  headers: Headers;
};

export type sendStreamMessageResponse = (sendStreamMessageResponseSuccess | sendStreamMessageResponseError)

export const getSendStreamMessageUrl = (id: string,) => {


  

  return `/api/v1/livestreams/${id}/messages`
}

export const sendStreamMessage = async (id: string,
    sendStreamMessageBody: SendStreamMessageBody, options?: RequestInit): Promise<sendStreamMessageResponse> => {
  
  return orvalFetch<sendStreamMessageResponse>(getSendStreamMessageUrl(id),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      sendStreamMessageBody,)
  }
);}



/**
 * The caller's Play Coins and earnings
 * @summary The caller's Play Coins and earnings
 */
export type getWalletResponse200 = {
  data: Wallet
  status: 200
}

export type getWalletResponse400 = {
  data: GetWallet400
  status: 400
}

export type getWalletResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getWalletResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getWalletResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getWalletResponse500 = {
  data: InternalResponse
  status: 500
}

export type getWalletResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getWalletResponseSuccess = (getWalletResponse200) & {
  headers: Headers;
};
export type getWalletResponseError = (getWalletResponse400 | getWalletResponse401 | getWalletResponse403 | getWalletResponse429 | getWalletResponse500 | getWalletResponse503) & {
  headers: Headers;
};

export type getWalletResponse = (getWalletResponseSuccess | getWalletResponseError)

export const getGetWalletUrl = () => {


  

  return `/api/v1/wallet`
}

export const getWallet = async ( options?: RequestInit): Promise<getWalletResponse> => {
  
  return orvalFetch<getWalletResponse>(getGetWalletUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * One item per ledger entry that changed the caller's coins or earnings not yet paid out: coin purchases and refunds, what the caller paid (coins < 0) or earned (cents > 0), with the other user as `counterparty` and the object (`subscription`, `product_purchase`, `session`, `store_transaction`, `payout`). Moves between the caller's own earnings (held -> available, a payout started) are not listed; a payout is listed when paid. Keyset cursor `{ id, createdAt }`.
 * @summary The caller's coin and earnings movements, newest first
 */
export type listWalletTransactionsResponse200 = {
  data: ListWalletTransactions200
  status: 200
}

export type listWalletTransactionsResponse400 = {
  data: ListWalletTransactions400
  status: 400
}

export type listWalletTransactionsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listWalletTransactionsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listWalletTransactionsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listWalletTransactionsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listWalletTransactionsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listWalletTransactionsResponseSuccess = (listWalletTransactionsResponse200) & {
  headers: Headers;
};
export type listWalletTransactionsResponseError = (listWalletTransactionsResponse400 | listWalletTransactionsResponse401 | listWalletTransactionsResponse403 | listWalletTransactionsResponse429 | listWalletTransactionsResponse500 | listWalletTransactionsResponse503) & {
  headers: Headers;
};

export type listWalletTransactionsResponse = (listWalletTransactionsResponseSuccess | listWalletTransactionsResponseError)

export const getListWalletTransactionsUrl = (params?: ListWalletTransactionsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/wallet/transactions?${stringifiedParams}` : `/api/v1/wallet/transactions`
}

export const listWalletTransactions = async (params?: ListWalletTransactionsParams, options?: RequestInit): Promise<listWalletTransactionsResponse> => {
  
  return orvalFetch<listWalletTransactionsResponse>(getListWalletTransactionsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Sets the caller's monthly subscription price in whole Play Coins (1 to 1,000,000)
 * @summary Sets the caller's monthly subscription price in whole Play Coins (1 to 1,000,000)
 */
export type setSubscriptionPriceResponse200 = {
  data: CreatorSubscriptionOffer
  status: 200
}

export type setSubscriptionPriceResponse400 = {
  data: SetSubscriptionPrice400
  status: 400
}

export type setSubscriptionPriceResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setSubscriptionPriceResponse403 = {
  data: SetSubscriptionPrice403
  status: 403
}

export type setSubscriptionPriceResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setSubscriptionPriceResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type setSubscriptionPriceResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type setSubscriptionPriceResponse500 = {
  data: InternalResponse
  status: 500
}

export type setSubscriptionPriceResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type setSubscriptionPriceResponseSuccess = (setSubscriptionPriceResponse200) & {
  headers: Headers;
};
export type setSubscriptionPriceResponseError = (setSubscriptionPriceResponse400 | setSubscriptionPriceResponse401 | setSubscriptionPriceResponse403 | setSubscriptionPriceResponse413 | setSubscriptionPriceResponse415 | setSubscriptionPriceResponse429 | setSubscriptionPriceResponse500 | setSubscriptionPriceResponse503) & {
  headers: Headers;
};

export type setSubscriptionPriceResponse = (setSubscriptionPriceResponseSuccess | setSubscriptionPriceResponseError)

export const getSetSubscriptionPriceUrl = () => {


  

  return `/api/v1/user/me/subscription`
}

export const setSubscriptionPrice = async (setSubscriptionPriceBody: SetSubscriptionPriceBody, options?: RequestInit): Promise<setSubscriptionPriceResponse> => {
  
  return orvalFetch<setSubscriptionPriceResponse>(getSetSubscriptionPriceUrl(),
  {      
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      setSubscriptionPriceBody,)
  }
);}



/**
 * `priceCoins` is null when the creator offers none; `expiresAt` is the caller's active subscription's end.
 * @summary A creator's subscription price and whether the caller holds an active subscription
 */
export type getSubscriptionOfferResponse200 = {
  data: CreatorSubscriptionOffer
  status: 200
}

export type getSubscriptionOfferResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type getSubscriptionOfferResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getSubscriptionOfferResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getSubscriptionOfferResponse404 = {
  data: GetSubscriptionOffer404
  status: 404
}

export type getSubscriptionOfferResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getSubscriptionOfferResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getSubscriptionOfferResponse500 = {
  data: InternalResponse
  status: 500
}

export type getSubscriptionOfferResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getSubscriptionOfferResponseSuccess = (getSubscriptionOfferResponse200) & {
  headers: Headers;
};
export type getSubscriptionOfferResponseError = (getSubscriptionOfferResponse400 | getSubscriptionOfferResponse401 | getSubscriptionOfferResponse403 | getSubscriptionOfferResponse404 | getSubscriptionOfferResponse414 | getSubscriptionOfferResponse429 | getSubscriptionOfferResponse500 | getSubscriptionOfferResponse503) & {
  headers: Headers;
};

export type getSubscriptionOfferResponse = (getSubscriptionOfferResponseSuccess | getSubscriptionOfferResponseError)

export const getGetSubscriptionOfferUrl = (userId: string,) => {


  

  return `/api/v1/user/${userId}/subscription`
}

export const getSubscriptionOffer = async (userId: string, options?: RequestInit): Promise<getSubscriptionOfferResponse> => {
  
  return orvalFetch<getSubscriptionOfferResponse>(getGetSubscriptionOfferUrl(userId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * An active subscription is extended from its current end, a lapsed one starts now. The creator gets the price's value minus the platform fee at once, and NEW_SUBSCRIBER when the subscription starts (not on extensions). An active subscription opens the creator's vip rooms; at `expiresAt` live sockets of a lapsed subscriber leave them. 400 `CANNOT_SUBSCRIBE_TO_SELF`, `SUBSCRIPTIONS_NOT_OFFERED`. Insufficient coins: 400 `INSUFFICIENT_COINS`, nothing debited. The other user blocked you (or does not exist): 404; you blocked them: 403 `BLOCKED`. With an `Idempotency-Key` header a retried request answers the first result; the key reused for another request is 409 `IDEMPOTENCY_KEY_REUSED`, also concurrently.
 * @summary Subscribes to a creator: debits their price, creates or extends the subscription by 30 days
 */
export type subscribeResponse201 = {
  data: CreatorSubscription
  status: 201
}

export type subscribeResponse400 = {
  data: Subscribe400
  status: 400
}

export type subscribeResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type subscribeResponse403 = {
  data: Subscribe403
  status: 403
}

export type subscribeResponse404 = {
  data: UserNotFoundResponse
  status: 404
}

export type subscribeResponse409 = {
  data: Subscribe409
  status: 409
}

export type subscribeResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type subscribeResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type subscribeResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type subscribeResponse500 = {
  data: InternalResponse
  status: 500
}

export type subscribeResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type subscribeResponseSuccess = (subscribeResponse201) & {
  headers: Headers;
};
export type subscribeResponseError = (subscribeResponse400 | subscribeResponse401 | subscribeResponse403 | subscribeResponse404 | subscribeResponse409 | subscribeResponse413 | subscribeResponse415 | subscribeResponse429 | subscribeResponse500 | subscribeResponse503) & {
  headers: Headers;
};

export type subscribeResponse = (subscribeResponseSuccess | subscribeResponseError)

export const getSubscribeUrl = () => {


  

  return `/api/v1/subscriptions`
}

export const subscribe = async (subscribeBody: SubscribeBody, options?: RequestInit): Promise<subscribeResponse> => {
  
  return orvalFetch<subscribeResponse>(getSubscribeUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      subscribeBody,)
  }
);}



/**
 * The caller's subscriptions (active and lapsed), newest first
 * @summary The caller's subscriptions (active and lapsed), newest first
 */
export type listSubscriptionsResponse200 = {
  data: ListSubscriptions200
  status: 200
}

export type listSubscriptionsResponse400 = {
  data: ListSubscriptions400
  status: 400
}

export type listSubscriptionsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listSubscriptionsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listSubscriptionsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listSubscriptionsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listSubscriptionsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listSubscriptionsResponseSuccess = (listSubscriptionsResponse200) & {
  headers: Headers;
};
export type listSubscriptionsResponseError = (listSubscriptionsResponse400 | listSubscriptionsResponse401 | listSubscriptionsResponse403 | listSubscriptionsResponse429 | listSubscriptionsResponse500 | listSubscriptionsResponse503) & {
  headers: Headers;
};

export type listSubscriptionsResponse = (listSubscriptionsResponseSuccess | listSubscriptionsResponseError)

export const getListSubscriptionsUrl = (params?: ListSubscriptionsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/subscriptions?${stringifiedParams}` : `/api/v1/subscriptions`
}

export const listSubscriptions = async (params?: ListSubscriptionsParams, options?: RequestInit): Promise<listSubscriptionsResponse> => {
  
  return orvalFetch<listSubscriptionsResponse>(getListSubscriptionsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Lists a digital product for sale in Play Coins; followers with shopUpdates get a push
 * @summary Lists a digital product for sale in Play Coins; followers with shopUpdates get a push
 */
export type createProductResponse201 = {
  data: Product
  status: 201
}

export type createProductResponse400 = {
  data: CreateProduct400
  status: 400
}

export type createProductResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createProductResponse403 = {
  data: CreateProduct403
  status: 403
}

export type createProductResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createProductResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type createProductResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type createProductResponse500 = {
  data: InternalResponse
  status: 500
}

export type createProductResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type createProductResponseSuccess = (createProductResponse201) & {
  headers: Headers;
};
export type createProductResponseError = (createProductResponse400 | createProductResponse401 | createProductResponse403 | createProductResponse413 | createProductResponse415 | createProductResponse429 | createProductResponse500 | createProductResponse503) & {
  headers: Headers;
};

export type createProductResponse = (createProductResponseSuccess | createProductResponseError)

export const getCreateProductUrl = () => {


  

  return `/api/v1/products`
}

export const createProduct = async (createProductBody: CreateProductBody, options?: RequestInit): Promise<createProductResponse> => {
  
  return orvalFetch<createProductResponse>(getCreateProductUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      createProductBody,)
  }
);}



/**
 * A creator's products, newest first
 * @summary A creator's products, newest first
 */
export type listProductsResponse200 = {
  data: ListProducts200
  status: 200
}

export type listProductsResponse400 = {
  data: ListProducts400
  status: 400
}

export type listProductsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listProductsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listProductsResponse404 = {
  data: UserNotFoundResponse
  status: 404
}

export type listProductsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listProductsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listProductsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listProductsResponseSuccess = (listProductsResponse200) & {
  headers: Headers;
};
export type listProductsResponseError = (listProductsResponse400 | listProductsResponse401 | listProductsResponse403 | listProductsResponse404 | listProductsResponse429 | listProductsResponse500 | listProductsResponse503) & {
  headers: Headers;
};

export type listProductsResponse = (listProductsResponseSuccess | listProductsResponseError)

export const getListProductsUrl = (params: ListProductsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/products?${stringifiedParams}` : `/api/v1/products`
}

export const listProducts = async (params: ListProductsParams, options?: RequestInit): Promise<listProductsResponse> => {
  
  return orvalFetch<listProductsResponse>(getListProductsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * 400 `CANNOT_BUY_OWN_PRODUCT`. A product whose creator blocked you is 404. Insufficient coins: 400 `INSUFFICIENT_COINS`, nothing debited. The other user blocked you (or does not exist): 404; you blocked them: 403 `BLOCKED`. With an `Idempotency-Key` header a retried request answers the first result; the key reused for another request is 409 `IDEMPOTENCY_KEY_REUSED`, also concurrently.
 * @summary Buys a product: debits its price, credits the creator's earnings minus the fee
 */
export type purchaseProductResponse201 = {
  data: ProductPurchase
  status: 201
}

export type purchaseProductResponse400 = {
  data: PurchaseProduct400
  status: 400
}

export type purchaseProductResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type purchaseProductResponse403 = {
  data: PurchaseProduct403
  status: 403
}

export type purchaseProductResponse404 = {
  data: PurchaseProduct404
  status: 404
}

export type purchaseProductResponse409 = {
  data: IdempotencyKeyReusedResponse
  status: 409
}

export type purchaseProductResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type purchaseProductResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type purchaseProductResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type purchaseProductResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type purchaseProductResponse500 = {
  data: InternalResponse
  status: 500
}

export type purchaseProductResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type purchaseProductResponseSuccess = (purchaseProductResponse201) & {
  headers: Headers;
};
export type purchaseProductResponseError = (purchaseProductResponse400 | purchaseProductResponse401 | purchaseProductResponse403 | purchaseProductResponse404 | purchaseProductResponse409 | purchaseProductResponse413 | purchaseProductResponse414 | purchaseProductResponse415 | purchaseProductResponse429 | purchaseProductResponse500 | purchaseProductResponse503) & {
  headers: Headers;
};

export type purchaseProductResponse = (purchaseProductResponseSuccess | purchaseProductResponseError)

export const getPurchaseProductUrl = (id: string,) => {


  

  return `/api/v1/products/${id}/purchase`
}

export const purchaseProduct = async (id: string, options?: RequestInit): Promise<purchaseProductResponse> => {
  
  return orvalFetch<purchaseProductResponse>(getPurchaseProductUrl(id),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * Weekly windows (`dayOfWeek` 0 = Sunday, `HH:MM` UTC, a window cannot cross midnight); sessions of `sessionMinutes` (15 to 240) start every `sessionMinutes` from each window's start while a whole session fits. `priceCoins` per session. Existing bookings are kept.
 * @summary Sets the caller's weekly availability for paid 1-on-1 sessions (UTC)
 */
export type setAvailabilityResponse200 = {
  data: Availability
  status: 200
}

export type setAvailabilityResponse400 = {
  data: SetAvailability400
  status: 400
}

export type setAvailabilityResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type setAvailabilityResponse403 = {
  data: SetAvailability403
  status: 403
}

export type setAvailabilityResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type setAvailabilityResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type setAvailabilityResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type setAvailabilityResponse500 = {
  data: InternalResponse
  status: 500
}

export type setAvailabilityResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type setAvailabilityResponseSuccess = (setAvailabilityResponse200) & {
  headers: Headers;
};
export type setAvailabilityResponseError = (setAvailabilityResponse400 | setAvailabilityResponse401 | setAvailabilityResponse403 | setAvailabilityResponse413 | setAvailabilityResponse415 | setAvailabilityResponse429 | setAvailabilityResponse500 | setAvailabilityResponse503) & {
  headers: Headers;
};

export type setAvailabilityResponse = (setAvailabilityResponseSuccess | setAvailabilityResponseError)

export const getSetAvailabilityUrl = () => {


  

  return `/api/v1/availability`
}

export const setAvailability = async (setAvailabilityBody: SetAvailabilityBody, options?: RequestInit): Promise<setAvailabilityResponse> => {
  
  return orvalFetch<setAvailabilityResponse>(getSetAvailabilityUrl(),
  {      
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      setAvailabilityBody,)
  }
);}



/**
 * 404 `NO_AVAILABILITY` when the user offers no sessions.
 * @summary A playpal's availability with the bookable session starts of the next 14 days
 */
export type getAvailabilityResponse200 = {
  data: AvailabilityWithOpenSlots
  status: 200
}

export type getAvailabilityResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type getAvailabilityResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getAvailabilityResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getAvailabilityResponse404 = {
  data: GetAvailability404
  status: 404
}

export type getAvailabilityResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getAvailabilityResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getAvailabilityResponse500 = {
  data: InternalResponse
  status: 500
}

export type getAvailabilityResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getAvailabilityResponseSuccess = (getAvailabilityResponse200) & {
  headers: Headers;
};
export type getAvailabilityResponseError = (getAvailabilityResponse400 | getAvailabilityResponse401 | getAvailabilityResponse403 | getAvailabilityResponse404 | getAvailabilityResponse414 | getAvailabilityResponse429 | getAvailabilityResponse500 | getAvailabilityResponse503) & {
  headers: Headers;
};

export type getAvailabilityResponse = (getAvailabilityResponseSuccess | getAvailabilityResponseError)

export const getGetAvailabilityUrl = (userId: string,) => {


  

  return `/api/v1/user/${userId}/availability`
}

export const getAvailability = async (userId: string, options?: RequestInit): Promise<getAvailabilityResponse> => {
  
  return orvalFetch<getAvailabilityResponse>(getGetAvailabilityUrl(userId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * The earning is held until the session's end. SESSION_BOOKED to the playpal; SESSION_REMINDER to both 15 minutes before the start. 409 `SLOT_TAKEN` when the slot is booked (also by a concurrent request); 400 `SLOT_IN_PAST`, `SLOT_TOO_FAR` (over 14 days), `SLOT_UNAVAILABLE` (not an open slot, or no availability at all), `CANNOT_BOOK_SELF`. Insufficient coins: 400 `INSUFFICIENT_COINS`, nothing debited. The other user blocked you (or does not exist): 404; you blocked them: 403 `BLOCKED`. With an `Idempotency-Key` header a retried request answers the first result; the key reused for another request is 409 `IDEMPOTENCY_KEY_REUSED`, also concurrently.
 * @summary Books a free slot: debits the price, creates the session and its private room
 */
export type bookSessionResponse201 = {
  data: Session
  status: 201
}

export type bookSessionResponse400 = {
  data: BookSession400
  status: 400
}

export type bookSessionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type bookSessionResponse403 = {
  data: BookSession403
  status: 403
}

export type bookSessionResponse404 = {
  data: BookSession404
  status: 404
}

export type bookSessionResponse409 = {
  data: BookSession409
  status: 409
}

export type bookSessionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type bookSessionResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type bookSessionResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type bookSessionResponse500 = {
  data: InternalResponse
  status: 500
}

export type bookSessionResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type bookSessionResponseSuccess = (bookSessionResponse201) & {
  headers: Headers;
};
export type bookSessionResponseError = (bookSessionResponse400 | bookSessionResponse401 | bookSessionResponse403 | bookSessionResponse404 | bookSessionResponse409 | bookSessionResponse413 | bookSessionResponse415 | bookSessionResponse429 | bookSessionResponse500 | bookSessionResponse503) & {
  headers: Headers;
};

export type bookSessionResponse = (bookSessionResponseSuccess | bookSessionResponseError)

export const getBookSessionUrl = () => {


  

  return `/api/v1/sessions`
}

export const bookSession = async (bookSessionBody: BookSessionBody, options?: RequestInit): Promise<bookSessionResponse> => {
  
  return orvalFetch<bookSessionResponse>(getBookSessionUrl(),
  {      
    ...options,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      bookSessionBody,)
  }
);}



/**
 * The caller's sessions as playpal or purchaser, newest booking first
 * @summary The caller's sessions as playpal or purchaser, newest booking first
 */
export type listSessionsResponse200 = {
  data: ListSessions200
  status: 200
}

export type listSessionsResponse400 = {
  data: ListSessions400
  status: 400
}

export type listSessionsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listSessionsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listSessionsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listSessionsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listSessionsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listSessionsResponseSuccess = (listSessionsResponse200) & {
  headers: Headers;
};
export type listSessionsResponseError = (listSessionsResponse400 | listSessionsResponse401 | listSessionsResponse403 | listSessionsResponse429 | listSessionsResponse500 | listSessionsResponse503) & {
  headers: Headers;
};

export type listSessionsResponse = (listSessionsResponseSuccess | listSessionsResponseError)

export const getListSessionsUrl = (params?: ListSessionsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/sessions?${stringifiedParams}` : `/api/v1/sessions`
}

export const listSessions = async (params?: ListSessionsParams, options?: RequestInit): Promise<listSessionsResponse> => {
  
  return orvalFetch<listSessionsResponse>(getListSessionsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * One of the caller's sessions (404 for anyone but its two parties)
 * @summary One of the caller's sessions (404 for anyone but its two parties)
 */
export type getSessionResponse200 = {
  data: Session
  status: 200
}

export type getSessionResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type getSessionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getSessionResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getSessionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getSessionResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getSessionResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getSessionResponse500 = {
  data: InternalResponse
  status: 500
}

export type getSessionResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getSessionResponseSuccess = (getSessionResponse200) & {
  headers: Headers;
};
export type getSessionResponseError = (getSessionResponse400 | getSessionResponse401 | getSessionResponse403 | getSessionResponse404 | getSessionResponse414 | getSessionResponse429 | getSessionResponse500 | getSessionResponse503) & {
  headers: Headers;
};

export type getSessionResponse = (getSessionResponseSuccess | getSessionResponseError)

export const getGetSessionUrl = (id: string,) => {


  

  return `/api/v1/sessions/${id}`
}

export const getSession = async (id: string, options?: RequestInit): Promise<getSessionResponse> => {
  
  return orvalFetch<getSessionResponse>(getGetSessionUrl(id),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Full refund when the playpal cancels or the purchaser cancels 24 h or more before the start; half the price (rounded down) when the purchaser cancels later. What the playpal keeps becomes available at once. SESSION_CANCELLED to the other party; the reminder is withdrawn. 409 `SESSION_NOT_BOOKED` (already cancelled or completed), `SESSION_STARTED`.
 * @summary Cancels a booked session before its start (either party) and refunds by the rule
 */
export type cancelSessionResponse200 = {
  data: Session
  status: 200
}

export type cancelSessionResponse400 = {
  data: CancelSession400
  status: 400
}

export type cancelSessionResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type cancelSessionResponse403 = {
  data: CancelSession403
  status: 403
}

export type cancelSessionResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type cancelSessionResponse409 = {
  data: CancelSession409
  status: 409
}

export type cancelSessionResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type cancelSessionResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type cancelSessionResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type cancelSessionResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type cancelSessionResponse500 = {
  data: InternalResponse
  status: 500
}

export type cancelSessionResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type cancelSessionResponseSuccess = (cancelSessionResponse200) & {
  headers: Headers;
};
export type cancelSessionResponseError = (cancelSessionResponse400 | cancelSessionResponse401 | cancelSessionResponse403 | cancelSessionResponse404 | cancelSessionResponse409 | cancelSessionResponse413 | cancelSessionResponse414 | cancelSessionResponse415 | cancelSessionResponse429 | cancelSessionResponse500 | cancelSessionResponse503) & {
  headers: Headers;
};

export type cancelSessionResponse = (cancelSessionResponseSuccess | cancelSessionResponseError)

export const getCancelSessionUrl = (id: string,) => {


  

  return `/api/v1/sessions/${id}/cancel`
}

export const cancelSession = async (id: string, options?: RequestInit): Promise<cancelSessionResponse> => {
  
  return orvalFetch<cancelSessionResponse>(getCancelSessionUrl(id),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * One payout per calendar month (UTC) in which the caller's available earnings reached PAYOUT_MINIMUM_CENTS (default 1000). Calculated on the 25th for the previous month, transferred on the 1st.
 * @summary The caller's own payouts, newest first, keyset-paginated
 */
export type listPayoutsResponse200 = {
  data: PayoutPage
  status: 200
}

export type listPayoutsResponse400 = {
  data: ListPayouts400
  status: 400
}

export type listPayoutsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listPayoutsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listPayoutsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listPayoutsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listPayoutsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listPayoutsResponseSuccess = (listPayoutsResponse200) & {
  headers: Headers;
};
export type listPayoutsResponseError = (listPayoutsResponse400 | listPayoutsResponse401 | listPayoutsResponse403 | listPayoutsResponse429 | listPayoutsResponse500 | listPayoutsResponse503) & {
  headers: Headers;
};

export type listPayoutsResponse = (listPayoutsResponseSuccess | listPayoutsResponseError)

export const getListPayoutsUrl = (params?: ListPayoutsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/payouts?${stringifiedParams}` : `/api/v1/payouts`
}

export const listPayouts = async (params?: ListPayoutsParams, options?: RequestInit): Promise<listPayoutsResponse> => {
  
  return orvalFetch<listPayoutsResponse>(getListPayoutsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Creates the caller's connected account on first use (one per user) and answers a fresh onboarding link (Stripe account links are single use and expire within minutes: call again for a new one). The account is marked connected once Stripe reports it can receive transfers (on the next call or the `account.updated` webhook). Local mode (no STRIPE_SECRET_KEY): the account is connected at once and the URL is PAYOUT_CONNECT_RETURN_URL. 502 when Stripe refuses.
 * @summary A Stripe Connect onboarding link for the caller's payout account
 */
export type createPayoutAccountLinkResponse200 = {
  data: PayoutAccountLink
  status: 200
}

export type createPayoutAccountLinkResponse400 = {
  data: CreatePayoutAccountLink400
  status: 400
}

export type createPayoutAccountLinkResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type createPayoutAccountLinkResponse403 = {
  data: CreatePayoutAccountLink403
  status: 403
}

export type createPayoutAccountLinkResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type createPayoutAccountLinkResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type createPayoutAccountLinkResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type createPayoutAccountLinkResponse500 = {
  data: InternalResponse
  status: 500
}

export type createPayoutAccountLinkResponse502 = {
  data: PaymentProviderErrorResponse
  status: 502
}

export type createPayoutAccountLinkResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type createPayoutAccountLinkResponseSuccess = (createPayoutAccountLinkResponse200) & {
  headers: Headers;
};
export type createPayoutAccountLinkResponseError = (createPayoutAccountLinkResponse400 | createPayoutAccountLinkResponse401 | createPayoutAccountLinkResponse403 | createPayoutAccountLinkResponse413 | createPayoutAccountLinkResponse415 | createPayoutAccountLinkResponse429 | createPayoutAccountLinkResponse500 | createPayoutAccountLinkResponse502 | createPayoutAccountLinkResponse503) & {
  headers: Headers;
};

export type createPayoutAccountLinkResponse = (createPayoutAccountLinkResponseSuccess | createPayoutAccountLinkResponseError)

export const getCreatePayoutAccountLinkUrl = () => {


  

  return `/api/v1/payouts/account`
}

export const createPayoutAccountLink = async ( options?: RequestInit): Promise<createPayoutAccountLinkResponse> => {
  
  return orvalFetch<createPayoutAccountLinkResponse>(getCreatePayoutAccountLinkUrl(),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * Without `q`: every game by name. With `q` (1-100 characters after trimming): exact name first, then names starting with it, names with a word starting with it, names containing it, then similar names (typos: "fortnte" finds Fortnite). Keyset-paginated: pass `nextCursor` back as `cursor` (bracket notation or JSON). `coverUrl` is null until the operator has stored the cover image.
 * @summary The games catalog, A to Z, or the games matching `q` by relevance
 */
export type listGamesResponse200 = {
  data: GamePage
  status: 200
}

export type listGamesResponse400 = {
  data: ListGames400
  status: 400
}

export type listGamesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listGamesResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listGamesResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listGamesResponse500 = {
  data: InternalResponse
  status: 500
}

export type listGamesResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listGamesResponseSuccess = (listGamesResponse200) & {
  headers: Headers;
};
export type listGamesResponseError = (listGamesResponse400 | listGamesResponse401 | listGamesResponse403 | listGamesResponse429 | listGamesResponse500 | listGamesResponse503) & {
  headers: Headers;
};

export type listGamesResponse = (listGamesResponseSuccess | listGamesResponseError)

export const getListGamesUrl = (params?: ListGamesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/games?${stringifiedParams}` : `/api/v1/games`
}

export const listGames = async (params?: ListGamesParams, options?: RequestInit): Promise<listGamesResponse> => {
  
  return orvalFetch<listGamesResponse>(getListGamesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * `postCount` counts public posts and is refreshed every 5 minutes.
 * @summary One game of the catalog, by id or slug
 */
export type getGameResponse200 = {
  data: Game
  status: 200
}

export type getGameResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type getGameResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getGameResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getGameResponse404 = {
  data: GetGame404
  status: 404
}

export type getGameResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getGameResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getGameResponse500 = {
  data: InternalResponse
  status: 500
}

export type getGameResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getGameResponseSuccess = (getGameResponse200) & {
  headers: Headers;
};
export type getGameResponseError = (getGameResponse400 | getGameResponse401 | getGameResponse403 | getGameResponse404 | getGameResponse414 | getGameResponse429 | getGameResponse500 | getGameResponse503) & {
  headers: Headers;
};

export type getGameResponse = (getGameResponseSuccess | getGameResponseError)

export const getGetGameUrl = (gameId: string,) => {


  

  return `/api/v1/games/${gameId}`
}

export const getGame = async (gameId: string, options?: RequestInit): Promise<getGameResponse> => {
  
  return orvalFetch<getGameResponse>(getGetGameUrl(gameId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Visibility and blocks as everywhere (API.md). 404 for an unknown game.
 * @summary A game's posts that the caller may see, newest first, keyset-paginated
 */
export type listGamePostsResponse200 = {
  data: FeedPage
  status: 200
}

export type listGamePostsResponse400 = {
  data: ListGamePosts400
  status: 400
}

export type listGamePostsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listGamePostsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listGamePostsResponse404 = {
  data: ListGamePosts404
  status: 404
}

export type listGamePostsResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type listGamePostsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listGamePostsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listGamePostsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listGamePostsResponseSuccess = (listGamePostsResponse200) & {
  headers: Headers;
};
export type listGamePostsResponseError = (listGamePostsResponse400 | listGamePostsResponse401 | listGamePostsResponse403 | listGamePostsResponse404 | listGamePostsResponse414 | listGamePostsResponse429 | listGamePostsResponse500 | listGamePostsResponse503) & {
  headers: Headers;
};

export type listGamePostsResponse = (listGamePostsResponseSuccess | listGamePostsResponseError)

export const getListGamePostsUrl = (gameId: string,
    params?: ListGamePostsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/games/${gameId}/posts?${stringifiedParams}` : `/api/v1/games/${gameId}/posts`
}

export const listGamePosts = async (gameId: string,
    params?: ListGamePostsParams, options?: RequestInit): Promise<listGamePostsResponse> => {
  
  return orvalFetch<listGamePostsResponse>(getListGamePostsUrl(gameId,params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * `q` is 1-100 characters after trimming (else 400). Users match by username or display name, by prefix, anywhere in the name, or with typos (trigram similarity); ranked exact username, then prefixes, then similar names, accounts the caller follows boosted, then by followers. Never an account in a block with the caller (either way), never one without a username yet. `clips`: posts of every type whose text holds every word of `q` (each as a prefix), that the caller may see (visibility and blocks), ranked by text relevance with followed authors boosted, then newest. `games`: as `GET /games?q=`. `type` limits the search to one kind (the others come back empty); `limit` applies to each kind.
 * @summary Searches users, posts and games at once; `{ success, data: { users, clips, games } }`
 */
export type searchResponse200 = {
  data: SearchResult
  status: 200
}

export type searchResponse400 = {
  data: Search400
  status: 400
}

export type searchResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type searchResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type searchResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type searchResponse500 = {
  data: InternalResponse
  status: 500
}

export type searchResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type searchResponseSuccess = (searchResponse200) & {
  headers: Headers;
};
export type searchResponseError = (searchResponse400 | searchResponse401 | searchResponse403 | searchResponse429 | searchResponse500 | searchResponse503) & {
  headers: Headers;
};

export type searchResponse = (searchResponseSuccess | searchResponseError)

export const getSearchUrl = (params: SearchParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/search?${stringifiedParams}` : `/api/v1/search`
}

export const search = async (params: SearchParams, options?: RequestInit): Promise<searchResponse> => {
  
  return orvalFetch<searchResponse>(getSearchUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * `q` is 1-100 characters after trimming (else 400). Users match by username or display name, by prefix, anywhere in the name, or with typos (trigram similarity); ranked exact username, then prefixes, then similar names, accounts the caller follows boosted, then by followers. Never an account in a block with the caller (either way), never one without a username yet.
 * @summary Searches users by username or display name; a bare array (SPEC.md)
 */
export type searchUsersResponse200 = {
  data: UserCard[]
  status: 200
}

export type searchUsersResponse400 = {
  data: SearchUsers400
  status: 400
}

export type searchUsersResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type searchUsersResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type searchUsersResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type searchUsersResponse500 = {
  data: InternalResponse
  status: 500
}

export type searchUsersResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type searchUsersResponseSuccess = (searchUsersResponse200) & {
  headers: Headers;
};
export type searchUsersResponseError = (searchUsersResponse400 | searchUsersResponse401 | searchUsersResponse403 | searchUsersResponse429 | searchUsersResponse500 | searchUsersResponse503) & {
  headers: Headers;
};

export type searchUsersResponse = (searchUsersResponseSuccess | searchUsersResponseError)

export const getSearchUsersUrl = (params: SearchUsersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/search/users?${stringifiedParams}` : `/api/v1/search/users`
}

export const searchUsers = async (params: SearchUsersParams, options?: RequestInit): Promise<searchUsersResponse> => {
  
  return orvalFetch<searchUsersResponse>(getSearchUsersUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Ranking: score = engagement / (age_hours + 2)^1.5, engagement = reactions + 2 x comments + 0.1 x impressions + minutes of video watched; over the public clips (`type: clip`) posted inside the window, newest first on ties. The ranking is computed in SQL (figures from rollup tables refreshed every 5 minutes) and cached 5 minutes in Redis, one entry for everyone: at expiry one request recomputes while the others get the previous list. Per-caller fields and blocks (either way) are applied after the cache, and only posts that are public now ever appear.
 * @summary Trending clips over the last 24 hours or 7 days; `{ success, data: { clips } }`
 */
export type listTrendingClipsResponse200 = {
  data: TrendingClips
  status: 200
}

export type listTrendingClipsResponse400 = {
  data: ListTrendingClips400
  status: 400
}

export type listTrendingClipsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listTrendingClipsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listTrendingClipsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listTrendingClipsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listTrendingClipsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listTrendingClipsResponseSuccess = (listTrendingClipsResponse200) & {
  headers: Headers;
};
export type listTrendingClipsResponseError = (listTrendingClipsResponse400 | listTrendingClipsResponse401 | listTrendingClipsResponse403 | listTrendingClipsResponse429 | listTrendingClipsResponse500 | listTrendingClipsResponse503) & {
  headers: Headers;
};

export type listTrendingClipsResponse = (listTrendingClipsResponseSuccess | listTrendingClipsResponseError)

export const getListTrendingClipsUrl = (params?: ListTrendingClipsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/trending/clips?${stringifiedParams}` : `/api/v1/trending/clips`
}

export const listTrendingClips = async (params?: ListTrendingClipsParams, options?: RequestInit): Promise<listTrendingClipsResponse> => {
  
  return orvalFetch<listTrendingClipsResponse>(getListTrendingClipsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Ranking: followers gained over the last 7 days that still follow, most first (ties: id); onboarded accounts only. The ranking is computed in SQL (figures from rollup tables refreshed every 5 minutes) and cached 5 minutes in Redis, one entry for everyone: at expiry one request recomputes while the others get the previous list. Per-caller fields and blocks (either way) are applied after the cache, and only posts that are public now ever appear.
 * @summary Accounts gaining followers fastest; `{ success, data: { users } }`
 */
export type listTrendingUsersResponse200 = {
  data: TrendingUsers
  status: 200
}

export type listTrendingUsersResponse400 = {
  data: ListTrendingUsers400
  status: 400
}

export type listTrendingUsersResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listTrendingUsersResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listTrendingUsersResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listTrendingUsersResponse500 = {
  data: InternalResponse
  status: 500
}

export type listTrendingUsersResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listTrendingUsersResponseSuccess = (listTrendingUsersResponse200) & {
  headers: Headers;
};
export type listTrendingUsersResponseError = (listTrendingUsersResponse400 | listTrendingUsersResponse401 | listTrendingUsersResponse403 | listTrendingUsersResponse429 | listTrendingUsersResponse500 | listTrendingUsersResponse503) & {
  headers: Headers;
};

export type listTrendingUsersResponse = (listTrendingUsersResponseSuccess | listTrendingUsersResponseError)

export const getListTrendingUsersUrl = (params?: ListTrendingUsersParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/trending/users?${stringifiedParams}` : `/api/v1/trending/users`
}

export const listTrendingUsers = async (params?: ListTrendingUsersParams, options?: RequestInit): Promise<listTrendingUsersResponse> => {
  
  return orvalFetch<listTrendingUsersResponse>(getListTrendingUsersUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Ranking: score = 2 x public posts of the last 7 days + their engagement (reactions + 2 x comments), highest first. The ranking is computed in SQL (figures from rollup tables refreshed every 5 minutes) and cached 5 minutes in Redis, one entry for everyone: at expiry one request recomputes while the others get the previous list. Per-caller fields and blocks (either way) are applied after the cache, and only posts that are public now ever appear.
 * @summary Games with the most public activity this week; `{ success, data: { games } }`
 */
export type listTrendingGamesResponse200 = {
  data: TrendingGames
  status: 200
}

export type listTrendingGamesResponse400 = {
  data: ListTrendingGames400
  status: 400
}

export type listTrendingGamesResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listTrendingGamesResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listTrendingGamesResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listTrendingGamesResponse500 = {
  data: InternalResponse
  status: 500
}

export type listTrendingGamesResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listTrendingGamesResponseSuccess = (listTrendingGamesResponse200) & {
  headers: Headers;
};
export type listTrendingGamesResponseError = (listTrendingGamesResponse400 | listTrendingGamesResponse401 | listTrendingGamesResponse403 | listTrendingGamesResponse429 | listTrendingGamesResponse500 | listTrendingGamesResponse503) & {
  headers: Headers;
};

export type listTrendingGamesResponse = (listTrendingGamesResponseSuccess | listTrendingGamesResponseError)

export const getListTrendingGamesUrl = (params?: ListTrendingGamesParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/trending/games?${stringifiedParams}` : `/api/v1/trending/games`
}

export const listTrendingGames = async (params?: ListTrendingGamesParams, options?: RequestInit): Promise<listTrendingGamesResponse> => {
  
  return orvalFetch<listTrendingGamesResponse>(getListTrendingGamesUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * `live`: up to 10 creators live now, most followed first. `suggestedUsers`: up to 20 accounts, friends of friends first (followed by the most accounts the caller follows), then the most followed accounts. Neither list ever holds the caller, an account the caller already follows (live ones they follow are at `GET /livestreams/live`), one in a block with the caller either way, or anyone twice. `trendingClips`: the first 10 of `GET /trending/clips`; `games`: the first 10 of `GET /trending/games`.
 * @summary The discover page in one round trip: live creators, people to follow, trending clips and games
 */
export type discoverResponse200 = {
  data: Discover
  status: 200
}

export type discoverResponse400 = {
  data: Discover400
  status: 400
}

export type discoverResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type discoverResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type discoverResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type discoverResponse500 = {
  data: InternalResponse
  status: 500
}

export type discoverResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type discoverResponseSuccess = (discoverResponse200) & {
  headers: Headers;
};
export type discoverResponseError = (discoverResponse400 | discoverResponse401 | discoverResponse403 | discoverResponse429 | discoverResponse500 | discoverResponse503) & {
  headers: Headers;
};

export type discoverResponse = (discoverResponseSuccess | discoverResponseError)

export const getDiscoverUrl = () => {


  

  return `/api/v1/discover`
}

export const discover = async ( options?: RequestInit): Promise<discoverResponse> => {
  
  return orvalFetch<discoverResponse>(getDiscoverUrl(),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * Placements that have started and not ended, of one `placement` or of all, by placement then newest first. Placements are managed by the operator (`npm run sponsors -- add|end|list`).
 * @summary Sponsored placements running now; a bare array
 */
export type listSponsorsResponse200 = {
  data: Sponsor[]
  status: 200
}

export type listSponsorsResponse400 = {
  data: ListSponsors400
  status: 400
}

export type listSponsorsResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listSponsorsResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listSponsorsResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listSponsorsResponse500 = {
  data: InternalResponse
  status: 500
}

export type listSponsorsResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listSponsorsResponseSuccess = (listSponsorsResponse200) & {
  headers: Headers;
};
export type listSponsorsResponseError = (listSponsorsResponse400 | listSponsorsResponse401 | listSponsorsResponse403 | listSponsorsResponse429 | listSponsorsResponse500 | listSponsorsResponse503) & {
  headers: Headers;
};

export type listSponsorsResponse = (listSponsorsResponseSuccess | listSponsorsResponseError)

export const getListSponsorsUrl = (params?: ListSponsorsParams,) => {
  const normalizedParams = new URLSearchParams();

  Object.entries(params || {}).forEach(([key, value]) => {
    
    if (value !== undefined) {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(`${key}[${name}]`, String(member));
        }
        return;
      }
      normalizedParams.append(key, value === null ? 'null' : value.toString())
    }
  });

  const stringifiedParams = normalizedParams.toString();

  return stringifiedParams.length > 0 ? `/api/v1/sponsors?${stringifiedParams}` : `/api/v1/sponsors`
}

export const listSponsors = async (params?: ListSponsorsParams, options?: RequestInit): Promise<listSponsorsResponse> => {
  
  return orvalFetch<listSponsorsResponse>(getListSponsorsUrl(params),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * 404 when the user does not exist or has blocked the caller (as the profile).
 * @summary A user's profile links, in order; a bare array
 */
export type listLinksResponse200 = {
  data: Link[]
  status: 200
}

export type listLinksResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type listLinksResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type listLinksResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type listLinksResponse404 = {
  data: ListLinks404
  status: 404
}

export type listLinksResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type listLinksResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type listLinksResponse500 = {
  data: InternalResponse
  status: 500
}

export type listLinksResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type listLinksResponseSuccess = (listLinksResponse200) & {
  headers: Headers;
};
export type listLinksResponseError = (listLinksResponse400 | listLinksResponse401 | listLinksResponse403 | listLinksResponse404 | listLinksResponse414 | listLinksResponse429 | listLinksResponse500 | listLinksResponse503) & {
  headers: Headers;
};

export type listLinksResponse = (listLinksResponseSuccess | listLinksResponseError)

export const getListLinksUrl = (userId: string,) => {


  

  return `/api/v1/user/${userId}/links`
}

export const listLinks = async (userId: string, options?: RequestInit): Promise<listLinksResponse> => {
  
  return orvalFetch<listLinksResponse>(getListLinksUrl(userId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}



/**
 * At most 10 links; each `title` 1-60 characters, each `url` an absolute http or https URL of at most 2048 characters (anything else is 400). An empty list removes them all. Answers the new list; the public profile (`GET /user/:userId`) carries it as `links`.
 * @summary Replaces the caller's profile links with the list given, in its order
 */
export type replaceMyLinksResponse200 = {
  data: Link[]
  status: 200
}

export type replaceMyLinksResponse400 = {
  data: ReplaceMyLinks400
  status: 400
}

export type replaceMyLinksResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type replaceMyLinksResponse403 = {
  data: ReplaceMyLinks403
  status: 403
}

export type replaceMyLinksResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type replaceMyLinksResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type replaceMyLinksResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type replaceMyLinksResponse500 = {
  data: InternalResponse
  status: 500
}

export type replaceMyLinksResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type replaceMyLinksResponseSuccess = (replaceMyLinksResponse200) & {
  headers: Headers;
};
export type replaceMyLinksResponseError = (replaceMyLinksResponse400 | replaceMyLinksResponse401 | replaceMyLinksResponse403 | replaceMyLinksResponse413 | replaceMyLinksResponse415 | replaceMyLinksResponse429 | replaceMyLinksResponse500 | replaceMyLinksResponse503) & {
  headers: Headers;
};

export type replaceMyLinksResponse = (replaceMyLinksResponseSuccess | replaceMyLinksResponseError)

export const getReplaceMyLinksUrl = () => {


  

  return `/api/v1/user/me/links`
}

export const replaceMyLinks = async (replaceMyLinksBody: ReplaceMyLinksBody, options?: RequestInit): Promise<replaceMyLinksResponse> => {
  
  return orvalFetch<replaceMyLinksResponse>(getReplaceMyLinksUrl(),
  {      
    ...options,
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...options?.headers },
    body: JSON.stringify(
      replaceMyLinksBody,)
  }
);}



/**
 * 202 `{ exportId }`; poll `GET /user/me/export/:exportId`. The ZIP holds profile.json, posts.json, comments.json, reactions.json, following.json, followers.json, blocks.json, messages.json (messages the caller sent), notifications.json, wallet-transactions.json (the items of GET /wallet/transactions: every coin or earnings movement) and the caller's media (media/<postId>/..., profile/...). One export per 24 hours (a failed one does not count): another is 429 `TOO_MANY_EXPORTS` with `Retry-After`. The user gets a SYSTEM notification when it is ready.
 * @summary Asks for a ZIP of the caller's data (JSON files and media); built in the background
 */
export type requestDataExportResponse202 = {
  data: ExportCreated
  status: 202
}

export type requestDataExportResponse400 = {
  data: RequestDataExport400
  status: 400
}

export type requestDataExportResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type requestDataExportResponse403 = {
  data: RequestDataExport403
  status: 403
}

export type requestDataExportResponse413 = {
  data: PayloadTooLargeResponse
  status: 413
}

export type requestDataExportResponse415 = {
  data: UnsupportedContentTypeResponse
  status: 415
}

export type requestDataExportResponse429 = {
  data: RequestDataExport429
  status: 429
}

export type requestDataExportResponse500 = {
  data: InternalResponse
  status: 500
}

export type requestDataExportResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type requestDataExportResponseSuccess = (requestDataExportResponse202) & {
  headers: Headers;
};
export type requestDataExportResponseError = (requestDataExportResponse400 | requestDataExportResponse401 | requestDataExportResponse403 | requestDataExportResponse413 | requestDataExportResponse415 | requestDataExportResponse429 | requestDataExportResponse500 | requestDataExportResponse503) & {
  headers: Headers;
};

export type requestDataExportResponse = (requestDataExportResponseSuccess | requestDataExportResponseError)

export const getRequestDataExportUrl = () => {


  

  return `/api/v1/user/me/export`
}

export const requestDataExport = async ( options?: RequestInit): Promise<requestDataExportResponse> => {
  
  return orvalFetch<requestDataExportResponse>(getRequestDataExportUrl(),
  {      
    ...options,
    method: 'POST'
    
    
  }
);}



/**
 * `url` is a fresh signed URL on every call while the export is ready (valid EXPORT_URL_TTL_SECONDS, default 15 minutes). Another user's export, an unknown id and an expired export (deleted EXPORT_RETENTION_HOURS, default 72, after it was ready) are 404.
 * @summary The state of one of the caller's data exports, with a short-lived download URL once ready
 */
export type getDataExportResponse200 = {
  data: DataExport
  status: 200
}

export type getDataExportResponse400 = {
  data: ValidationFailedResponse
  status: 400
}

export type getDataExportResponse401 = {
  data: UnauthorizedResponse
  status: 401
}

export type getDataExportResponse403 = {
  data: AccountSuspendedResponse
  status: 403
}

export type getDataExportResponse404 = {
  data: NotFoundResponse
  status: 404
}

export type getDataExportResponse414 = {
  data: UriTooLongResponse
  status: 414
}

export type getDataExportResponse429 = {
  data: RateLimitedResponse
  status: 429
}

export type getDataExportResponse500 = {
  data: InternalResponse
  status: 500
}

export type getDataExportResponse503 = {
  data: UnavailableResponse
  status: 503
}
    
export type getDataExportResponseSuccess = (getDataExportResponse200) & {
  headers: Headers;
};
export type getDataExportResponseError = (getDataExportResponse400 | getDataExportResponse401 | getDataExportResponse403 | getDataExportResponse404 | getDataExportResponse414 | getDataExportResponse429 | getDataExportResponse500 | getDataExportResponse503) & {
  headers: Headers;
};

export type getDataExportResponse = (getDataExportResponseSuccess | getDataExportResponseError)

export const getGetDataExportUrl = (exportId: string,) => {


  

  return `/api/v1/user/me/export/${exportId}`
}

export const getDataExport = async (exportId: string, options?: RequestInit): Promise<getDataExportResponse> => {
  
  return orvalFetch<getDataExportResponse>(getGetDataExportUrl(exportId),
  {      
    ...options,
    method: 'GET'
    
    
  }
);}
