import { observeDatabasePool, observeQueue, observeReadRouting, observeRedis } from "@playpal/platform";
import type { Deps } from "../deps.ts";

/**
 * The API's dependencies on `/metrics`: its PostgreSQL pool, its Redis command latency and the depth
 * of the queues it feeds (background, accounts, the former notifications; consumed in this process too).
 */
export function observeApiDependencies(deps: Pick<Deps, "db" | "reads" | "redis" | "queues">): void {
  observeDatabasePool("api", deps.db.$client);
  observeReadRouting("api", deps.reads);
  observeRedis(deps.redis, "api");
  for (const queue of Object.values(deps.queues)) observeQueue(queue);
}
