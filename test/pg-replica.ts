/**
 * A real streaming replica of the test PostgreSQL server, for the read-replica tests: a base backup
 * (`pg_basebackup -R -X stream`) in a temporary directory, started with a configuration of its own on a
 * free port, removed afterwards. It replicates the whole cluster, so the per-file databases created on
 * the primary appear on it.
 *
 * Set-up the machine may need, done here (idempotent), not by hand: the primary's pg_hba.conf gets
 * `host replication postgres 127.0.0.1/32 trust` (then a configuration reload) when no rule allows a
 * replication connection. PostgreSQL refuses to run as root: as root (CI), the replica's processes run
 * as the `postgres` OS user and own the directory.
 */
import { appendFile, chmod, mkdtemp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { giveToPostgres, pgRun, run, writeDataFile } from "./pg-programs.ts";
import { freePort } from "./ports.ts";
import { TEST_DATABASE_ADMIN_URL as ADMIN_URL } from "./servers.ts";

const REPLICATION_RULE = "host replication postgres 127.0.0.1/32 trust";

export interface StreamingReplica {
  port: number;
  /** `url`'s database, on the replica. */
  urlFor(primaryUrl: string): string;
  /** A query on the replica itself (its `postgres` database). */
  query<T extends pg.QueryResultRow>(text: string): Promise<T[]>;
  /** Waits until the replica has replayed everything the primary has written so far. */
  catchUp(timeoutMs?: number): Promise<void>;
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** SIGSTOP / SIGCONT every process of the replica: it stops answering, then answers again. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** Stops it at once (`pg_ctl -m immediate`), keeping the directory (`remove` deletes it). */
  stop(): Promise<void>;
  remove(): Promise<void>;
}

async function adminQuery<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Lets the primary accept a replication connection from 127.0.0.1 as postgres, if nothing does yet. */
async function allowReplication(): Promise<void> {
  const [settings] = await adminQuery<{ wal_level: string; senders: string; hba: string }>(
    "select current_setting('wal_level') as wal_level, current_setting('max_wal_senders') as senders, current_setting('hba_file') as hba",
  );
  if (!settings || settings.wal_level === "minimal" || Number(settings.senders) < 1) {
    throw new Error(
      `the primary cannot stream to a replica: wal_level=${settings?.wal_level}, max_wal_senders=${settings?.senders} (needs replica and 1+, then a restart)`,
    );
  }
  const rules = await adminQuery<{ n: number }>(
    "select count(*)::int as n from pg_hba_file_rules where 'replication' = any(database) and auth_method = 'trust' and error is null",
  );
  if ((rules[0]?.n ?? 0) > 0) return;
  const current = await readFile(settings.hba, "utf8");
  if (!current.split("\n").some((line) => line.trim() === REPLICATION_RULE)) {
    await appendFile(settings.hba, `${current.endsWith("\n") ? "" : "\n"}${REPLICATION_RULE}\n`);
  }
  await adminQuery("select pg_reload_conf()");
  // The postmaster reloads asynchronously: wait until the rule is loaded.
  for (let i = 0; i < 50; i++) {
    const loaded = await adminQuery<{ n: number }>(
      "select count(*)::int as n from pg_hba_file_rules where 'replication' = any(database) and error is null",
    );
    if ((loaded[0]?.n ?? 0) > 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startStreamingReplica(): Promise<StreamingReplica> {
  await allowReplication();
  const [server] = await adminQuery<{
    major: string;
    connections: string;
    workers: string;
    prepared: string;
    locks: string;
  }>(
    `select current_setting('server_version_num')::int / 10000 as major,
            current_setting('max_connections') as connections,
            current_setting('max_worker_processes') as workers,
            current_setting('max_prepared_transactions') as prepared,
            current_setting('max_locks_per_transaction') as locks`,
  );
  const bin = process.env.PG_BIN_DIR ?? `/usr/lib/postgresql/${server?.major}/bin`;
  const dir = await mkdtemp("/tmp/playpal-replica-");
  const data = path.join(dir, "data");
  await giveToPostgres(dir);
  await chmod(dir, 0o700);
  const port = await freePort();
  // A physical slot reserves the primary's WAL from now: without it, a primary writing a lot of WAL
  // (other test files create databases) may recycle a segment before the backup or the replica has
  // streamed it. Named after this process, so slots that crashed runs left behind (which would keep
  // WAL forever) are dropped here once their process is gone.
  for (const { slot_name: stale } of await adminQuery<{ slot_name: string }>(
    "select slot_name from pg_replication_slots where slot_name like 'playpal\\_test\\_replica\\_%' and not active",
  )) {
    const pid = Number(stale.split("_")[3]);
    let alive = pid === process.pid;
    try {
      if (!alive) process.kill(pid, 0);
      alive = true;
    } catch {
      alive = false;
    }
    if (!alive) await adminQuery("select pg_drop_replication_slot($1)", [stale]).catch(() => undefined);
  }
  const slot = `playpal_test_replica_${process.pid}_${port}`;
  await adminQuery("select pg_create_physical_replication_slot($1, true)", [slot]);
  const dropSlot = async () => {
    for (let i = 0; i < 50; i++) {
      const dropped = await adminQuery(
        "select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1 and not active",
        [slot],
      )
        .then(() =>
          adminQuery<{ n: number }>(
            "select count(*)::int as n from pg_replication_slots where slot_name = $1",
            [slot],
          ),
        )
        .catch(() => [{ n: 1 }]);
      if ((dropped[0]?.n ?? 0) === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const primary = new URL(ADMIN_URL);
  const removeOnFailure = async <T>(step: Promise<T>) =>
    step.catch(async (error) => {
      await rm(dir, { recursive: true, force: true });
      await dropSlot();
      throw error;
    });
  // A fast checkpoint: the backup starts now, not at the primary's next scheduled checkpoint.
  await removeOnFailure(
    pgRun(path.join(bin, "pg_basebackup"), [
      "-h",
      primary.hostname,
      "-p",
      primary.port || "5432",
      "-U",
      "postgres",
      "-D",
      data,
      "-R",
      "-X",
      "stream",
      "-c",
      "fast",
    ]),
  );
  // The primary's postgresql.conf lives outside its data directory (Debian: /etc/postgresql), so the
  // copy has none: the replica's own, with what a standby must match (at least the primary's limits).
  const conf = [
    `port = ${port}`,
    "listen_addresses = '127.0.0.1'",
    `unix_socket_directories = '${dir}'`,
    "hot_standby = on",
    `max_connections = ${server?.connections}`,
    `max_worker_processes = ${server?.workers}`,
    `max_prepared_transactions = ${server?.prepared}`,
    `max_locks_per_transaction = ${server?.locks}`,
    "shared_buffers = 32MB",
    "fsync = off",
    "wal_receiver_status_interval = 1s",
    "",
  ].join("\n");
  const hba = ["local all all trust", "host all all 127.0.0.1/32 trust", ""].join("\n");
  await writeDataFile(data, "postgresql.conf", conf);
  await writeDataFile(data, "pg_hba.conf", hba);
  try {
    await pgRun(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(dir, "log"),
      "-w",
      "-t",
      "60",
      "start",
    ]);
  } catch (error) {
    const log = await readFile(path.join(dir, "log"), "utf8").catch(() => "");
    await rm(dir, { recursive: true, force: true });
    await dropSlot();
    throw new Error(`the replica did not start: ${(error as Error).message}\n${log.slice(-2000)}`);
  }

  const replicaUrl = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async <T extends pg.QueryResultRow>(text: string) => {
    const client = new pg.Client({ connectionString: replicaUrl("postgres"), connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      return (await client.query<T>(text)).rows;
    } finally {
      await client.end();
    }
  };
  const pids = async () => {
    const postmaster = Number((await readFile(path.join(data, "postmaster.pid"), "utf8")).split("\n")[0]);
    const { stdout } = await run("pgrep", ["-P", String(postmaster)]).catch(() => ({ stdout: "" }));
    return [postmaster, ...stdout.split("\n").filter(Boolean).map(Number)];
  };
  let stopped = false;
  const thaw = async () => {
    for (const pid of await pids()) process.kill(pid, "SIGCONT");
  };
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await pgRun(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]).catch(
      () => undefined,
    );
  };
  return {
    port,
    urlFor(primaryUrl) {
      return replicaUrl(new URL(primaryUrl).pathname.slice(1));
    },
    query,
    async catchUp(timeoutMs = 15_000) {
      const [target] = await adminQuery<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const [row] = await query<{ done: boolean }>(
          `select pg_last_wal_replay_lsn() >= '${target?.lsn}'::pg_lsn as done`,
        );
        if (row?.done) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`the replica did not replay up to ${target?.lsn} within ${timeoutMs} ms`);
    },
    async pauseReplay() {
      await query("select pg_wal_replay_pause()");
      for (let i = 0; i < 100; i++) {
        const [row] = await query<{ state: string }>("select pg_get_wal_replay_pause_state() as state");
        if (row?.state === "paused") return;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async resumeReplay() {
      await query("select pg_wal_replay_resume()");
    },
    async freeze() {
      for (const pid of await pids()) process.kill(pid, "SIGSTOP");
    },
    thaw,
    stop,
    async remove() {
      await thaw().catch(() => undefined);
      await stop();
      await rm(dir, { recursive: true, force: true });
      await dropSlot();
    },
  };
}
