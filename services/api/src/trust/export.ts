/**
 * Data export (API.md): POST /user/me/export queues a job that streams a ZIP of the user's data to
 * storage. What the ZIP holds is one declarative plan, as the purge has its own: EXPORT_PLAN lists its
 * entries in order (JSON documents, JSON lists walked by keyset, storage objects), EXPORTED_TABLES says
 * for every table holding a user's rows where they go or why they do not. Nothing is held whole in
 * memory: each list is written page by page, each object piped from storage, and the ZIP itself is
 * piped to storage as it is made (yazl).
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
  await queueExportBuild(deps, result.exportId, userId).catch(async (error: unknown) => {
    await markFailed(deps, result.exportId, "could not be queued");
    throw error;
  });
  return { exportId: result.exportId };
}

/** The `export.build` job of an export; its id is the export's, so queuing it again adds nothing. */
function queueExportBuild(deps: Deps, exportId: string, userId: string) {
  return deps.queues.accounts.add(
    "export.build",
    { exportId, userId },
    {
      jobId: `export-${exportId}`,
      attempts: 3,
      backoff: { type: "exponential", delay: 30_000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    },
  );
}

/** An export still pending this long after its request has lost its job (or is about to fail it). */
const EXPORT_REQUEUE_AFTER_MS = 10 * 60_000;

/**
 * The sweep's part for exports whose job was lost (with Redis's data): every export pending for over
 * ten minutes is queued again under its own job id, which adds nothing while its job still exists
 * (waiting, running, retrying, or kept after it finished). Returns how many were looked at.
 */
export async function requeuePendingExports(deps: Deps, limit = 500): Promise<number> {
  const pending = await deps.db
    .select({ id: accountExports.id, userId: accountExports.userId })
    .from(accountExports)
    .where(
      and(
        eq(accountExports.status, "pending"),
        sql`${accountExports.createdAt} < now() - make_interval(secs => ${EXPORT_REQUEUE_AFTER_MS / 1000})`,
      ),
    )
    .orderBy(accountExports.createdAt)
    .limit(limit);
  for (const row of pending) await queueExportBuild(deps, row.id, row.userId);
  return pending.length;
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

/** What an export entry is made from: the user's row (read once) and the ports. */
interface ExportContext {
  deps: Deps;
  userId: string;
  user: typeof users.$inferSelect;
}

/**
 * One entry (or set of entries) of the ZIP:
 * - `document`: one JSON value, pretty-printed (small by nature: the profile, the blocks);
 * - `list`: a JSON array streamed item by item from a keyset walk, never held whole;
 * - `files`: storage objects, each piped into the ZIP only when the ZIP reaches it.
 */
type ExportEntry =
  | { kind: "document"; file: string; value: (ctx: ExportContext) => Promise<unknown> }
  | { kind: "list"; file: string; items: (ctx: ExportContext) => AsyncIterable<unknown> }
  | {
      kind: "files";
      folder: string;
      objects: (ctx: ExportContext) => Promise<{ name: string; key: string }[]>;
    };

const extension = (key: string) => key.split("/").at(-1)?.split(".").slice(1).join(".") || "bin";
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Rows of `table` where `where` holds (the user's own), newest first, a keyset page at a time. */
function ownRows<R extends { id: string; createdAt: Date }>(
  table: PgTable & { id: PgColumn; createdAt: PgColumn },
  where: (userId: string) => SQL,
  present: (row: R) => unknown,
) {
  return async function* ({ deps, userId }: ExportContext) {
    let cursor: Cursor | undefined;
    for (;;) {
      const rows = (await deps.db
        .select()
        .from(table as PgTable)
        .where(and(where(userId), cursor ? olderThan(table.createdAt, table.id, cursor) : undefined))
        .orderBy(...newestFirst(table.createdAt, table.id))
        .limit(PAGE)) as unknown as R[];
      for (const row of rows) yield present(row);
      const last = rows.at(-1);
      if (rows.length < PAGE || !last) return;
      cursor = { id: last.id, createdAt: last.createdAt };
    }
  };
}

/** The other side of the user's follows (`column` is the user), as its id and public username only. */
function followEdges(column: PgColumn, other: PgColumn) {
  return async function* ({ deps, userId }: ExportContext) {
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
      for (const row of rows) yield { userId: row.id, username: row.username, since: iso(row.createdAt) };
      const last = rows.at(-1);
      if (rows.length < PAGE || !last) return;
      after = { createdAt: last.createdAt, id: last.id as string };
    }
  };
}

/**
 * What the export holds, entry by entry in ZIP order (API.md "Data export"). Only the user's own data:
 * others appear as public summaries (id, username) at most; messages others sent are not included, nor
 * previews of them in notifications. EXPORTED_TABLES says, for every table holding rows of a user,
 * which entry carries them or why none does.
 */
export const EXPORT_PLAN: readonly ExportEntry[] = [
  {
    kind: "document",
    file: "profile.json",
    value: async ({ deps, userId, user }) => {
      const [preferences] = await deps.db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return {
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
        notificationPreferences: preferences
          ? { ...preferences, userId: undefined, updatedAt: undefined }
          : null,
      };
    },
  },
  {
    kind: "list",
    file: "posts.json",
    items: ownRows(
      posts,
      (userId) => eq(posts.authorId, userId),
      (p: typeof posts.$inferSelect) => ({
        id: p.id,
        body: p.body,
        type: p.type,
        visibility: p.visibility,
        commentable: p.commentable,
        gameId: p.gameId,
        // The author's own mark; screening's verdicts are moderation records, not exported.
        markedSensitive: p.markedSensitive,
        createdAt: iso(p.createdAt),
      }),
    ),
  },
  {
    kind: "list",
    file: "comments.json",
    items: ownRows(
      comments,
      (userId) => eq(comments.authorId, userId),
      (c: typeof comments.$inferSelect) => ({
        id: c.id,
        postId: c.postId,
        body: c.body,
        createdAt: iso(c.createdAt),
      }),
    ),
  },
  {
    kind: "list",
    file: "reactions.json",
    items: ownRows(
      reactions,
      (userId) => eq(reactions.userId, userId),
      (r: typeof reactions.$inferSelect) => ({
        id: r.id,
        postId: r.postId,
        commentId: r.commentId,
        kind: r.kind,
        createdAt: iso(r.createdAt),
      }),
    ),
  },
  {
    kind: "list",
    file: "messages.json",
    items: ownRows(
      messages,
      (userId) => eq(messages.senderId, userId),
      (m: typeof messages.$inferSelect) => ({
        id: m.id,
        conversationId: m.conversationId,
        body: m.deletedAt ? null : m.body,
        editedAt: iso(m.editedAt),
        deletedAt: iso(m.deletedAt),
        createdAt: iso(m.createdAt),
      }),
    ),
  },
  {
    kind: "list",
    file: "notifications.json",
    items: ownRows(
      notifications,
      (userId) => eq(notifications.recipientId, userId),
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
  },
  {
    // What GET /wallet/transactions lists (one item per ledger entry that changed the user's coins or
    // unpaid earnings), every page; the other party as its id and username only.
    kind: "list",
    file: "wallet-transactions.json",
    items: async function* ({ deps, userId }) {
      let cursor: Cursor | undefined;
      for (;;) {
        const page = await listWalletTransactions(deps, userId, { limit: PAGE, cursor });
        for (const t of page.items) {
          const counterparty = t.counterparty
            ? { id: t.counterparty.id, username: t.counterparty.username }
            : null;
          yield { ...t, counterparty };
        }
        if (!page.nextCursor) return;
        cursor = { id: page.nextCursor.id, createdAt: new Date(page.nextCursor.createdAt) };
      }
    },
  },
  { kind: "list", file: "following.json", items: followEdges(follows.followerId, follows.followingId) },
  { kind: "list", file: "followers.json", items: followEdges(follows.followingId, follows.followerId) },
  {
    kind: "document",
    file: "blocks.json",
    value: async ({ deps, userId }) => {
      const blocked = await deps.db
        .select({ userId: blocks.blockedId, since: blocks.createdAt })
        .from(blocks)
        .where(eq(blocks.blockerId, userId));
      return blocked.map((b) => ({ userId: b.userId, since: iso(b.since) }));
    },
  },
  {
    // The files of the user's posts; an image's original is deleted once it is processed, its display
    // variant is then the file.
    kind: "files",
    folder: "media",
    objects: async ({ deps, userId }) => {
      const files = await deps.db
        .select({
          id: media.id,
          postId: media.postId,
          storageKey: media.storageKey,
          variants: media.variants,
        })
        .from(media)
        .where(eq(media.ownerId, userId));
      const found: { name: string; key: string }[] = [];
      for (const file of files) {
        const key = (await deps.storage.head(file.storageKey)) ? file.storageKey : file.variants?.[0];
        if (!key || !(await deps.storage.head(key))) continue;
        found.push({ name: `${file.postId}/${file.id}.${extension(key)}`, key });
      }
      return found;
    },
  },
  {
    kind: "files",
    folder: "profile",
    objects: async ({ deps, user }) => {
      const found: { name: string; key: string }[] = [];
      for (const [name, key] of [
        ["avatar", user.avatarKey],
        ["banner", user.bannerKey],
      ] as const) {
        if (key && (await deps.storage.head(key))) found.push({ name: `${name}.${extension(key)}`, key });
      }
      return found;
    },
  },
];

/**
 * Every table with a foreign key to `users`, and where the export carries its rows of the user (or why
 * it does not). A test reads the foreign keys from PostgreSQL's catalog and fails when one is missing
 * here, as for PURGE_PLAN: a new table must decide whether it is the user's data to hand over.
 */
export const EXPORTED_TABLES = {
  users: "profile.json (and the images under profile/)",
  notification_preferences: "profile.json, notificationPreferences",
  posts: "posts.json",
  media: "media/<postId>/<mediaId>.<ext>",
  comments: "comments.json",
  reactions: "reactions.json",
  messages: "messages.json: those the user sent (not those sent to them)",
  notifications: "notifications.json: those the user received, a direct message's preview left out",
  follows: "following.json and followers.json: the other side as id and username",
  blocks: "blocks.json: those the user made",
  creator_subscriptions: "wallet-transactions.json: the ledger movements they caused",
  play_sessions: "wallet-transactions.json: the ledger movements they caused",
  product_purchases: "wallet-transactions.json: the ledger movements they caused",
  payouts: "not exported: paid out earnings are in wallet-transactions.json as ledger movements",
  auth_sessions: "not exported: device sessions, security records",
  live_streams: "not exported: stream keys are credentials",
  live_stream_messages: "not exported",
  verification_assets: "not exported: identity documents stay with the reviewers",
  identity_verifications: "not exported",
  post_impressions: "not exported: analytics",
  reports: "not exported: moderation records",
  conversation_participants: "not exported (the user's messages are)",
  channels: "not exported",
  channel_members: "not exported",
  room_messages: "not exported",
  push_tokens: "not exported: device credentials",
  subscription_prices: "not exported",
  products: "not exported",
  availabilities: "not exported",
  payout_accounts: "not exported: the provider's account id",
  pending_uploads: "not exported: bookkeeping of uploads in flight",
  profile_links: "not exported",
  user_growth: "not exported: a derived rollup",
  account_exports: "not exported: the exports themselves",
} as const;

/** A JSON array written item by item, as the ZIP reads it. */
function jsonArray(items: AsyncIterable<unknown>): Readable {
  return Readable.from(
    (async function* () {
      yield "[";
      let first = true;
      for await (const item of items) {
        yield `${first ? "\n" : ",\n"}${JSON.stringify(item)}`;
        first = false;
      }
      yield "\n]\n";
    })(),
  );
}

/** An object's bytes, opened only when the ZIP reaches its entry. */
function lazyObject(deps: Deps, key: string): Readable {
  return Readable.from(
    (async function* () {
      for await (const chunk of await deps.storage.get(key)) yield chunk as Buffer;
    })(),
  );
}

/** Fills the ZIP with EXPORT_PLAN's entries, in order. Returns once every entry is added (not written). */
async function addEntries(deps: Deps, zip: yazl.ZipFile, userId: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User not found");
  const ctx: ExportContext = { deps, userId, user };
  for (const entry of EXPORT_PLAN) {
    if (entry.kind === "document") {
      zip.addBuffer(Buffer.from(`${JSON.stringify(await entry.value(ctx), null, 2)}\n`), entry.file);
    } else if (entry.kind === "list") {
      zip.addReadStream(jsonArray(entry.items(ctx)), entry.file);
    } else {
      for (const object of await entry.objects(ctx)) {
        zip.addReadStream(lazyObject(deps, object.key), `${entry.folder}/${object.name}`);
      }
    }
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
      // The entries are read on a replica that has replayed the user's last write (else the primary):
      // a replica failing mid-export fails the job, and its retry reads elsewhere (replicas.ts).
      const { db } = await deps.reads.handle(userId);
      await addEntries(db === deps.db ? deps : { ...deps, db }, zip, userId);
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
