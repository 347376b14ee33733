/**
 * The operators' console against the real API deps of a test context (own database and Redis prefix),
 * with a real payout service (its admin routes, local payments) on a free port. Factories for what
 * the console works on: a reported photo post, a pending verification, a failed payout.
 */
import { findOperatorByName, grantOperator } from "@playpal/api";
import {
  consoleOperators,
  consoleSessions,
  identityVerifications,
  media,
  moderationAuditLog,
  payoutAccounts,
  payouts,
  reports,
  users,
} from "@playpal/db";
import { createLogger } from "@playpal/platform";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { generate } from "otplib";
import { createPayoutClient } from "../services/console/src/payout-client.ts";
import type { Role } from "../services/console/src/roles.ts";
import { buildConsole } from "../services/console/src/server.ts";
import { createPayoutRunner } from "../services/payout/src/runner.ts";
import { buildPayoutServer } from "../services/payout/src/server.ts";
import { bearer, createTestContext, registerUser, type TestContext } from "./context.ts";
import { makeImage, multipart } from "./multipart.ts";
import { approveIdentity, connectAccount, earn } from "./payout-factories.ts";
import { createUser, type TestUser } from "./social-factories.ts";

export const OPERATOR_PASSWORD = "correct horse battery staple";

/** The console's clock in a test: the wall clock moved by `advance`. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += ms) };
}

export interface ConsoleHarness {
  ctx: TestContext;
  console: FastifyInstance;
  payout: FastifyInstance;
  clock: TestClock;
  close(): Promise<void>;
}

export async function createConsoleHarness(env: Record<string, string> = {}): Promise<ConsoleHarness> {
  const ctx = await createTestContext({
    CONSOLE_LOGIN_ATTEMPTS: "3",
    CONSOLE_LOGIN_ATTEMPTS_PER_USERNAME: "8",
    CONSOLE_LOGIN_ATTEMPTS_PER_ADDRESS: "8",
    ...env,
  });
  const clock = testClock();
  const payout = await buildPayoutServer({
    config: ctx.config,
    logger: createLogger(ctx.config, "payout"),
    db: ctx.deps.db,
    redis: ctx.deps.redis,
  });
  const payoutUrl = await payout.listen({ port: 0, host: "127.0.0.1" });
  const app = await buildConsole(ctx.deps, {
    payouts: createPayoutClient({ PAYOUT_URL: payoutUrl, ADMIN_SECRET: ctx.config.ADMIN_SECRET }),
    now: clock.now,
  });
  await app.ready();
  return {
    ctx,
    console: app,
    payout,
    clock,
    async close() {
      await app.close();
      await payout.close();
      await ctx.close();
    },
  };
}

/** Who grants the tests' operators, as the audit log names them. */
export const TEST_GRANTER = { actor: "cli:test", actorName: "test" };

let operatorSeq = 0;
export async function createOperator(h: ConsoleHarness, role: Role, username?: string) {
  operatorSeq += 1;
  const name = username ?? `${role}${operatorSeq}`;
  const { operator } = await grantOperator(
    h.ctx.deps,
    { username: name, role, password: OPERATOR_PASSWORD },
    TEST_GRANTER,
  );
  return operator;
}

/** `name=value` pairs of the response's Set-Cookie, merged over `jar`. */
export function cookies(setCookie: string | string[] | undefined, jar = ""): string {
  const all = new Map(
    jar
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const header of [setCookie ?? []].flat()) {
    const pair = header.split(";")[0] as string;
    const name = pair.slice(0, pair.indexOf("="));
    if (pair.endsWith("=")) all.delete(name);
    else all.set(name, pair);
  }
  return [...all.values()].join("; ");
}

export const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
export const totpSecretOf = (html: string) => /id="totp-secret">([A-Z2-7]+)</.exec(html)?.[1] ?? "";

/** A TOTP code of `secret` for the step `offset` steps from `now` (the console's clock). */
export const totpCode = (secret: string, offset = 0, now: Date = new Date()) =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000) + offset * 30 });

export interface LoggedIn {
  operatorId: string;
  cookie: string;
  csrf: string;
  totpSecret: string;
}

/**
 * Logs an operator in through the forms (password, then TOTP, enrolling it on first login). Each login
 * of an operator needs a later TOTP step than their last (`step`, counted from the console's clock).
 */
