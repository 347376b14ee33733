import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import { readMultipart } from "../http/multipart.ts";
import { authedErrors, errorSchema } from "../http/schemas.ts";
import * as comments from "./comments.ts";
import * as reactions from "./reactions.ts";
import * as reports from "./reports.ts";
import {
  commentPageSchema,
  commentParams,
  commentSchema,
  commentsQuery,
  createCommentBody,
  createPostBody,
  createPostJson,
  createReactionBody,
  createReportBody,
  IMPRESSION_MS_CAP,
  impressionBody,
  impressionParams,
  postParams,
  postSchema,
  reactionParams,
  reactionSchema,
  reportSchema,
} from "./schema.ts";
import * as posts from "./service.ts";
import { ALLOWED_MEDIA_TYPES } from "./upload.ts";

const tags = ["posts"];
const noContent = z.null().describe("No content");
const notFoundErrors = { ...authedErrors, 404: errorSchema } as const;
const guardedErrors = { ...notFoundErrors, 403: errorSchema } as const;

export const postsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { MAX_UPLOAD_BYTES, MAX_FILES_PER_POST } = deps.config;

  app.post(
    "/posts",
    {
      config: {
        operation: {
          operationId: "createPost",
          codes: ["UNKNOWN_GAME"],
          example: {
            body: "GG! Clutched the last round",
            type: "text",
            visibility: "public",
            commentable: true,
          },
        },
      },
      schema: {
        tags,
        summary: "Creates a post; `media` files are streamed to storage and processed asynchronously",
        description:
          `multipart/form-data with the text fields and up to ${MAX_FILES_PER_POST} files in the repeatable ` +
          `\`media\` field, each at most ${MAX_UPLOAD_BYTES} bytes (413 above; 400 for more files). ` +
          `Allowed types: ${ALLOWED_MEDIA_TYPES.join(", ")} (checked against the file's first bytes; 400 ` +
          "otherwise). One `pending` media per file, one processing job per file; the post is returned at once. " +
          "A text-only post may also be sent as JSON `{ body, type?, visibility?, commentable?, gameId?, sensitive? }`. " +
          "`gameId` must name a game of the catalog (`GET /games`): its id, or its slug, stored as the id; " +
          "anything else is 400 `UNKNOWN_GAME`. `sensitive` (`true`/`false`, default false) is the author's own " +
          "mark: the post is `sensitive` from its creation. Every image and video poster is screened before " +
          "its media is `ready` (until then only the author gets its `url`); a sensitive one makes the post " +
          '`sensitive` and `flagged`, an explicit one hides it pending review (API.md "Sensitive media").',
        consumes: ["multipart/form-data", "application/json"],
        body: createPostBody,
        response: { 201: postSchema, 413: errorSchema, ...authedErrors },
      },
    },
    async (request, reply) => {
      let post: Awaited<ReturnType<typeof posts.createPost>>;
      if (request.isMultipart()) {
        const { fields, files } = await readMultipart(request, posts.postForm(deps, request.userId));
        post = await posts.createPost(
          deps,
          request.userId,
          fields,
          files.map((f) => f.result),
        );
      } else {
        post = await posts.createPost(deps, request.userId, createPostJson.parse(request.body ?? {}));
      }
      return reply.status(201).send(post);
    },
  );

  app.get(
    "/posts/:id",
    {
      config: { operation: { operationId: "getPost", codes: ["NOT_FOUND"] } },
      schema: {
        tags,
        summary: "One post; 404 when it does not exist or the caller may not see it",
        params: postParams,
        response: { 200: postSchema, ...notFoundErrors },
      },
    },
    async (request) => posts.getPost(deps, request.userId, request.params.id),
  );

  app.delete(
    "/posts/:id",
    {
      config: { operation: { operationId: "deletePost", codes: ["NOT_FOUND", "FORBIDDEN"] } },
      schema: {
        tags,
        summary: "Deletes the caller's own post with its comments, reactions and media",
        params: postParams,
        response: { 204: noContent, ...guardedErrors },
      },
    },
    async (request, reply) => {
      await posts.deletePost(deps, request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/posts/:postId/impression",
    {
      config: {
        operation: {
          operationId: "recordImpression",
          codes: ["NOT_FOUND"],
          example: { viewDurationMs: 4200, videoWatchMs: 3900 },
        },
      },
      schema: {
        tags,
        summary: "Accumulates view time (and, for clips, video watch time) into the caller's impression row",
        description: `Whole milliseconds >= 0, each capped at ${IMPRESSION_MS_CAP} per submission; both default to 0.`,
        params: impressionParams,
        body: impressionBody,
        response: { 204: noContent, ...notFoundErrors },
      },
    },
    async (request, reply) => {
      await posts.recordImpression(deps, request.userId, request.params.postId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/posts/:id/comments",
    {
      config: { operation: { operationId: "listComments", codes: ["NOT_FOUND"] } },
      schema: {
        tags: ["comments"],
        summary: "A post's comments, newest first, keyset-paginated",
        params: postParams,
        querystring: commentsQuery,
        response: { 200: commentPageSchema, ...notFoundErrors },
      },
    },
    async (request) => comments.listComments(deps, request.userId, request.params.id, request.query),
  );

  app.post(
    "/posts/:id/comments",
    {
      config: {
        operation: {
          operationId: "createComment",
          codes: ["NOT_FOUND", "BLOCKED", "NOT_COMMENTABLE"],
          example: { body: "Nice shot @clutch_king!" },
        },
      },
      schema: {
        tags: ["comments"],
        summary: "Comments on a post; 403 when comments are off or the two users blocked each other",
        params: postParams,
        body: createCommentBody,
        response: { 201: commentSchema, ...guardedErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await comments.createComment(deps, request.userId, request.params.id, request.body.body)),
  );

  app.delete(
    "/posts/:id/comments/:commentId",
    {
      config: {
        operation: {
          operationId: "deleteComment",
          codes: ["NOT_FOUND", "FORBIDDEN"],
        },
      },
      schema: {
        tags: ["comments"],
        summary: "Deletes a comment; allowed to the comment's author and the post's author",
        description:
          "The notifications the comment caused go with it: the post author's COMMENT, the MENTIONs, and the " +
          "LIKE_COMMENT of every reaction the comment had. No event is sent; the next list or unread count " +
          "no longer includes them.",
        params: commentParams,
        response: { 204: noContent, ...guardedErrors },
      },
    },
    async (request, reply) => {
      await comments.deleteComment(deps, request.userId, request.params.id, request.params.commentId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/reactions",
    {
      config: {
        operation: {
          operationId: "addReaction",
          codes: ["NOT_FOUND"],
          example: { postId: "cm0post00000000000000001", kind: "like" },
        },
      },
      schema: {
        tags: ["reactions"],
        summary: "Reacts to a post or a comment (exactly one); the same reaction again answers 200 with it",
        body: createReactionBody,
        response: { 200: reactionSchema, 201: reactionSchema, ...notFoundErrors },
      },
    },
    async (request, reply) => {
      const { reaction, created } = await reactions.react(deps, request.userId, request.body);
      return reply.status(created ? 201 : 200).send(reaction);
    },
  );

  app.delete(
    "/reactions/:id",
    {
      config: { operation: { operationId: "removeReaction", codes: ["NOT_FOUND"] } },
      schema: {
        tags: ["reactions"],
        summary: "Removes one of the caller's reactions",
        description:
          "As on Instagram, an unlike takes the notification back: the LIKE_POST or LIKE_COMMENT this reaction " +
          "sent is deleted (no event; the next list or unread count no longer includes it).",
        params: reactionParams,
        response: { 204: noContent, ...notFoundErrors },
      },
    },
    async (request, reply) => {
      await reactions.unreact(deps, request.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/reports",
    {
      config: {
        operation: {
          operationId: "createReport",
          codes: ["NOT_FOUND", "USER_NOT_FOUND", "SELF_REPORT", "TOO_MANY_REPORTS"],
          example: { targetType: "post", targetId: "cm0post00000000000000001", reason: "Spam" },
        },
      },
      schema: {
        tags: ["reports"],
        summary: "Reports a post, a comment or a user the caller can see",
        description:
          "One report per reporter and target: reporting the same target again answers 200 with the existing report and changes nothing. Reporting yourself or your own post or comment is 400 `SELF_REPORT`. New reports are limited per user (`REPORTS_PER_HOUR`, default 20: 429 `TOO_MANY_REPORTS`). A post or comment reported by `REPORT_HIDE_THRESHOLD` (default 5) distinct trusted users is hidden from everyone but its author until a moderator resolves it; a reporter is trusted when their account is at least `REPORT_TRUST_MIN_AGE_SECONDS` (default 86400) old, not suspended, onboarded, has a post or comment of its own, was never the subject of a moderator's removal or suspension, and has counted toward fewer than `REPORT_HIDES_PER_REPORTER_PER_DAY` (default 3) hides in 24 hours. Other reports wait for review without hiding anything.",
        body: createReportBody,
        response: { 201: reportSchema, 200: reportSchema, ...notFoundErrors },
      },
    },
    async (request, reply) => {
      const { report, created } = await reports.createReport(deps, request.userId, request.body);
      return reply.status(created ? 201 : 200).send(report);
    },
  );
};
