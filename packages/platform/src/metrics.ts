import type { Queue, Worker } from "bullmq";
import type { Redis } from "ioredis";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/**
 * The process's one Prometheus registry, served by `GET /metrics` on every service (see
 * `metrics-plugin.ts`). The series every service may feed are defined here, once; a domain that needs
 * a series of its own (ledger postings, payout runs...) defines it next to its code with
 * `registers: [metricsRegistry]`, named `playpal_<domain>_<what>_<unit>`, with bounded label values
 * only (never a user id, a raw URL or an error message as a label):
 *
 *   export const ledgerPostings = new Counter({
 *     name: "playpal_ledger_postings_total", help: "...", labelNames: ["kind"], registers: [metricsRegistry],
 *   });
 *
 * Metrics are process-wide by nature (a scrape reads the whole process), so they are module state
 * rather than a port passed down; tests read them through `metricsRegistry` and compare deltas.
 */
export const metricsRegistry = new Registry();

let defaultsStarted = false;
/**
 * Labels every series of this process with its service name and starts Node's default series
 * (event-loop lag, heap, GC, CPU, open handles). Called once by each service's entry point or HTTP
 * server; later calls only keep the first name.
 */
export function startProcessMetrics(service: string): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  metricsRegistry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: metricsRegistry });
}

const registers = [metricsRegistry];
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** HTTP requests by method, route template (`/api/v1/posts/:postId`, never the raw URL) and status. */
export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "HTTP request latency by method, route template and status code (its _count is the request rate)",
  labelNames: ["method", "route", "status_code"] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

