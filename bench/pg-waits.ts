import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import pg from "pg";

/** One look at the server: when, and what each busy backend of the database was doing. */
interface Sample {
  at: number;
  busy: { backend: string; wait: string; query: string }[];
  /** Connections of `database` that started since the previous sample (a pool opening new ones). */
  started: number;
}

/**
 * Samples `pg_stat_activity` every `everyMs` on a connection of its own: which backends of `database`
 * were active (or idle in a transaction) and what they waited on (`Lock:...`, `IO:WALSync`,
 * `LWLock:...`; `-` is on the CPU). A bench uses it to tell, for a moment it found slow, whether the
 * API was waiting on PostgreSQL and for what, instead of guessing. The whole server is sampled (an
 * autovacuum worker or a checkpointer of another database competes for the same disk), the backends of
 * `database` by query.
 */
export async function startPgWaitSampler(url: string, database: string, everyMs = 25) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const samples: Sample[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = performance.now();
      const { rows: fresh } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid() and backend_start > now() - make_interval(secs => $2)`,
        [database, everyMs / 1000],
      );
      const { rows } = await client.query<{ backend: string; wait: string; query: string }>(
        `select backend_type as backend,
                coalesce(wait_event_type || ':' || wait_event, '-') as wait,
                case when datname = $1 then left(regexp_replace(query, '\\s+', ' ', 'g'), 60)
                     else coalesce(datname, '') end as query
           from pg_stat_activity
          where pid <> pg_backend_pid()
            and (state is null or state not in ('idle'))
            and backend_type not in ('walwriter', 'background writer', 'logical replication launcher',
                                     'autovacuum launcher', 'archiver')
            and not (backend_type = 'checkpointer' and wait_event = 'CheckpointerMain')`,
        [database],
      );
      samples.push({ at, busy: rows, started: fresh[0]?.n ?? 0 });
      const rest = everyMs - (performance.now() - at);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
    }
  })();
  return {
    /** Stops sampling; resolves when the connection is closed. */
    async stop() {
      running = false;
      await loop.catch(() => {});
      await client.end();
    },
    /**
     * What was seen between `from` and `to` (performance.now() times): each backend/wait/query with
     * the number of samples it was in, most first, and how many samples there were.
     */
    between(from: number, to: number) {
      const within = samples.filter((s) => s.at >= from && s.at <= to);
      const counts = new Map<string, number>();
      for (const s of within) {
        for (const b of s.busy) {
          const key = `${b.backend} ${b.wait} ${b.query}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      return {
        samples: within.length,
        seen: [...counts].sort((a, b) => b[1] - a[1]),
        // Each new connection is seen by one or two samples (its start within one interval of each).
        connectionsStarted: within.filter((s) => s.started > 0).map((s) => s.at),
      };
    },
  };
}

/** One look at the machine's page cache and disk. */
interface DiskSample {
  at: number;
  /** Dirty and under-writeback page cache, bytes (/proc/meminfo). */
  dirty: number;
  writeback: number;
  /** Cumulative writes completed, sectors written and ms spent writing, over every disk (/proc/diskstats). */
  writes: number;
  sectors: number;
  writeMs: number;
  /** Cumulative CPU time of all cores, in clock ticks (/proc/stat): all of it, idle (with iowait), stolen. */
  cpuTotal: number;
  cpuIdle: number;
  cpuSteal: number;
}

/**
 * Samples the kernel's dirty page cache and the disks' write counters every `everyMs` (Linux only; an
 * empty timeline elsewhere). A commit's WAL fsync waits behind the writeback of whatever else is
 * dirty, such as the pages a bench's own set-up wrote (a new database, bulk inserts, a build), which the
 * kernel flushes about 30 s later (vm.dirty_expire_centisecs): this shows whether a slow moment was one.
 */
export function startDiskSampler(everyMs = 100) {
  const samples: DiskSample[] = [];
  const read = async (): Promise<DiskSample | null> => {
    const [meminfo, diskstats, stat] = await Promise.all([
      readFile("/proc/meminfo", "utf8"),
      readFile("/proc/diskstats", "utf8"),
      readFile("/proc/stat", "utf8"),
    ]).catch(() => [null, null, null]);
    if (!meminfo || !diskstats || !stat) return null;
    // cpu user nice system idle iowait irq softirq steal ...: the machine's cores together.
    const ticks = (/^cpu\s+(.*)$/m.exec(stat)?.[1] ?? "").split(/\s+/).map(Number);
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = ticks;
    const kib = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(meminfo)?.[1] ?? 0) * 1024;
    let writes = 0;
    let sectors = 0;
    let writeMs = 0;
    for (const line of diskstats.split("\n")) {
      const f = line.trim().split(/\s+/);
      // Whole disks only (vda, sda, nvme0n1), not their partitions or loop and ram devices.
      if (f.length < 11 || !/^(?:[svx]d[a-z]+|nvme\d+n\d+)$/.test(f[2] ?? "")) continue;
      writes += Number(f[7]);
      sectors += Number(f[9]);
      writeMs += Number(f[10]);
    }
    return {
      at: performance.now(),
      dirty: kib("Dirty"),
      writeback: kib("Writeback"),
      writes,
      sectors,
      writeMs,
      cpuTotal: user + nice + system + idle + iowait + irq + softirq + steal,
      cpuIdle: idle + iowait,
      cpuSteal: steal,
    };
  };
  const timer = setInterval(() => {
    void read().then((s) => s && samples.push(s));
  }, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
    /**
     * Per `stepMs` from `from` to `to`: dirty and writeback MiB at the step's end, MiB written and the
     * mean ms per write completed within the step, and the share of the machine's CPU time that was busy
     * and that the hypervisor stole (time a virtual core was ready to run but not given a real one).
     */
    timeline(from: number, to: number, stepMs = 1000) {
      const rows: {
        at: number;
        dirtyMiB: number;
        writebackMiB: number;
        writtenMiB: number;
        msPerWrite: number;
        busyPercent: number;
        stealPercent: number;
      }[] = [];
      for (let start = from; start < to; start += stepMs) {
        const first = samples.find((s) => s.at >= start);
        const last = samples.findLast((s) => s.at < start + stepMs);
        if (!first || !last || last.at <= first.at) continue;
        const writes = last.writes - first.writes;
        const ticks = last.cpuTotal - first.cpuTotal;
        rows.push({
          at: start,
          dirtyMiB: last.dirty / 2 ** 20,
          writebackMiB: last.writeback / 2 ** 20,
          writtenMiB: ((last.sectors - first.sectors) * 512) / 2 ** 20,
          msPerWrite: writes > 0 ? (last.writeMs - first.writeMs) / writes : 0,
          busyPercent: ticks > 0 ? (100 * (ticks - (last.cpuIdle - first.cpuIdle))) / ticks : 0,
          stealPercent: ticks > 0 ? (100 * (last.cpuSteal - first.cpuSteal)) / ticks : 0,
        });
      }
      return rows;
    },
  };
}
