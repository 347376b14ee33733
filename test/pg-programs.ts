/**
 * Running PostgreSQL's own programs (initdb, pg_ctl, pg_basebackup) from a test. PostgreSQL refuses to
 * run as root: as root (CI), they run as the `postgres` OS user, which then owns the directories they
 * write.
 */
import { execFile } from "node:child_process";
import { chown, writeFile } from "node:fs/promises";
import { userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export const run = promisify(execFile);
export const asRoot = userInfo().uid === 0;

/** The directory of the machine's PostgreSQL programs (`PG_BIN_DIR`, else `pg_config --bindir`). */
export async function pgBinDir(): Promise<string> {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const { stdout } = await run("pg_config", ["--bindir"]);
  return stdout.trim();
}

/** Runs a PostgreSQL program, as the `postgres` OS user when we are root. */
export function pgRun(bin: string, args: string[], timeout = 60_000) {
  return asRoot
    ? run("runuser", ["-u", "postgres", "--", bin, ...args], { timeout })
    : run(bin, args, { timeout });
}

let postgresIds: Promise<{ uid: number; gid: number }> | undefined;
/** Gives `file` to the `postgres` OS user when we are root (no-op otherwise). */
export async function giveToPostgres(file: string): Promise<void> {
  if (!asRoot) return;
  postgresIds ??= Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])]).then(
    ([uid, gid]) => ({ uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }),
  );
  const { uid, gid } = await postgresIds;
  await chown(file, uid, gid);
}

/** Writes a file of a data directory, owned by its owner. */
export async function writeDataFile(dataDir: string, file: string, text: string): Promise<void> {
  await writeFile(path.join(dataDir, file), text);
  await giveToPostgres(path.join(dataDir, file));
}
