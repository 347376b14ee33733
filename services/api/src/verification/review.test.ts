import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { identityVerifications, moderationAuditLog, notifications } from "@playpal/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { makeImage, multipart } from "#test/multipart.ts";
import { upsertVerification } from "./queries.ts";
import { downloadDocuments, listPending, review } from "./review.ts";

/** Who reviews in these tests, as the audit log names them. */
const REVIEWER = { actor: "cli:tester", actorName: "tester" };
const auditOf = (userId: string) =>
  ctx.db.select().from(moderationAuditLog).where(eq(moderationAuditLog.targetId, userId));

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

let scratch: string;
afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});
const ctx = useTestApp();
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "playpal-review-"));
});

type User = Awaited<ReturnType<typeof registerUser>>;

async function upload(user: User, kind: string, data: Buffer, contentType: string) {
  const body = multipart({ kind }, [{ field: "file", filename: "doc", contentType, data }]);
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/verification-asset",
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string };
}

const status = async (user: User) =>
  (
    await ctx.app.inject({ method: "GET", url: "/api/v1/verify-identity", headers: bearer(user.token) })
  ).json();

async function submit(user: User) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/verify-identity",
    headers: bearer(user.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A user with uploaded and submitted documents (an ID back too when asked); returns the bytes sent. */
async function submittedUser(options: { withBack?: boolean } = {}) {
  const user = await registerUser(ctx.app);
  const files: Record<string, Buffer> = {
    id_front: await makeImage(64, 48, "png"),
    selfie: await makeImage(40, 40, "jpeg"),
  };
  if (options.withBack) files.id_back = await makeImage(50, 30, "webp");
  await upload(user, "id_front", files.id_front!, "image/png");
  if (files.id_back) await upload(user, "id_back", files.id_back, "image/webp");
  await upload(user, "selfie", files.selfie!, "image/jpeg");
  expect((await submit(user)).status).toBe("pending");
  return { user, files };
}

async function systemNotifications(user: User) {
  const response = await ctx.app.inject({
    method: "GET",
    url: "/api/v1/notifications?limit=50",
    headers: bearer(user.token),
  });
  expect(response.statusCode).toBe(200);
  return (
    response.json().items as { type: string; title: string; body: string | null; actor: unknown }[]
  ).filter((n) => n.type === "SYSTEM");
}

describe("listing pending verifications", () => {
  it("lists pending submissions oldest first, with who submitted and which documents", async () => {
    const { user: later } = await submittedUser({ withBack: true });
    const { user: earlier } = await submittedUser();
    // The second submission is made the older one, so the order is proven to follow submittedAt.
    await ctx.db
      .update(identityVerifications)
      .set({ submittedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(identityVerifications.userId, earlier.id));

    const pending = await listPending(ctx.deps, { limit: 100 });
    const ids = pending.map((p) => p.userId);
    expect(ids.indexOf(earlier.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(later.id));
    const submittedAts = pending.map((p) => p.submittedAt.getTime());
    expect(submittedAts).toEqual([...submittedAts].sort((a, b) => a - b));
    expect(pending.find((p) => p.userId === later.id)).toEqual({
      userId: later.id,
      username: null,
      displayName: expect.stringMatching(/^Test User/),
      email: later.email,
      submittedAt: expect.any(Date),
      documents: ["id_front", "id_back", "selfie"],
    });
    expect(pending.find((p) => p.userId === earlier.id)?.documents).toEqual(["id_front", "selfie"]);
    expect(await listPending(ctx.deps, { limit: 1 })).toHaveLength(1);

    await review(ctx.deps, earlier.id, { actor: REVIEWER, decision: "approved" });
    expect((await listPending(ctx.deps, { limit: 100 })).map((p) => p.userId)).not.toContain(earlier.id);
  });
});

describe("downloading the documents", () => {
  it("writes byte-identical files into a private directory, named by kind", async () => {
    const { user, files } = await submittedUser({ withBack: true });
    const outDir = path.join(scratch, `docs-${user.id}`, "nested");
    const written = await downloadDocuments(ctx.deps, user.id, outDir);
    expect(written).toEqual([
      path.join(outDir, "id_front.png"),
      path.join(outDir, "id_back.webp"),
      path.join(outDir, "selfie.jpg"),
    ]);
    expect((await readdir(outDir)).sort()).toEqual(["id_back.webp", "id_front.png", "selfie.jpg"]);
    expect((await stat(outDir)).mode & 0o777).toBe(0o700);
    for (const [kind, data] of Object.entries(files)) {
      const file = written.find((f) => path.basename(f).startsWith(`${kind}.`))!;
      expect((await readFile(file)).equals(data)).toBe(true);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    }
  });

  it("refuses an unknown user and a user who never submitted", async () => {
    await expect(downloadDocuments(ctx.deps, "nosuchuser", path.join(scratch, "x"))).rejects.toMatchObject({
      code: "USER_NOT_FOUND",
    });
    const idle = await registerUser(ctx.app);
    await expect(downloadDocuments(ctx.deps, idle.id, path.join(scratch, "y"))).rejects.toMatchObject({
      code: "VERIFICATION_NOT_FOUND",
    });
  });
});

describe("reviewing", () => {
  it("approves a pending verification once, and tells the user", async () => {
    const { user } = await submittedUser();
    const result = await review(ctx.deps, user.id, { actor: REVIEWER, decision: "approved" });
    expect(result).toEqual(expect.objectContaining({ status: "approved", rejectionReason: null }));

    const approved = await status(user);
    expect(approved).toEqual({
      status: "approved",
      submittedAt: expect.any(String),
      reviewedAt: result.reviewedAt.toISOString(),
      rejectionReason: null,
    });
    expect(await systemNotifications(user)).toEqual([
      expect.objectContaining({ title: "Your identity is verified", body: null, actor: null }),
    ]);

    // A second review, either way, is refused and changes nothing.
    await expect(
      review(ctx.deps, user.id, { actor: REVIEWER, decision: "rejected", reason: "changed my mind" }),
    ).rejects.toMatchObject({ code: "NOT_PENDING", message: expect.stringContaining("approved") });
    await expect(review(ctx.deps, user.id, { actor: REVIEWER, decision: "approved" })).rejects.toMatchObject({
      code: "NOT_PENDING",
    });
    expect(await status(user)).toEqual(approved);
    expect(await systemNotifications(user)).toHaveLength(1);
    // One audit entry, of the one decision taken, with who took it.
    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({
        action: "approve",
        actor: "cli:tester",
        actorName: "tester",
        targetType: "user",
        subjectUserId: user.id,
        outcome: "done",
      }),
    ]);
  });

  it("requires a reason of 1..500 characters to reject", async () => {
    const { user } = await submittedUser();
    await expect(review(ctx.deps, user.id, { actor: REVIEWER, decision: "rejected" })).rejects.toMatchObject({
      code: "REASON_REQUIRED",
    });
    await expect(
      review(ctx.deps, user.id, { actor: REVIEWER, decision: "rejected", reason: "   " }),
    ).rejects.toMatchObject({
      code: "REASON_REQUIRED",
    });
    await expect(
      review(ctx.deps, user.id, { actor: REVIEWER, decision: "rejected", reason: "x".repeat(501) }),
    ).rejects.toMatchObject({ code: "REASON_REQUIRED" });
    expect((await status(user)).status).toBe("pending");
    expect(await systemNotifications(user)).toHaveLength(0);
  });

  it("refuses to review a user who never submitted", async () => {
    const idle = await registerUser(ctx.app);
    await expect(review(ctx.deps, idle.id, { actor: REVIEWER, decision: "approved" })).rejects.toMatchObject({
      code: "VERIFICATION_NOT_FOUND",
    });
    await expect(
      review(ctx.deps, "nosuchuser", { actor: REVIEWER, decision: "approved" }),
    ).rejects.toMatchObject({
      code: "USER_NOT_FOUND",
    });
  });

  it("rejects with the reason, and the user can submit again", async () => {
    const { user } = await submittedUser();
    const reason = "The selfie is too dark to match the ID photo";
    await review(ctx.deps, user.id, { actor: REVIEWER, decision: "rejected", reason });
    expect(await status(user)).toEqual({
      status: "rejected",
      submittedAt: expect.any(String),
      reviewedAt: expect.any(String),
      rejectionReason: reason,
    });
    expect(await systemNotifications(user)).toEqual([
      expect.objectContaining({ title: "Your identity verification was not approved", body: reason }),
    ]);

    await upload(user, "selfie", await makeImage(40, 40, "png"), "image/png");
    const resubmitted = await submit(user);
    expect(resubmitted).toEqual({
      status: "pending",
      submittedAt: expect.any(String),
      reviewedAt: null,
      rejectionReason: null,
    });
    expect((await listPending(ctx.deps, { limit: 1000 })).map((p) => p.userId)).toContain(user.id);
    await review(ctx.deps, user.id, { actor: REVIEWER, decision: "approved" });
    expect((await status(user)).status).toBe("approved");
  });

  it("lets exactly one of two racing reviewers win", async () => {
    const { user } = await submittedUser();
    const outcomes = await Promise.allSettled([
      review(ctx.deps, user.id, { actor: REVIEWER, decision: "approved" }),
      review(ctx.deps, user.id, { actor: REVIEWER, decision: "rejected", reason: "blurry" }),
    ]);
    const won = outcomes.filter((o) => o.status === "fulfilled");
    const lost = outcomes.filter((o) => o.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ code: "NOT_PENDING" });
    const winner = (won[0] as PromiseFulfilledResult<{ status: string }>).value.status;
    expect((await status(user)).status).toBe(winner);
    expect(await systemNotifications(user)).toHaveLength(1);
    expect((await auditOf(user.id)).map((a) => a.action)).toEqual([
      winner === "approved" ? "approve" : "reject",
    ]);
  });
});

