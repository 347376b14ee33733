import { type Cursor, isUniqueViolation, pgError, toPage } from "@playpal/db";
import {
  coinRefundPostings,
  coinSpendPostings,
  entriesForObject,
  findEntryByKey,
  lockAccounts,
  postEntry,
  releaseHold,
  userAccount,
} from "@playpal/ledger";
import { badRequest, conflict, notFound } from "@playpal/platform";
import type { z } from "zod";
import { createSessionRoom, loadRooms } from "../channels/rooms.ts";
import type { Deps } from "../deps.ts";
import { type DomainEvents, publish, publishInTransaction } from "../events/bus.ts";
import { enforce } from "../http/policy.ts";
import { charging, clientKey, idempotencyKeyReused, Replayed, ratesOf } from "./charge.ts";
import { scheduleSessionJobs, unscheduleSessionJobs } from "./delayed-jobs.ts";
import { requireCounterparty, requireVisibleUser } from "./parties.ts";
import { sessionPartyPolicy } from "./policy.ts";
import * as q from "./queries.ts";
import type { availabilityWithSlotsSchema } from "./schema.ts";
import { BOOKING_HORIZON_MS, isSlotStart, overlaps, slotStarts } from "./slots.ts";
import { type AvailabilityView, presentAvailability, presentSession, type SessionView } from "./views.ts";

/** A purchaser cancelling less than this before the start gets half the price back (rounded down). */
export const FULL_REFUND_NOTICE_MS = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/** `PUT /availability`: replaces the caller's weekly windows, session length and price. */
export async function setAvailability(
  deps: Deps,
  userId: string,
  input: {
    priceCoins: number;
    sessionMinutes: number;
    slots: { dayOfWeek: number; start: string; end: string }[];
  },
): Promise<AvailabilityView> {
  const row = await q.upsertAvailability(deps.db, { userId, timezone: "UTC", ...input });
  return presentAvailability(row);
}

/** `GET /user/:userId/availability`: the availability and its bookable starts of the next 14 days. */
export async function getAvailability(deps: Deps, viewerId: string, userId: string, now = new Date()) {
  await requireVisibleUser(deps.db, viewerId, userId);
  const row = await q.findAvailability(deps.db, userId);
  if (!row) throw notFound("This user offers no sessions", "NO_AVAILABILITY");
  const to = new Date(now.getTime() + BOOKING_HORIZON_MS);
  const taken = await q.liveSessionsBetween(deps.db, userId, now, to);
  const openSlots = slotStarts(row, new Date(now.getTime() + 1), to)
    .filter((start) => {
      const end = new Date(start.getTime() + row.sessionMinutes * MINUTE);
      return !taken.some((s) => overlaps(start, end, s.startsAt, s.endsAt));
    })
    .map((d) => d.toISOString());
  return { ...presentAvailability(row), openSlots } satisfies z.infer<typeof availabilityWithSlotsSchema>;
}

/** Sessions with their private rooms: the rooms loaded in one query, then each session presented. */
async function hydrateSessions(deps: Deps, rows: q.SessionRow[]): Promise<SessionView[]> {
  const rooms = await loadRooms(
    deps.db,
    rows.map((r) => r.roomId).filter((id): id is string => !!id),
  );
  return rows.map((row) => {
    const room = row.roomId ? rooms.get(row.roomId) : undefined;
    if (!room) throw new Error(`session ${row.id} has no room`);
    return presentSession(row, room);
  });
}

const hydrateSession = async (deps: Deps, row: q.SessionRow) =>
  (await hydrateSessions(deps, [row]))[0] as SessionView;

const isSlotConflict = (error: unknown) =>
  isUniqueViolation(error, "play_sessions_slot_key") || pgError(error)?.code === "23P01";

/**
 * `POST /sessions`: books a free slot of the playpal's availability. In one transaction: the session
 * (a partial unique index and an exclusion constraint make a second booking of the slot, however
 * concurrent, fail instead of a read-then-write race), its private room, and the debit whose earning
 * is held until the session's end. 409 SLOT_TAKEN for a taken slot, 400 for a start in the past,
 * beyond 14 days or outside the availability, for oneself or too few coins: nothing debited.
 */
