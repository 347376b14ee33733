import { clientSideCacheOf, type Redis } from "@playpal/platform";

/**
 * Records, on a real Redis client, when each command is handed to the connection and when its reply
 * arrives, with its arguments (a spy: the commands still go to the real Redis). `restore` removes it.
 */
export function recordRedis(redis: Redis) {
  const events: string[] = [];
  const commands: { name: string; args: string[] }[] = [];
  const original = redis.sendCommand.bind(redis);
  const spy = (command: Parameters<Redis["sendCommand"]>[0], ...rest: unknown[]) => {
    const name = String(command.name).toLowerCase();
    events.push(`send ${name}`);
    commands.push({ name, args: command.args.map(String) });
    command.promise.then(
      () => events.push(`reply ${name}`),
      () => events.push(`reply ${name}`),
    );
    return (original as (...args: unknown[]) => unknown)(command, ...rest);
  };
  redis.sendCommand = spy as Redis["sendCommand"];
  return { events, commands, restore: () => (redis.sendCommand = original as Redis["sendCommand"]) };
}

/**
 * `recordRedis` on the process's client and on the connections its client-side cache reads with
 * (platform's client-side-cache.ts): every command a request sent to Redis, whichever connection.
 */
export function recordRedisAndCache(redis: Redis) {
  const recorders = [
    recordRedis(redis),
    ...(clientSideCacheOf(redis)?.connections() ?? []).map((c) => recordRedis(c.data)),
  ];
  return {
    /** Command names, in the order each connection sent them (the process's client first). */
    names: () => recorders.flatMap((r) => r.commands.map((c) => c.name)),
    /** The commands with their arguments, in the same order. */
    commands: () => recorders.flatMap((r) => r.commands),
    restore: () => {
      for (const r of recorders) r.restore();
    },
  };
}
