import { type Executor, ledgerEntries, ledgerHolds, ledgerPostings } from "@playpal/db";
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { userAccount } from "./accounts.ts";
import { postEntry } from "./post.ts";

/** What an object's entries left in its owner's held earnings (cents). */
async function heldForObject(db: Executor, ownerId: string, objectType: string, objectId: string) {
  const [row] = await db
    .select({ held: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(
      and(
        eq(ledgerPostings.accountId, userAccount(ownerId, "earnings_held")),
        eq(ledgerEntries.objectType, objectType),
        eq(ledgerEntries.objectId, objectId),
      ),
    );
  return Number(row?.held ?? 0);
}

/**
 * Releases one hold now, whatever its due time: what the object's entries left in the owner's held
 * earnings moves to available earnings (an `EARNINGS_RELEASE` entry keyed `release:<type>:<id>`) and the
 * hold is marked released. Idempotent: a released or unknown hold moves nothing. Answers the cents moved.
 */
export async function releaseHold(
  db: Executor,
  objectType: string,
  objectId: string,
  at = new Date(),
): Promise<number> {
  return (await release(db, objectType, objectId, at))?.cents ?? 0;
}

async function release(db: Executor, objectType: string, objectId: string, at: Date) {
  return db.transaction(async (tx) => {
    const [hold] = await tx
      .select()
      .from(ledgerHolds)
      .where(
        and(
          eq(ledgerHolds.objectType, objectType),
          eq(ledgerHolds.objectId, objectId),
          isNull(ledgerHolds.releasedAt),
        ),
      )
      .for("update");
    if (!hold) return null;
    const held = await heldForObject(tx, hold.ownerId, objectType, objectId);
    let entryId: string | null = null;
    if (held > 0) {
      const { entry } = await postEntry(tx, {
        idempotencyKey: `release:${objectType}:${objectId}`,
        kind: "EARNINGS_RELEASE",
        objectType,
        objectId,
        postings: [
          { accountId: userAccount(hold.ownerId, "earnings_held"), amount: -held },
          { accountId: userAccount(hold.ownerId, "earnings_available"), amount: held },
        ],
        at,
      });
      entryId = entry.id;
    }
    await tx
      .update(ledgerHolds)
      .set({ releasedAt: at, releaseEntryId: entryId })
      .where(and(eq(ledgerHolds.objectType, objectType), eq(ledgerHolds.objectId, objectId)));
    return { cents: Math.max(held, 0) };
  });
}

/**
 * Moves every hold due by `now` to available earnings (oldest first, at most `limit` per call; holds
 * another caller is releasing are skipped, so several runners may call it together). Callers: the
 * API's session-end job and the payout service before it calculates payouts.
 */
export async function releaseDueEarnings(
  db: Executor,
  now = new Date(),
  limit = 500,
): Promise<{ released: number; cents: number }> {
  const due = await db
    .select({ objectType: ledgerHolds.objectType, objectId: ledgerHolds.objectId })
    .from(ledgerHolds)
    .where(and(isNull(ledgerHolds.releasedAt), lte(ledgerHolds.releaseAt, now)))
    .orderBy(asc(ledgerHolds.releaseAt))
    .limit(limit);
  let released = 0;
  let cents = 0;
  for (const hold of due) {
    const moved = await release(db, hold.objectType, hold.objectId, now);
    if (!moved) continue;
    released += 1;
    cents += moved.cents;
  }
  return { released, cents };
}