describe("a submission racing a review", () => {
  it("never turns an approval back into pending: a resubmission replaces only a rejected row", async () => {
    const { user } = await submittedUser();
    const [row] = await ctx.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, user.id));
    await review(ctx.deps, user.id, { actor: REVIEWER, decision: "approved" });
    // What a second submit, which read `rejected` before the approval, would write.
    await upsertVerification(ctx.db, {
      ...row!,
      status: "pending",
      submittedAt: new Date(),
      reviewedAt: null,
    });
    expect((await status(user)).status).toBe("approved");
  });
});

describe("npm run verification", () => {
  function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    const { config } = ctx;
    const env = {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATABASE_URL: config.DATABASE_URL,
      DATABASE_POOL_MAX: "2",
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      DATA_DIR: config.DATA_DIR,
      REALTIME_URL: config.REALTIME_URL,
      REALTIME_EMIT_TIMEOUT_MS: String(config.REALTIME_EMIT_TIMEOUT_MS),
    };
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ["--import", "tsx", "scripts/verification.ts", ...args],
        { cwd: ROOT, env },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  }

  it("lists and approves from the command line, and exits 2 on bad arguments", {
    timeout: 60_000,
  }, async () => {
    const { user } = await submittedUser();

    const list = await run(["list", "--limit", "1000"]);
    expect(list.code).toBe(0);
    const line = list.stdout.split("\n").find((l) => l.includes(user.id));
    expect(line).toContain(user.email);
    expect(line).toContain("id_front,selfie");

    const approve = await run(["approve", user.id]);
    expect(approve).toEqual(
      expect.objectContaining({ code: 0, stdout: expect.stringContaining("approved") }),
    );
    const [row] = await ctx.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, user.id));
    expect(row).toEqual(expect.objectContaining({ status: "approved", reviewedAt: expect.any(Date) }));
    const stored = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, user.id), eq(notifications.type, "SYSTEM")));
    expect(stored).toEqual([expect.objectContaining({ title: "Your identity is verified" })]);
    // Audited as the shell's user, in the decision's transaction.
    expect(await auditOf(user.id)).toEqual([
      expect.objectContaining({ action: "approve", actor: `cli:${userInfo().username}`, outcome: "done" }),
    ]);

    const again = await run(["approve", user.id]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("NOT_PENDING");

    const bad = await Promise.all([
      run(["frobnicate"]),
      run(["reject", user.id]),
      run(["list", "--bogus"]),
      run(["download", user.id]),
    ]);
    for (const result of bad) {
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("usage: npm run verification");
    }
    expect((await status(user)).status).toBe("approved");
  });
});
