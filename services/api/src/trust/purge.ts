/**
 * The purge of a deleted account (API.md "Trust and safety"), run by the `account.purge` job once the
 * grace period is over. Every step is idempotent and the steps run in order, each committed on its
 * own, so a purge that dies half-way (a crash, a deploy) is finished by running it again: done steps
 * find nothing left to do. Storage objects are deleted before the rows that name them, and a final
 * sweep of the user's storage prefixes catches objects whose row went first. The users row itself
 * stays as a pseudonymous tombstone (no email, name, password or images) because direct messages stay
 * for the other participant (shown as "Deleted user") and financial records keep their user id.
 * docs/data-retention.md describes the same plan table by table.
 */
import {
  accountExports,
  authSessions,
  availabilities,
  blocks,
  channelMembers,
  channels,
  comments,
  creatorSubscriptions,
  identityVerifications,
  liveStreamMessages,
  liveStreams,
  notificationPreferences,
  notifications,
  payoutAccounts,
  pendingUploads,
  postImpressions,
  posts,
  productPurchases,
  products,
  profileLinks,
  pushTokens,
  reactions,
  reports,
  roomMessages,
  subscriptionPrices,
  userGrowth,
  users,
  verificationAssets,
} from "@playpal/db";
import { getUserBalances } from "@playpal/ledger";
import { and, eq, isNotNull, notExists, or, sql } from "drizzle-orm";
import { cancelFutureSessionsOf } from "../commerce/sessions.ts";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";
import { eraseComment } from "../posts/comments.ts";
import { unreact } from "../posts/reactions.ts";
import { erasePosts } from "../posts/service.ts";
import { DELETED_USER } from "../users/visibility.ts";

/**
 * Every table with a foreign key to `users`, and what the purge does to its rows of the user. A test
 * reads the foreign keys from PostgreSQL's catalog and fails when a table referencing users is missing
 * here: a new table must decide what happens to a deleted user's rows. `keep` rows stay on purpose.
 */
export const PURGE_PLAN = {
  users: "kept as a pseudonymous tombstone: email, names, username, password, bio, images cleared",
  auth_sessions: "deleted",
  live_streams: "deleted (and the provider's stream)",
  live_stream_messages: "deleted (the user's chat messages on any stream)",
  verification_assets: "deleted, with the documents in storage",
  identity_verifications: "deleted",
  follows: "deleted both ways, the other users' counters lowered",
  blocks: "deleted both ways",
  posts: "deleted with their media objects, comments, reactions and impressions",
  media: "deleted with the posts (storage objects first)",
  comments: "deleted (on anyone's posts), the posts' comment counters lowered",
  reactions: "deleted (on anyone's posts and comments), the counters lowered",
  post_impressions: "deleted",
  reports: "deleted: those the user filed and those about the user (the audit log keeps the actions)",
  conversation_participants: "kept: the thread stays for the other participant, who sees 'Deleted user'",
  messages: "kept: direct messages stay for the other participant, the sender shown as 'Deleted user'",
  channels: "deleted with their members, rooms, room messages and banner objects",
  channel_members: "deleted, the channels' member counters lowered",
  room_messages: "deleted (the user's messages in any room)",
  notifications: "deleted: those the user received and those the user caused (actor)",
  notification_preferences: "deleted",
  push_tokens: "deleted",
  creator_subscriptions:
    "kept, ended at once both ways (expires_at set to the purge): subscription_payments, the objects of ledger entries, cascade from them",
  subscription_prices: "deleted",
  play_sessions:
    "kept (ledger entries name them): future booked sessions cancelled first with the refund rule, as if the user cancelled (the purchaser gets everything back when the playpal is deleted)",
  products:
    "deleted when nobody bought them; a bought one is kept with its title replaced and description cleared (the buyers' product_purchases, named by ledger entries, cascade from it)",
  product_purchases: "kept as buyer: financial records named by ledger entries",
  availabilities: "deleted",
  payouts: "kept: financial records (the purge waits until earnings above PAYOUT_MINIMUM_CENTS are paid out)",
  payout_accounts: "deleted (the connected account id); the purge runs only once no payout is in transit",
  pending_uploads: "deleted (the objects go with the user's storage prefixes)",
  profile_links: "deleted",
  user_growth: "deleted (a derived rollup; trending recomputes it)",
  account_exports: "deleted, with the ZIP objects",
} as const;

