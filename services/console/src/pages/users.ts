/**
 * Users: find one by username, email or id; their state, wallet, subscriptions, sessions and the
 * reports against them; suspend or lift a suspension (trust/moderation.ts, as a report's suspend).
 */
import {
  ACCOUNT_STATUSES,
  type AccountListing,
  DEFAULT_SUSPENSION_DAYS,
  type ListPage,
  liftSuspension,
  MAX_NOTE_LENGTH,
  MAX_SUSPENSION_DAYS,
  QUEUE_COUNT_CAP,
  searchUsers,
  suspendAccount,
  type UserDossier,
  userDossier,
} from "@playpal/api";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  actorOf,
  asPageError,
  type ConsoleContext,
  notify,
  type Page,
  sendPage,
  type Viewer,
} from "../context.ts";
import { html } from "../html.ts";
import { csrfField } from "../layout.ts";
import { allows } from "../roles.ts";
import { afterParam, countText, money, optional, PAGE_SIZE, pagerLinks, pagerView, parse } from "./common.ts";

const searchQuery = z.object({
  q: z.string().trim().max(200).default(""),
  status: optional(z.enum(ACCOUNT_STATUSES)),
  after: afterParam,
});
const userParams = z.object({ userId: z.string().min(1).max(64) });
const suspendBody = z.object({
  note: z.string().trim().min(1, "a note is required").max(MAX_NOTE_LENGTH),
  days: z.coerce.number().int().min(1).max(MAX_SUSPENSION_DAYS).default(DEFAULT_SUSPENSION_DAYS),
});
const liftBody = z.object({ note: z.string().trim().min(1, "a note is required").max(MAX_NOTE_LENGTH) });

type Search = z.infer<typeof searchQuery>;

export function searchView(found: ListPage<AccountListing>, query: Search): Page {
  const filters = { q: query.q, status: query.status };
  const links = pagerLinks("/users", filters, {
    paged: query.after !== undefined,
    nextCursor: found.nextCursor,
  });
  return {
    title: "Users",
    body: html`<form method="get" action="/users" role="search">
<label for="q">Username, email (start) or id</label><input id="q" name="q" value="${query.q}" maxlength="200">
<label for="status">Status</label><select id="status" name="status"><option value="">any</option>${ACCOUNT_STATUSES.map(
      (s) => html`<option value="${s}" ${query.status === s ? html`selected` : ""}>${s}</option>`,
    )}</select> <button type="submit">Search</button></form>
<div class="table-wrap"><table><thead><tr><th scope="col">User</th><th scope="col">Email</th><th scope="col">Joined (UTC)</th><th scope="col">Status</th></tr></thead>
<tbody>${found.items.map(
      (u) =>
        html`<tr><td><a href="/users/${u.id}">@${u.username ?? "-"}</a> ${u.displayName}</td><td>${u.email}</td><td>${u.createdAt}</td><td>${u.status}</td></tr>`,
    )}</tbody></table></div>
${pagerView(links)}`,
  };
}