export async function bookSession(
  deps: Deps,
  purchaserId: string,
  input: { playpalId: string; startsAt: string },
  idempotencyKey?: string,
): Promise<SessionView> {
  await requireCounterparty(deps.db, purchaserId, input.playpalId, {
    code: "CANNOT_BOOK_SELF",
    message: "You cannot book a session with yourself",
  });
  const availability = await q.findAvailability(deps.db, input.playpalId);
  if (!availability) throw badRequest("This user offers no sessions", "SLOT_UNAVAILABLE");
  const startsAt = new Date(input.startsAt);
  const now = new Date();
  if (startsAt <= now) throw badRequest("This slot is in the past", "SLOT_IN_PAST");
  if (startsAt.getTime() > now.getTime() + BOOKING_HORIZON_MS) {
    throw badRequest("Sessions can be booked up to 14 days ahead", "SLOT_TOO_FAR");
  }
  if (!isSlotStart(availability, startsAt)) {
    throw badRequest("This time is not one of the playpal's open slots", "SLOT_UNAVAILABLE");
  }
  const endsAt = new Date(startsAt.getTime() + availability.sessionMinutes * MINUTE);
  const priceCoins = availability.priceCoins;
  const key = clientKey("book", purchaserId, idempotencyKey);
  // A retry of a booking that went through finds its slot taken by itself: answer the first session.
  // The key's first session answers only the same request: another slot at the same price posts the
  // same movement, so the ledger's own comparison cannot tell them apart.
  const answerFirst = (first: q.SessionRow) => {
    if (first.playpalId !== input.playpalId || first.startsAt.getTime() !== startsAt.getTime()) {
      throw idempotencyKeyReused();
    }
    return hydrateSession(deps, first);
  };
  const replay = async () => {
    const entry = key ? await findEntryByKey(deps.db, key) : null;
    const first = entry?.objectId ? await q.findSession(deps.db, entry.objectId) : null;
    return first ? answerFirst(first) : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  let row: q.SessionRow;
  let booked: DomainEvents["session.booked"] | null = null;
  try {
    row = await charging(priceCoins, () =>
      deps.db.transaction(async (tx) => {
        const session = await q.insertSession(tx, {
          playpalId: input.playpalId,
          purchaserId,
          startsAt,
          endsAt,
          durationMinutes: availability.sessionMinutes,
          priceCoins,
        });
        const room = await createSessionRoom(tx, session.id, "1-on-1 session");
        await q.setSessionRoom(tx, session.id, room.id);
        const { replayed, entry } = await postEntry(tx, {
          idempotencyKey: key ?? `session:${session.id}:booking`,
          kind: "SESSION_BOOKING",
          objectType: "session",
          objectId: session.id,
          postings: coinSpendPostings({
            payerId: purchaserId,
            creatorId: input.playpalId,
            coins: priceCoins,
            rates: ratesOf(deps.config),
            held: true,
          }),
          hold: { ownerId: input.playpalId, releaseAt: endsAt },
        });
        if (replayed) throw new Replayed(entry.objectId ?? session.id);
        // The creator's SESSION_BOOKED commits with the booking (events/outbox.ts).
        booked = {
          sessionId: session.id,
          playpalId: session.playpalId,
          purchaserId: session.purchaserId,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
        };
        await publishInTransaction(deps, tx, "session.booked", booked);
        return { ...session, roomId: room.id };
      }),
    );
  } catch (error) {
    if (error instanceof Replayed) {
      // The key's first request committed while this one was in flight.
      const first = await q.findSession(deps.db, error.objectId);
      if (!first) throw notFound("Session not found");
      return answerFirst(first);
    }
    if (isSlotConflict(error)) {
      const concurrent = await replay();
      if (concurrent) return concurrent;
      throw conflict("This slot is already booked", "SLOT_TAKEN");
    }
    throw error;
  }
  if (booked) await publish(deps, "session.booked", booked);
  await scheduleSessionJobs(deps, row);
  return hydrateSession(deps, row);
}

/** A session the caller is a party of; 404 otherwise (others' sessions do not exist for them). */
async function requireOwnSession(deps: Deps, userId: string, sessionId: string): Promise<q.SessionRow> {
  const row = await q.findSession(deps.db, sessionId);
  if (!row) throw notFound("Session not found");
  enforce(sessionPartyPolicy(row, userId), { HIDDEN: () => notFound("Session not found") });
  return row;
}

export async function getSession(deps: Deps, userId: string, sessionId: string): Promise<SessionView> {
  return hydrateSession(deps, await requireOwnSession(deps, userId, sessionId));
}

/** `GET /sessions`: the caller's sessions as either party, newest booking first. */
export async function listMySessions(deps: Deps, userId: string, page: { limit: number; cursor?: Cursor }) {
  const rows = await q.listSessions(deps.db, userId, { limit: page.limit + 1, cursor: page.cursor });
  const { items, nextCursor } = toPage(rows, page.limit, (r) => r);
  return { items: await hydrateSessions(deps, items), nextCursor };
}

/**
 * The refund rule (API.md): everything back when the playpal cancels or the purchaser cancels 24 hours
 * or more before the start; half the price, rounded down, when the purchaser cancels later.
 */
export function refundCoins(
  session: { priceCoins: number; playpalId: string; startsAt: Date },
  by: string,
  now: Date,
) {
  if (by === session.playpalId) return session.priceCoins;
  if (session.startsAt.getTime() - now.getTime() >= FULL_REFUND_NOTICE_MS) return session.priceCoins;
  return Math.floor(session.priceCoins / 2);
}

/**
 * `POST /sessions/:id/cancel` (either party, before the start): in one transaction the session is
 * cancelled, the refund comes back from the held earning (`SESSION_REFUND`) and what the playpal keeps
 * becomes available at once. SESSION_CANCELLED to the other party; the reminder and end jobs are removed.
 */
export async function cancelSession(deps: Deps, userId: string, sessionId: string): Promise<SessionView> {
  await requireOwnSession(deps, userId, sessionId);
  const cancelled = await cancelBooked(deps, sessionId, userId, { strict: true, actor: userId });
  if (!cancelled) throw notFound("Session not found");
  await unscheduleSessionJobs(deps, sessionId);
  await publish(deps, "session.cancelled", cancelled.event);
  return hydrateSession(deps, cancelled.session);
}

/**
 * Cancels a booked session on behalf of `by` (one of its parties) with the refund rule: one
 * transaction, refund posted once (idempotency key), the hold released. `strict` (the route) answers
 * 409 for a session not booked or started; otherwise such a session is left alone (null).
 */
async function cancelBooked(
  deps: Deps,
  sessionId: string,
  by: string,
  /** `actor`: who the other party's SESSION_CANCELLED names (null: the purge of a party). */
  options: { strict: boolean; actor: string | null },
) {
  return deps.db.transaction(async (tx) => {
    const session = await q.lockSession(tx, sessionId);
    if (!session) return null;
    const now = new Date();
    if (session.status !== "booked") {
      if (!options.strict) return null;
      throw conflict("This session is not booked any more", "SESSION_NOT_BOOKED");
    }
    if (session.startsAt <= now) {
      if (!options.strict) return null;
      throw conflict("A session that has started cannot be cancelled", "SESSION_STARTED");
    }
    const refund = refundCoins(session, by, now);
    // Two entries (refund, release) in one transaction: every user account they touch is locked first.
    await lockAccounts(tx, [
      userAccount(session.purchaserId, "coins"),
      userAccount(session.playpalId, "earnings_held"),
      userAccount(session.playpalId, "earnings_available"),
    ]);
    await q.cancelSession(tx, sessionId, { cancelledAt: now, cancelledBy: by, refundCoins: refund });
    if (refund > 0) {
      const held = (await entriesForObject(tx, "session", sessionId))
        .flatMap((e) => e.postings)
        .filter((p) => p.accountId === userAccount(session.playpalId, "earnings_held"))
        .reduce((sum, p) => sum + p.amount, 0);
      await postEntry(tx, {
        idempotencyKey: `session:${sessionId}:refund`,
        kind: "SESSION_REFUND",
        objectType: "session",
        objectId: sessionId,
        memo: `cancelled by ${by === session.playpalId ? "playpal" : "purchaser"}`,
        postings: coinRefundPostings({
          payerId: session.purchaserId,
          creatorId: session.playpalId,
          coins: refund,
          rates: ratesOf(deps.config),
          held: true,
          creatorCentsCap: Math.max(held, 0),
        }),
      });
    }
    await releaseHold(tx, "session", sessionId, now);
    // The other party's SESSION_CANCELLED commits with the cancellation (events/outbox.ts).
    const event: DomainEvents["session.cancelled"] = {
      sessionId,
      cancelledBy: options.actor,
      otherPartyId: by === session.playpalId ? session.purchaserId : session.playpalId,
    };
    await publishInTransaction(deps, tx, "session.cancelled", event);
    return {
      session: {
        ...session,
        status: "cancelled" as const,
        cancelledAt: now,
        cancelledBy: by,
        refundCoins: refund,
      },
      event,
    };
  });
}

/**
 * The purge of a deleted account (trust/purge.ts): every future session the user booked or was booked
 * for is cancelled as if the user had cancelled it (the refund rule: the purchaser gets everything back
 * when the deleted user is the playpal). The rows stay: ledger entries name them. The other party gets
 * SESSION_CANCELLED with no actor (the deleted user is not shown). Answers how many were cancelled.
 */
export async function cancelFutureSessionsOf(deps: Deps, userId: string): Promise<number> {
  const ids = await q.futureBookedSessionIds(deps.db, userId, new Date());
  let cancelled = 0;
  for (const id of ids) {
    const result = await cancelBooked(deps, id, userId, { strict: false, actor: null });
    if (!result) continue;
    cancelled++;
    await unscheduleSessionJobs(deps, id);
    await publish(deps, "session.cancelled", result.event);
  }
  return cancelled;
}

/**
 * The `commerce.session-end` job: a booked session whose end has passed is completed and its held
 * earning becomes available. Early (clock skew) it throws, so BullMQ retries later.
 */
export async function handleSessionEnd(deps: Deps, sessionId: string, now = new Date()) {
  const session = await q.findSession(deps.db, sessionId);
  if (!session) return { released: 0 };
  if (session.status === "booked" && session.endsAt > now)
    throw new Error(`session ${sessionId} has not ended yet`);
  await deps.db.transaction(async (tx) => {
    await q.completeSession(tx, sessionId, now);
  });
  return { released: await releaseHold(deps.db, "session", sessionId, now) };
}