/**
 * Tables whose rows of a purged user stay (see PURGE_PLAN). The ledger (ledger_accounts, _entries,
 * _postings, _holds) has no foreign key to users: its `owner_id` keeps the tombstone's id, which names
 * nobody once the users row is pseudonymized.
 */
export const KEPT_AFTER_PURGE = [
  "users",
  "conversation_participants",
  "messages",
  "creator_subscriptions",
  "play_sessions",
  "products",
  "product_purchases",
  "payouts",
] as const;

/** Storage folders holding only the user's objects (keys `<folder>/<userId>/...`). */
export const USER_STORAGE_PREFIXES = ["uploads", "avatars", "banners", "private/verification", "exports"];

const BATCH = 100;

/**
 * Posts erased per transaction by the `posts` step (`erasePosts`: one delete with the cascades, one
 * `post.deleted`, so one notifications delete and one feed-cache clear per batch).
 */
export const POSTS_BATCH = 500;

export type PurgeOutcome =
  | "purged"
  | "already-purged"
  | "not-due"
  | "restored"
  | "gone"
  | "waiting-for-payout";

/**
 * Earnings of the user not paid out yet (held, available, or in a payout in transit), in cents, when
 * they reach PAYOUT_MINIMUM_CENTS: the purge waits for a payout to move them (API.md: "unpaid earnings
 * above the payout minimum are paid out first"). Null when nothing holds the purge. Below the minimum
 * no payout can ever pay them: they stay in the ledger on the tombstone's accounts.
 */
export async function unpaidEarningsHold(
  deps: Pick<Deps, "db" | "config">,
  userId: string,
): Promise<{ unpaidEarningsCents: number; minimumCents: number } | null> {
  const b = await getUserBalances(deps.db, userId);
  const unpaid = b.earnings_held + b.earnings_available + b.payouts_in_transit;
  const minimumCents = deps.config.PAYOUT_MINIMUM_CENTS;
  return unpaid >= minimumCents ? { unpaidEarningsCents: unpaid, minimumCents } : null;
}

