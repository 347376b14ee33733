import { verify } from "@node-rs/bcrypt";
import { users } from "@playpal/db";
import { badRequest, unauthorized } from "@playpal/platform";
import { eq } from "drizzle-orm";
import { revokeTokensWith } from "../accounts/service.ts";
import type { Deps } from "../deps.ts";
import { publish } from "../events/bus.ts";
import { unpaidEarningsHold } from "./purge.ts";

const DAY_MS = 86_400_000;

/** The purge job of one deletion: its id names the deletion, so a re-request adds nothing twice. */
export const purgeJobId = (userId: string, purgeAt: Date) => `purge-${userId}-${purgeAt.getTime()}`;

/**
 * DELETE /user/me (API.md): checks the password (400 WRONG_PASSWORD, nothing changed), then in one
 * statement deactivates the account, schedules its purge ACCOUNT_PURGE_DAYS from now and revokes every
 * token (the next request with any of them is 401, the realtime sweep drops live sockets). The account
 * is hidden from everyone at once (users/visibility.ts); `account.deactivated` clears every feed cache
 * and re-checks the user's socket rooms. A login with the right password before `purgeAt` restores it.
 */
export async function deleteAccount(
  deps: Deps,
  userId: string,
  password: string,
): Promise<{
  deletionScheduledAt: Date;
  purgeAt: Date;
  waitsForPayout: { unpaidEarningsCents: number; minimumCents: number } | null;
}> {
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.deactivatedAt) throw unauthorized();
  if (!(await verify(password, user.passwordHash))) {
    throw badRequest("The password is incorrect", "WRONG_PASSWORD");
  }
  // The purge is a job: refuse now (503, nothing changed) rather than deactivate without one.
  deps.queues.accounts.assertAvailable();
  const deletionScheduledAt = new Date();
  const purgeAt = new Date(deletionScheduledAt.getTime() + deps.config.ACCOUNT_PURGE_DAYS * DAY_MS);
  const version = await revokeTokensWith(deps, userId, { deactivatedAt: deletionScheduledAt, purgeAt });
  if (version === null) throw unauthorized();
  await publish(deps, "account.deactivated", { userId, purgeAt });
  // The hourly sweep purges due accounts whose job was lost; this one is the punctual path.
  await deps.queues.accounts
    .add(
      "account.purge",
      { userId },
      {
        jobId: purgeJobId(userId, purgeAt),
        delay: Math.max(0, purgeAt.getTime() - Date.now()),
        attempts: 8,
        backoff: { type: "exponential", delay: 60_000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    )
    .catch((error: Error) =>
      deps.logger.warn({ userId, err: error.message }, "purge job not queued; the sweep will pick it up"),
    );
  return { deletionScheduledAt, purgeAt, waitsForPayout: await unpaidEarningsHold(deps, userId) };
}
