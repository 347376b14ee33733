import { execFile } from "node:child_process";
import { userInfo } from "node:os";
import {
  createOperatorLogin,
  findOperatorByName,
  MIN_OPERATOR_PASSWORD_LENGTH,
  saveOperatorSession,
} from "@playpal/api";
import { QUEUES } from "@playpal/contracts";
import { moderationAuditLog } from "@playpal/db";
import { createQueueConnection } from "@playpal/platform";
import { type Job, Queue, QueueEvents, Worker } from "bullmq";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Io } from "../scripts/admin/cli.ts";
import { runAdmin } from "../scripts/admin.ts";
import { useTestApp } from "./context.ts";

// `npm run admin`: run in-process against the real database and Redis (the commands are functions of
// their arguments), plus one real process for the entry point's exit codes.
let media: Queue;
let events: QueueEvents;

function recorder(): Io & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (line) => stdout.push(line), err: (line) => stderr.push(line) };
}

async function admin(...argv: string[]) {
  const io = recorder();
  const code = await runAdmin(argv, io, ctx.config);
  return { code, stdout: io.stdout.join("\n"), stderr: io.stderr.join("\n") };
}

/** A media job that fails once for good, as a worker reports it. */
async function failedMediaJob(id: string, requestId: string): Promise<Job> {
  const prefix = `${ctx.config.REDIS_PREFIX}:bull`;
  const worker = new Worker(
    QUEUES.media,
    async () => {
      throw new Error("could not decode the image\n  at decode (processors.ts:12)");
    },
    { connection: createQueueConnection(ctx.config.REDIS_URL), prefix, autorun: false },
  );
  const job = await media.add(
    "media.process",
    { mediaId: id, postId: "p", userId: "u", storageKey: "k", mimeType: "image/jpeg", requestId },
    { jobId: id, attempts: 1 },
  );
  void worker.run();
  await expect(job.waitUntilFinished(events, 10_000)).rejects.toThrow("could not decode");
  await worker.close();
  return job;
}

const ctx = useTestApp();
beforeAll(async () => {
  const prefix = `${ctx.config.REDIS_PREFIX}:bull`;
  media = new Queue(QUEUES.media, { connection: createQueueConnection(ctx.config.REDIS_URL), prefix });
  events = new QueueEvents(QUEUES.media, { connection: createQueueConnection(ctx.config.REDIS_URL), prefix });
  await events.waitUntilReady();
});
afterAll(async () => {
  await media?.obliterate({ force: true });
  await media?.close();
  await events?.close();
});