/** Whether the account is due: deactivated, past `purgeAt`, not purged yet. */
async function purgeState(deps: Deps, userId: string): Promise<PurgeOutcome | "due"> {
  const [row] = await deps.db
    .select({ deactivatedAt: users.deactivatedAt, purgeAt: users.purgeAt, purgedAt: users.purgedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return "gone";
  if (row.purgedAt) return "already-purged";
  if (!row.deactivatedAt) return "restored";
  if (!row.purgeAt || row.purgeAt.getTime() > Date.now()) return "not-due";
  return "due";
}

async function deleteObjects(deps: Deps, keys: (string | null | undefined)[]): Promise<void> {
  // Sequential on purpose: a purge is background work and must not flood storage.
  for (const key of keys) if (key) await deps.storage.delete(key);
}

/** Runs `step` on each batch of ids until `next` finds none. */
async function drainBatches(
  next: () => Promise<string[]>,
  step: (ids: string[]) => Promise<unknown>,
): Promise<void> {
  for (;;) {
    const ids = await next();
    if (ids.length === 0) return;
    await step(ids);
  }
}

/** Runs `step` on each id of the batches, one at a time, until `next` finds none. */
function drain(next: () => Promise<string[]>, step: (id: string) => Promise<unknown>): Promise<void> {
  return drainBatches(next, async (ids) => {
    for (const id of ids) await step(id);
  });
}

/**
 * The steps, in order. Each is idempotent; `hooks.afterStep` lets a test stop a purge half-way.
 */
export function purgeSteps(deps: Deps, userId: string): { name: string; run: () => Promise<unknown> }[] {
  const { db } = deps;
  return [
    {
      name: "sessions",
      run: () => cancelFutureSessionsOf(deps, userId),
    },
    {
      name: "posts",
      // A batch of posts per transaction (and per event), until none is left.
      run: () =>
        drainBatches(
          async () =>
            (
              await db
                .select({ id: posts.id })
                .from(posts)
                .where(eq(posts.authorId, userId))
                .limit(POSTS_BATCH)
            ).map((r) => r.id),
          (postIds) => erasePosts(deps, postIds, userId),
        ),
    },
    {
      name: "comments",
      run: () =>
        drain(
          async () =>
            (
              await db
                .select({ id: comments.id, postId: comments.postId })
                .from(comments)
                .where(eq(comments.authorId, userId))
                .limit(BATCH)
            ).map((r) => `${r.postId}/${r.id}`),
          async (both) => {
            const [postId, commentId] = both.split("/") as [string, string];
            await eraseComment(deps, postId, commentId);
          },
        ),
    },
    {
      name: "reactions",
      run: () =>
        drain(
          async () =>
            (
              await db
                .select({ id: reactions.id })
                .from(reactions)
                .where(eq(reactions.userId, userId))
                .limit(BATCH)
            ).map((r) => r.id),
          (reactionId) => unreact(deps, userId, reactionId).catch(() => undefined),
        ),
    },
    {
      name: "follows",
      run: () =>
        db
          .transaction(async (tx) => {
            const followed = await tx.execute<{ id: string }>(sql`update users
              set followers_count = greatest(followers_count - 1, 0)
              where id in (select following_id from follows where follower_id = ${userId}) returning id`);
            const followers = await tx.execute<{ id: string }>(sql`update users
              set following_count = greatest(following_count - 1, 0)
              where id in (select follower_id from follows where following_id = ${userId}) returning id`);
            await tx.execute(
              sql`delete from follows where follower_id = ${userId} or following_id = ${userId}`,
            );
            return [...followed.rows, ...followers.rows].map((r) => r.id);
          })
          // Their cached accounts show the counters.
          .then((userIds) => publish(deps, "user.changed", { userIds })),
    },
    {
      name: "blocks",
      run: () => db.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId))),
    },
    {
      name: "channel memberships",
      run: () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`update channels set member_count = greatest(member_count - 1, 0)
            where id in (select channel_id from channel_members where user_id = ${userId}) and owner_id <> ${userId}`);
          await tx.delete(channelMembers).where(eq(channelMembers.userId, userId));
        }),
    },
    {
      name: "owned channels",
      run: async () => {
        const owned = await db
          .select({ id: channels.id, bannerKey: channels.bannerKey })
          .from(channels)
          .where(eq(channels.ownerId, userId));
        for (const channel of owned) {
          for (const key of await deps.storage.list(`channels/${channel.id}/`))
            await deps.storage.delete(key);
          await deleteObjects(deps, [channel.bannerKey]);
          await db.delete(channels).where(eq(channels.id, channel.id));
        }
      },
    },
    {
      name: "room messages",
      run: () => db.delete(roomMessages).where(eq(roomMessages.senderId, userId)),
    },
    {
      name: "live streams",
      run: async () => {
        await db.delete(liveStreamMessages).where(eq(liveStreamMessages.userId, userId));
        const streams = await db
          .select({ id: liveStreams.id, providerStreamId: liveStreams.providerStreamId })
          .from(liveStreams)
          .where(eq(liveStreams.userId, userId));
        for (const stream of streams) {
          await deps.video
            .deleteLiveStream(stream.providerStreamId)
            .catch((error: Error) =>
              deps.logger.warn({ userId, err: error.message }, "provider stream not deleted on purge"),
            );
          await db.delete(liveStreams).where(eq(liveStreams.id, stream.id));
        }
      },
    },
    {
      name: "identity verification",
      run: async () => {
        await db.delete(identityVerifications).where(eq(identityVerifications.userId, userId));
        const assets = await db
          .select({ id: verificationAssets.id, key: verificationAssets.storageKey })
          .from(verificationAssets)
          .where(eq(verificationAssets.userId, userId));
        await deleteObjects(
          deps,
          assets.map((a) => a.key),
        );
        await db.delete(verificationAssets).where(eq(verificationAssets.userId, userId));
      },
    },
    {
      name: "exports",
      run: async () => {
        const rows = await db
          .select({ key: accountExports.storageKey })
          .from(accountExports)
          .where(and(eq(accountExports.userId, userId), isNotNull(accountExports.storageKey)));
        await deleteObjects(
          deps,
          rows.map((r) => r.key),
        );
        await db.delete(accountExports).where(eq(accountExports.userId, userId));
      },
    },
    {
      name: "notifications",
      run: async () => {
        // The caches of everyone the user notified are cleared on `account.purged` (their lists and
        // counts left these out since the deactivation).
        await db
          .delete(notifications)
          .where(or(eq(notifications.recipientId, userId), eq(notifications.actorId, userId)));
      },
    },
    {
      name: "reports",
      run: () =>
        db
          .delete(reports)
          .where(
            or(
              eq(reports.reporterId, userId),
              and(eq(reports.targetType, "user"), eq(reports.targetId, userId)),
            ),
          ),
    },
    {
      name: "commerce",
      run: async () => {
        await db
          .update(creatorSubscriptions)
          .set({ expiresAt: sql`least(coalesce(${creatorSubscriptions.expiresAt}, now()), now())` })
          .where(
            or(eq(creatorSubscriptions.subscriberId, userId), eq(creatorSubscriptions.creatorId, userId)),
          );
        await db.delete(subscriptionPrices).where(eq(subscriptionPrices.creatorId, userId));
        await db
          .delete(products)
          .where(
            and(
              eq(products.creatorId, userId),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(productPurchases)
                  .where(eq(productPurchases.productId, products.id)),
              ),
            ),
          );
        await db
          .update(products)
          .set({ title: "Deleted product", description: null })
          .where(eq(products.creatorId, userId));
        await db.delete(availabilities).where(eq(availabilities.userId, userId));
        await db.delete(payoutAccounts).where(eq(payoutAccounts.userId, userId));
        await db.delete(profileLinks).where(eq(profileLinks.userId, userId));
        await db.delete(userGrowth).where(eq(userGrowth.userId, userId));
      },
    },
    {
      name: "sessions, tokens, preferences, impressions",
      run: async () => {
        await db.delete(authSessions).where(eq(authSessions.userId, userId));
        await db.delete(pushTokens).where(eq(pushTokens.userId, userId));
        await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
        await db.delete(postImpressions).where(eq(postImpressions.userId, userId));
        const uploads = await db
          .select({ key: pendingUploads.storageKey })
          .from(pendingUploads)
          .where(eq(pendingUploads.userId, userId));
        await deleteObjects(
          deps,
          uploads.map((u) => u.key),
        );
        await db.delete(pendingUploads).where(eq(pendingUploads.userId, userId));
      },
    },
    {
      name: "profile images and leftover objects",
      run: async () => {
        const [row] = await db
          .select({ avatarKey: users.avatarKey, bannerKey: users.bannerKey })
          .from(users)
          .where(eq(users.id, userId));
        await deleteObjects(deps, [row?.avatarKey, row?.bannerKey]);
        for (const prefix of USER_STORAGE_PREFIXES) {
          for (const key of await deps.storage.list(`${prefix}/${userId}/`)) await deps.storage.delete(key);
        }
      },
    },
    {
      name: "pseudonymize",
      run: () =>
        db
          .update(users)
          .set({
            email: `deleted-${userId}@deleted.invalid`,
            username: null,
            passwordHash: "!",
            firstName: "",
            lastName: "",
            displayName: DELETED_USER.display_name,
            bio: null,
            avatarKey: null,
            bannerKey: null,
            isLive: false,
            activeLiveStreamId: null,
            followersCount: 0,
            followingCount: 0,
            purgeAt: null,
            purgedAt: new Date(),
          })
          .where(eq(users.id, userId)),
    },
  ];
}

