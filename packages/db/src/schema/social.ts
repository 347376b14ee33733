import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, id, ts, updatedAt } from "./columns.ts";

/** What screening recorded of one media: the model that judged and its probability per class. */
export interface MediaScreening {
  model: string;
  scores: Record<"Drawing" | "Hentai" | "Neutral" | "Porn" | "Sexy", number>;
}

export const follows = pgTable(
  "follows",
  {
    followerId: text("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followingId: text("following_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index("follows_following_idx").on(t.followingId, t.createdAt.desc(), t.followerId),
    index("follows_follower_created_idx").on(t.followerId, t.createdAt.desc(), t.followingId),
    // Follower growth over the last days (the discovery rollup job reads a recent range).
    index("follows_created_idx").on(t.createdAt),
  ],
);

export const blocks = pgTable(
  "blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("blocks_blocked_idx").on(t.blockedId)],
);

export const posts = pgTable(
  "posts",
  {
    id: id(),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    type: text("type", { enum: ["text", "clip", "photos"] })
      .notNull()
      .default("text"),
    visibility: text("visibility", { enum: ["public", "private", "followers"] })
      .notNull()
      .default("public"),
    commentable: boolean("commentable").notNull().default(true),
    gameId: text("game_id"),
    /**
     * `none`; `flagged` once screening found a sensitive media (API.md "Sensitive media"); `hidden`
     * pending review (reported past the threshold, or a media past MEDIA_HIDE_THRESHOLD).
     */
    moderationStatus: text("moderation_status", { enum: ["none", "flagged", "hidden"] })
      .notNull()
      .default("none"),
    /** The author's own mark (`sensitive` on POST /posts); screening never clears it. */
    markedSensitive: boolean("marked_sensitive").notNull().default(false),
    commentCount: integer("comment_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    loveCount: integer("love_count").notNull().default(0),
    hahaCount: integer("haha_count").notNull().default(0),
    wowCount: integer("wow_count").notNull().default(0),
    sadCount: integer("sad_count").notNull().default(0),
    angryCount: integer("angry_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("posts_author_created_idx").on(t.authorId, t.createdAt.desc(), t.id.desc()),
    index("posts_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // A game's posts, newest first (GET /games/:gameId/posts, game rollups).
    index("posts_game_created_idx")
      .on(t.gameId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.gameId} is not null`),
    // Trending clips: the public clips of a recent window, newest first.
    index("posts_public_clips_created_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.visibility} = 'public' and ${t.type} = 'clip'`),
    check("posts_moderation_status_check", sql`${t.moderationStatus} in ('none', 'flagged', 'hidden')`),
  ],
);

/**
 * The transactional outbox of home-timeline fan-out: a row per new post, written in the
 * post's own transaction and deleted by its fan-out job, so a post whose job was never queued (Redis
 * failing at that instant, the process dying after the commit) or was lost is queued again by the sweep.
 * `queuedAt`: when its job was last queued; the sweep waits a minute past it.
 */
export const feedFanoutPending = pgTable("feed_fanout_pending", {
  postId: text("post_id")
    .primaryKey()
    .references(() => posts.id, { onDelete: "cascade" }),
  queuedAt: ts("queued_at").notNull().defaultNow(),
});

export const media = pgTable(
  "media",
  {
    id: id(),
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    mimeType: text("mime_type").notNull(),
    kind: text("kind", { enum: ["image", "video"] }).notNull(),
    /** API.md: `pending` -> `processing` -> `ready` | `failed`. */
    status: text("status", { enum: ["pending", "processing", "ready", "failed"] })
      .notNull()
      .default("pending"),
    errorMessage: text("error_message"),
    width: integer("width"),
    height: integer("height"),
    duration: real("duration"),
    /** Bytes of the object served as `url` (the display variant, or a local-mode video's original). */
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /**
     * The storage key served as `url` once processed (an image's `display` WebP variant); null while
     * the original at `storageKey` is what there is (pending media, local-mode videos).
     */
    displayKey: text("display_key"),
    /** The storage key served as `thumbnailUrl` (an image's `thumb` variant, a local video's poster). */
    thumbnailKey: text("thumbnail_key"),
    /** Every storage key written for this media besides the original (deleted with the post). */
    variants: text("variants").array(),
    providerAssetId: text("provider_asset_id"),
    playbackId: text("playback_id"),
    /**
     * Screening found it sensitive (a score reached MEDIA_SENSITIVE_THRESHOLD); cleared when a moderator
     * dismisses its automatic report.
     */
    sensitive: boolean("sensitive").notNull().default(false),
    /** The classifier's score per class (and the model), once screened; null while not screened. */
    screening: jsonb("screening").$type<MediaScreening>(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("media_post_idx").on(t.postId, t.position),
    uniqueIndex("media_storage_key").on(t.storageKey),
    index("media_provider_asset_idx").on(t.providerAssetId),
    // The sweep's scan: media still waiting for processing, oldest first.
    index("media_unfinished_idx").on(t.createdAt).where(sql`${t.status} in ('pending', 'processing')`),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: id(),
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    moderationStatus: text("moderation_status").notNull().default("none"),
    likeCount: integer("like_count").notNull().default(0),
    loveCount: integer("love_count").notNull().default(0),
    hahaCount: integer("haha_count").notNull().default(0),
    wowCount: integer("wow_count").notNull().default(0),
    sadCount: integer("sad_count").notNull().default(0),
    angryCount: integer("angry_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("comments_post_created_idx").on(t.postId, t.createdAt.desc(), t.id.desc()),
    // A user's comments: whether a reporter has any (the report threshold's trust rule), the purge.
    index("comments_author_idx").on(t.authorId),
  ],
);

export const reactionKinds = ["like", "love", "haha", "wow", "sad", "angry"] as const;
export type ReactionKind = (typeof reactionKinds)[number];

export const reactions = pgTable(
  "reactions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: text("post_id").references(() => posts.id, { onDelete: "cascade" }),
    commentId: text("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: reactionKinds }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // (userId, postId, commentId, kind) unique even though one of the two targets is always null.
    unique("reactions_unique_key").on(t.userId, t.postId, t.commentId, t.kind).nullsNotDistinct(),
    index("reactions_post_idx").on(t.postId),
    index("reactions_comment_idx").on(t.commentId),
    check("reactions_one_target", sql`(${t.postId} is null) <> (${t.commentId} is null)`),
  ],
);

export const postImpressions = pgTable(
  "post_impressions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    viewDurationMs: integer("view_duration_ms").notNull().default(0),
    videoWatchMs: integer("video_watch_ms").notNull().default(0),
    impressions: integer("impressions").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] }), index("post_impressions_post_idx").on(t.postId)],
);

export const reports = pgTable(
  "reports",
  {
    id: id(),
    /** The user who reported; null for an automatic report (screening), which has no human reporter. */
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: ["post", "comment", "user"] }).notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason").notNull(),
    /**
     * Filed by the media worker's screening (reason `sensitive_media`) rather than a user: it never counts
     * toward the trusted-reporter hide, and is not a report against the author until a moderator
     * confirms it (removes or suspends).
     */
    automatic: boolean("automatic").notNull().default(false),
    /** An automatic report's media (one report per screened media) and the classifier's result. */
    mediaId: text("media_id"),
    scores: jsonb("scores").$type<MediaScreening>(),
    /** open, then dismissed | removed | suspended when a moderator resolves the target's reports. */
    status: text("status").notNull().default("open"),
    resolvedAt: ts("resolved_at"),
    /**
     * Set on the reports that made their target reach the hide threshold (counted trusted reporters):
     * the per-reporter daily cap of hides (REPORT_HIDES_PER_REPORTER_PER_DAY) counts these.
     */
    hideCountedAt: ts("hide_counted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_target_idx").on(t.targetType, t.targetId),
    index("reports_reporter_hides_idx")
      .on(t.reporterId, t.hideCountedAt)
      .where(sql`${t.hideCountedAt} is not null`),
    // One report per reporter and target: reporting again is idempotent.
    uniqueIndex("reports_reporter_target_key").on(t.reporterId, t.targetType, t.targetId),
    index("reports_open_idx").on(t.createdAt, t.id).where(sql`${t.status} = 'open'`),
    // One automatic report per screened media: a screening job run twice files it once.
    uniqueIndex("reports_automatic_media_key").on(t.mediaId).where(sql`${t.automatic}`),
    check("reports_reporter_or_automatic", sql`(${t.reporterId} is null) = ${t.automatic}`),
  ],
);
