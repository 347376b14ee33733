/**
 * The report queue, longest-waiting first, and one report with its content as users saw it; resolved
 * with the same service as `npm run admin -- reports resolve` (trust/moderation.ts). Automatic reports
 * (screening's, no human reporter) are marked as such in the queue, and the report shows what the
 * classifier saw: the screened image and its scores per class.
 */
import {
  DEFAULT_SUSPENSION_DAYS,
  MAX_NOTE_LENGTH,
  MAX_SUSPENSION_DAYS,
  MODERATION_ACTIONS,
  QUEUE_COUNT_CAP,
  type QueuedTarget,
  type ReportDetail,
  reportDetail,
  reportQueue,
  resolveReport,
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
import { afterParam, countText, optional, PAGE_SIZE, pagerLinks, pagerView, parse } from "./common.ts";

const TARGET_TYPES = ["post", "comment", "user"] as const;
const listQuery = z.object({ type: optional(z.enum(TARGET_TYPES)), after: afterParam });
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

type Queue = Awaited<ReturnType<typeof reportQueue>>;

export function queueView(queue: Queue, filter: { type?: string; after?: unknown }): Page {
  const links = pagerLinks(
    "/reports",
    { type: filter.type },
    {
      paged: filter.after !== undefined,
      nextCursor: queue.nextCursor,
    },
  );
  const n = queue.open;
  return {
    title: "Reports",
    body: html`<form method="get" action="/reports"><label for="type">Reported</label>
<select id="type" name="type"><option value="">anything</option>${TARGET_TYPES.map(
      (t) => html`<option value="${t}" ${filter.type === t ? html`selected` : ""}>${t}</option>`,
    )}</select> <button type="submit">Filter</button></form>
<p id="queue-count">${countText(n, QUEUE_COUNT_CAP)} open target${n === 1 ? "" : "s"}, the longest-waiting first.</p>
<div class="table-wrap"><table><caption class="skip">Open reports</caption>
<thead><tr><th scope="col">Waiting since (UTC)</th><th scope="col">Reported</th><th scope="col">Reports</th><th scope="col">Reasons</th><th scope="col">Open</th></tr></thead>
<tbody>${queue.items.map(
      (r: QueuedTarget) =>
        html`<tr><td>${r.firstReportedAt}</td><td>${r.targetType} <code>${r.targetId}</code></td><td>${r.reports}${r.automatic > 0 ? html` <span class="tag">${r.automatic === r.reports ? "automatic" : `${r.automatic} automatic`} (screening)</span>` : ""}</td><td>${r.reasons.join(", ")}</td><td><a href="/reports/${r.firstReportId}">Review ${r.targetType} ${r.targetId}</a></td></tr>`,
    )}</tbody></table></div>
${pagerView(links)}`,
  };
}

type DetailReport = ReportDetail["reports"][number];

const percent = (p: number) => `${(p * 100).toFixed(1)}%`;

/** One automatic report: the image the classifier screened and its score per class, largest first. */
function screeningView(r: DetailReport, n: number) {
  const m = r.media;
  const what = m?.kind === "video" ? "poster of the video" : "photo";
  const scores = r.scores ? Object.entries(r.scores.scores).sort((a, b) => b[1] - a[1]) : [];
  return html`<article class="card screening" aria-labelledby="screening-${n}"><h3 id="screening-${n}">Automatic report ${n} (${r.status})</h3>
<div class="grid"><div class="media">${
    m?.imageUrl
      ? html`<figure><img src="${m.imageUrl}" alt="Screened ${what} of the reported post"><figcaption>Media <code>${m.mediaId}</code>: ${m.kind}, ${m.status}; ${m.sensitive ? "sensitive" : "flag cleared"}</figcaption></figure>`
      : html`<p>Media <code>${m?.mediaId ?? "-"}</code>: ${m ? `${m.kind}, ${m.status}, nothing to show` : "gone"}</p>`
  }</div>
${
  r.scores
    ? html`<table><caption>Scores of ${r.scores.model}</caption><thead><tr><th scope="col">Class</th><th scope="col">Score</th></tr></thead>
<tbody>${scores.map(([name, p]) => html`<tr><td>${name}</td><td>${percent(p)}</td></tr>`)}</tbody></table>`
    : html`<p>No scores recorded.</p>`
}</div></article>`;
}

export function reportView(detail: ReportDetail, viewer: Viewer): Page {
  const { report, target, post, author } = detail;
  const open = report.status === "open" && allows(viewer.role, "reports.resolve");
  const automatic = detail.reports.filter((r) => r.automatic);
  const openAutomatic = automatic.some((r) => r.status === "open");
  return {
    title: `Report of ${report.targetType} ${report.targetId}`,
    body: html`<div class="grid">
<section class="card" aria-labelledby="content"><h2 id="content">What users saw</h2>
${target ? "" : html`<p class="error">The reported ${report.targetType} no longer exists.</p>`}
${report.targetType === "comment" && post ? html`<p>On a post: <q>${post.body}</q></p>` : ""}
${target ? html`<blockquote id="reported-text">${target.body ?? ""}</blockquote>` : ""}
${post && report.targetType === "post" ? html`<p>Visibility: ${post.visibility}; moderation: ${post.moderationStatus}</p>` : ""}
<div class="media">${detail.media.map((m, i) => {
      const src = m.kind === "image" ? m.imageUrl : m.posterUrl;
      const alt =
        m.kind === "image"
          ? `Photo ${i + 1} of the reported post`
          : `Poster of video ${i + 1} of the reported post`;
      return src
        ? html`<figure><img src="${src}" alt="${alt}"><figcaption>${m.kind}, ${m.status}${m.kind === "video" ? " (poster)" : ""}</figcaption></figure>`
        : html`<p>${m.kind} ${i + 1}: ${m.status}, nothing to show${m.status === "failed" ? "" : " yet"}</p>`;
    })}</div>
</section>
<section class="card" aria-labelledby="author"><h2 id="author">Author</h2>
${
  author
    ? html`<dl><dt>User</dt><dd><a href="/users/${author.id}">@${author.username ?? "-"}</a> (${author.displayName})</dd>
<dt>Status</dt><dd>${author.status}${author.status === "suspended" ? html` until ${author.suspendedUntil}` : ""}</dd></dl>`
    : html`<p>Unknown</p>`
}
</section></div>
<section aria-labelledby="reports"><h2 id="reports">Reports of this ${report.targetType}</h2>
<div class="table-wrap"><table><thead><tr><th scope="col">When (UTC)</th><th scope="col">By</th><th scope="col">Reason</th><th scope="col">Status</th></tr></thead>
<tbody>${detail.reports.map(
      (r) =>
        html`<tr><td>${r.createdAt}</td><td>${r.reporter ? html`<a href="/users/${r.reporter.id}">@${r.reporter.username ?? r.reporter.id}</a>` : r.automatic ? html`<span class="tag">automatic (screening)</span>` : "automatic (no reporter)"}</td><td>${r.reason}</td><td>${r.status}</td></tr>`,
    )}</tbody></table></div></section>
${
  automatic.length
    ? html`<section aria-labelledby="screening"><h2 id="screening">What screening found</h2>
<p>The media worker's classifier marked this post's media sensitive. Automatic reports do not count against the author until a moderator removes the post or suspends them.</p>
${automatic.map((r, i) => screeningView(r, i + 1))}</section>`
    : ""
}
<section aria-labelledby="actions"><h2 id="actions">Earlier actions</h2>
${detail.audit.length === 0 ? html`<p>None.</p>` : html`<ul>${detail.audit.map((a) => html`<li>${a.createdAt}: ${a.action} by ${a.actorName ?? a.actor}${a.note ? html` — <q>${a.note}</q>` : ""}</li>`)}</ul>`}
</section>
${
  open
    ? html`<section aria-labelledby="resolve"><h2 id="resolve">Resolve</h2>
<form method="post" action="/reports/${report.id}/resolve">${csrfField(viewer)}
<fieldset><legend>Action</legend>
<label><input type="radio" name="action" value="dismiss" required> Dismiss (nothing wrong; hidden content comes back${openAutomatic ? html`; screening's sensitive flag is cleared, the author's own mark stays` : ""})</label>
${report.targetType !== "user" ? html`<label><input type="radio" name="action" value="remove"> Remove the ${report.targetType}</label>` : ""}
<label><input type="radio" name="action" value="suspend"> Suspend the ${report.targetType === "user" ? "user" : "author"}</label>
</fieldset>
<label for="days">Suspension days (suspend only; default ${DEFAULT_SUSPENSION_DAYS})</label><input id="days" name="days" type="number" min="1" max="${MAX_SUSPENSION_DAYS}">
<label for="note">Note (required; the author and the reporters are told)</label><textarea id="note" name="note" required maxlength="${MAX_NOTE_LENGTH}" rows="3"></textarea>
<p><button type="submit">Resolve</button></p></form></section>`
    : html`<p class="notice">This report is ${report.status}.</p>`
}`,
  };
}

export function registerReports(app: FastifyInstance, ctx: ConsoleContext) {
  const { deps } = ctx;

  app.get("/reports", { config: { permission: "reports.view" } }, async (request, reply) => {
    const query = parse(listQuery, request.query);
    const queue = await reportQueue(
      deps,
      { targetType: query.type },
      { limit: PAGE_SIZE, cursor: query.after },
    );
    return sendPage(request, reply, queueView(queue, query));
  });

  app.get("/reports/:id", { config: { permission: "reports.view" } }, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const detail = await reportDetail(deps, id).catch(asPageError);
    return sendPage(request, reply, reportView(detail, request.viewer));
  });

  app.post("/reports/:id/resolve", { config: { permission: "reports.resolve" } }, async (request, reply) => {
    const { id } = parse(idParams, request.params);
    const body = parse(resolveBody, request.body);
    const result = await resolveReport(deps, id, {
      action: body.action,
      note: body.note,
      actor: actorOf(request),
      ...(body.days !== undefined ? { days: body.days } : {}),
    }).catch(asPageError);
    notify(request, `Report resolved: ${result.action} ${result.targetType} ${result.targetId}.`);
    return reply.redirect("/reports", 303);
  });
}