describe("npm run admin -- jobs", () => {
  it("lists failed jobs with reason and request id, shows one, and retries it once", async () => {
    await failedMediaJob("media-1", "trace-of-the-upload");

    const counts = await admin("jobs", "counts");
    expect(counts.code).toBe(0);
    const [header, ...rows] = counts.stdout.split("\n");
    expect(header?.split(/\s+/)).toEqual([
      "QUEUE",
      "WAITING",
      "ACTIVE",
      "DELAYED",
      "PRIORITIZED",
      "FAILED",
      "COMPLETED",
    ]);
    expect(rows.find((r) => r.startsWith("media"))?.split(/\s+/)).toEqual([
      "media",
      "0",
      "0",
      "0",
      "0",
      "1",
      "0",
    ]);
    expect(rows.some((r) => r.startsWith("notifications"))).toBe(true);

    const failed = await admin("jobs", "failed", "media");
    expect(failed.code).toBe(0);
    const line = failed.stdout.split("\n").find((l) => l.startsWith("media-1"));
    expect(line).toMatch(
      /^media-1\s+media\.process\s+\d{4}-\d\d-\d\dT\S+Z\s+1\/1\s+trace-of-the-upload\s+could not/,
    );
    expect(line).not.toContain("\n");
    expect(failed.stdout).toContain("1 of 1 failed");

    const show = await admin("jobs", "show", "media", "media-1");
    expect(show.code).toBe(0);
    expect(show.stdout).toMatch(/state\s+failed/);
    expect(show.stdout).toContain('"mediaId":"media-1"');
    expect(show.stdout).toContain("at decode (processors.ts:12)");

    const retry = await admin("jobs", "retry", "media", "media-1");
    expect(retry).toMatchObject({ code: 0, stdout: expect.stringContaining("moved back to waiting") });
    expect(await (await media.getJob("media-1"))?.getState()).toBe("waiting");

    const again = await admin("jobs", "retry", "media", "media-1");
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("NOT_FAILED: job media-1 of media is waiting");
    const missing = await admin("jobs", "show", "media", "no-such-job");
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining("NOT_FOUND") });
    await (await media.getJob("media-1"))?.remove();
    // The one retry done is on record, as the shell's user; the refused one is not (nothing was done).
    const audit = await ctx.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.action, "job_retry"));
    expect(audit.filter((a) => a.details.jobId === "media-1")).toEqual([
      expect.objectContaining({
        actor: `cli:${userInfo().username}`,
        targetType: "queue",
        targetId: "media",
      }),
    ]);
  });

  it("retries every failed job of a queue with --all, and says when there is none", async () => {
    await failedMediaJob("media-2", "t2");
    await failedMediaJob("media-3", "t3");
    const all = await admin("jobs", "retry", "media", "--all");
    expect(all).toMatchObject({ code: 0, stdout: "media: 2 failed jobs moved back to waiting" });
    expect(await media.getWaitingCount()).toBe(2);
    const none = await admin("jobs", "retry", "media", "--all");
    expect(none).toMatchObject({ code: 0, stdout: "No failed jobs in media." });
    expect((await admin("jobs", "failed", "notifications")).stdout).toBe("No failed jobs in notifications.");
  });

  it("exits 2 with the usage on bad arguments, and touches nothing", async () => {
    for (const argv of [
      ["jobs"],
      ["jobs", "frobnicate"],
      ["jobs", "failed"],
      ["jobs", "failed", "emails"],
      ["jobs", "failed", "media", "--limit", "0"],
      ["jobs", "retry", "media"],
      ["jobs", "retry", "media", "x", "--all"],
      ["jobs", "counts", "--all"],
      ["jobs", "show", "media"],
    ]) {
      const result = await admin(...argv);
      expect(result.code, argv.join(" ")).toBe(2);
      expect(result.stderr, argv.join(" ")).toContain("usage: npm run admin -- jobs");
    }
  });
});

