/**
 * The queues' jobs, for an operator: how many are in each state, which failed and why, and a retry.
 *
 *   counts                               jobs per queue and state
 *   failed <queue> [--limit 20]          the failed jobs, newest first: id, name, when, attempts, reason
 *   show <queue> <jobId>                 one job: state, data, options, last error and its stack
 *   retry <queue> <jobId>                a failed job back to waiting (refused unless it is failed)
 *   retry <queue> --all                  every failed job of the queue back to waiting
 *
 * A retry is audited as `cli:<OS user>` (job_retry, target the queue) once it is done.
 */
import { parseArgs } from "node:util";
import { FORMER_QUEUES, QUEUES } from "@playpal/contracts";
import { type AuditEntry, appendAudit, cliActor, closeDatabase, createDatabase } from "@playpal/db";
import { type Config, createQueueProducerConnection, queuePrefix } from "@playpal/platform";
import { type Job, Queue } from "bullmq";
import { type AdminCommand, EXIT, formatTable, type Io, intOption, pickCommand, UsageError } from "./cli.ts";

/** Every queue, and the former names still drained after a rename (their jobs can be inspected and retried). */
const QUEUE_NAMES = [...Object.values(QUEUES), ...Object.keys(FORMER_QUEUES)] as string[];
const STATES = ["waiting", "active", "delayed", "prioritized", "failed", "completed"] as const;
const SUBCOMMANDS = ["counts", "failed", "show", "retry"] as const;
type Subcommand = (typeof SUBCOMMANDS)[number];
const ALLOWED: Record<Subcommand, string[]> = { counts: [], failed: ["limit"], show: [], retry: ["all"] };

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { limit: { type: "string" }, all: { type: "boolean" } },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** The queues of this deployment (REDIS_PREFIX), on a connection that fails fast while Redis is down. */
async function withQueues<T>(
  config: Config,
  work: (queue: (name: string) => Queue) => Promise<T>,
): Promise<T> {
  const connection = createQueueProducerConnection(config);
  const queues = new Map<string, Queue>();
  const queue = (name: string) => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, {
        connection,
        prefix: queuePrefix(config),
        skipVersionCheck: connection.isCluster,
      });
      queues.set(name, q);
    }
    return q;
  };
  try {
    await connection.connect().catch(() => undefined);
    return await work(queue);
  } finally {
    await Promise.all([...queues.values()].map((q) => q.close()));
    connection.disconnect();
  }
}

/** Records a retry done (the jobs live in Redis: the entry follows the action). */
async function audit(config: Config, entry: Omit<AuditEntry, "actor">) {
  const db = createDatabase(config.DATABASE_URL, { max: 1 });
  try {
    await appendAudit(db, { ...entry, actor: cliActor() });
  } finally {
    await closeDatabase(db);
  }
}

const when = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : "-");
const oneLine = (text: string | undefined, max: number) => {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat || "-";
};
const requestIdOf = (job: Job) => {
  const id = (job.data as { requestId?: unknown } | null)?.requestId;
  return typeof id === "string" ? id : "-";
};

async function counts(queue: (name: string) => Queue, io: Io) {
  const rows = await Promise.all(
    QUEUE_NAMES.map(async (name) => {
      const c = await queue(name).getJobCounts(...STATES);
      return [name, ...STATES.map((s) => String(c[s] ?? 0))];
    }),
  );
  for (const line of formatTable(["QUEUE", ...STATES.map((s) => s.toUpperCase())], rows)) io.out(line);
}

async function failed(queue: Queue, limit: number, io: Io) {
  const jobs = (await queue.getFailed(0, limit - 1)) as Job[];
  if (jobs.length === 0) {
    io.out(`No failed jobs in ${queue.name}.`);
    return;
  }
  const header = ["JOB ID", "NAME", "FAILED AT (UTC)", "ATTEMPTS", "REQUEST ID", "REASON"];
  const rows = jobs.map((job) => [
    job.id ?? "-",
    job.name,
    when(job.finishedOn),
    `${job.attemptsMade}/${job.opts.attempts ?? 1}`,
    requestIdOf(job),
    oneLine(job.failedReason, 80),
  ]);
  for (const line of formatTable(header, rows)) io.out(line);
  const total = await queue.getFailedCount();
  io.out(`${jobs.length} of ${total} failed${total > jobs.length ? " (--limit for more)" : ""}`);
}

