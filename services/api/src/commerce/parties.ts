import type { ErrorCodeWithStatus } from "@playpal/contracts";
import { type Executor, users } from "@playpal/db";
import { type AppError, badRequest, forbidden, notFound } from "@playpal/platform";
import { and, eq } from "drizzle-orm";
import { enforce } from "../http/policy.ts";
import { blockState } from "../profiles/graph.ts";
import { seeUserPolicy } from "../profiles/policy.ts";
import { userRowVisible } from "../users/visibility.ts";
import { type CounterpartyFacts, payCounterpartyPolicy } from "./policy.ts";

/**
 * The facts of commerce/policy.ts about another user: whether they are visible and the block rows
 * between the two. Nothing is read for oneself (every rule decides that case alone), and the blocks are
 * not read for a user who is not visible.
 */
async function loadCounterparty(db: Executor, viewerId: string, otherId: string): Promise<CounterpartyFacts> {
  const none = { otherId, visible: true, blocksViewer: false, blockedByViewer: false };
  if (viewerId === otherId) return none;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, otherId), userRowVisible()));
  if (!row) return { ...none, visible: false };
  const state = await blockState(db, viewerId, otherId);
  return { ...none, blocksViewer: state.bBlocksA, blockedByViewer: state.aBlocksB };
}

/**
 * The guard of paying another user (subscribe, buy, book): 404 `USER_NOT_FOUND` for a user hidden from
 * the caller, exactly like an unknown id; 403 `BLOCKED` for one the caller blocked; 400 with `selfCode`
 * for oneself. `hidden` answers otherwise where the user is reached through something of theirs (a
 * product whose creator blocked the buyer does not exist for them).
 */
export async function requireCounterparty(
  db: Executor,
  callerId: string,
  otherId: string,
  selfCode: { code: ErrorCodeWithStatus<400>; message: string },
  hidden: () => AppError = () => notFound("User not found", "USER_NOT_FOUND"),
): Promise<void> {
  enforce(payCounterpartyPolicy(await loadCounterparty(db, callerId, otherId), callerId), {
    SELF: () => badRequest(selfCode.message, selfCode.code),
    HIDDEN: hidden,
    BLOCKED: () => forbidden("You blocked this user; unblock them first", "BLOCKED"),
  });
}

/** The guard of reading another user's offer: 404 `USER_NOT_FOUND` unless the caller may see them. */
export async function requireVisibleUser(db: Executor, viewerId: string, otherId: string): Promise<void> {
  const facts = await loadCounterparty(db, viewerId, otherId);
  enforce(seeUserPolicy({ userId: otherId, ...facts }, viewerId), {
    HIDDEN: () => notFound("User not found", "USER_NOT_FOUND"),
  });
}