export async function login(
  h: ConsoleHarness,
  username: string,
  options: { totpSecret?: string; step?: number; remoteAddress?: string } = {},
): Promise<LoggedIn> {
  const from = options.remoteAddress ? { remoteAddress: options.remoteAddress } : {};
  const first = await h.console.inject({
    method: "POST",
    url: "/login",
    payload: { username, password: OPERATOR_PASSWORD },
    ...from,
  });
  if (first.statusCode !== 303) throw new Error(`login failed: ${first.statusCode}`);
  let jar = cookies(first.headers["set-cookie"]);
  const page = await h.console.inject({
    method: "GET",
    url: "/login/totp",
    headers: { cookie: jar },
    ...from,
  });
  const totpSecret = options.totpSecret ?? totpSecretOf(page.body);
  if (!totpSecret) throw new Error("no TOTP secret on the page and none given");
  const second = await h.console.inject({
    method: "POST",
    url: "/login/totp",
    headers: { cookie: jar },
    payload: { _csrf: csrfOf(page.body), code: await totpCode(totpSecret, options.step ?? 0, h.clock.now()) },
    ...from,
  });
  if (second.statusCode !== 303) throw new Error(`TOTP refused: ${second.statusCode} ${second.body}`);
  jar = cookies(second.headers["set-cookie"], jar);
  const home = await h.console.inject({ method: "GET", url: "/", headers: { cookie: jar }, ...from });
  if (home.statusCode !== 200) throw new Error(`overview: ${home.statusCode}`);
  const operator = await findOperatorByName(h.ctx.deps, username);
  return {
    operatorId: operator?.id as string,
    cookie: cookies(home.headers["set-cookie"], jar),
    csrf: csrfOf(home.body),
    totpSecret,
  };
}

/** A photo post reported by another user: answers the post, its author and the report id. */
export async function reportedPhotoPost(h: ConsoleHarness) {
  const author = await createUser(h.ctx.app);
  const reporter = await createUser(h.ctx.app);
  const image = await makeImage(64, 48, "png");
  const body = multipart({ body: "look at this" }, [
    { field: "media", filename: "photo.png", contentType: "image/png", data: image },
  ]);
  const created = await h.ctx.app.inject({
    method: "POST",
    url: "/api/v1/posts",
    headers: { ...author.headers, ...body.headers },
    payload: body.payload,
  });
  if (created.statusCode !== 201) throw new Error(`post: ${created.statusCode} ${created.body}`);
  const post = created.json() as { id: string };
  const report = await h.ctx.app.inject({
    method: "POST",
    url: "/api/v1/reports",
    headers: reporter.headers,
    payload: { targetType: "post", targetId: post.id, reason: "spam" },
  });
  if (report.statusCode !== 201) throw new Error(`report: ${report.statusCode} ${report.body}`);
  return { post, author, reporter, reportId: (report.json() as { id: string }).id };
}

/** A user who uploaded an ID and a selfie and submitted them. */
export async function pendingVerification(h: ConsoleHarness) {
  const user = await registerUser(h.ctx.app);
  for (const [kind, format] of [
    ["id_front", "png"],
    ["selfie", "jpeg"],
  ] as const) {
    const body = multipart({ kind }, [
      {
        field: "file",
        filename: "doc",
        contentType: `image/${format}`,
        data: await makeImage(64, 48, format),
      },
    ]);
    const response = await h.ctx.app.inject({
      method: "POST",
      url: "/api/v1/verification-asset",
      headers: { ...bearer(user.token), ...body.headers },
      payload: body.payload,
    });
    if (response.statusCode !== 201) throw new Error(`asset: ${response.statusCode} ${response.body}`);
  }
  const submitted = await h.ctx.app.inject({
    method: "POST",
    url: "/api/v1/verify-identity",
    headers: bearer(user.token),
  });
  if (submitted.statusCode !== 200) throw new Error(`submit: ${submitted.statusCode}`);
  return user;
}

/**
 * A creator whose payout of the last month failed (the payout account was not connected at transfer
 * time), with the account connected again since: a retry pays it.
 */
export async function failedPayout(h: ConsoleHarness): Promise<{ creatorId: string; period: string }> {
  const creator: TestUser = await createUser(h.ctx.app);
  await approveIdentity(h.ctx.db, creator.id);
  await connectAccount(h.ctx.db, creator.id, `acct_${creator.id}`);
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
  const period = lastMonth.toISOString().slice(0, 7);
  await earn(h.ctx.db, creator.id, 5000, lastMonth);
  const runner = createPayoutRunner({
    config: h.ctx.config,
    logger: createLogger(h.ctx.config, "payout"),
    db: h.ctx.db,
    redis: h.ctx.deps.redis,
  });
  const calculated = await runner.calculate(period);
  if (!calculated.ran) throw new Error("calculate did not run");
  await h.ctx.db
    .update(payoutAccounts)
    .set({ status: "onboarding" })
    .where(eq(payoutAccounts.userId, creator.id));
  const transferred = await runner.transfer({ period });
  if (!transferred.ran || transferred.result.failed < 1) throw new Error("the transfer did not fail");
  await h.ctx.db
    .update(payoutAccounts)
    .set({ status: "connected" })
    .where(eq(payoutAccounts.userId, creator.id));
  return { creatorId: creator.id, period };
}

