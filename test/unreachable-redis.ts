import { createRedis, type Redis } from "@playpal/platform";

/** A client of a Redis that is not there, failing every command at once (outage tests). */
export function unreachableRedis(): Redis {
  const down = createRedis("redis://127.0.0.1:1", "down", {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
  });
  down.on("error", () => {});
  return down;
}
