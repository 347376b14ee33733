/**
 * Users: find one by username, email or id; their status, wallet, subscriptions, sessions and the
 * reports against them; suspend or lift a suspension (trust/moderation.ts, as a report's suspend).
 */
import {
  DEFAULT_SUSPENSION_DAYS,
  liftSuspension,
  MAX_NOTE_LENGTH,
  MAX_SUSPENSION_DAYS,
  suspendAccount,
} from "@playpal/api";
import {
  authSessions,
  creatorSubscriptions,
  keyset,
  ledgerAccounts,
  ledgerEntries,
  ledgerPostings,
  moderationAuditLog,
  posts,
  reports,
  toPage,
  users,
} from "@playpal/db";
import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { html } from "../html.ts";
import { csrfField } from "../layout.ts";
import { type ConsoleContext, PageError } from "../server.ts";
import { PAGE_SIZE, parse } from "./common.ts";
import { asPageError } from "./reports.ts";

const searchQuery = z.object({
  q: z.string().trim().max(200).default(""),
  status: z.enum(["", "active", "suspended", "deactivated"]).default(""),
  /** The last row of the previous page, `<createdAt ISO>_<id>` (the keyset of every list). */
  after: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[A-Za-z0-9_-]{1,64}$/, "not a page cursor")
    .optional(),
});
const userParams = z.object({ userId: z.string().min(1).max(64) });
const suspendBody = z.object({
  note: z.string().trim().min(1, "a note is required").max(MAX_NOTE_LENGTH),
  days: z.coerce.number().int().min(1).max(MAX_SUSPENSION_DAYS).default(DEFAULT_SUSPENSION_DAYS),
});
const liftBody = z.object({ note: z.string().trim().min(1, "a note is required").max(MAX_NOTE_LENGTH) });

/** `<createdAt ISO>_<id>` back to the keyset cursor; a 400 page when it is not one. */
function pageCursor(value: string) {
  const separator = value.indexOf("_");
  const createdAt = new Date(value.slice(0, separator));
  if (Number.isNaN(createdAt.getTime())) throw new PageError(400, "Bad input: after: not a page cursor");
  return { createdAt, id: value.slice(separator + 1) };
}

const statusOf = (u: { suspendedUntil: Date | null; deactivatedAt: Date | null; purgedAt: Date | null }) =>
  u.purgedAt
    ? "purged"
    : u.deactivatedAt
      ? "deactivated"
      : u.suspendedUntil && u.suspendedUntil > new Date()
        ? "suspended"
        : "active";

