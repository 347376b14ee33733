/**
 * Creator verification: pending submissions, the longest-waiting first; one submission with its
 * documents inline (signed URLs of a few minutes, the page itself `no-store`); approve or reject with
 * the same service as `npm run verification` (verification/review.ts).
 */
import { listPending, MAX_REASON_LENGTH, review } from "@playpal/api";
import { identityVerifications, users, verificationAssets } from "@playpal/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { html } from "../html.ts";
import { csrfField } from "../layout.ts";
import { type ConsoleContext, PageError } from "../server.ts";
import { PAGE_SIZE, pager, parse, SIGNED_URL_SECONDS } from "./common.ts";
import { asPageError } from "./reports.ts";

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(40).default(1),
  done: z.string().max(200).optional(),
});
const userParams = z.object({ userId: z.string().min(1).max(64) });
const reviewBody = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approved"), reason: z.string().max(0).optional() }),
  z.object({
    decision: z.literal("rejected"),
    reason: z.string().trim().min(1, "a reason is required").max(MAX_REASON_LENGTH),
  }),
]);

const LABELS: Record<string, string> = { id_front: "ID, front", id_back: "ID, back", selfie: "Selfie" };

export function registerVerifications(app: FastifyInstance, ctx: ConsoleContext) {
  const { deps } = ctx;

  app.get("/verifications", { config: { permission: "verifications.view" } }, async (request, reply) => {
    const query = parse(listQuery, request.query);
    const all = await listPending(deps, { limit: 1000 });
    const start = (query.page - 1) * PAGE_SIZE;
    const rows = all.slice(start, start + PAGE_SIZE);
    const links = pager("/verifications", {}, query.page, all.length > start + PAGE_SIZE);
    return ctx.page(
      reply,
      request,
      "Creator verification",
      html`${query.done ? html`<p class="notice" role="status">${query.done}</p>` : ""}
<p>${all.length} pending, the longest-waiting first.</p>
<div class="table-wrap"><table><thead><tr><th scope="col">Submitted (UTC)</th><th scope="col">User</th><th scope="col">Name</th><th scope="col">Documents</th><th scope="col">Open</th></tr></thead>
<tbody>${rows.map(
        (r) =>
          html`<tr><td>${r.submittedAt}</td><td>@${r.username ?? "-"}</td><td>${r.displayName}</td><td>${r.documents.map((d) => LABELS[d]).join(", ")}</td><td><a href="/verifications/${r.userId}">Review @${r.username ?? r.userId}</a></td></tr>`,
      )}</tbody></table></div>
<nav aria-label="Pages">${links.previous ? html`<a href="${links.previous}">Previous</a> ` : ""}${links.next ? html`<a href="${links.next}">Next</a>` : ""}</nav>`,
    );
  });

  app.get(
    "/verifications/:userId",
    { config: { permission: "verifications.view" } },
    async (request, reply) => {
      const { userId } = parse(userParams, request.params);
      const [row] = await deps.db
        .select({
          verification: identityVerifications,
          username: users.username,
          displayName: users.displayName,
          email: users.email,
        })
        .from(identityVerifications)
        .innerJoin(users, eq(users.id, identityVerifications.userId))
        .where(eq(identityVerifications.userId, userId));
      if (!row) throw new PageError(404, `User ${userId} has not submitted an identity verification`);
      const v = row.verification;
      const wanted = [
        ["id_front", v.idFrontAssetId],
        ["id_back", v.idBackAssetId],
        ["selfie", v.selfieAssetId],
      ].filter((e): e is [string, string] => e[1] !== null);
      const assets = await deps.db
        .select({ id: verificationAssets.id, storageKey: verificationAssets.storageKey })
        .from(verificationAssets)
        .where(eq(verificationAssets.userId, userId));
      const keys = new Map(assets.map((a) => [a.id, a.storageKey]));
      const documents = await Promise.all(
        wanted.map(async ([kind, id]) => {
          const key = keys.get(id);
          return { kind, url: key ? await deps.storage.signedUrl(key, SIGNED_URL_SECONDS) : null };
        }),
      );
      const pending = v.status === "pending";
      return ctx.page(
        reply,
        request,
        `Verification of @${row.username ?? userId}`,
        html`<dl><dt>Name</dt><dd>${row.displayName}</dd><dt>Email</dt><dd>${row.email}</dd>
<dt>Submitted (UTC)</dt><dd>${v.submittedAt}</dd><dt>Status</dt><dd>${v.status}${v.rejectionReason ? html` (${v.rejectionReason})` : ""}</dd></dl>
<p>The documents below are shown through links valid ${SIGNED_URL_SECONDS / 60} minutes; do not save them.</p>
<div class="grid media">${documents.map((d) =>
          d.url
            ? html`<figure class="card"><img src="${d.url}" alt="${LABELS[d.kind]} submitted by @${row.username ?? userId}"><figcaption>${LABELS[d.kind]}</figcaption></figure>`
            : html`<p class="error">${LABELS[d.kind]}: missing from storage</p>`,
        )}</div>
${
  pending
    ? html`<div class="grid">
<form class="card" method="post" action="/verifications/${userId}/review">${csrfField(request.viewer)}
<input type="hidden" name="decision" value="approved"><h2>Approve</h2><p>The user becomes a verified creator and is told.</p>
<button type="submit">Approve</button></form>
<form class="card" method="post" action="/verifications/${userId}/review">${csrfField(request.viewer)}
<input type="hidden" name="decision" value="rejected"><h2>Reject</h2>
<label for="reason">Reason (the user is told)</label><textarea id="reason" name="reason" required maxlength="${MAX_REASON_LENGTH}" rows="3"></textarea>
<p><button type="submit" class="danger">Reject</button></p></form></div>`
    : ""
}`,
      );
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
      }).catch(asPageError);
      await ctx.audit(request, {
        action: body.decision === "approved" ? "approve" : "reject",
        targetType: "user",
        targetId: userId,
        subjectUserId: userId,
        note: result.rejectionReason,
        details: { kind: "verification", reviewedAt: result.reviewedAt.toISOString() },
      });
      return reply.redirect(`/verifications?done=${encodeURIComponent(`@${userId}: ${result.status}`)}`, 303);
    },
  );
}
