import { mediaSchema, userSummarySchema } from "@playpal/contracts";
import { reactionKinds } from "@playpal/db";
import { z } from "zod";
import { multipartBody } from "../http/multipart.ts";
import { cursorQuery, cursorSchema, idSchema, isoDate, limitQuery } from "../http/schemas.ts";

export const POST_BODY_MAX = 5000;
export const COMMENT_BODY_MAX = 2000;
export const REPORT_REASON_MAX = 1000;
/** One impression submission counts at most this much watch time (a client bug must not inflate stats). */
export const IMPRESSION_MS_CAP = 6 * 60 * 60 * 1000;

export const postTypes = ["text", "clip", "photos"] as const;
export const postVisibilities = ["public", "private", "followers"] as const;
export const postModerationStatuses = ["none", "flagged", "hidden"] as const;

export const IMAGE_TYPES: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/heic": "heic",
};
export const VIDEO_TYPES: Record<string, string> = {
  "video/mp4": "mp4",
  "video/quicktime": "mov",
  "video/webm": "webm",
};

// ---- wire shapes ---------------------------------------------------------------------------------
export const authorSchema = userSummarySchema.meta({ id: "Author" });

/** A post's media entry (in `@playpal/contracts`: `media:processing:update` carries it too). */
export { mediaSchema };

export const reactionKindSchema = z.enum(reactionKinds);

export const reactionCountsSchema = z
  .object({
    like: z.number().int(),
    love: z.number().int(),
    haha: z.number().int(),
    wow: z.number().int(),
    sad: z.number().int(),
    angry: z.number().int(),
  })
  .meta({ id: "ReactionCounts" });

export const postSchema = z
  .object({
    id: z.string(),
    authorId: z.string(),
    author: authorSchema,
    body: z.string(),
    type: z.enum(postTypes),
    visibility: z.enum(postVisibilities),
    commentable: z.boolean(),
    gameId: z.string().nullable(),
    media: z.array(mediaSchema),
    reactionCounts: reactionCountsSchema,
    myReactions: z.array(reactionKindSchema).describe("The caller's own reactions to this post"),
    commentCount: z.number().int(),
    createdAt: isoDate,
    sensitive: z
      .boolean()
      .describe(
        "True when one of its media is `sensitive` or its author marked it so (`sensitive` on POST /posts): clients blur its media until the viewer taps it",
      ),
    moderationStatus: z
      .enum(postModerationStatuses)
      .optional()
      .describe(
        "On the author's own view only: `none`; `flagged` (screening found a media sensitive: a moderator will review it); `hidden` (hidden from everyone else pending review)",
      ),
  })
  .meta({ id: "Post" });

export const commentSchema = z
  .object({
    id: z.string(),
    postId: z.string(),
    authorId: z.string(),
    author: authorSchema,
    body: z.string(),
    reactionCounts: reactionCountsSchema,
    myReactions: z.array(reactionKindSchema),
    createdAt: isoDate,
  })
  .meta({ id: "Comment" });

export const commentPageSchema = z
  .object({ items: z.array(commentSchema), nextCursor: cursorSchema.nullable() })
  .meta({ id: "CommentPage" });

export const reactionSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    postId: z.string().nullable(),
    commentId: z.string().nullable(),
    kind: reactionKindSchema,
    createdAt: isoDate,
  })
  .meta({ id: "Reaction" });

export const reportSchema = z
  .object({
    id: z.string(),
    reporterId: z.string(),
    targetType: z.enum(["post", "comment", "user"]),
    targetId: z.string(),
    reason: z.string(),
    status: z.string(),
    createdAt: isoDate,
  })
  .meta({ id: "Report" });

// ---- inputs --------------------------------------------------------------------------------------
const postBody = z.string().trim().min(1).max(POST_BODY_MAX);
const gameId = z.string().trim().min(1).max(64);

/** Multipart text fields arrive as strings: `commentable` is "true"/"false" (also 1/0). */
const multipartBoolean = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .transform((v) => v === "true" || v === "1")
    .default(fallback);

export const createPostFields = z.object({
  body: postBody,
  type: z.enum(postTypes).default("text"),
  visibility: z.enum(postVisibilities).default("public"),
  commentable: multipartBoolean(true),
  gameId: gameId.optional(),
  sensitive: multipartBoolean(false),
});

/** The same post without files, for clients that send JSON. */
export const createPostJson = z.strictObject({
  body: postBody,
  type: z.enum(postTypes).default("text"),
  visibility: z.enum(postVisibilities).default("public"),
  commentable: z.boolean().default(true),
  gameId: gameId.nullish(),
  sensitive: z
    .boolean()
    .default(false)
    .describe("The author's own mark: the post is `sensitive` from its creation, whatever screening finds"),
});
/** What `createPost` takes; `sensitive` (the author's mark) defaults to false for scripts and jobs. */
export type CreatePostInput = Omit<z.infer<typeof createPostJson>, "sensitive"> & { sensitive?: boolean };

export const createPostBody = multipartBody(
  {
    body: postBody.describe(`Required, 1-${POST_BODY_MAX} characters`),
    type: z.enum(postTypes).optional().describe("Default text"),
    visibility: z.enum(postVisibilities).optional().describe("Default public"),
    commentable: z.enum(["true", "false", "1", "0"]).optional().describe("Default true"),
    gameId: gameId.optional(),
    sensitive: z
      .enum(["true", "false", "1", "0"])
      .optional()
      .describe("Default false. The author's own mark: the post is `sensitive` from its creation"),
  },
  {
    media: {
      description:
        "Repeatable file field: images (jpeg, png, webp, gif, heic) or videos (mp4, quicktime, webm)",
      required: false,
      repeatable: true,
    },
  },
  createPostJson,
);

export const postParams = z.object({ id: idSchema });
export const impressionParams = z.object({ postId: idSchema });
export const commentParams = z.object({ id: idSchema, commentId: idSchema });

export const commentsQuery = z.object({ limit: limitQuery(), cursor: cursorQuery.optional() });

export const createCommentBody = z.object({ body: z.string().trim().min(1).max(COMMENT_BODY_MAX) });

export const createReactionBody = z
  .object({ postId: idSchema.optional(), commentId: idSchema.optional(), kind: reactionKindSchema })
  .refine((v) => (v.postId === undefined) !== (v.commentId === undefined), {
    message: "Exactly one of postId and commentId is required",
  });

export const reactionParams = z.object({ id: idSchema });

const watchMs = z
  .number()
  .int()
  .min(0)
  .max(Number.MAX_SAFE_INTEGER)
  .transform((n) => Math.min(n, IMPRESSION_MS_CAP))
  .default(0);
export const impressionBody = z.object({ viewDurationMs: watchMs, videoWatchMs: watchMs });

export const createReportBody = z.object({
  targetType: z.enum(["post", "comment", "user"]),
  targetId: idSchema,
  reason: z.string().trim().min(1).max(REPORT_REASON_MAX),
});
