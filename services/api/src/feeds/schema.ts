import { z } from "zod";
import { cursorQuery, cursorSchema, idSchema, limitQuery } from "../http/schemas.ts";
import { postSchema } from "../posts/schema.ts";

export const MAX_EXCLUDED_POST_IDS = 200;

/**
 * `excludePostIds` in every form API.md accepts: repeated keys or bracket notation (an array from `qs`),
 * a comma-separated string, or a mix; `qs` turns long arrays into index-keyed objects, also accepted.
 */
const excludePostIds = z
  .union([z.string(), z.array(z.string()), z.record(z.string(), z.string())])
  .transform((v) => (typeof v === "string" ? [v] : Array.isArray(v) ? v : Object.values(v)))
  .transform((parts) =>
    parts
      .flatMap((p) => p.split(","))
      .map((p) => p.trim())
      .filter(Boolean),
  )
  .pipe(z.array(idSchema).max(MAX_EXCLUDED_POST_IDS))
  .meta({ description: "Post ids already shown: repeated keys, bracket notation or comma-separated" });

export const feedQuery = z.object({
  limit: limitQuery(50, 20),
  cursor: cursorQuery.optional().describe("Page forward: posts older than this `{ id, createdAt }`"),
  refreshSince: cursorQuery
    .optional()
    .describe("Pull-to-refresh: only posts newer than this `{ id, createdAt }`"),
  excludePostIds: excludePostIds.optional(),
});
export type FeedQuery = z.infer<typeof feedQuery>;

export const userFeedParams = z.object({ userId: idSchema });

export const feedPageSchema = z
  .object({ items: z.array(postSchema), nextCursor: cursorSchema.nullable() })
  .meta({ id: "FeedPage" });
