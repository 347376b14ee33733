import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, ts, updatedAt } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    username: text("username"),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    displayName: text("display_name").notNull(),
    bio: text("bio"),
    avatarKey: text("avatar_key"),
    bannerKey: text("banner_key"),
    onboarded: boolean("onboarded").notNull().default(false),
    userType: text("user_type").notNull().default("user"),
    tokenVersion: integer("token_version").notNull().default(0),
    isLive: boolean("is_live").notNull().default(false),
    activeLiveStreamId: text("active_live_stream_id"),
    followersCount: integer("followers_count").notNull().default(0),
    followingCount: integer("following_count").notNull().default(0),
    /**
     * Set once the account had too many followers to fan its posts out (FEED_FANOUT_MAX_FOLLOWERS): its
     * posts are then merged into followers' home feeds at read time, for good (docs/feed-query.md).
     */
    timelinePull: boolean("timeline_pull").notNull().default(false),
    /** Set by DELETE /user/me: the account is hidden at once and purged at `purgeAt` unless restored. */
    deactivatedAt: ts("deactivated_at"),
    purgeAt: ts("purge_at"),
    /** Set once the purge finished: the row is a pseudonymous tombstone kept for DMs and ledger entries. */
    purgedAt: ts("purged_at"),
    /** A moderator's suspension: logins and tokens are refused (403 ACCOUNT_SUSPENDED) until then. */
    suspendedUntil: ts("suspended_until"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    // Popular accounts (discover's fallback suggestions) and live creators, most followed first.
    index("users_followers_idx").on(t.followersCount.desc(), t.id),
    index("users_live_idx").on(t.followersCount.desc(), t.id).where(sql`${t.isLive}`),
    // The few accounts merged into home feeds at read time (the feed query hashes them).
    index("users_timeline_pull_idx").on(t.id).where(sql`${t.timelinePull}`),
    // The few accounts that may be hidden from others (deactivated, or suspended now or before): the
    // unread count hashes the hidden ones (users/visibility.ts).
    index("users_hidden_idx")
      .on(t.id)
      .where(sql`${t.deactivatedAt} is not null or ${t.suspendedUntil} is not null`),
    // The purge job's scan: accounts whose grace period ended.
    index("users_purge_due_idx").on(t.purgeAt).where(sql`${t.purgeAt} is not null`),
  ],
);

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceName: text("device_name"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

export const liveStreams = pgTable(
  "live_streams",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    providerStreamId: text("provider_stream_id").notNull(),
    streamKey: text("stream_key").notNull(),
    playbackId: text("playback_id").notNull(),
    status: text("status").notNull().default("idle"),
    /** When the current broadcast started (`video.live_stream.active`); null while idle. */
    wentLiveAt: ts("went_live_at"),
    /** The provider event time of the last state change applied: an older, late delivery is ignored. */
    statusEventAt: ts("status_event_at"),
    /** When followers were last pushed about this stream going live (at most once an hour). */
    livePushAt: ts("live_push_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("live_streams_user_key").on(t.userId),
    uniqueIndex("live_streams_provider_key").on(t.providerStreamId),
    // GET /livestreams/live: streams on air, newest broadcast first.
    index("live_streams_live_idx").on(t.wentLiveAt.desc(), t.id.desc()).where(sql`${t.status} = 'active'`),
  ],
);

export const liveStreamMessages = pgTable(
  "live_stream_messages",
  {
    id: id(),
    liveStreamId: text("live_stream_id")
      .notNull()
      .references(() => liveStreams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("live_stream_messages_stream_idx").on(t.liveStreamId, t.createdAt.desc(), t.id.desc())],
);

/**
 * Keys handed out by `POST /media/upload/url`, until completed: the media sweep deletes the objects of
 * those never completed within a day (a presigned PUT cannot be taken back once issued).
 */
export const pendingUploads = pgTable(
  "pending_uploads",
  {
    storageKey: text("storage_key").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("pending_uploads_created_idx").on(t.createdAt)],
);

/** Processed provider webhook deliveries, so a redelivered event id is handled once. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("webhook_events_key").on(t.provider, t.eventId)],
);

export const verificationAssets = pgTable(
  "verification_assets",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["id_front", "id_back", "selfie"] }).notNull(),
    storageKey: text("storage_key").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("verification_assets_user_idx").on(t.userId, t.kind, t.createdAt.desc())],
);

export const identityVerifications = pgTable(
  "identity_verifications",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "approved", "rejected"] }).notNull(),
    idFrontAssetId: text("id_front_asset_id").references(() => verificationAssets.id),
    idBackAssetId: text("id_back_asset_id").references(() => verificationAssets.id),
    selfieAssetId: text("selfie_asset_id").references(() => verificationAssets.id),
    rejectionReason: text("rejection_reason"),
    submittedAt: ts("submitted_at").notNull().defaultNow(),
    reviewedAt: ts("reviewed_at"),
  },
  // The review queue, longest-waiting first (keyset on submitted_at, user_id).
  (t) => [
    index("identity_verifications_pending_idx")
      .on(t.submittedAt, t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
