/**
 * Creator verification: pending submissions, the longest-waiting first; one submission with its
 * documents inline (signed URLs of a few minutes, the page itself `no-store`); approve or reject with
 * the same service as `npm run admin -- verification` (verification/review.ts), audited in the
 * decision's transaction.
 */
import {
  CONSOLE_SIGNED_URL_SECONDS,
  MAX_REASON_LENGTH,
  QUEUE_COUNT_CAP,
  review,
  type SubmissionDetail,
  verificationDetail,
  verificationQueue,
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
import { afterParam, countText, PAGE_SIZE, pagerLinks, pagerView, parse } from "./common.ts";

const listQuery = z.object({ after: afterParam });
const userParams = z.object({ userId: z.string().min(1).max(64) });
const reviewBody = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approved"), reason: z.string().max(0).optional() }),
  z.object({
    decision: z.literal("rejected"),
    reason: z.string().trim().min(1, "a reason is required").max(MAX_REASON_LENGTH),
  }),
]);

const LABELS: Record<string, string> = { id_front: "ID, front", id_back: "ID, back", selfie: "Selfie" };

type Queue = Awaited<ReturnType<typeof verificationQueue>>;

export function queueView(queue: Queue, paged: boolean): Page {
  return {
    title: "Creator verification",
    body: html`<p id="queue-count">${countText(queue.pending, QUEUE_COUNT_CAP)} pending, the longest-waiting first.</p>
<div class="table-wrap"><table><thead><tr><th scope="col">Submitted (UTC)</th><th scope="col">User</th><th scope="col">Name</th><th scope="col">Documents</th><th scope="col">Open</th></tr></thead>
<tbody>${queue.items.map(
      (r) =>
        html`<tr><td>${r.submittedAt}</td><td>@${r.username ?? "-"}</td><td>${r.displayName}</td><td>${r.documents.map((d) => LABELS[d]).join(", ")}</td><td><a href="/verifications/${r.userId}">Review @${r.username ?? r.userId}</a></td></tr>`,
    )}</tbody></table></div>
${pagerView(pagerLinks("/verifications", {}, { paged, nextCursor: queue.nextCursor }))}`,
  };
}

export function submissionView(s: SubmissionDetail, viewer: Viewer): Page {
  const who = `@${s.username ?? s.userId}`;
  const pending = s.status === "pending" && allows(viewer.role, "verifications.review");
  return {
    title: `Verification of ${who}`,
    body: html`<dl><dt>Name</dt><dd>${s.displayName}</dd><dt>Email</dt><dd>${s.email}</dd>
<dt>Submitted (UTC)</dt><dd>${s.submittedAt}</dd><dt>Status</dt><dd>${s.status}${s.rejectionReason ? html` (${s.rejectionReason})` : ""}</dd></dl>
<p>The documents below are shown through links valid ${CONSOLE_SIGNED_URL_SECONDS / 60} minutes; do not save them.</p>
<div class="grid media">${s.documents.map((d) =>
      d.url
        ? html`<figure class="card"><img src="${d.url}" alt="${LABELS[d.kind]} submitted by ${who}"><figcaption>${LABELS[d.kind]}</figcaption></figure>`
        : html`<p class="error">${LABELS[d.kind]}: missing from storage</p>`,
    )}</div>
${
  pending
    ? html`<div class="grid">
<form class="card" method="post" action="/verifications/${s.userId}/review">${csrfField(viewer)}
<input type="hidden" name="decision" value="approved"><h2>Approve</h2><p>The user becomes a verified creator and is told.</p>
<button type="submit">Approve</button></form>
<form class="card" method="post" action="/verifications/${s.userId}/review">${csrfField(viewer)}
<input type="hidden" name="decision" value="rejected"><h2>Reject</h2>
<label for="reason">Reason (the user is told)</label><textarea id="reason" name="reason" required maxlength="${MAX_REASON_LENGTH}" rows="3"></textarea>
<p><button type="submit" class="danger">Reject</button></p></form></div>`
    : ""
}`,
  };
}

export function registerVerifications(app: FastifyInstance, ctx: ConsoleContext) {
  const { deps } = ctx;

  app.get("/verifications", { config: { permission: "verifications.view" } }, async (request, reply) => {
    const query = parse(listQuery, request.query);
    const queue = await verificationQueue(deps, { limit: PAGE_SIZE, cursor: query.after });
    return sendPage(request, reply, queueView(queue, query.after !== undefined));
  });

  app.get(
    "/verifications/:userId",
    { config: { permission: "verifications.view" } },
    async (request, reply) => {
      const { userId } = parse(userParams, request.params);
      const detail = await verificationDetail(deps, userId).catch(asPageError);
      return sendPage(request, reply, submissionView(detail, request.viewer));
    },
  );

  app.post(
    "/verifications/:userId/review",
    { config: { permission: "verifications.review" } },
    async (request, reply) => {
      const { userId } = parse(userParams, request.params);
      const body = parse(reviewBody, request.body);
      const result = await review(deps, userId, {
        decision: body.decision,
        reason: body.decision === "rejected" ? body.reason : null,
        actor: actorOf(request),
      }).catch(asPageError);
      notify(request, `@${userId}: ${result.status}.`);
      return reply.redirect("/verifications", 303);
    },
  );
}
