import { userInfo } from "node:os";
import { moderationAuditLog, reports } from "@playpal/db";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiCaller } from "#test/context.ts";
import { useRealtimeTestEnv } from "#test/realtime.ts";
import {
  createPost,
  createTrustedReporter,
  createUser,
  follow,
  type TestUser,
} from "#test/social-factories.ts";
import { runReportsCommand } from "./reports-command.ts";

const env = useRealtimeTestEnv({
  env: { REPORT_HIDE_THRESHOLD: "2", REPORTS_PER_HOUR: "3" },
  presenceTtlMs: 3000,
});

const ctx = () => env.api;
const call = apiCaller(() => env.api.app);
const user = () => createUser(env.api.app);
/** A reporter whose reports count toward the hide (a day old, onboarded, with a post). */
const trustedReporter = () => createTrustedReporter(ctx());

async function report(reporter: TestUser, targetType: string, targetId: string, reason = "spam") {
  return call("POST", "/reports", reporter, { targetType, targetId, reason });
}

/** Runs `npm run admin -- reports <argv>` in-process against the test's database and Redis. */
async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReportsCommand(ctx().deps, argv, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

async function systemNotes(u: TestUser) {
  const response = await call("GET", "/notifications?limit=50", u);
  expect(response.statusCode).toBe(200);
  return (response.json().items as { type: string; title: string; body: string | null }[]).filter(
    (n) => n.type === "SYSTEM",
  );
}

const audit = (targetId: string) =>
  ctx().db.select().from(moderationAuditLog).where(eq(moderationAuditLog.targetId, targetId));

describe("POST /reports", () => {
  it("answers a repeated report with the same report and stores it once", async () => {
    const [author, reporter] = [await user(), await user()];
    const post = await createPost(env.api.app, author);
    const first = await report(reporter, "post", post.id);
    expect(first.statusCode).toBe(201);
    const again = await report(reporter, "post", post.id, "another reason");
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const rows = await ctx().db.select().from(reports).where(eq(reports.targetId, post.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses reports of oneself and of one's own content", async () => {
    const author = await user();
    const post = await createPost(env.api.app, author);
    for (const [type, id] of [
      ["user", author.id],
      ["post", post.id],
    ] as const) {
      const response = await report(author, type, id);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("SELF_REPORT");
    }
  });

  it("limits the new reports one user may file in an hour", async () => {
    const reporter = await user();
    const targets = [await user(), await user(), await user(), await user()];
    for (const target of targets.slice(0, 3)) {
      expect((await report(reporter, "user", target.id)).statusCode).toBe(201);
    }
    const over = await report(reporter, "user", targets[3]!.id);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("TOO_MANY_REPORTS");
    // A repeat of a report already filed is still answered.
    expect((await report(reporter, "user", targets[0]!.id)).statusCode).toBe(200);
  });
});

describe("the report threshold", () => {
  it("hides a post reported by enough distinct users from everyone but its author, and logs it", async () => {
    const [author, viewer] = [await user(), await user()];
    const [r1, r2] = [await trustedReporter(), await trustedReporter()];
    await follow(ctx(), viewer, author);
    const post = await createPost(env.api.app, author);
    // The viewer's feed is cached with the post in it.
    expect((await call("GET", "/feed", viewer)).json().items.map((p: { id: string }) => p.id)).toContain(
      post.id,
    );
    await report(r1, "post", post.id);
    expect((await call("GET", `/posts/${post.id}`, viewer)).statusCode).toBe(200);
    await report(r2, "post", post.id);
    expect((await call("GET", `/posts/${post.id}`, viewer)).statusCode).toBe(404);
    expect((await call("GET", "/feed", viewer)).json().items.map((p: { id: string }) => p.id)).not.toContain(
      post.id,
    );
    expect((await call("GET", `/posts/${post.id}`, author)).statusCode).toBe(200);
    const entries = await audit(post.id);
    expect(entries.map((e) => [e.action, e.actor])).toEqual([["hide", "system"]]);
  });

  it("brings hidden content back when the reports are dismissed, and tells the reporters", async () => {
    const [author, viewer] = [await user(), await user()];
    const [r1, r2] = [await trustedReporter(), await trustedReporter()];
    const post = await createPost(env.api.app, author);
    const first = (await report(r1, "post", post.id)).json();
    await report(r2, "post", post.id);
    expect((await call("GET", `/posts/${post.id}`, viewer)).statusCode).toBe(404);

    const listed = await admin("list");
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(post.id);
    const shown = await admin("show", first.id);
    expect(shown.out).toContain("reports  2");

    const result = await admin("resolve", first.id, "--action", "dismiss", "--note", "satire, allowed");
    expect(result).toMatchObject({ code: 0 });
    expect((await call("GET", `/posts/${post.id}`, viewer)).statusCode).toBe(200);
    for (const reporter of [r1, r2]) {
      expect((await systemNotes(reporter)).map((n) => n.body)).toEqual([
        "We reviewed the post you reported and found that it does not break our rules",
      ]);
    }
    expect(await systemNotes(author)).toEqual([]);
    expect((await audit(post.id)).map((e) => e.action).sort()).toEqual(["dismiss", "hide"]);
    expect((await admin("list")).out).not.toContain(post.id);
  });
});

describe("reports resolve", () => {
  it("removes a post for everyone, tells its author why and the reporter what happened", async () => {
    const [author, viewer, reporter] = [await user(), await user(), await user()];
    await follow(ctx(), viewer, author);
    const post = await createPost(env.api.app, author);
    expect((await call("GET", "/feed", viewer)).json().items).toHaveLength(1);
    const filed = (await report(reporter, "post", post.id, "hate speech")).json();

    const result = await admin(
      "resolve",
      filed.id,
      "--action",
      "remove",
      "--note",
      "hate speech",
      "--actor",
      "alice",
    );
    expect(result.code).toBe(0);
    expect((await call("GET", `/posts/${post.id}`, author)).statusCode).toBe(404);
    expect((await call("GET", "/feed", viewer)).json().items).toEqual([]);
    expect(await systemNotes(author)).toMatchObject([
      { title: "Your post was removed", body: "hate speech" },
    ]);
    expect((await systemNotes(reporter)).map((n) => n.body)).toEqual(["We removed the post you reported"]);
    expect(await audit(post.id)).toMatchObject([
      { action: "remove", actor: `cli:${userInfo().username}`, actorName: "alice", note: "hate speech" },
    ]);

    const again = await admin("resolve", filed.id, "--action", "dismiss", "--note", "second look");
    expect(again.code).toBe(1);
    expect(again.err).toContain("NOT_OPEN");
  });

  it("removes a reported comment", async () => {
    const [author, commenter, reporter] = [await user(), await user(), await user()];
    const post = await createPost(env.api.app, author);
    const comment = (await call("POST", `/posts/${post.id}/comments`, commenter, { body: "nasty" })).json();
    const filed = (await report(reporter, "comment", comment.id)).json();
    expect((await admin("resolve", filed.id, "--action", "remove", "--note", "abuse")).code).toBe(0);
    const list = (await call("GET", `/posts/${post.id}/comments`, author)).json();
    expect(list.items).toEqual([]);
    expect(await systemNotes(commenter)).toMatchObject([{ title: "Your comment was removed" }]);
  });

  it("suspends the author: REST 403, logins refused, sockets dropped and refused, content hidden", async () => {
    const [author, viewer, reporter] = [await user(), await user(), await user()];
    await follow(ctx(), viewer, author);
    const post = await createPost(env.api.app, author);
    expect((await call("GET", "/feed", viewer)).json().items).toHaveLength(1);
    const socket = await env.connect(author.token);
    const filed = (await report(reporter, "user", author.id, "harassment")).json();
    const dropped = new Promise<void>((resolve) => socket.once("disconnect", () => resolve()));

    const result = await admin(
      "resolve",
      filed.id,
      "--action",
      "suspend",
      "--days",
      "3",
      "--note",
      "harassment",
    );
    expect(result.code).toBe(0);
    expect(result.out).toContain("until");

    const me = await call("GET", "/user/me", author);
    expect(me.statusCode).toBe(403);
    expect(me.json().code).toBe("ACCOUNT_SUSPENDED");
    const [row] = await ctx()
      .db.execute<{ email: string }>(sql`select email from users where id = ${author.id}`)
      .then((r) => r.rows);
    const login = await env.api.app.inject({
      method: "POST",
      url: "/api/v1/authenticate",
      payload: { email: row!.email, password: "correct horse battery" },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe("ACCOUNT_SUSPENDED");
    await expect(env.connect(author.token)).rejects.toMatchObject({ data: { code: "ACCOUNT_SUSPENDED" } });
    await dropped;

    expect((await call("GET", "/feed", viewer)).json().items).toEqual([]);
    expect((await call("GET", `/posts/${post.id}`, viewer)).statusCode).toBe(404);
    expect((await call("GET", `/user/${author.id}`, viewer)).statusCode).toBe(404);
    expect((await systemNotes(reporter)).map((n) => n.body)).toEqual([
      "We suspended the account behind the account you reported",
    ]);
    const [entry] = await audit(author.id);
    expect(entry).toMatchObject({ action: "suspend", subjectUserId: author.id, note: "harassment" });
    expect(entry!.details).toMatchObject({ days: 3 });
  });

  it("refuses bad arguments with exit code 2 and changes nothing", async () => {
    const [author, reporter] = [await user(), await user()];
    const filed = (await report(reporter, "user", author.id)).json();
    expect((await admin("resolve", filed.id, "--action", "ban", "--note", "x")).code).toBe(2);
    expect((await admin("resolve", filed.id, "--action", "dismiss")).code).toBe(2);
    expect((await admin("resolve", filed.id, "--action", "remove", "--days", "2", "--note", "x")).code).toBe(
      2,
    );
    expect((await admin("resolve", filed.id, "--action", "remove", "--note", "x")).err).toContain(
      "CANNOT_REMOVE_USER",
    );
    expect((await admin("show", "nope")).code).toBe(1);
    const [row] = await ctx().db.select().from(reports).where(eq(reports.id, filed.id));
    expect(row!.status).toBe("open");
  });
});

describe("the audit log", () => {
  it("refuses updates and deletes", async () => {
    const [author, reporter] = [await user(), await user()];
    const filed = (await report(reporter, "user", author.id)).json();
    await admin("resolve", filed.id, "--action", "dismiss", "--note", "fine");
    await expect(
      ctx().db.execute(sql`update moderation_audit_log set note = 'changed' where target_id = ${author.id}`),
    ).rejects.toThrow();
    await expect(
      ctx().db.execute(sql`delete from moderation_audit_log where target_id = ${author.id}`),
    ).rejects.toThrow();
    expect(await audit(author.id)).toMatchObject([{ note: "fine" }]);
  });
});

describe("account deletion on live sockets", () => {
  it("drops the deleted user's sockets and refuses their token at the handshake", async () => {
    const me = await user();
    const socket = await env.connect(me.token);
    const dropped = new Promise<void>((resolve) => socket.once("disconnect", () => resolve()));
    expect((await call("DELETE", "/user/me", me, { password: "correct horse battery" })).statusCode).toBe(
      202,
    );
    await dropped;
    await expect(env.connect(me.token)).rejects.toMatchObject({ data: { code: "UNAUTHORIZED" } });
  });
});
