import { badRequest } from "@playpal/platform";
import type { Deps } from "../deps.ts";
import { listFollowerIdsFirstPages, listFollowerIdsPage } from "../profiles/graph.ts";

const encodeCursor = (c: { createdAt: Date; id: string }) =>
  Buffer.from(JSON.stringify([c.createdAt.toISOString(), c.id])).toString("base64url");

function decodeCursor(value: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as [string, string];
    const date = new Date(createdAt);
    if (typeof id !== "string" || Number.isNaN(date.getTime())) throw new Error("bad cursor");
    return { createdAt: date, id };
  } catch {
    throw badRequest("Invalid cursor");
  }
}

/** Who hears about the caller going online or offline: its followers, in pages of ids. */
export async function listPresenceAudience(
  deps: Pick<Deps, "db">,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<{ userIds: string[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const page = await listFollowerIdsPage(deps.db, userId, query.limit, after);
  return { userIds: page.ids, nextCursor: page.next ? encodeCursor(page.next) : null };
}

/** Followers per user in the first page of a batch, when the caller names no `limit`. */
const BATCH_PAGE_DEFAULT = 200;

/**
 * Who hears about each of many users going online or offline, in one query: the first page of each
 * one's followers, with the cursor of `listPresenceAudience` where more remain. What the realtime
 * service asks when announcing a storm of connects (a deploy's reconnects) instead of a call per user.
 */
export async function listPresenceAudiences(
  deps: Pick<Deps, "db">,
  input: { userIds: string[]; limit?: number },
): Promise<{ audiences: { userId: string; userIds: string[]; nextCursor: string | null }[] }> {
  const pages = await listFollowerIdsFirstPages(deps.db, input.userIds, input.limit ?? BATCH_PAGE_DEFAULT);
  return {
    audiences: [...pages].map(([userId, page]) => ({
      userId,
      userIds: page.ids,
      nextCursor: page.next ? encodeCursor(page.next) : null,
    })),
  };
}
