/**
 * The report queue, longest-waiting first, and one report with its content as users saw it; resolved
 * with the same service as `npm run admin -- reports resolve` (trust/moderation.ts).
 */
import {
  DEFAULT_SUSPENSION_DAYS,
  listQueue,
  MAX_NOTE_LENGTH,
  MAX_SUSPENSION_DAYS,
  MODERATION_ACTIONS,
  resolveReport,
  showReport,
} from "@playpal/api";
import { media, posts, users } from "@playpal/db";
import { AppError } from "@playpal/platform";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { html } from "../html.ts";
import { csrfField } from "../layout.ts";
import { type ConsoleContext, PageError } from "../server.ts";
import { PAGE_SIZE, pager, parse, SIGNED_URL_SECONDS } from "./common.ts";

const listQuery = z.object({
  type: z
    .enum(["post", "comment", "user"])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(40).default(1),
  done: z.string().max(100).optional(),
});
const idParams = z.object({ id: z.string().min(1).max(64) });
const resolveBody = z.object({
  action: z.enum(MODERATION_ACTIONS as ["dismiss", "remove", "suspend"]),
  note: z.string().trim().min(1, "a note is required").max(MAX_NOTE_LENGTH),
  days: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === "" ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(MAX_SUSPENSION_DAYS).optional()),
});

