/**
 * The counting of the shared rate limit (rate-limit.ts), fast tier: replicas simulated over a shared
 * counter whose answers arrive a few requests late, interleaved at random, to check the bound the
 * module states. (The same store on the real Redis, two API instances: replicas.test.ts.)
 */
import { describe, expect, it } from "vitest";
import { prng } from "#test/prng.ts";
import { SharedCounts, SLICE_SHARE } from "./rate-limit.ts";

const WINDOW_MS = 60_000;

/**
 * `replicas` counting one client; each request goes to a random replica; each increment reaches the
 * shared count at once and its answer arrives `lag` requests later (the round trip, in requests).
 */
async function hammer(options: {
  replicas: number;
  max: number;
  requests: number;
  lag: number;
  seed: number;
}) {
  const random = prng(options.seed);
  let shared = 0;
  let step = 0;
  const answers: { at: number; deliver: () => void }[] = [];
  const replicas = Array.from(
    { length: options.replicas },
    () =>
      new SharedCounts(
        (_key, increment) => {
          shared += increment;
          const total = shared;
          return new Promise((resolve) => {
            answers.push({ at: step + options.lag, deliver: () => resolve([total, WINDOW_MS]) });
          });
        },
        { now: () => 0, syncMs: 3_600_000 },
      ),
  );
  let admitted = 0;
  for (; step < options.requests; step += 1) {
    const replica = replicas[Math.floor(random() * replicas.length)] as SharedCounts;
    if (replica.hit("client", WINDOW_MS, options.max).current <= options.max) admitted += 1;
    for (const answer of answers.splice(0).filter((a) => (a.at <= step ? (a.deliver(), false) : true)))
      answers.push(answer);
    // Let the replicas send what reached a slice, and take in the answers delivered.
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (const replica of replicas) {
    void replica.sync();
    replica.stop();
  }
  return { admitted, shared };
}

describe("the shared rate limit's counting", () => {
  it("is exact on one replica, whatever the answers' delay", async () => {
    for (const lag of [0, 3, 50]) {
      const { admitted } = await hammer({ replicas: 1, max: 100, requests: 400, lag, seed: lag });
      expect(admitted).toBe(100);
    }
  });

  it("admits at most a slice plus a round trip's requests per other replica over the limit", async () => {
    for (const replicas of [2, 3, 5]) {
      for (const lag of [0, 2, 5]) {
        for (let seed = 1; seed <= 20; seed += 1) {
          const max = 300;
          const { admitted, shared } = await hammer({ replicas, max, requests: 1200, lag, seed });
          const slice = Math.floor(max * SLICE_SHARE);
          expect(shared).toBe(1200);
          expect(admitted).toBeGreaterThanOrEqual(max);
          expect(admitted, `${replicas} replicas, lag ${lag}, seed ${seed}`).toBeLessThanOrEqual(
            // The answer is taken in after the next request at the earliest: a round trip is lag + 1.
            max + (replicas - 1) * (slice + lag + 1),
          );
        }
      }
    }
  });

  it("starts a new window when Redis's window ends, and forgets quiet clients", async () => {
    let now = 0;
    let shared = 0;
    const counts = new SharedCounts(
      async (_key, increment) => {
        shared += increment;
        return [shared, 1000 - now];
      },
      { now: () => now },
    );
    for (let i = 0; i < 5; i += 1) counts.hit("c", 1000, 3);
    expect(counts.hit("c", 1000, 3).current).toBe(6);
    await counts.sync();
    expect(counts.peek("c")).toEqual({ current: 6, ttl: 1000 });
    now = 1000;
    shared = 0;
    expect(counts.hit("c", 1000, 3)).toEqual({ current: 1, ttl: 1000 });
    await counts.sync();
    now = 5000;
    await counts.sync();
    counts.hit("other", 1000, 3);
    await counts.sync();
    expect(counts.size).toBe(1);
    counts.stop();
  });
});
