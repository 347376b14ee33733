import {
  availabilities,
  type Cursor,
  creatorSubscriptions,
  type Executor,
  newestFirst,
  olderThan,
  playSessions,
  productPurchases,
  products,
  subscriptionPayments,
  subscriptionPrices,
  users,
} from "@playpal/db";
import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";

export type SubscriptionRow = typeof creatorSubscriptions.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type PurchaseRow = typeof productPurchases.$inferSelect;
export type AvailabilityRow = typeof availabilities.$inferSelect;
export type SessionRow = typeof playSessions.$inferSelect;

const userColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  avatarKey: users.avatarKey,
};

// ---- subscriptions ---------------------------------------------------------------------------------

export async function findSubscriptionPrice(db: Executor, creatorId: string): Promise<number | null> {
  const [row] = await db
    .select({ priceCoins: subscriptionPrices.priceCoins })
    .from(subscriptionPrices)
    .where(eq(subscriptionPrices.creatorId, creatorId));
  return row?.priceCoins ?? null;
}

export async function upsertSubscriptionPrice(db: Executor, creatorId: string, priceCoins: number) {
  await db
    .insert(subscriptionPrices)
    .values({ creatorId, priceCoins })
    .onConflictDoUpdate({ target: subscriptionPrices.creatorId, set: { priceCoins, updatedAt: new Date() } });
}

/** The (subscriber, creator) subscription row, created when missing, locked until the transaction ends. */
export async function lockSubscription(tx: Executor, subscriberId: string, creatorId: string) {
  await tx
    .insert(creatorSubscriptions)
    .values({ subscriberId, creatorId, expiresAt: new Date() })
    .onConflictDoNothing({ target: [creatorSubscriptions.subscriberId, creatorSubscriptions.creatorId] });
  const [row] = await tx
    .select()
    .from(creatorSubscriptions)
    .where(
      and(eq(creatorSubscriptions.subscriberId, subscriberId), eq(creatorSubscriptions.creatorId, creatorId)),
    )
    .for("update");
  if (!row) throw new Error("subscription row vanished");
  return row;
}

export async function setSubscriptionExpiry(tx: Executor, subscriptionId: string, expiresAt: Date) {
  await tx.update(creatorSubscriptions).set({ expiresAt }).where(eq(creatorSubscriptions.id, subscriptionId));
}

export async function insertSubscriptionPayment(
  tx: Executor,
  values: typeof subscriptionPayments.$inferInsert,
): Promise<string> {
  const [row] = await tx
    .insert(subscriptionPayments)
    .values(values)
    .returning({ id: subscriptionPayments.id });
  if (!row) throw new Error("payment insert returned nothing");
  return row.id;
}

export async function findSubscription(db: Executor, subscriberId: string, creatorId: string) {
  const [row] = await db
    .select()
    .from(creatorSubscriptions)
    .where(
      and(eq(creatorSubscriptions.subscriberId, subscriberId), eq(creatorSubscriptions.creatorId, creatorId)),
    );
  return row ?? null;
}

export async function findSubscriptionById(db: Executor, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(creatorSubscriptions)
    .where(eq(creatorSubscriptions.id, subscriptionId));
  return row ?? null;
}

/** The price of a subscription's last paid period. */
const lastPrice = sql<number | null>`(
  select ${subscriptionPayments.priceCoins} from ${subscriptionPayments}
   where ${subscriptionPayments.subscriptionId} = ${creatorSubscriptions.id}
   order by ${subscriptionPayments.createdAt} desc limit 1)`;

/** The subscriber's subscriptions with their creator, newest first (keyset on createdAt, id). */
export async function listSubscriptions(
  db: Executor,
  subscriberId: string,
  page: { limit: number; cursor?: Cursor },
) {
  return db
    .select({ subscription: creatorSubscriptions, creator: userColumns, priceCoins: lastPrice })
    .from(creatorSubscriptions)
    .innerJoin(users, eq(users.id, creatorSubscriptions.creatorId))
    .where(
      and(
        eq(creatorSubscriptions.subscriberId, subscriberId),
        page.cursor
          ? olderThan(creatorSubscriptions.createdAt, creatorSubscriptions.id, page.cursor)
          : undefined,
      ),
    )
    .orderBy(...newestFirst(creatorSubscriptions.createdAt, creatorSubscriptions.id))
    .limit(page.limit);
}

export async function findSubscriptionView(db: Executor, subscriptionId: string) {
  const [row] = await db
    .select({ subscription: creatorSubscriptions, creator: userColumns, priceCoins: lastPrice })
    .from(creatorSubscriptions)
    .innerJoin(users, eq(users.id, creatorSubscriptions.creatorId))
    .where(eq(creatorSubscriptions.id, subscriptionId));
  return row ?? null;
}

// ---- products --------------------------------------------------------------------------------------

export async function insertProduct(db: Executor, values: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error("product insert returned nothing");
  return row;
}

export async function findProduct(db: Executor, productId: string): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  return row ?? null;
}

export async function listProducts(
  db: Executor,
  creatorId: string,
  page: { limit: number; cursor?: Cursor },
) {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.creatorId, creatorId),
        page.cursor ? olderThan(products.createdAt, products.id, page.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(products.createdAt, products.id))
    .limit(page.limit);
}

