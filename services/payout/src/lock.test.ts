import { payoutFences } from "@playpal/db";
import { createLogger } from "@playpal/platform";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPayoutHarness, type PayoutHarness } from "#test/payout-harness.ts";
import { type RedisServer, startRedisServer } from "#test/redis-server.ts";
import { FencedOutError, fenced, PAYOUT_LOCK, withRunLock } from "./lock.ts";

let harness: PayoutHarness;
let redisServer: RedisServer;

beforeAll(async () => {
  harness = await createPayoutHarness();
  redisServer = await startRedisServer();
});
afterAll(async () => {
  await harness.close();
  await redisServer.close();
});

const deps = (replica = harness.replica()) => ({
  db: replica.db,
  redis: replica.redis,
  logger: createLogger(harness.config, "payout"),
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fenceToken = async () =>
  (await harness.db.select().from(payoutFences).where(eq(payoutFences.name, PAYOUT_LOCK)))[0]?.token;

describe("payout run lock", () => {
  it("lets one of several concurrent runs in and releases the lock when it ends", async () => {
    const runs = await Promise.all(
      [1, 2, 3].map(() => withRunLock(deps(), { ttlMs: 2000 }, async () => sleep(200))),
    );
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(runs.filter((r) => !r.ran).map((r) => !r.ran && r.reason)).toEqual(["busy", "busy"]);
    const { redis } = harness.replica();
    expect(await redis.exists(`lock:${PAYOUT_LOCK}`)).toBe(0);
    expect((await withRunLock(deps(), { ttlMs: 2000 }, async () => "again")).ran).toBe(true);
  });

  it("extends the lock while a run lasts longer than its expiry", async () => {
    const { redis } = harness.replica();
    const outcome = await withRunLock(deps(), { ttlMs: 500 }, async (lease) => {
      await sleep(1600);
      // Still ours after more than three expiries, and nobody else got in meanwhile.
      expect(await redis.get(`lock:${PAYOUT_LOCK}`)).toBe(lease.token);
      const other = await withRunLock(deps(), { ttlMs: 500 }, async () => "intruder");
      expect(other).toMatchObject({ ran: false, reason: "busy" });
      return lease.signal.aborted;
    });
    expect(outcome).toEqual({ ran: true, result: false });
  });

  it("releases only its own lock: a run whose lock expired leaves the new owner's lock in place", async () => {
    const { redis } = harness.replica();
    let second: Promise<unknown> | undefined;
    let secondToken: string | null = null;
    let finishSecond = () => {};
    await withRunLock(deps(), { ttlMs: 2000 }, async () => {
      // The lock expires under the first run (as after a long GC pause) and a second run takes it.
      await redis.del(`lock:${PAYOUT_LOCK}`);
      await new Promise<void>((started) => {
        second = withRunLock(deps(), { ttlMs: 2000 }, async (lease) => {
          secondToken = lease.token;
          started();
          await new Promise<void>((finish) => {
            finishSecond = finish;
          });
        });
      });
    });
    // The first run has released "its" lock: the second one's is still there.
    expect(secondToken).not.toBeNull();
    expect(await redis.get(`lock:${PAYOUT_LOCK}`)).toBe(secondToken);
    finishSecond();
    await second;
    expect(await redis.exists(`lock:${PAYOUT_LOCK}`)).toBe(0);
  });

  it("fences out a runner that lost its lock: its writes are refused once another run took over", async () => {
    const { redis } = harness.replica();
    let staleWrite: unknown;
    await withRunLock(deps(), { ttlMs: 2000 }, async (stale) => {
      await redis.del(`lock:${PAYOUT_LOCK}`);
      await withRunLock(deps(), { ttlMs: 2000 }, async (fresh) => {
        expect(await fenceToken()).toBe(fresh.token);
        staleWrite = await fenced(harness.db, stale, async () => "written").catch((error: unknown) => error);
        expect(await fenced(harness.db, fresh, async () => "written")).toBe("written");
      });
    });
    expect(staleWrite).toBeInstanceOf(FencedOutError);
  });

  it("stops writing once the lock cannot be extended", async () => {
    const { redis } = harness.replica();
    const outcome = await withRunLock(deps(), { ttlMs: 300 }, async (lease) => {
      await redis.set(`lock:${PAYOUT_LOCK}`, "someone-else");
      // The next extension (every 100 ms) finds another token.
      for (let waited = 0; !lease.signal.aborted && waited < 3000; waited += 25) await sleep(25);
      const refused = await fenced(harness.db, lease, async () => "written").catch((error: unknown) => error);
      await redis.del(`lock:${PAYOUT_LOCK}`);
      return { aborted: lease.signal.aborted, refused: refused instanceof FencedOutError };
    });
    expect(outcome).toEqual({ ran: true, result: { aborted: true, refused: true } });
  });

  it("does not start a run while Redis is unreachable, says why, and runs at the next try once Redis is back", async () => {
    const logger = createLogger(harness.config, "payout");
    const replica = harness.replica({ redisUrl: redisServer.url });
    const errors: unknown[] = [];
    const spyLogger = Object.assign(Object.create(logger), {
      error: (obj: unknown, msg?: string) => errors.push({ obj, msg }),
      info: () => {},
    });
    await redisServer.crash();
    let ran = false;
    const refused = await withRunLock(
      { db: replica.db, redis: replica.redis, logger: spyLogger },
      { ttlMs: 2000 },
      async () => {
        ran = true;
      },
    );
    expect(ran).toBe(false);
    expect(refused).toMatchObject({
      ran: false,
      reason: "redis_unavailable",
      message: expect.stringMatching(/^Redis is unreachable, so the payout lock cannot be taken/),
    });
    expect(errors).toEqual([{ obj: expect.anything(), msg: expect.stringMatching(/Redis is unreachable/) }]);

    await redisServer.start();
    const next = harness.replica({ redisUrl: redisServer.url });
    const retried = await withRunLock(
      { db: next.db, redis: next.redis, logger },
      { ttlMs: 2000 },
      async () => "ran",
    );
    expect(retried).toEqual({ ran: true, result: "ran" });
  });
});