export function registerReports(app: FastifyInstance, ctx: ConsoleContext) {
  const { deps } = ctx;

  app.get("/reports", { config: { permission: "reports.view" } }, async (request, reply) => {
    const query = parse(listQuery, request.query);
    const all = await listQueue(deps, { limit: 1000 });
    const filtered = query.type ? all.filter((r) => r.targetType === query.type) : all;
    const start = (query.page - 1) * PAGE_SIZE;
    const rows = filtered.slice(start, start + PAGE_SIZE);
    const links = pager("/reports", { type: query.type }, query.page, filtered.length > start + PAGE_SIZE);
    return ctx.page(
      reply,
      request,
      "Reports",
      html`${query.done ? html`<p class="notice" role="status">Report resolved: ${query.done}.</p>` : ""}
<form method="get" action="/reports"><label for="type">Reported</label>
<select id="type" name="type"><option value="">anything</option>${["post", "comment", "user"].map(
        (t) => html`<option value="${t}" ${query.type === t ? html`selected` : ""}>${t}</option>`,
      )}</select> <button type="submit">Filter</button></form>
<p>${filtered.length} open target${filtered.length === 1 ? "" : "s"}, the longest-waiting first.</p>
<div class="table-wrap"><table><caption class="skip">Open reports</caption>
<thead><tr><th scope="col">Waiting since (UTC)</th><th scope="col">Reported</th><th scope="col">Reports</th><th scope="col">Reasons</th><th scope="col">Open</th></tr></thead>
<tbody>${rows.map(
        (r) =>
          html`<tr><td>${r.firstReportedAt}</td><td>${r.targetType} <code>${r.targetId}</code></td><td>${r.reports}</td><td>${r.reasons.join(", ")}</td><td><a href="/reports/${r.firstReportId}">Review ${r.targetType} ${r.targetId}</a></td></tr>`,
      )}</tbody></table></div>
<nav aria-label="Pages">${links.previous ? html`<a href="${links.previous}">Previous</a> ` : ""}${links.next ? html`<a href="${links.next}">Next</a>` : ""}</nav>`,
    );
  });

  app.get("/reports/:id", { config: { permission: "reports.view" } }, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const shown = await showReport(deps, id).catch(asPageError);
    const { report, target, reports, audit } = shown;
    const authorId = target?.authorId ?? null;
    const [author] = authorId
      ? await deps.db
          .select({
            id: users.id,
            username: users.username,
            displayName: users.displayName,
            suspendedUntil: users.suspendedUntil,
          })
          .from(users)
          .where(eq(users.id, authorId))
      : [];
    const postId = target?.postId ?? null;
    const [post] = postId
      ? await deps.db
          .select({ body: posts.body, visibility: posts.visibility })
          .from(posts)
          .where(eq(posts.id, postId))
      : [];
    // The photos and video posters of a reported post (a reported comment shows its post's text only).
    const files =
      postId && report.targetType === "post"
        ? await deps.db.select().from(media).where(eq(media.postId, postId)).orderBy(asc(media.position))
        : [];
    const shownMedia = await Promise.all(
      files.map(async (m) => {
        const key = m.kind === "image" ? (m.displayKey ?? m.storageKey) : m.thumbnailKey;
        return {
          kind: m.kind,
          status: m.status,
          url: key ? await deps.storage.signedUrl(key, SIGNED_URL_SECONDS) : null,
        };
      }),
    );
    const open = report.status === "open";
    return ctx.page(
      reply,
      request,
      `Report of ${report.targetType} ${report.targetId}`,
      html`<div class="grid">
<section class="card" aria-labelledby="content"><h2 id="content">What users saw</h2>
${target ? "" : html`<p class="error">The reported ${report.targetType} no longer exists.</p>`}
${report.targetType === "comment" && post ? html`<p>On a post: <q>${post.body}</q></p>` : ""}
${target ? html`<blockquote id="reported-text">${target.body ?? ""}</blockquote>` : ""}
${post && report.targetType === "post" ? html`<p>Visibility: ${post.visibility}; moderation: ${target?.status}</p>` : ""}
<div class="media">${shownMedia.map((m, i) =>
        m.url
          ? html`<figure><img src="${m.url}" alt="${m.kind === "image" ? `Photo ${i + 1} of the reported post` : `Poster of video ${i + 1} of the reported post`}"><figcaption>${m.kind}, ${m.status}${m.kind === "video" ? " (poster)" : ""}</figcaption></figure>`
          : html`<p>${m.kind} ${i + 1}: ${m.status}, nothing to show yet</p>`,
      )}</div>
</section>
<section class="card" aria-labelledby="author"><h2 id="author">Author</h2>
${
  author
    ? html`<dl><dt>User</dt><dd><a href="/users/${author.id}">@${author.username ?? "-"}</a> (${author.displayName})</dd>
<dt>Suspended until</dt><dd>${author.suspendedUntil && author.suspendedUntil > new Date() ? author.suspendedUntil : "not suspended"}</dd></dl>`
    : html`<p>Unknown</p>`
}
</section></div>
<section aria-labelledby="reports"><h2 id="reports">Reports of this ${report.targetType}</h2>
<div class="table-wrap"><table><thead><tr><th scope="col">When (UTC)</th><th scope="col">Reason</th><th scope="col">Status</th></tr></thead>
<tbody>${reports.map((r) => html`<tr><td>${r.createdAt}</td><td>${r.reason}</td><td>${r.status}</td></tr>`)}</tbody></table></div></section>
<section aria-labelledby="actions"><h2 id="actions">Earlier actions</h2>
${audit.length === 0 ? html`<p>None.</p>` : html`<ul>${audit.map((a) => html`<li>${a.createdAt}: ${a.action} by ${a.actor}${a.note ? html` — <q>${a.note}</q>` : ""}</li>`)}</ul>`}
</section>
${
  open
    ? html`<section aria-labelledby="resolve"><h2 id="resolve">Resolve</h2>
<form method="post" action="/reports/${report.id}/resolve">${csrfField(request.viewer)}
<fieldset><legend>Action</legend>
<label><input type="radio" name="action" value="dismiss" required> Dismiss (nothing wrong; hidden content comes back)</label>
${report.targetType !== "user" ? html`<label><input type="radio" name="action" value="remove"> Remove the ${report.targetType}</label>` : ""}
<label><input type="radio" name="action" value="suspend"> Suspend the ${report.targetType === "user" ? "user" : "author"}</label>
</fieldset>
<label for="days">Suspension days (suspend only; default ${DEFAULT_SUSPENSION_DAYS})</label><input id="days" name="days" type="number" min="1" max="${MAX_SUSPENSION_DAYS}">
<label for="note">Note (required; the author and the reporters are told)</label><textarea id="note" name="note" required maxlength="${MAX_NOTE_LENGTH}" rows="3"></textarea>
<p><button type="submit">Resolve</button></p></form></section>`
    : html`<p class="notice">This report is ${report.status}.</p>`
}`,
    );
  });

  app.post("/reports/:id/resolve", { config: { permission: "reports.resolve" } }, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const body = parse(resolveBody, request.body);
    if (body.days !== undefined && body.action !== "suspend") {
      throw new PageError(400, "Only a suspension takes a number of days");
    }
    const result = await resolveReport(deps, id, {
      action: body.action,
      note: body.note,
      actor: ctx.actor(request),
      ...(body.days !== undefined ? { days: body.days } : {}),
    }).catch(asPageError);
    return reply.redirect(
      `/reports?done=${encodeURIComponent(`${result.action} ${result.targetType} ${result.targetId}`)}`,
      303,
    );
  });
}

/** An API refusal (AppError) shown as a page with its status and message. */
export function asPageError(error: unknown): never {
  if (error instanceof AppError) throw new PageError(error.statusCode, `${error.code}: ${error.message}`);
  throw error;
}