export async function insertPurchase(tx: Executor, values: typeof productPurchases.$inferInsert) {
  const [row] = await tx.insert(productPurchases).values(values).returning();
  if (!row) throw new Error("purchase insert returned nothing");
  return row;
}

export async function findPurchase(db: Executor, purchaseId: string): Promise<PurchaseRow | null> {
  const [row] = await db.select().from(productPurchases).where(eq(productPurchases.id, purchaseId));
  return row ?? null;
}

// ---- availability and sessions ---------------------------------------------------------------------

export async function upsertAvailability(db: Executor, values: typeof availabilities.$inferInsert) {
  const { userId: _userId, ...set } = values;
  const [row] = await db
    .insert(availabilities)
    .values(values)
    .onConflictDoUpdate({ target: availabilities.userId, set: { ...set, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error("availability upsert returned nothing");
  return row;
}

export async function findAvailability(db: Executor, userId: string): Promise<AvailabilityRow | null> {
  const [row] = await db.select().from(availabilities).where(eq(availabilities.userId, userId));
  return row ?? null;
}

/** The playpal's live (not cancelled) sessions overlapping [from, to). */
export async function liveSessionsBetween(db: Executor, playpalId: string, from: Date, to: Date) {
  return db
    .select({ startsAt: playSessions.startsAt, endsAt: playSessions.endsAt })
    .from(playSessions)
    .where(
      and(
        eq(playSessions.playpalId, playpalId),
        ne(playSessions.status, "cancelled"),
        lt(playSessions.startsAt, to),
        gt(playSessions.endsAt, from),
      ),
    );
}

export async function insertSession(
  tx: Executor,
  values: typeof playSessions.$inferInsert,
): Promise<SessionRow> {
  const [row] = await tx.insert(playSessions).values(values).returning();
  if (!row) throw new Error("session insert returned nothing");
  return row;
}

export async function setSessionRoom(tx: Executor, sessionId: string, roomId: string) {
  await tx.update(playSessions).set({ roomId }).where(eq(playSessions.id, sessionId));
}

export async function findSession(db: Executor, sessionId: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(playSessions).where(eq(playSessions.id, sessionId));
  return row ?? null;
}

export async function lockSession(tx: Executor, sessionId: string): Promise<SessionRow | null> {
  const [row] = await tx.select().from(playSessions).where(eq(playSessions.id, sessionId)).for("update");
  return row ?? null;
}

export async function cancelSession(
  tx: Executor,
  sessionId: string,
  values: { cancelledAt: Date; cancelledBy: string; refundCoins: number },
) {
  await tx
    .update(playSessions)
    .set({ status: "cancelled", ...values })
    .where(eq(playSessions.id, sessionId));
}

/** Marks a booked session completed once it has ended; false when it was not booked (cancelled, done). */
export async function completeSession(tx: Executor, sessionId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(playSessions)
    .set({ status: "completed" })
    .where(
      and(
        eq(playSessions.id, sessionId),
        eq(playSessions.status, "booked"),
        sql`${playSessions.endsAt} <= ${now}`,
      ),
    )
    .returning({ id: playSessions.id });
  return rows.length > 0;
}

/** Booked sessions of a user (either party) that have not started yet. */
export async function futureBookedSessionIds(db: Executor, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: playSessions.id })
    .from(playSessions)
    .where(
      and(
        or(eq(playSessions.playpalId, userId), eq(playSessions.purchaserId, userId)),
        eq(playSessions.status, "booked"),
        sql`${playSessions.startsAt} > ${now}`,
      ),
    );
  return rows.map((r) => r.id);
}

/** Booked sessions whose end has passed (their end job has not run), oldest first. */
export async function endedBookedSessionIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: playSessions.id })
    .from(playSessions)
    .where(and(eq(playSessions.status, "booked"), sql`${playSessions.endsAt} <= ${now}`))
    .orderBy(playSessions.endsAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Booked sessions starting in (from, to], soonest first. */
export async function bookedSessionsStartingBetween(
  db: Executor,
  from: Date,
  to: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: playSessions.id })
    .from(playSessions)
    .where(
      and(
        eq(playSessions.status, "booked"),
        sql`${playSessions.startsAt} > ${from}`,
        sql`${playSessions.startsAt} <= ${to}`,
      ),
    )
    .orderBy(playSessions.startsAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Subscribers whose subscription lapsed in [from, now). */
export async function subscribersLapsedBetween(db: Executor, from: Date, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: creatorSubscriptions.subscriberId })
    .from(creatorSubscriptions)
    .where(and(gt(creatorSubscriptions.expiresAt, from), sql`${creatorSubscriptions.expiresAt} <= ${now}`));
  return rows.map((r) => r.id);
}

/** The caller's sessions as either party, newest booking first (keyset on createdAt, id). */
export async function listSessions(db: Executor, userId: string, page: { limit: number; cursor?: Cursor }) {
  return db
    .select()
    .from(playSessions)
    .where(
      and(
        or(eq(playSessions.playpalId, userId), eq(playSessions.purchaserId, userId)),
        page.cursor ? olderThan(playSessions.createdAt, playSessions.id, page.cursor) : undefined,
      ),
    )
    .orderBy(...newestFirst(playSessions.createdAt, playSessions.id))
    .limit(page.limit);
}