describe("npm run admin", () => {
  it("lists its commands, refuses an unknown one with 2, and runs the verification review", async () => {
    const help = await admin("help");
    expect(help.code).toBe(0);
    for (const name of ["verification", "announce", "jobs"])
      expect(help.stdout).toMatch(new RegExp(`\\n\\s+${name}\\s`));
    expect(await admin()).toMatchObject({ code: 2 });
    expect(await admin("frobnicate")).toMatchObject({ code: 2, stderr: "unknown command frobnicate" });
    expect(await admin("verification", "list")).toMatchObject({
      code: 0,
      stdout: "No pending verifications.",
    });
    const bad = await admin("verification", "approve");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      "approve takes exactly one <userId>\nusage: npm run admin -- verification list",
    );
    expect(await admin("announce", "--title", "")).toMatchObject({ code: 2 });
    // Each command's subcommand and options: an unknown one (an inherited property name included) is 2.
    for (const [argv, message] of [
      [["operators"], "a command is required"],
      [["operators", "constructor"], "unknown command constructor"],
      [["verification", "frobnicate"], "unknown command frobnicate"],
      [["jobs", "counts", "--limit", "3"], "--limit does not go with counts"],
      [["operators", "revoke", "alice", "--role", "admin"], "--role does not go with revoke"],
    ] as const) {
      const refused = await admin(...argv);
      expect(refused.code, argv.join(" ")).toBe(2);
      expect(refused.stderr, argv.join(" ")).toContain(message);
    }
  });

  it("grants, lists and revokes console operators, each change audited as the shell's user", async () => {
    const { checkPassword } = await createOperatorLogin(ctx.deps);
    const granted = await admin("operators", "grant", "alice", "--role", "moderator");
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain("alice: created with role moderator");
    const password = /password \(shown once\): (\S+)/.exec(granted.stdout)?.[1] ?? "";
    expect(password.length).toBeGreaterThanOrEqual(MIN_OPERATOR_PASSWORD_LENGTH);
    expect(await checkPassword("alice", password)).toMatchObject({ username: "alice" });
    expect(await admin("operators", "grant", "alice", "--role", "finance")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("alice: updated with role finance"),
    });
    const list = await admin("operators", "list");
    expect(list.stdout.split("\n")[1]?.split(/\s+/).slice(0, 4)).toEqual([
      "alice",
      "finance",
      "active",
      "not",
    ]);
    expect(await admin("operators", "revoke", "alice")).toMatchObject({ code: 0, stdout: "alice: revoked" });
    expect(await checkPassword("alice", password)).toBeNull();
    expect(await admin("operators", "revoke", "nobody")).toMatchObject({ code: 1 });
    expect(await admin("operators", "grant", "bob", "--role", "boss")).toMatchObject({ code: 2 });
    expect(await admin("operators", "grant", "bob", "--role", "admin", "--password", "short")).toMatchObject({
      code: 1,
    });
    const audit = await ctx.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.targetType, "operator"))
      .orderBy(asc(moderationAuditLog.createdAt), asc(moderationAuditLog.id));
    const actor = `cli:${userInfo().username}`;
    expect(audit.map((a) => [a.action, a.actor, a.details.username, a.details.role])).toEqual([
      ["grant", actor, "alice", "moderator"],
      ["grant", actor, "alice", "finance"],
      ["revoke", actor, "alice", "finance"],
    ]);
    expect(audit[1]?.details).toMatchObject({
      previousRole: "moderator",
      created: false,
      newPassword: false,
    });
  });

  it("lists an operator's live sessions and ends them, audited", async () => {
    const granted = await admin(
      "operators",
      "grant",
      "carol",
      "--role",
      "admin",
      "--password",
      "a long passphrase",
    );
    expect(granted.code).toBe(0);
    const operatorId = (await findOperatorByName(ctx.deps, "carol"))?.id as string;
    const now = new Date();
    for (const sessionId of ["session-one", "session-two"]) {
      await saveOperatorSession(
        ctx.deps,
        sessionId,
        {
          operatorId,
          stage: "full",
          data: {},
          loginAt: now,
          seenAt: now,
          expiresAt: new Date(now.getTime() + 3_600_000),
          address: "10.1.2.3",
          userAgent: "test",
        },
        { created: true },
      );
    }
    const listed = await admin("operators", "sessions", "carol");
    expect(listed.code).toBe(0);
    expect(listed.stdout.split("\n").filter((l) => l.startsWith("carol"))).toHaveLength(2);
    expect(listed.stdout).toContain("10.1.2.3");
    expect(await admin("operators", "end-sessions", "carol")).toMatchObject({
      code: 0,
      stdout: "carol: 2 session(s) ended",
    });
    expect(await admin("operators", "sessions", "carol")).toMatchObject({ code: 0, stdout: "No sessions." });
    expect(await admin("operators", "sessions", "nobody")).toMatchObject({ code: 1 });
    expect(await admin("operators", "end-sessions")).toMatchObject({ code: 2 });
    const [ended] = await ctx.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.action, "end_sessions"));
    expect(ended).toMatchObject({
      actor: `cli:${userInfo().username}`,
      targetType: "operator",
      targetId: operatorId,
      details: { username: "carol", ended: 2 },
    });
  });

  it("announces to every user through the admin entry point", async () => {
    const result = await admin("announce", "--title", "Maintenance at 02:00 UTC");
    expect(result).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^announcement sent to \d+ users$/),
    });
  });

  it("as a process, exits with the command's code", { timeout: 60_000 }, async () => {
    const run = (argv: string[]) =>
      new Promise<{ code: number; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ["--import", "tsx", "scripts/admin.ts", ...argv],
          {
            env: {
              PATH: process.env.PATH ?? "",
              NODE_ENV: "test",
              LOG_LEVEL: "silent",
              DATABASE_URL: ctx.config.DATABASE_URL,
              REDIS_URL: ctx.config.REDIS_URL,
              REDIS_PREFIX: ctx.config.REDIS_PREFIX,
            },
          },
          (error, _stdout, stderr) =>
            resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, stderr }),
        );
      });
    const [refused, usage] = await Promise.all([
      run(["jobs", "retry", "media", "nope"]),
      run(["jobs", "retry"]),
    ]);
    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("NOT_FOUND: no job nope in media"),
    });
    expect(usage.code).toBe(2);
  });
});
