import { performance } from "node:perf_hooks";
import pg from "pg";

/** One look at the server: when, and what each busy backend of the database was doing. */
interface Sample {
  at: number;
  busy: { backend: string; wait: string; query: string }[];
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
      samples.push({ at, busy: rows });
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
      return { samples: within.length, seen: [...counts].sort((a, b) => b[1] - a[1]) };
    },
  };
}