export function dossierView(d: UserDossier, viewer: Viewer): Page {
  const { user } = d;
  const mayAct = allows(viewer.role, "users.suspend");
  const mayOpenReports = allows(viewer.role, "reports.view");
  return {
    title: `@${user.username ?? user.id}`,
    body: html`<dl><dt>Id</dt><dd><code>${user.id}</code></dd><dt>Name</dt><dd>${user.displayName}</dd><dt>Email</dt><dd>${user.email}</dd>
<dt>Joined (UTC)</dt><dd>${user.createdAt}</dd><dt>Status</dt><dd id="user-status">${user.status}${user.status === "suspended" ? html` until ${user.suspendedUntil}` : ""}</dd></dl>
<div class="grid">
<section class="card" aria-labelledby="wallet"><h2 id="wallet">Wallet</h2>
<ul><li>Coins: ${d.wallet.coins}</li><li>Earnings not yet paid out: ${money(d.wallet.pendingEarningsCents)}</li><li>Payable now: ${money(d.wallet.availableEarningsCents)}</li></ul>
<h3>Last transactions</h3>${
      d.transactions.length
        ? html`<ul>${d.transactions.map((t) => html`<li>${t.createdAt.replace("T", " ").slice(0, 19)}: ${t.kind}${t.coins ? html` ${t.coins > 0 ? "+" : ""}${t.coins} coins` : ""}${t.cents ? html` ${t.cents > 0 ? "+" : ""}${money(t.cents)}` : ""}</li>`)}</ul>`
        : html`<p>None.</p>`
    }</section>
<section class="card" aria-labelledby="subs"><h2 id="subs">Subscriptions</h2>
${d.subscriptions.length ? html`<ul>${d.subscriptions.map((s) => html`<li><a href="/users/${s.creator.id}">@${s.creator.username ?? s.creator.id}</a> until ${s.expiresAt ?? "-"}</li>`)}</ul>` : html`<p>None.</p>`}</section>
<section class="card" aria-labelledby="sessions"><h2 id="sessions">Sessions</h2>
${d.sessions.length ? html`<ul>${d.sessions.map((s) => html`<li>${s.createdAt}: ${s.deviceName ?? "device"} ${s.ipAddress ?? ""} ${s.active ? "active" : "ended"}</li>`)}</ul>` : html`<p>None.</p>`}</section>
</div>
<section aria-labelledby="against"><h2 id="against">Reports against them</h2>
<p id="reports-against-count">${countText(d.reportsCount, QUEUE_COUNT_CAP)} report${d.reportsCount === 1 ? "" : "s"}${d.reportsCount > d.reports.length ? html`, the latest ${d.reports.length} below` : ""}. Screening's automatic reports count only once a moderator confirmed them.</p>
${d.reports.length ? html`<ul>${d.reports.map((r) => html`<li>${r.createdAt}: ${r.targetType} ${r.reason} (${r.status}${r.automatic ? ", automatic, confirmed" : ""}) ${mayOpenReports ? html`<a href="/reports/${r.id}">open</a>` : ""}</li>`)}</ul>` : ""}
<h3>Actions on record</h3>${d.actions.length ? html`<ul>${d.actions.map((a) => html`<li>${a.createdAt}: ${a.action} by ${a.actorName ?? a.actor}${a.note ? html` — <q>${a.note}</q>` : ""}</li>`)}</ul>` : html`<p>None.</p>`}
</section>
${
  mayAct
    ? user.status === "suspended"
      ? html`<form method="post" action="/users/${user.id}/lift">${csrfField(viewer)}<h2>Lift the suspension</h2>
<label for="note">Note (required)</label><textarea id="note" name="note" required maxlength="${MAX_NOTE_LENGTH}" rows="2"></textarea>
<p><button type="submit">Lift suspension</button></p></form>`
      : html`<form method="post" action="/users/${user.id}/suspend">${csrfField(viewer)}<h2>Suspend</h2>
<label for="days">Days</label><input id="days" name="days" type="number" min="1" max="${MAX_SUSPENSION_DAYS}" value="${DEFAULT_SUSPENSION_DAYS}">
<label for="note">Note (required)</label><textarea id="note" name="note" required maxlength="${MAX_NOTE_LENGTH}" rows="2"></textarea>
<p><button type="submit" class="danger">Suspend</button></p></form>`
    : ""
}`,
  };
}

export function registerUsers(app: FastifyInstance, ctx: ConsoleContext) {
  const { deps } = ctx;

  app.get("/users", { config: { permission: "users.view" } }, async (request, reply) => {
    const query = parse(searchQuery, request.query);
    const found = await searchUsers(
      deps,
      { q: query.q || undefined, status: query.status },
      { limit: PAGE_SIZE, cursor: query.after },
    );
    return sendPage(request, reply, searchView(found, query));
  });

  app.get("/users/:userId", { config: { permission: "users.view" } }, async (request, reply) => {
    const { userId } = parse(userParams, request.params);
    const dossier = await userDossier(deps, userId).catch(asPageError);
    return sendPage(request, reply, dossierView(dossier, request.viewer));
  });

  app.post("/users/:userId/suspend", { config: { permission: "users.suspend" } }, async (request, reply) => {
    const { userId } = parse(userParams, request.params);
    const body = parse(suspendBody, request.body);
    const done = await suspendAccount(deps, userId, {
      note: body.note,
      days: body.days,
      actor: actorOf(request),
    }).catch(asPageError);
    notify(
      request,
      `Suspended until ${done.suspendedUntil.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
    );
    return reply.redirect(`/users/${userId}`, 303);
  });

  app.post("/users/:userId/lift", { config: { permission: "users.suspend" } }, async (request, reply) => {
    const { userId } = parse(userParams, request.params);
    const body = parse(liftBody, request.body);
    await liftSuspension(deps, userId, { note: body.note, actor: actorOf(request) }).catch(asPageError);
    notify(request, "Suspension lifted; the user logs in again.");
    return reply.redirect(`/users/${userId}`, 303);
  });
}
