/**
 * Who may hide content with reports (API.md "Trust and safety", docs/operations.md "Moderation"): only
 * trusted reporters count toward REPORT_HIDE_THRESHOLD; every other report waits in the queue.
 */
import { moderationAuditLog, posts, reports, users } from "@playpal/db";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registerUser, useTestApp } from "#test/context.ts";
import { createPost, createTrustedReporter, createUser, type TestUser } from "#test/social-factories.ts";

// The production defaults (threshold 5, trust after a day), a cap of 2 hides a day per reporter.
const ctx = useTestApp({ REPORT_HIDES_PER_REPORTER_PER_DAY: "2" });
const call = ctx.call;

type Reporter = { id: string; token: string };

async function report(reporter: Reporter, postId: string) {
  const response = await call("POST", "/reports", reporter, {
    targetType: "post",
    targetId: postId,
    reason: "spam",
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; status: string };
}

async function moderationStatus(postId: string) {
  const [row] = await ctx.db
    .select({ status: posts.moderationStatus })
    .from(posts)
    .where(eq(posts.id, postId));
  return row?.status;
}

async function openReports(postId: string) {
  const rows = await ctx.db.select().from(reports).where(eq(reports.targetId, postId));
  return rows.filter((r) => r.status === "open").length;
}

const trusted = (n: number) => Promise.all(Array.from({ length: n }, () => createTrustedReporter(ctx)));

/** Makes the users `seconds` old (accounts are trusted REPORT_TRUST_MIN_AGE_SECONDS after creation). */
async function age(user: { id: string }, seconds: number) {
  await ctx.db
    .update(users)
    .set({ createdAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(users.id, user.id));
}

async function publicPost(author: TestUser) {
  return createPost(ctx.app, author);
}

describe("the automatic hide counts trusted reporters only", () => {
  it("does not hide a post reported by five accounts made seconds ago (two not onboarded); it waits in the queue", async () => {
    const author = await createUser(ctx.app);
    const post = await publicPost(author);
    const onboarded = [await createUser(ctx.app), await createUser(ctx.app), await createUser(ctx.app)];
    for (const u of onboarded) await createPost(ctx.app, u);
    const bare = [await registerUser(ctx.app), await registerUser(ctx.app)];
    for (const reporter of [...onboarded, ...bare]) await report(reporter, post.id);

    expect(await moderationStatus(post.id)).toBe("none");
    expect((await call("GET", `/posts/${post.id}`, await createUser(ctx.app))).statusCode).toBe(200);
    expect(await openReports(post.id)).toBe(5);
    const hides = await ctx.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.targetId, post.id));
    expect(hides).toEqual([]);
  });

  it("hides a post reported by five trusted accounts", async () => {
    const author = await createUser(ctx.app);
    const post = await publicPost(author);
    const reporters = await trusted(5);
    for (const reporter of reporters.slice(0, 4)) await report(reporter, post.id);
    expect(await moderationStatus(post.id)).toBe("none");
    await report(reporters[4]!, post.id);
    expect(await moderationStatus(post.id)).toBe("hidden");
    expect((await call("GET", `/posts/${post.id}`, await createUser(ctx.app))).statusCode).toBe(404);
  });

  it("does not count accounts younger than REPORT_TRUST_MIN_AGE_SECONDS", async () => {
    const post = await publicPost(await createUser(ctx.app));
    const reporters = await trusted(4);
    const young = await createTrustedReporter(ctx);
    await age(young, 86_400 - 120);
    for (const reporter of [...reporters, young]) await report(reporter, post.id);
    expect(await moderationStatus(post.id)).toBe("none");
    // A fifth trusted one tips it.
    await report(await createTrustedReporter(ctx), post.id);
    expect(await moderationStatus(post.id)).toBe("hidden");
  });

  it("does not count accounts never onboarded (no username), even old ones", async () => {
    const post = await publicPost(await createUser(ctx.app));
    const reporters = await trusted(4);
    const bare = await registerUser(ctx.app);
    await age(bare, 30 * 86_400);
    for (const reporter of [...reporters, bare]) await report(reporter, post.id);
    expect(await moderationStatus(post.id)).toBe("none");
  });

  it("does not count old onboarded accounts with no post or comment of their own", async () => {
    const post = await publicPost(await createUser(ctx.app));
    const reporters = await trusted(4);
    const idle = await createUser(ctx.app);
    await age(idle, 30 * 86_400);
    for (const reporter of [...reporters, idle]) await report(reporter, post.id);
    expect(await moderationStatus(post.id)).toBe("none");
    // A comment is activity too.
    await call("POST", `/posts/${post.id}/comments`, idle, { body: "hello" });
    await report(await createTrustedReporter(ctx), post.id);
    expect(await moderationStatus(post.id)).toBe("hidden");
  });

  it("does not count a suspended account, whose report was filed before the suspension", async () => {
    const post = await publicPost(await createUser(ctx.app));
    const reporters = await trusted(5);
    for (const reporter of reporters.slice(0, 4)) await report(reporter, post.id);
    // Suspended by a moderator after reporting: its open report no longer counts.
    await ctx.db
      .update(users)
      .set({ suspendedUntil: sql`now() + interval '3 days'` })
      .where(eq(users.id, reporters[0]!.id));
    await report(reporters[4]!, post.id);
    expect(await moderationStatus(post.id)).toBe("none");
  });

  it("does not count an account whose own content or account a moderator acted on", async () => {
    const post = await publicPost(await createUser(ctx.app));
    const reporters = await trusted(5);
    const offender = reporters[0]!;
    // A moderator removed one of the offender's posts earlier (the audit log is the record).
    await ctx.db.insert(moderationAuditLog).values({
      action: "remove",
      actor: "alice",
      targetType: "post",
      targetId: "some-removed-post",
      subjectUserId: offender.id,
      note: "spam",
    });
    for (const reporter of reporters) await report(reporter, post.id);
    expect(await moderationStatus(post.id)).toBe("none");
    // A dismissed report about someone is no strike against them.
    const other = await createTrustedReporter(ctx);
    await ctx.db.insert(moderationAuditLog).values({
      action: "dismiss",
      actor: "alice",
      targetType: "user",
      targetId: other.id,
      subjectUserId: other.id,
      note: "fine",
    });
    await report(other, post.id);
    expect(await moderationStatus(post.id)).toBe("hidden");
  });

  it("lets one account trigger at most REPORT_HIDES_PER_REPORTER_PER_DAY hides in 24 hours", async () => {
    const ring = await trusted(5);
    const author = await createUser(ctx.app);
    const targets = [await publicPost(author), await publicPost(author), await publicPost(author)];
    for (const target of targets.slice(0, 2)) {
      for (const reporter of ring) await report(reporter, target.id);
      expect(await moderationStatus(target.id)).toBe("hidden");
    }
    // The third: the ring has used its two hides of the day; the reports still queue.
    for (const reporter of ring) await report(reporter, targets[2]!.id);
    expect(await moderationStatus(targets[2]!.id)).toBe("none");
    expect(await openReports(targets[2]!.id)).toBe(5);
    // One more trusted reporter makes one counted reporter, not five...
    await report(await createTrustedReporter(ctx), targets[2]!.id);
    expect(await moderationStatus(targets[2]!.id)).toBe("none");
    // ...and once a day has passed, the ring counts again.
    await ctx.db
      .update(reports)
      .set({ hideCountedAt: sql`now() - interval '25 hours'` })
      .where(
        inArray(
          reports.reporterId,
          ring.map((r) => r.id),
        ),
      );
    const fresh = await publicPost(author);
    for (const reporter of ring) await report(reporter, fresh.id);
    expect(await moderationStatus(fresh.id)).toBe("hidden");
  });
});
