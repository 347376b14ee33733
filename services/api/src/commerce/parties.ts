import type { ErrorCodeWithStatus } from "@playpal/contracts";
import { type Executor, users } from "@playpal/db";
import { badRequest, forbidden, notFound } from "@playpal/platform";
import { and, eq } from "drizzle-orm";
import { blockState } from "../profiles/graph.ts";
import { userRowVisible } from "../users/visibility.ts";

/**
 * The rule for paying another user (subscribe, buy, book), as for follows (profiles/service.ts): the
 * other user must exist, be visible (not deactivated or suspended) and must not have blocked the caller (else 404, exactly like an unknown id,
 * so a block is never revealed); a caller who blocked them gets 403 BLOCKED until they unblock; paying
 * oneself is 400 with `selfCode`.
 */
export async function requireCounterparty(
  db: Executor,
  callerId: string,
  otherId: string,
  selfCode: { code: ErrorCodeWithStatus<400>; message: string },
): Promise<void> {
  if (callerId === otherId) throw badRequest(selfCode.message, selfCode.code);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, otherId), userRowVisible()));
  if (!row) throw notFound("User not found", "USER_NOT_FOUND");
  const state = await blockState(db, callerId, otherId);
  if (state.bBlocksA) throw notFound("User not found", "USER_NOT_FOUND");
  if (state.aBlocksB) throw forbidden("You blocked this user; unblock them first", "BLOCKED");
}

/**
 * Whether `otherId` exists, is visible (not deactivated or suspended: users/visibility.ts) and has not
 * blocked the viewer (what the viewer may see of them). The caller always sees themselves.
 */
export async function visibleUser(db: Executor, viewerId: string, otherId: string): Promise<boolean> {
  if (viewerId === otherId) return true;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, otherId), userRowVisible()));
  if (!row) return false;
  return !(await blockState(db, viewerId, otherId)).bBlocksA;
}
