import { payouts } from "@playpal/db";
import { getUserBalances } from "@playpal/ledger";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe } from "#test/fake-stripe.ts";
import { earn, expectLedgerClean, payableCreator } from "#test/payout-factories.ts";
import { createPayoutHarness, type PayoutHarness } from "#test/payout-harness.ts";
import { startProcess } from "#test/service-process.ts";

let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let harness: PayoutHarness;

beforeAll(async () => {
  stripe = await startFakeStripe();
  harness = await createPayoutHarness({
    STRIPE_SECRET_KEY: "sk_test_crash",
    STRIPE_API_BASE: stripe.url,
    PAYOUT_LOCK_TTL_MS: "1000",
  });
});
afterAll(async () => {
  await harness.close();
  await stripe.close();
});

/** `npm run payout -- <args>` as its own process, against this file's database, Redis prefix and Stripe. */
const operatorCommand = (args: string[], env: Record<string, string> = {}) =>
  startProcess(
    "services/payout/src/cli.ts",
    {
      DATABASE_URL: harness.config.DATABASE_URL,
      REDIS_PREFIX: harness.config.REDIS_PREFIX,
      STRIPE_SECRET_KEY: "sk_test_crash",
      STRIPE_API_BASE: stripe.url,
      PAYOUT_LOCK_TTL_MS: "1000",
      LOG_LEVEL: "silent",
      ...env,
    },
    { args },
  );

describe("a payout runner killed mid-transfer", () => {
  it.each([
    ["the same day: Stripe answers the same idempotency key with the same transfer", "2026-10", false],
    [
      "a day later, Stripe having forgotten the key: the transfer is found in the payout's group",
      "2026-09",
      true,
    ],
  ] as const)(
    "never pays twice: killed after Stripe made the transfer and before the database write, run again %s",
    async (_when, period, keysExpired) => {
      const account = stripe.addAccount();
      const creator = await payableCreator(harness.db, account);
      await earn(harness.db, creator, 2750, new Date(`${period}-15T08:00:00Z`));
      const { runner } = harness.replica();
      await runner.calculate(period, new Date("2026-11-23T00:00:00Z"));

      // The operator's transfer command, killed (SIGKILL) once Stripe has made the transfer and before
      // its answer reaches the process.
      const command = operatorCommand(["transfer", "--period", period]);
      stripe.onTransfer(async () => {
        command.child.kill("SIGKILL");
        await command.exited;
      });
      const exit = await command.exited;
      expect(exit.signal).toBe("SIGKILL");
      stripe.onTransfer(null);
      expect(stripe.transfers.filter((t) => t.destination === account)).toHaveLength(1);
      const [stuck] = await harness.db.select().from(payouts).where(eq(payouts.creatorId, creator));
      expect(stuck).toMatchObject({ status: "pending", transferId: null });

      // Run again once the dead runner's lock has expired.
      if (keysExpired) stripe.expireIdempotencyKeys();
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const again = await runner.transfer({ period });
      expect(again).toMatchObject({ ran: true, result: { attempted: 1, paid: 1 } });
      const sent = stripe.transfers.filter((t) => t.destination === account);
      expect(sent).toHaveLength(1);
      const [row] = await harness.db.select().from(payouts).where(eq(payouts.creatorId, creator));
      expect(row).toMatchObject({ status: "paid", transferId: sent[0]?.id });
      expect(await getUserBalances(harness.db, creator)).toMatchObject({
        payouts_in_transit: 0,
        earnings_available: 0,
      });
      await expectLedgerClean(harness.db);
    },
  );
});

describe("npm run payout", () => {
  it("prints a period's status and refuses a malformed period", async () => {
    const status = operatorCommand(["status", "--period", "2026-10"]);
    expect((await status.exited).code).toBe(0);
    const printed = JSON.parse(status.lines.map((l) => l.msg ?? JSON.stringify(l)).join("\n"));
    expect(printed).toMatchObject({ period: "2026-10", totals: { paid: { count: 1, cents: 2750 } } });

    const bad = operatorCommand(["calculate", "--period", "2026-13"]);
    expect((await bad.exited).code).toBe(2);
    expect(bad.lines.some((l) => /--period must be a finished month/.test(String(l.msg)))).toBe(true);
  });

  it("does not run while Redis is unreachable and says why", async () => {
    const command = operatorCommand(["calculate", "--period", "2026-08"], {
      REDIS_URL: "redis://127.0.0.1:9",
    });
    expect((await command.exited).code).toBe(1);
    expect(
      command.lines.some((l) =>
        /Redis is unreachable, so the payout lock cannot be taken/.test(String(l.msg)),
      ),
    ).toBe(true);
    const rows = await harness.db.select().from(payouts).where(eq(payouts.period, "2026-08"));
    expect(rows).toEqual([]);
  });
});
