/**
 * Data export (API.md): POST /user/me/export queues a job that streams a ZIP of the user's data to
 * storage: JSON files (profile, posts, comments, reactions, follows, blocks, messages they sent,
 * notifications) and their media. Nothing is held whole in memory: each JSON file is written page by
 * page from a keyset walk, each media object is piped from storage, and the ZIP itself is piped to
 * storage as it is made (yazl). Only the user's own data goes in: others appear as public summaries
 * (id, username) at most; messages others sent are not included, nor previews of them in notifications.
 */
import { Readable } from "node:stream";
import {
  accountExports,
  blocks,
  type Cursor,
  comments,
  follows,
  media,
  messages,
  newestFirst,
  notificationPreferences,
  notifications,
  olderThan,
  posts,
  reactions,
  users,
} from "@playpal/db";
import { notFound } from "@playpal/platform";
import { and, eq, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import yazl from "yazl";
import { listWalletTransactions } from "../commerce/wallet.ts";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";

const HOUR_MS = 3_600_000;
export const EXPORTS_PER_WINDOW_HOURS = 24;
const PAGE = 500;

export type ExportRow = typeof accountExports.$inferSelect;

export const exportKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;

/**
 * Creates the export (pending) and queues its job. At most one per EXPORTS_PER_WINDOW_HOURS (a failed
 * one does not count): a second answers when the next is possible instead. Concurrent requests of one
 * user are serialised by a transaction-scoped advisory lock.
 */
export async function requestExport(
  deps: Deps,
  userId: string,
): Promise<{ exportId: string } | { refusedUntil: Date }> {
  deps.queues.accounts.assertAvailable();
  const result: { exportId: string } | { refusedUntil: Date } = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`export:${userId}`}))`);
    const [recent] = await tx
      .select({ createdAt: accountExports.createdAt })
      .from(accountExports)
      .where(
        and(
          eq(accountExports.userId, userId),
          sql`${accountExports.status} <> 'failed'`,
          sql`${accountExports.createdAt} > now() - make_interval(hours => ${EXPORTS_PER_WINDOW_HOURS})`,
        ),
      )
      .orderBy(...newestFirst(accountExports.createdAt, accountExports.id))
      .limit(1);
    if (recent) {
      return { refusedUntil: new Date(recent.createdAt.getTime() + EXPORTS_PER_WINDOW_HOURS * HOUR_MS) };
    }
    const [row] = await tx.insert(accountExports).values({ userId }).returning({ id: accountExports.id });
    if (!row) throw new Error("insert returned nothing");
    return { exportId: row.id };
  });
  if ("refusedUntil" in result) return result;
  await deps.queues.accounts
    .add(
      "export.build",
      { exportId: result.exportId, userId },
      {
        jobId: `export-${result.exportId}`,
        attempts: 3,
        backoff: { type: "exponential", delay: 30_000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    )
    .catch(async (error: unknown) => {
      await markFailed(deps, result.exportId, "could not be queued");
      throw error;
    });
  return { exportId: result.exportId };
}

/** The export's state for its owner; 404 for anyone else, and once expired (it is then cleaned up). */
export async function getExport(
  deps: Deps,
  userId: string,
  exportId: string,
): Promise<{ status: ExportRow["status"]; url: string | null; expiresAt: Date | null }> {
  const [row] = await deps.db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, exportId), eq(accountExports.userId, userId)));
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) throw notFound("Export not found");
  const url =
    row.status === "ready" && row.storageKey
      ? await deps.storage.presignGet(
          row.storageKey,
          Math.min(
            deps.config.EXPORT_URL_TTL_SECONDS,
            Math.floor(((row.expiresAt?.getTime() ?? Date.now()) - Date.now()) / 1000),
          ),
          `playpal-export-${row.createdAt.toISOString().slice(0, 10)}.zip`,
        )
      : null;
  return { status: row.status, url, expiresAt: row.expiresAt };
}

async function markFailed(deps: Deps, exportId: string, message: string): Promise<void> {
  await deps.db
    .update(accountExports)
    .set({ status: "failed", errorMessage: message.slice(0, 500) })
    .where(and(eq(accountExports.id, exportId), eq(accountExports.status, "pending")));
}

/** A JSON array written page by page: `page(cursor)` returns up to PAGE rows newest first. */
function jsonArray<R extends { id: string; createdAt: Date }>(
  page: (cursor: Cursor | undefined) => Promise<R[]>,
  present: (row: R) => unknown,
): Readable {
  return Readable.from(
    (async function* () {
      yield "[";
      let cursor: Cursor | undefined;
      let first = true;
      for (;;) {
        const rows = await page(cursor);
        for (const row of rows) {
          yield `${first ? "\n" : ",\n"}${JSON.stringify(present(row))}`;
          first = false;
        }
        const last = rows.at(-1);
        if (rows.length < PAGE || !last) break;
        cursor = { id: last.id, createdAt: last.createdAt };
      }
      yield "\n]\n";
    })(),
  );
}

/** Rows of `table` where `owner` is the user, newest first, one keyset page. */
function ownRows<T extends PgTable>(
  deps: Deps,
  table: T,
  columns: { createdAt: PgColumn; id: PgColumn },
  where: SQL,
) {
  return (cursor: Cursor | undefined) =>
    deps.db
      .select()
      .from(table as PgTable)
      .where(and(where, cursor ? olderThan(columns.createdAt, columns.id, cursor) : undefined))
      .orderBy(...newestFirst(columns.createdAt, columns.id))
      .limit(PAGE) as unknown as Promise<never[]>;
}

/** An object's bytes, opened only when the ZIP reaches its entry. */
function lazyObject(deps: Deps, key: string): Readable {
  return Readable.from(
    (async function* () {
      for await (const chunk of await deps.storage.get(key)) yield chunk as Buffer;
    })(),
  );
}

const extension = (key: string) => key.split("/").at(-1)?.split(".").slice(1).join(".") || "bin";
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Fills the ZIP: JSON files, then media. Returns nothing until every entry is added (not written). */
async function addEntries(deps: Deps, zip: yazl.ZipFile, userId: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User not found");
  const [preferences] = await deps.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const profile = {
    id: user.id,
    email: user.email,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    display_name: user.displayName,
    bio: user.bio,
    userType: user.userType,
    onboarded: user.onboarded,
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    createdAt: iso(user.createdAt),
    avatar: user.avatarKey ? `profile/avatar.${extension(user.avatarKey)}` : null,
    banner: user.bannerKey ? `profile/banner.${extension(user.bannerKey)}` : null,
    notificationPreferences: preferences ? { ...preferences, userId: undefined, updatedAt: undefined } : null,
  };
  zip.addBuffer(Buffer.from(`${JSON.stringify(profile, null, 2)}\n`), "profile.json");

  zip.addReadStream(
    jsonArray(ownRows(deps, posts, posts, eq(posts.authorId, userId)), (p: typeof posts.$inferSelect) => ({
      id: p.id,
      body: p.body,
      type: p.type,
      visibility: p.visibility,
      commentable: p.commentable,
      gameId: p.gameId,
      createdAt: iso(p.createdAt),
    })),
    "posts.json",
  );
  zip.addReadStream(
    jsonArray(
      ownRows(deps, comments, comments, eq(comments.authorId, userId)),
      (c: typeof comments.$inferSelect) => ({
        id: c.id,
        postId: c.postId,
        body: c.body,
        createdAt: iso(c.createdAt),
      }),
    ),
    "comments.json",
  );
  zip.addReadStream(
    jsonArray(
      ownRows(deps, reactions, reactions, eq(reactions.userId, userId)),
      (r: typeof reactions.$inferSelect) => ({
        id: r.id,
        postId: r.postId,
        commentId: r.commentId,
        kind: r.kind,
        createdAt: iso(r.createdAt),
      }),
    ),
    "reactions.json",
  );
  zip.addReadStream(
    jsonArray(
      ownRows(deps, messages, messages, eq(messages.senderId, userId)),
      (m: typeof messages.$inferSelect) => ({
        id: m.id,
        conversationId: m.conversationId,
        body: m.deletedAt ? null : m.body,
        editedAt: iso(m.editedAt),
        deletedAt: iso(m.deletedAt),
        createdAt: iso(m.createdAt),
      }),
    ),
    "messages.json",
  );
  zip.addReadStream(
    jsonArray(
      ownRows(deps, notifications, notifications, eq(notifications.recipientId, userId)),
      (n: typeof notifications.$inferSelect) => ({
        id: n.id,
        type: n.type,
        title: n.title,
        // A direct message's preview is the other participant's message: messages others sent stay out.
        body: n.type === "DIRECT_MESSAGE" ? null : n.body,
        actorId: n.actorId,
        targetType: n.targetType,
        targetId: n.targetId,
        read: n.read,
        createdAt: iso(n.createdAt),
      }),
    ),
    "notifications.json",
  );
  // Wallet transactions: what GET /wallet/transactions lists (one item per ledger entry that changed
  // the user's coins or unpaid earnings), every page; the other party as its id and username only.
  zip.addReadStream(
    Readable.from(
      (async function* () {
        yield "[";
        let first = true;
        let cursor: Cursor | undefined;
        for (;;) {
          const page = await listWalletTransactions(deps, userId, { limit: PAGE, cursor });
          for (const t of page.items) {
            const counterparty = t.counterparty
              ? { id: t.counterparty.id, username: t.counterparty.username }
              : null;
            yield `${first ? "\n" : ",\n"}${JSON.stringify({ ...t, counterparty })}`;
            first = false;
          }
          if (!page.nextCursor) break;
          cursor = { id: page.nextCursor.id, createdAt: new Date(page.nextCursor.createdAt) };
        }
        yield "\n]\n";
      })(),
    ),
    "wallet-transactions.json",
  );
  // Follows and blocks: the other side as its id and public username only.
  for (const [name, column, other] of [
    ["following", follows.followerId, follows.followingId],
    ["followers", follows.followingId, follows.followerId],
  ] as const) {
    zip.addReadStream(
      Readable.from(
        (async function* () {
          yield "[";
          let first = true;
          let after: { createdAt: Date; id: string } | undefined;
          for (;;) {
            const rows = await deps.db
              .select({ id: other, username: users.username, createdAt: follows.createdAt })
              .from(follows)
              .innerJoin(users, eq(users.id, other))
              .where(
                and(
                  eq(column, userId),
                  after
                    ? sql`(${follows.createdAt}, ${other}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})`
                    : undefined,
                ),
              )
              .orderBy(sql`${follows.createdAt} desc`, sql`${other} desc`)
              .limit(PAGE);
            for (const row of rows) {
              yield `${first ? "\n" : ",\n"}${JSON.stringify({ userId: row.id, username: row.username, since: iso(row.createdAt) })}`;
              first = false;
            }
            const last = rows.at(-1);
            if (rows.length < PAGE || !last) break;
            after = { createdAt: last.createdAt, id: last.id };
          }
          yield "\n]\n";
        })(),
      ),
      `${name}.json`,
    );
  }
  const blocked = await deps.db
    .select({ userId: blocks.blockedId, since: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerId, userId));
  zip.addBuffer(
    Buffer.from(
      `${JSON.stringify(
        blocked.map((b) => ({ userId: b.userId, since: iso(b.since) })),
        null,
        2,
      )}\n`,
    ),
    "blocks.json",
  );

  // Media: the files of the user's posts, then the profile images.
  const files = await deps.db
    .select({
      id: media.id,
      postId: media.postId,
      storageKey: media.storageKey,
      variants: media.variants,
      status: media.status,
    })
    .from(media)
    .where(eq(media.ownerId, userId));
  for (const file of files) {
    // The original is deleted once an image is processed; the display variant is then the file.
    const key = (await deps.storage.head(file.storageKey)) ? file.storageKey : file.variants?.[0];
    if (!key || !(await deps.storage.head(key))) continue;
    zip.addReadStream(lazyObject(deps, key), `media/${file.postId}/${file.id}.${extension(key)}`);
  }
  for (const [name, key] of [
    ["avatar", user.avatarKey],
    ["banner", user.bannerKey],
  ] as const) {
    if (key && (await deps.storage.head(key)))
      zip.addReadStream(lazyObject(deps, key), `profile/${name}.${extension(key)}`);
  }
}

/**
 * The `export.build` job: streams the ZIP to storage, then marks the export ready until
 * EXPORT_RETENTION_HOURS from now and tells the user (SYSTEM). Run again after a failure, it starts
 * over (the object is rewritten whole). On the last attempt a failure marks the export failed.
 */
export async function buildExport(
  deps: Deps,
  exportId: string,
  userId: string,
  options: { finalAttempt: boolean },
): Promise<"ready" | "skipped"> {
  const [row] = await deps.db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, exportId), eq(accountExports.userId, userId)));
  if (row?.status !== "pending") return "skipped";
  const key = exportKey(userId, exportId);
  try {
    const zip = new yazl.ZipFile();
    const stored = deps.storage.put(key, zip.outputStream as unknown as Readable, "application/zip");
    // A failure adding entries must end the ZIP stream, or the upload would wait forever.
    try {
      await addEntries(deps, zip, userId);
    } catch (error) {
      (zip.outputStream as unknown as Readable).destroy(error as Error);
      await stored.catch(() => undefined);
      throw error;
    }
    zip.end();
    await stored;
    const expiresAt = new Date(Date.now() + deps.config.EXPORT_RETENTION_HOURS * HOUR_MS);
    await deps.db
      .update(accountExports)
      .set({ status: "ready", storageKey: key, expiresAt })
      .where(eq(accountExports.id, exportId));
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    if (options.finalAttempt) await markFailed(deps, exportId, (error as Error).message);
    throw error;
  }
  await publish(deps, "export.ready", { userId, exportId });
  return "ready";
}

/**
 * The sweep's part: deletes expired exports (object, then row) and fails exports left pending for a
 * day (their job lost). Returns how many were removed.
 */
export async function cleanUpExports(deps: Deps): Promise<number> {
  const expired = await deps.db
    .select({ id: accountExports.id, storageKey: accountExports.storageKey })
    .from(accountExports)
    .where(lte(accountExports.expiresAt, sql`now()`))
    .limit(1000);
  for (const row of expired) {
    if (row.storageKey) await deps.storage.delete(row.storageKey);
    await deps.db.delete(accountExports).where(eq(accountExports.id, row.id));
  }
  await deps.db
    .update(accountExports)
    .set({ status: "failed", errorMessage: "not built within a day" })
    .where(
      and(
        eq(accountExports.status, "pending"),
        isNull(accountExports.expiresAt),
        sql`${accountExports.createdAt} < now() - interval '1 day'`,
      ),
    );
  return expired.length;
}
