/**
 * The revocation window of the client-side cache (issue 32), measured by `npm run bench` after the
 * scenarios: how long a token revoked on one API replica keeps working on another that holds its
 * state in process memory.
 *
 * - End to end: a second API process on the same database and Redis prefix (B) holds a seeded user's
 *   token state (a few reads); the token is revoked on the first (A, `POST /auth/logout-all`); from
 *   the moment A's answer arrives, B is asked with the old token until it refuses. Reported: the
 *   requests B accepted after A's answer (expected none: Redis sent the invalidation when A deleted the
 *   version, before A's transaction and answer) and the time to B's first refusal.
 * - The invalidation's delivery alone: a client-side cache in this process holds a key, another
 *   connection deletes it, and the time until the cache no longer holds it.
 */
import { randomBytes } from "node:crypto";
import {
  clientSideCacheOf,
  createClientSideCache,
  createRedis,
  readCached,
  type TokenSigner,
} from "@playpal/platform";
import type { ApiProcess } from "./api-process.ts";

export interface RevocationWindow {
  rounds: number;
  /** Requests B answered 200 after A's revoking answer had arrived, over all rounds. */
  acceptedAfter: number;
  /** From A's answer to B's first refusal (one request's round trip included), ms. */
  refusal: { p50: number; p99: number; max: number };
  /** From the DEL's answer to the invalidation's arrival in a process's cache, ms. */
  delivery: { p50: number; p99: number; max: number };
}

const quantiles = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
};

export async function measureRevocationWindow(options: {
  a: ApiProcess;
  b: ApiProcess;
  signer: TokenSigner;
  /** Seeded users not used by the scenarios (one per round: each is revoked once). */
  userIds: string[];
  redis: { url: string; prefix: string };
}): Promise<RevocationWindow> {
  const refusals: number[] = [];
  let acceptedAfter = 0;
  for (const userId of options.userIds) {
    const headers = { authorization: `Bearer ${await options.signer.sign({ userId, tokenVersion: 0 })}` };
    const onB = () => fetch(`${options.b.url}/api/v1/user/me`, { headers }).then((r) => r.status);
    // B reads the token state, then holds it (the first read's own fill may be invalidated once).
    for (let i = 0; i < 5; i += 1) if ((await onB()) !== 200) throw new Error(`B refused ${userId} before`);
    const revoked = await fetch(`${options.a.url}/api/v1/auth/logout-all`, { method: "POST", headers });
    if (!revoked.ok) throw new Error(`logout-all on A: ${revoked.status} ${await revoked.text()}`);
    const answered = performance.now();
    for (let i = 0; ; i += 1) {
      const status = await onB();
      if (status === 401) break;
      if (status !== 200 || i > 10_000) throw new Error(`B answered ${status} to a revoked token`);
      acceptedAfter += 1;
    }
    refusals.push(performance.now() - answered);
  }
  return {
    rounds: options.userIds.length,
    acceptedAfter,
    refusal: quantiles(refusals),
    delivery: quantiles(await measureDelivery(options.redis, options.userIds.length * 4)),
  };
}

/** Invalidation delivery on loopback: a held key deleted by another connection, until it is dropped. */
async function measureDelivery(redis: { url: string; prefix: string }, rounds: number): Promise<number[]> {
  const prefix = `${redis.prefix}:window${randomBytes(3).toString("hex")}`;
  const reader = createRedis(redis.url, prefix).on("error", () => {});
  const writer = createRedis(redis.url, prefix).on("error", () => {});
  const cache = createClientSideCache(reader, { maxBytes: 1024 * 1024 });
  try {
    await cache.whenTracking();
    const times: number[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const key = `tv:{w${i}}`;
      await writer.set(key, "1");
      await readCached(reader, [key]);
      if (cache.peek(key) === undefined) continue;
      await writer.del(key);
      const deleted = performance.now();
      while (clientSideCacheOf(reader)?.peek(key) !== undefined) await new Promise((r) => setImmediate(r));
      times.push(performance.now() - deleted);
    }
    return times;
  } finally {
    await cache.close();
    reader.disconnect();
    writer.disconnect();
  }
}

export function formatRevocationWindow(w: RevocationWindow): string[] {
  const ms = (q: { p50: number; p99: number; max: number }) =>
    `p50 ${q.p50.toFixed(2)} / p99 ${q.p99.toFixed(2)} / max ${q.max.toFixed(2)} ms`;
  return [
    `revocation window (${w.rounds} revocations on A, old token asked of B): ${w.acceptedAfter} requests accepted by B after A's answer ` +
      `(their invalidation was on its way); B's first refusal after A's answer ${ms(w.refusal)}`,
    `invalidation delivery (a held key deleted by another connection, until dropped): ${ms(w.delivery)}`,
  ];
}