/**
 * Purges the account when it is due (deactivated and past `purgeAt`); anything else is a no-op that
 * says why (restored by a login, not due yet, already purged). `afterStep` is for tests only.
 */
export async function purgeAccount(
  deps: Deps,
  userId: string,
  options: { afterStep?: (name: string) => void | Promise<void> } = {},
): Promise<PurgeOutcome> {
  const state = await purgeState(deps, userId);
  if (state !== "due") return state;
  for (const step of purgeSteps(deps, userId)) {
    await step.run();
    await options.afterStep?.(step.name);
    if (step.name === "sessions") {
      // Future sessions are cancelled (their held earnings refunded) before the earnings are counted.
      const hold = await unpaidEarningsHold(deps, userId);
      if (hold) {
        deps.logger.info(
          { userId, ...hold },
          "purge waits: unpaid earnings above the payout minimum are paid out first",
        );
        return "waiting-for-payout";
      }
    }
  }
  deps.logger.info({ userId }, "account purged");
  await publish(deps, "account.purged", { userId });
  return "purged";
}

/** Accounts whose grace period ended and that are not purged yet (the sweep's catch-up), oldest first. */
export async function duePurges(deps: Pick<Deps, "db">, limit = 500): Promise<string[]> {
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.purgeAt), sql`${users.purgeAt} <= now()`, sql`${users.purgedAt} is null`))
    .orderBy(users.purgeAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
