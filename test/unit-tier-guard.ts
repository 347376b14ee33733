/**
 * Set-up of the unit tier (vitest.config.ts): a unit test runs in milliseconds because it needs no
 * PostgreSQL, no Redis, no network and no child process. This makes that true rather than hoped for:
 * in the unit tier's workers, opening or accepting a connection and starting a process throw, so a
 * `*.unit.test.ts` that reaches for one, however indirectly (pg, ioredis, fetch, a fake server, tsx),
 * fails with the way out in the message. test/unit-tier.unit.test.ts checks the imports as well.
 */
import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";

function refuse(what: string) {
  return () => {
    throw new Error(
      `${what} in the unit tier: a test that needs PostgreSQL, Redis, a port or a process belongs in ` +
        "the integration tier (name it *.test.ts, not *.unit.test.ts)",
    );
  };
}

net.Socket.prototype.connect = refuse("a network connection") as never;
net.Server.prototype.listen = refuse("listening on a port") as never;
for (const name of ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const) {
  (childProcess as Record<typeof name, unknown>)[name] = refuse(`child_process.${name}`);
}
// The named ESM exports of node:child_process (`import { spawn } from ...`) follow the patched object.
syncBuiltinESMExports();