// ---- what the tests check in the database (the console itself never reads it) -------------------------

export async function operatorRow(h: ConsoleHarness, id: string) {
  const [row] = await h.ctx.db.select().from(consoleOperators).where(eq(consoleOperators.id, id));
  return row;
}

export const sessionRows = (h: ConsoleHarness, operatorId: string) =>
  h.ctx.db.select().from(consoleSessions).where(eq(consoleSessions.operatorId, operatorId));

export async function reportRow(h: ConsoleHarness, id: string) {
  const [row] = await h.ctx.db.select().from(reports).where(eq(reports.id, id));
  return row;
}

export async function userRow(h: ConsoleHarness, id: string) {
  const [row] = await h.ctx.db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function payoutOf(h: ConsoleHarness, creatorId: string) {
  const [row] = await h.ctx.db.select().from(payouts).where(eq(payouts.creatorId, creatorId));
  return row;
}

/** The audit log's rows matching every field given, oldest first. */
export function auditRows(
  h: ConsoleHarness,
  where: Partial<
    Record<"action" | "actor" | "targetType" | "targetId" | "subjectUserId" | "reportId", string>
  >,
) {
  const t = moderationAuditLog;
  const columns = {
    action: t.action,
    actor: t.actor,
    targetType: t.targetType,
    targetId: t.targetId,
    subjectUserId: t.subjectUserId,
    reportId: t.reportId,
  } as const;
  const conditions = Object.entries(where).map(([key, value]) =>
    eq(columns[key as keyof typeof columns], value as never),
  );
  return h.ctx.db
    .select()
    .from(t)
    .where(and(...conditions))
    .orderBy(asc(t.createdAt), asc(t.id));
}

/** A video of `postId`, made ready with a local poster (what the media worker writes without Mux). */
export async function insertReadyVideo(
  h: ConsoleHarness,
  postId: string,
  ownerId: string,
  posterKey: string,
) {
  await h.ctx.db.insert(media).values({
    postId,
    ownerId,
    storageKey: `media/${ownerId}/poster-test/original.mp4`,
    mimeType: "video/mp4",
    kind: "video",
    status: "ready",
    thumbnailKey: posterKey,
  });
}

/**
 * `n` open reports of `n` accounts (each reported by itself: the queue does not look at who), the
 * k-th filed k/2 seconds after a day ago, so that pairs share a time and the keyset's tie-break on the
 * id is walked; then a second report of each of the first `dupes` accounts (the queue counts targets).
 */
export async function seedOpenReports(h: ConsoleHarness, n: number, dupes: number) {
  await h.ctx.db.execute(sql`
    with seeded as (
      insert into ${users} (id, email, username, password_hash, first_name, last_name, display_name)
      select 'seed' || lpad(i::text, 5, '0'), 'seed' || i || '@example.com', 'seed' || i, 'x', 'Seed', 'User', 'Seed ' || i
      from generate_series(1, ${n}) as i
      returning id)
    insert into ${reports} (id, reporter_id, target_type, target_id, reason, created_at)
    select 'rep' || substr(id, 5), id, 'user', id, 'spam',
      now() - interval '1 day' + (substr(id, 5)::int / 2) * interval '1 second'
    from seeded`);
  await h.ctx.db.execute(sql`
    insert into ${reports} (id, reporter_id, target_type, target_id, reason, created_at)
    select 'dup' || lpad(i::text, 5, '0'), 'seed' || lpad((i + 1)::text, 5, '0'), 'user',
      'seed' || lpad(i::text, 5, '0'), 'harassment', now() - interval '1 hour'
    from generate_series(1, ${dupes}) as i`);
  // The statistics autovacuum would gather on a table this size (without them the planner guesses).
  await h.ctx.db.execute(sql`analyze ${reports}`);
}

/** `n` pending verifications (of the seeded accounts `seed00001`...), submitted in pairs sharing a time. */
export async function seedPendingVerifications(h: ConsoleHarness, n: number) {
  await h.ctx.db.execute(sql`
    insert into ${identityVerifications} (user_id, status, submitted_at)
    select 'seed' || lpad(i::text, 5, '0'), 'pending', now() - interval '1 day' + (i / 2) * interval '1 second'
    from generate_series(1, ${n}) as i`);
  await h.ctx.db.execute(sql`analyze ${identityVerifications}`);
}

/** An open report of each (made-up) post id, filed now by the seeded account `seed00001`. */
export async function seedPostReports(h: ConsoleHarness, postIds: string[]) {
  await h.ctx.db.insert(reports).values(
    postIds.map((postId) => ({
      reporterId: "seed00001",
      targetType: "post" as const,
      targetId: postId,
      reason: "spam",
    })),
  );
}