export function registerUsers(app: FastifyInstance, ctx: ConsoleContext) {
  const { deps } = ctx;

  app.get("/users", { config: { permission: "users.view" } }, async (request, reply) => {
    const query = parse(searchQuery, request.query);
    const conditions = [];
    if (query.q) {
      const like = `${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(eq(users.id, query.q), ilike(users.username, like), ilike(users.email, like)));
    }
    if (query.status === "suspended") conditions.push(sql`${users.suspendedUntil} > now()`);
    if (query.status === "deactivated") conditions.push(sql`${users.deactivatedAt} is not null`);
    if (query.status === "active") {
      conditions.push(
        sql`(${users.suspendedUntil} is null or ${users.suspendedUntil} <= now()) and ${users.deactivatedAt} is null`,
      );
    }
    const cursor = query.after ? pageCursor(query.after) : null;
    const k = keyset(users.createdAt, users.id, { limit: PAGE_SIZE, cursor });
    const rows = await deps.db
      .select({
        id: users.id,
        username: users.username,
        email: users.email,
        displayName: users.displayName,
        createdAt: users.createdAt,
        suspendedUntil: users.suspendedUntil,
        deactivatedAt: users.deactivatedAt,
        purgedAt: users.purgedAt,
      })
      .from(users)
      .where(and(...conditions, k.after))
      .orderBy(...k.orderBy)
      .limit(k.take);
    const page = toPage(rows, PAGE_SIZE, (u) => u);
    const params = new URLSearchParams({ q: query.q, status: query.status });
    const next = page.nextCursor
      ? `/users?${params.toString()}&after=${encodeURIComponent(`${page.nextCursor.createdAt}_${page.nextCursor.id}`)}`
      : null;
    return ctx.page(
      reply,
      request,
      "Users",
      html`<form method="get" action="/users" role="search">
<label for="q">Username, email (start) or id</label><input id="q" name="q" value="${query.q}" maxlength="200">
<label for="status">Status</label><select id="status" name="status">${[
        "",
        "active",
        "suspended",
        "deactivated",
      ].map(
        (s) => html`<option value="${s}" ${query.status === s ? html`selected` : ""}>${s || "any"}</option>`,
      )}</select> <button type="submit">Search</button></form>
<div class="table-wrap"><table><thead><tr><th scope="col">User</th><th scope="col">Email</th><th scope="col">Joined (UTC)</th><th scope="col">Status</th></tr></thead>
<tbody>${rows
        .slice(0, PAGE_SIZE)
        .map(
          (u) =>
            html`<tr><td><a href="/users/${u.id}">@${u.username ?? "-"}</a> ${u.displayName}</td><td>${u.email}</td><td>${u.createdAt}</td><td>${statusOf(u)}</td></tr>`,
        )}</tbody></table></div>
<nav aria-label="Pages">${query.after ? html`<a href="/users?${params.toString()}">First page</a> ` : ""}${next ? html`<a href="${next}">Next page</a>` : ""}</nav>`,
    );
  });

  app.get("/users/:userId", { config: { permission: "users.view" } }, async (request, reply) => {
    const { userId } = parse(userParams, request.params);
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new PageError(404, `No user with id ${userId}`);
    const [wallet, transactions, subscriptions, sessions, postIds, actions] = await Promise.all([
      deps.db
        .select({ kind: ledgerAccounts.kind, unit: ledgerAccounts.unit, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.ownerId, userId)),
      deps.db
        .select({
          at: ledgerPostings.createdAt,
          kind: ledgerEntries.kind,
          amount: ledgerPostings.amount,
          unit: ledgerPostings.unit,
          account: ledgerPostings.accountId,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
        .where(eq(ledgerPostings.ownerId, userId))
        .orderBy(desc(ledgerPostings.createdAt), desc(ledgerPostings.entryId))
        .limit(20),
      deps.db
        .select({
          creatorId: creatorSubscriptions.creatorId,
          creator: users.username,
          expiresAt: creatorSubscriptions.expiresAt,
        })
        .from(creatorSubscriptions)
        .innerJoin(users, eq(users.id, creatorSubscriptions.creatorId))
        .where(eq(creatorSubscriptions.subscriberId, userId))
        .orderBy(desc(creatorSubscriptions.createdAt))
        .limit(20),
      deps.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, userId))
        .orderBy(desc(authSessions.createdAt))
        .limit(20),
      deps.db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, userId)).limit(1000),
      deps.db
        .select()
        .from(moderationAuditLog)
        .where(eq(moderationAuditLog.subjectUserId, userId))
        .orderBy(desc(moderationAuditLog.createdAt))
        .limit(20),
    ]);
    const against = await deps.db
      .select({
        id: reports.id,
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        status: reports.status,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(
        or(
          and(eq(reports.targetType, "user"), eq(reports.targetId, userId)),
          postIds.length
            ? and(
                eq(reports.targetType, "post"),
                inArray(
                  reports.targetId,
                  postIds.map((p) => p.id),
                ),
              )
            : undefined,
        ),
      )
      .orderBy(desc(reports.createdAt))
      .limit(20);
    const status = statusOf(user);
    const v = request.viewer;
    const mayAct = v.role === "moderator" || v.role === "admin";
    return ctx.page(
      reply,
      request,
      `@${user.username ?? user.id}`,
      html`<dl><dt>Id</dt><dd><code>${user.id}</code></dd><dt>Name</dt><dd>${user.displayName}</dd><dt>Email</dt><dd>${user.email}</dd>
<dt>Joined (UTC)</dt><dd>${user.createdAt}</dd><dt>Status</dt><dd id="user-status">${status}${status === "suspended" ? html` until ${user.suspendedUntil}` : ""}</dd></dl>
<div class="grid">
<section class="card" aria-labelledby="wallet"><h2 id="wallet">Wallet</h2>
${wallet.length ? html`<ul>${wallet.map((a) => html`<li>${a.kind}: ${a.balance} ${a.unit}</li>`)}</ul>` : html`<p>No ledger account.</p>`}
<h3>Last transactions</h3>${transactions.length ? html`<ul>${transactions.map((t) => html`<li>${t.at}: ${t.kind} ${t.amount > 0 ? "+" : ""}${t.amount} ${t.unit}</li>`)}</ul>` : html`<p>None.</p>`}</section>
<section class="card" aria-labelledby="subs"><h2 id="subs">Subscriptions</h2>
${subscriptions.length ? html`<ul>${subscriptions.map((s) => html`<li><a href="/users/${s.creatorId}">@${s.creator ?? s.creatorId}</a> until ${s.expiresAt ?? "-"}</li>`)}</ul>` : html`<p>None.</p>`}</section>
<section class="card" aria-labelledby="sessions"><h2 id="sessions">Sessions</h2>
${sessions.length ? html`<ul>${sessions.map((s) => html`<li>${s.createdAt}: ${s.deviceName ?? "device"} ${s.ipAddress ?? ""} ${s.isActive ? "active" : "ended"}</li>`)}</ul>` : html`<p>None.</p>`}</section>
</div>
<section aria-labelledby="against"><h2 id="against">Reports against them</h2>
${against.length ? html`<ul>${against.map((r) => html`<li>${r.createdAt}: ${r.targetType} ${r.reason} (${r.status}) ${v.role === "moderator" || v.role === "admin" ? html`<a href="/reports/${r.id}">open</a>` : ""}</li>`)}</ul>` : html`<p>None.</p>`}
<h3>Actions on record</h3>${actions.length ? html`<ul>${actions.map((a) => html`<li>${a.createdAt}: ${a.action} by ${a.actor}${a.note ? html` — <q>${a.note}</q>` : ""}</li>`)}</ul>` : html`<p>None.</p>`}
</section>
${
  mayAct
    ? status === "suspended"
      ? html`<form method="post" action="/users/${user.id}/lift">${csrfField(v)}<h2>Lift the suspension</h2>
<label for="note">Note (required)</label><textarea id="note" name="note" required maxlength="${MAX_NOTE_LENGTH}" rows="2"></textarea>
<p><button type="submit">Lift suspension</button></p></form>`
      : html`<form method="post" action="/users/${user.id}/suspend">${csrfField(v)}<h2>Suspend</h2>
<label for="days">Days</label><input id="days" name="days" type="number" min="1" max="${MAX_SUSPENSION_DAYS}" value="${DEFAULT_SUSPENSION_DAYS}">
<label for="note">Note (required)</label><textarea id="note" name="note" required maxlength="${MAX_NOTE_LENGTH}" rows="2"></textarea>
<p><button type="submit" class="danger">Suspend</button></p></form>`
    : ""
}`,
    );
  });

  app.post("/users/:userId/suspend", { config: { permission: "users.suspend" } }, async (request, reply) => {
    const { userId } = parse(userParams, request.params);
    const body = parse(suspendBody, request.body);
    await suspendAccount(deps, userId, { note: body.note, days: body.days, actor: ctx.actor(request) }).catch(
      asPageError,
    );
    return reply.redirect(`/users/${userId}`, 303);
  });

  app.post("/users/:userId/lift", { config: { permission: "users.suspend" } }, async (request, reply) => {
    const { userId } = parse(userParams, request.params);
    const body = parse(liftBody, request.body);
    await liftSuspension(deps, userId, { note: body.note, actor: ctx.actor(request) }).catch(asPageError);
    return reply.redirect(`/users/${userId}`, 303);
  });
}
