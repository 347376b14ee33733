/**
 * `npx tsx bench/redis-cluster-auth.ts`: what the authentication read of a cached page costs on a Redis
 * Cluster against one server (docs/operations.md, "Redis Cluster"). The read is what http/auth.ts sends
 * before a cached GET /feed's handler: the token version, the prefetch MGET of the page and the user's
 * and global generations, and the rate limit's counter. On one server those are three commands in one
 * write; on the cluster four (the global generation is in another slot), to up to three nodes, in
 * parallel. It starts a three-master cluster of the machine's `redis-server` (7.0+) on free ports and
 * uses REDIS_URL (default the local 6379) as the single server; rounds alternate, sequential reads.
 */
import { createRedis, mgetBuffers, type Redis } from "@playpal/platform";
import { startRedisCluster } from "../test/redis-cluster.ts";

const READS = Number(process.env.READS ?? 3000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

async function authRead(redis: Redis, user: string) {
  await Promise.all([
    redis.get(`tv:{${user}}`),
    mgetBuffers(redis, [`feed:{${user}}:home:x:identity`, `feedgen:{${user}}`, "feedgen:all"]),
    redis.incr(`rl:127.0.0.${user.length % 9}`),
  ]);
}

async function time(redis: Redis, n: number): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const started = process.hrtime.bigint();
    await authRead(redis, `user${i % 200}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => (times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(3);
  return `p50 ${p(0.5)} ms, p90 ${p(0.9)} ms, p99 ${p(0.99)} ms`;
}

const cluster = await startRedisCluster();
const prefix = `bench-cluster-auth-${process.pid}`;
const single = createRedis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", prefix);
const onCluster = createRedis({ REDIS_URL: "", REDIS_CLUSTER_NODES: cluster.nodes.split(",") }, prefix);
try {
  await time(single, 500);
  await time(onCluster, 500);
  for (let round = 1; round <= ROUNDS; round += 1) {
    console.log(`round ${round}: one server ${await time(single, READS)}`);
    console.log(`round ${round}: cluster    ${await time(onCluster, READS)}`);
  }
} finally {
  const keys = await single.keys(`${prefix}:*`);
  if (keys.length > 0) await single.del(...keys.map((k) => k.slice(prefix.length + 1)));
  single.disconnect();
  onCluster.disconnect();
  await cluster.close();
}
