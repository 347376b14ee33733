import { randomBytes } from "node:crypto";
import { type Executor, identityVerifications, payoutAccounts, users } from "@playpal/db";
import { coinPurchasePostings, coinSpendPostings, postEntry, verifyLedger } from "@playpal/ledger";

/** Earnings cents equal to the coins spent: no fee, one cent per coin. */
const RATES = { coinValueCents: 1, platformFeeBps: 0 };

let counter = 0;
/** A user row (the payout service has no registration route). */
export async function insertUser(db: Executor, name = "creator"): Promise<string> {
  counter += 1;
  const suffix = `${counter}${randomBytes(3).toString("hex")}`;
  const [row] = await db
    .insert(users)
    .values({
      email: `${name}${suffix}@example.com`,
      username: `${name}${suffix}`.slice(0, 20),
      passwordHash: "x",
      firstName: name,
      lastName: suffix,
      displayName: name,
    })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * A fan buys `cents` coins and spends them with the creator at `at`, through the real ledger: the
 * creator's earnings become available at once, or are held until `heldUntil` (a session's end).
 * Answers the object id of the spend (the hold's object: `session`, id).
 */
export async function earn(
  db: Executor,
  creatorId: string,
  cents: number,
  at: Date,
  options: { heldUntil?: Date } = {},
): Promise<string> {
  const fan = await insertUser(db, "fan");
  const ref = randomBytes(6).toString("hex");
  await postEntry(db, {
    idempotencyKey: `test:purchase:${ref}`,
    kind: "COIN_PURCHASE",
    postings: coinPurchasePostings(fan, cents),
    at,
  });
  const held = options.heldUntil !== undefined;
  await postEntry(db, {
    idempotencyKey: `test:spend:${ref}`,
    kind: held ? "SESSION_BOOKING" : "SUBSCRIPTION",
    objectType: held ? "session" : "subscription_payment",
    objectId: ref,
    postings: coinSpendPostings({ payerId: fan, creatorId, coins: cents, rates: RATES, held }),
    hold: held ? { ownerId: creatorId, releaseAt: options.heldUntil as Date } : undefined,
    at,
  });
  return ref;
}

export async function approveIdentity(db: Executor, userId: string): Promise<void> {
  await db.insert(identityVerifications).values({ userId, status: "approved", reviewedAt: new Date() });
}

export async function connectAccount(db: Executor, userId: string, providerAccountId: string): Promise<void> {
  await db.insert(payoutAccounts).values({ userId, providerAccountId, status: "connected" });
}

/** A creator who may be paid: verified identity and a connected account. */
export async function payableCreator(db: Executor, accountId: string): Promise<string> {
  const id = await insertUser(db);
  await approveIdentity(db, id);
  await connectAccount(db, id, accountId);
  return id;
}

/** The ledger check of `npm run ledger:verify`; throws with the report unless it is clean. */
export async function expectLedgerClean(db: Executor): Promise<void> {
  const report = await verifyLedger(db);
  if (!report.ok) throw new Error(`ledger verification failed: ${JSON.stringify(report)}`);
}