/** Redis commands of our own clients (not BullMQ's blocking ones) by command name and outcome. */
export const redisCommandDuration = new Histogram({
  name: "redis_command_duration_seconds",
  help: "Latency of Redis commands by client, command and outcome (ok, error)",
  labelNames: ["client", "command", "outcome"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
  registers,
});

/** BullMQ jobs run by a worker of this process, from start to completion or failure. */
export const jobDuration = new Histogram({
  name: "queue_job_duration_seconds",
  help: "Processing time of queue jobs by queue, job name and outcome (completed, failed)",
  labelNames: ["queue", "name", "outcome"] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers,
});

/** Failed attempts; `final="true"` when no retry is left (the job stays in the failed set). */
export const jobFailures = new Counter({
  name: "queue_job_failures_total",
  help: "Failed job attempts by queue and job name; final=true once no retry is left",
  labelNames: ["queue", "name", "final"] as const,
  registers,
});

/**
 * Job schedulers found missing from Redis and registered again (`keepJobSchedulers`, schedule.ts), by
 * queue and scheduler id: each one is a loss of Redis's data (a restart without persistence, a flush,
 * a failover) that would otherwise have stopped that recurring job for good.
 */
export const jobSchedulerRepairs = new Counter({
  name: "playpal_jobs_scheduler_repairs_total",
  help: "Job schedulers found missing from Redis and registered again, by queue and scheduler id",
  labelNames: ["queue", "scheduler"] as const,
  registers,
});

/** Push messages by outcome: ok (ticket accepted), error (ticket refused), failed (request failed). */
export const pushOutcomes = new Counter({
  name: "push_messages_total",
  help: "Push messages handed to the push provider by outcome (ok, error, failed) and, for errors, the provider's error code",
  labelNames: ["outcome", "error"] as const,
  registers,
});

/**
 * Webhook deliveries by provider (`mux`, `revenuecat`, `stripe`) and outcome (`processed`, `duplicate`,
 * `ignored`, `unauthorized`, `invalid`, `failed`): the webhook routes increment it.
 */
export const webhookOutcomes = new Counter({
  name: "webhook_deliveries_total",
  help: "Webhook deliveries by provider and outcome",
  labelNames: ["provider", "outcome"] as const,
  registers,
});

/** Sockets connected to this realtime instance. */
export const socketConnections = new Gauge({
  name: "socketio_connected_sockets",
  help: "Socket.IO connections open on this instance",
  registers,
});

/** Socket events by direction (in from clients, out to them) and wire name (unknown names as `other`). */
export const socketEvents = new Counter({
  name: "socketio_events_total",
  help: "Socket.IO events by direction (in, out) and event name; rate() gives events per second",
  labelNames: ["direction", "event"] as const,
  registers,
});

/**
 * Home feed pages by where they were read (`timeline`: the fan-out timeline; `sql`: the two-phase query,
 * for cold timelines and pages deeper than a timeline keeps): a rising `sql` share means timelines are
 * being lost or are too short (FEED_TIMELINE_SIZE).
 */
export const feedTimelineReads = new Counter({
  name: "feed_home_pages_total",
  help: "Home feed pages read from the fan-out timeline or from the SQL form",
  labelNames: ["source"] as const,
  registers,
});

/** Anything with pg.Pool's counters. */
interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const pools = new Map<string, PoolStats>();
new Gauge({
  name: "db_pool_connections",
  help: "PostgreSQL pool connections by pool and state (total, idle, waiting = queries waiting for a connection)",
  labelNames: ["pool", "state"] as const,
  registers,
  collect() {
    this.reset();
    for (const [pool, stats] of pools) {
      this.set({ pool, state: "total" }, stats.totalCount);
      this.set({ pool, state: "idle" }, stats.idleCount);
      this.set({ pool, state: "waiting" }, stats.waitingCount);
    }
  },
});

/** What the metrics read of a read router (@playpal/db `ReadRouter`). */
interface ReadRouting {
  counts: Record<string, number>;
  status(): { name: string; up: boolean }[];
}
const routers = new Map<string, ReadRouting>();
new Counter({
  name: "db_routed_reads_total",
  help: "Heavy reads by where they ran: replica, primary:own-write (the user wrote recently), primary:fallback (no replica up, or it failed), primary:no-replica",
  labelNames: ["service", "target"] as const,
  registers,
  collect() {
    this.reset();
    for (const [service, router] of routers) {
      for (const [target, n] of Object.entries(router.counts)) this.inc({ service, target }, n);
    }
  },
});
new Gauge({
  name: "db_replica_up",
  help: "1 while a read replica is in rotation, 0 while its reads go to the primary",
  labelNames: ["service", "replica"] as const,
  registers,
  collect() {
    this.reset();
    for (const [service, router] of routers) {
      for (const replica of router.status()) this.set({ service, replica: replica.name }, replica.up ? 1 : 0);
    }
  },
});

/** Reports a read router's routed reads and replicas at every scrape; the returned function stops it. */
export function observeReadRouting(service: string, router: ReadRouting): () => void {
  routers.set(service, router);
  return () => {
    if (routers.get(service) === router) routers.delete(service);
  };
}

/** Reports a pg pool's connection counts under `name` at every scrape; the returned function stops it. */
export function observeDatabasePool(name: string, pool: PoolStats): () => void {
  pools.set(name, pool);
  return () => {
    if (pools.get(name) === pool) pools.delete(name);
  };
}

const JOB_STATES = ["waiting", "active", "delayed", "failed", "prioritized", "waiting-children"] as const;
const queues = new Map<string, Pick<Queue, "getJobCounts">>();
new Gauge({
  name: "queue_jobs",
  help: "Jobs in each queue by state (waiting, active, delayed, failed...): waiting is the backlog",
  labelNames: ["queue", "state"] as const,
  registers,
  async collect() {
    this.reset();
    await Promise.all(
      [...queues].map(async ([queue, q]) => {
        try {
          const counts = await q.getJobCounts(...JOB_STATES);
          for (const state of JOB_STATES) this.set({ queue, state }, counts[state] ?? 0);
        } catch {
          // Redis unreachable: the series is absent from this scrape rather than failing it.
        }
      }),
    );
  },
});

/** Reports a BullMQ queue's job counts at every scrape; the returned function stops it. */
export function observeQueue(queue: Pick<Queue, "name" | "getJobCounts">): () => void {
  queues.set(queue.name, queue);
  return () => {
    if (queues.get(queue.name) === queue) queues.delete(queue.name);
  };
}

const observedWorkers = new WeakSet<Worker>();
/**
 * Records every job a BullMQ worker finishes: duration by outcome, failures (final or retried). Once per
 * worker: a second call (the worker's builder and the process's HTTP server both ask) changes nothing.
 */
export function observeWorker(worker: Worker): void {
  if (observedWorkers.has(worker)) return;
  observedWorkers.add(worker);
  const queue = worker.name;
  const seconds = (job: { processedOn?: number; finishedOn?: number }) =>
    job.processedOn && job.finishedOn ? (job.finishedOn - job.processedOn) / 1000 : undefined;
  worker.on("completed", (job) => {
    const duration = seconds(job);
    if (duration !== undefined)
      jobDuration.observe({ queue, name: job.name, outcome: "completed" }, duration);
  });
  worker.on("failed", (job) => {
    if (!job) return;
    const final = job.attemptsMade >= (job.opts.attempts ?? 1) || job.finishedOn !== undefined;
    jobFailures.inc({ queue, name: job.name, final: String(final) });
    const duration = seconds({ processedOn: job.processedOn, finishedOn: job.finishedOn ?? Date.now() });
    if (duration !== undefined) jobDuration.observe({ queue, name: job.name, outcome: "failed" }, duration);
  });
}

type SendCommand = Redis["sendCommand"];
const observedRedis = new WeakSet<Redis>();
/**
 * Times every command sent on `redis` (ioredis has no command hook, so `sendCommand` is wrapped). For
 * our own clients only: a worker's blocking commands would report their wait as latency.
 */
export function observeRedis(redis: Redis, client: string): Redis {
  if (observedRedis.has(redis)) return redis;
  observedRedis.add(redis);
  const send: SendCommand = redis.sendCommand.bind(redis);
  // A command queued while disconnected is sent again through sendCommand once connected: timed once.
  const timed = new WeakSet<object>();
  // Every argument passed on: the Cluster client takes a third (a pipeline's node), without which a
  // pipeline's commands lose their connection.
  redis.sendCommand = ((command, ...rest: unknown[]) => {
    const result = (send as (...args: unknown[]) => ReturnType<SendCommand>)(command, ...rest);
    if (timed.has(command)) return result;
    timed.add(command);
    const started = process.hrtime.bigint();
    const record = (outcome: string) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      redisCommandDuration.observe({ client, command: command.name, outcome }, seconds);
    };
    command.promise.then(
      () => record("ok"),
      () => record("error"),
    );
    return result;
  }) as SendCommand;
  return redis;
}