export const jobsCommand: AdminCommand = {
  summary: "queue jobs: counts, failed, show, retry",
  usage: (prog) => `usage: ${prog} counts
       ${prog} failed <${QUEUE_NAMES.join("|")}> [--limit 20]
       ${prog} show <queue> <jobId>
       ${prog} retry <queue> <jobId>
       ${prog} retry <queue> --all`,

  async run(args, { config, io }) {
    const { values, positionals } = parse(args);
    const {
      command: sub,
      rest: [queueName, ...rest],
    } = pickCommand(positionals, values, ALLOWED);
    if (sub === "counts") {
      if (queueName !== undefined) throw new UsageError("counts takes no arguments");
      return withQueues(config, async (queue) => {
        await counts(queue, io);
        return EXIT.done;
      });
    }
    if (!queueName || !QUEUE_NAMES.includes(queueName)) {
      throw new UsageError(
        `${sub} needs a queue: ${QUEUE_NAMES.join(", ")}${queueName ? ` (not ${queueName})` : ""}`,
      );
    }
    const jobId = rest[0];
    const wantsJob = sub === "show" || (sub === "retry" && !values.all);
    if (rest.length !== (wantsJob ? 1 : 0) || (sub === "retry" && values.all && jobId)) {
      throw new UsageError(
        sub === "retry"
          ? "retry takes one <jobId> or --all"
          : wantsJob
            ? `${sub} takes one <jobId>`
            : `${sub} takes no <jobId>`,
      );
    }
    const limit = intOption(values.limit, "limit", 20, 1000);

    return withQueues(config, async (queues) => {
      const queue = queues(queueName);
      if (sub === "failed") {
        await failed(queue, limit, io);
        return EXIT.done;
      }
      if (sub === "retry" && values.all) {
        const before = await queue.getFailedCount();
        if (before === 0) {
          io.out(`No failed jobs in ${queueName}.`);
          return EXIT.done;
        }
        await queue.retryJobs({ state: "failed", count: 1000 });
        const moved = before - (await queue.getFailedCount());
        await audit(config, {
          action: "job_retry",
          targetType: "queue",
          targetId: queueName,
          details: { operation: "retry all failed", moved },
        });
        io.out(`${queueName}: ${moved} failed jobs moved back to waiting`);
        return EXIT.done;
      }
      const job = (await queue.getJob(jobId as string)) as Job | undefined;
      if (!job) {
        io.err(`NOT_FOUND: no job ${jobId} in ${queueName}`);
        return EXIT.refused;
      }
      const state = await job.getState();
      if (sub === "show") {
        const fields: [string, string][] = [
          ["queue", queueName],
          ["id", job.id ?? "-"],
          ["name", job.name],
          ["state", state],
          ["attempts", `${job.attemptsMade}/${job.opts.attempts ?? 1}`],
          ["created (UTC)", when(job.timestamp)],
          ["finished (UTC)", when(job.finishedOn)],
          ["request id", requestIdOf(job)],
          ["data", JSON.stringify(job.data)],
          ["reason", job.failedReason || "-"],
        ];
        for (const line of formatTable(["FIELD", "VALUE"], fields)) io.out(line);
        for (const line of job.stacktrace?.at(-1)?.split("\n") ?? []) io.out(`  ${line}`);
        return EXIT.done;
      }
      if (state !== "failed") {
        io.err(`NOT_FAILED: job ${jobId} of ${queueName} is ${state}; only failed jobs are retried`);
        return EXIT.refused;
      }
      await job.retry("failed");
      await audit(config, {
        action: "job_retry",
        targetType: "queue",
        targetId: queueName,
        details: { operation: "retry", jobId, attempt: job.attemptsMade + 1 },
      });
      io.out(`${queueName}/${jobId}: moved back to waiting (attempt ${job.attemptsMade + 1} next)`);
      return EXIT.done;
    });
  },
};
