import { type Executor, media, posts } from "@playpal/db";
import { count, eq, sql } from "drizzle-orm";

export type MediaRow = typeof media.$inferSelect;

/**
 * Inserts the Media row of a completed presigned upload as the post's next file, inside one transaction
 * that first locks the post row: concurrent completes for the same post queue up, so the file count
 * check and the next `position` are never computed from the same snapshot twice. Returns the new row,
 * null when a row for this storage key already exists (the key is unique), "full" when the post
 * already holds `maxFiles` files, or "no-post" when the post is gone.
 */
export async function insertUploadedMedia(
  db: Executor,
  values: {
    postId: string;
    ownerId: string;
    storageKey: string;
    mimeType: string;
    kind: "image" | "video";
    width: number;
    height: number;
  },
  maxFiles: number,
): Promise<MediaRow | null | "full" | "no-post"> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.id, values.postId))
      .for("update");
    if (!post) return "no-post"; // deleted since the caller's ownership check
    // A concurrent complete of this same key got the lock first: its row answers this call too.
    if (await findMediaByKey(tx, values.storageKey)) return null;
    const [held] = await tx.select({ n: count() }).from(media).where(eq(media.postId, values.postId));
    if ((held?.n ?? 0) >= maxFiles) return "full";
    const [row] = await tx
      .insert(media)
      .values({
        ...values,
        status: "pending",
        position: sql`(select coalesce(max(${media.position}) + 1, 0) from ${media} where ${media.postId} = ${values.postId})`,
      })
      .onConflictDoNothing({ target: media.storageKey })
      .returning();
    return row ?? null;
  });
}

export async function findMediaByKey(db: Executor, storageKey: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.storageKey, storageKey));
  return row;
}
