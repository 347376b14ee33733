/**
 * The payout service SIGKILLed in the middle of a finished period's transfers (after Stripe made one
 * and before its answer reached the service), started again, and retried by the operator.
 */
import { payouts } from "@playpal/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe } from "../fake-stripe.ts";
import { earn, payableCreator } from "../payout-factories.ts";
import { startProcess } from "../service-process.ts";
import { type FaultPlatform, type RunningService, startFaultPlatform } from "./harness.ts";

/** A month long finished, whose transfers are due (from the 1st of the second month after it). */
const PERIOD = "2025-06";
const CREATORS = 5;
/** Stripe makes this transfer, and the service dies before its answer arrives. */
const KILLED_AT = 3;
const ADMIN_SECRET = "fault-payout-admin-secret-0123456789";

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let platform: FaultPlatform;
let payout: RunningService;

beforeAll(async () => {
  stripe = await startFakeStripe();
  platform = await startFaultPlatform({
    env: {
      STRIPE_SECRET_KEY: "sk_test_faults",
      STRIPE_API_BASE: stripe.url,
      ADMIN_SECRET,
      // The dead run's lock expires soon after: the retry does not wait 30 s for it.
      PAYOUT_LOCK_TTL_MS: "1500",
    },
  });
  payout = await platform.start("payout");
}, 120_000);
afterAll(async () => {
  await platform?.close();
  await stripe?.close();
}, 60_000);

const admin = async (url: string, body: unknown = {}) => {
  try {
    const response = await fetch(`${payout.url}/admin/payout/${url}`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_SECRET}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch (error) {
    return { status: 0, body: { error: (error as { cause?: { code?: string } }).cause?.code } };
  }
};

describe("the payout service killed mid-transfer", () => {
  it("pays every creator exactly once after a restart and a retry (one Stripe transfer each, under the payout's idempotency key), and the ledger verifies clean", {
    timeout: 120_000,
  }, async ({ annotate }) => {
    const accounts: string[] = [];
    for (let i = 0; i < CREATORS; i++) {
      const account = stripe.addAccount();
      accounts.push(account);
      await earn(
        platform.db,
        await payableCreator(platform.db, account),
        1500 + i * 100,
        new Date(`${PERIOD}-10T12:00:00Z`),
      );
    }
    const calculated = await admin("calculate", { period: PERIOD });
    expect(calculated).toMatchObject({ status: 200, body: { totals: { pending: { count: CREATORS } } } });

    // The transfer run (the retry route finishes what is due): killed once Stripe made the third
    // transfer, before its answer reaches the service.
    stripe.onTransfer(async () => {
      if (stripe.transfers.length === KILLED_AT) await payout.kill("SIGKILL");
    });
    const started = Date.now();
    const killedRun = await admin("retry");
    expect(killedRun.status).toBe(0);
    stripe.onTransfer(null);
    expect(stripe.transfers).toHaveLength(KILLED_AT);
    const statuses = async () =>
      (await platform.db.select({ status: payouts.status }).from(payouts).where(eq(payouts.period, PERIOD)))
        .map((row) => row.status)
        .sort();
    // The third was made at Stripe but never recorded: still pending, like the two not reached.
    expect(await statuses()).toEqual(
      [...Array(KILLED_AT - 1).fill("paid"), ...Array(CREATORS - KILLED_AT + 1).fill("pending")].sort(),
    );

    const killedAfterMs = Date.now() - started;
    const restarting = Date.now();
    await payout.restart();
    const restartMs = Date.now() - restarting;
    // The dead run's lock expires by itself (409 PAYOUT_RUN_BUSY until then).
    let retry = await admin("retry");
    for (let i = 0; i < 50 && retry.status === 409; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      retry = await admin("retry");
    }
    expect(retry).toMatchObject({
      status: 200,
      body: { retried: 0, attempted: CREATORS - KILLED_AT + 1, paid: CREATORS - KILLED_AT + 1 },
    });
    const retryMs = Date.now() - restarting - restartMs;

    // Exactly one transfer per creator, each under its payout's first idempotency key, and recorded.
    const rows = await platform.db.select().from(payouts).where(eq(payouts.period, PERIOD));
    expect(rows.map((row) => row.status)).toEqual(Array(CREATORS).fill("paid"));
    expect(stripe.transfers).toHaveLength(CREATORS);
    expect(new Set(stripe.transfers.map((t) => t.destination))).toEqual(new Set(accounts));
    for (const row of rows) {
      const sent = stripe.transfers.filter((t) => t.transfer_group === row.id);
      expect(sent).toEqual([expect.objectContaining({ idempotencyKey: row.id, amount: row.amountCents })]);
      expect(row.transferId).toBe(sent[0]?.id);
    }

    // `npm run ledger:verify` against that database.
    const verify = startProcess("scripts/ledger-verify.ts", {
      DATABASE_URL: platform.pg.url(),
      LOG_LEVEL: "silent",
    });
    expect((await verify.exited).code).toBe(0);
    expect(verify.lines.some((line) => /^ledger OK/.test(String(line.msg)))).toBe(true);

    await annotate(
      `${CREATORS} creators, killed ${killedAfterMs} ms into the run after Stripe's transfer ${KILLED_AT}; the service up again in ${restartMs} ms, the retry paid the rest in ${retryMs} ms (lock expiry included): ${stripe.transfers.length} transfers, one per creator and key; ledger:verify clean`,
      "fault",
    );
  });
});
