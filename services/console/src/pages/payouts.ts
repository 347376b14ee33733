/**
 * Payouts: every period with counts and amounts by status, the blocked and failed payouts with their
 * reason; retrying a period's failed transfers (the payout service's own retry, over its admin route,
 * audited there in the operator's name), and the ledger check of `npm run ledger:verify`, shown as its
 * report.
 */
import { checkLedger, type PayoutOverview, payoutOverview, recordAction } from "@playpal/api";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  actorOf,
  type ConsoleContext,
  notify,
  type Page,
  PageError,
  sendPage,
  type Viewer,
} from "../context.ts";
import { html } from "../html.ts";
import { csrfField } from "../layout.ts";
import { allows } from "../roles.ts";
import { money, optional, parse } from "./common.ts";

const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "a period is written YYYY-MM");
const listQuery = z.object({ period: optional(period) });
const retryBody = z.object({ period });

const STATUSES = ["paid", "pending", "failed", "blocked"] as const;

export function payoutsView(data: PayoutOverview, viewer: Viewer, filter: { period?: string }): Page {
  const cell = (byStatus: PayoutOverview["periods"][number]["byStatus"], status: string) => {
    const t = byStatus[status];
    return t ? `${t.count} · ${money(t.cents)}` : "-";
  };
  const mayRetry = allows(viewer.role, "payouts.retry");
  const mayCheck = allows(viewer.role, "ledger.verify");
  return {
    title: "Payouts",
    body: html`<section aria-labelledby="periods"><h2 id="periods">Periods (count · amount)</h2>
<div class="table-wrap"><table><thead><tr><th scope="col">Period</th>${STATUSES.map((s) => html`<th scope="col">${s[0]?.toUpperCase()}${s.slice(1)}</th>`)}</tr></thead>
<tbody>${data.periods.map((p) => html`<tr><th scope="row"><a href="/payouts?period=${p.period}">${p.period}</a></th>${STATUSES.map((s) => html`<td>${cell(p.byStatus, s)}</td>`)}</tr>`)}</tbody></table></div></section>
<section aria-labelledby="problems"><h2 id="problems">Blocked and failed${filter.period ? ` in ${filter.period}` : ""}</h2>
<div class="table-wrap"><table><thead><tr><th scope="col">Period</th><th scope="col">Creator</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Reason</th><th scope="col">Attempts</th></tr></thead>
<tbody>${data.problems.map((p) => html`<tr><td>${p.period}</td><td><a href="/users/${p.creator.id}">@${p.creator.username ?? p.creator.id}</a></td><td>${money(p.amountCents)}</td><td>${p.status}</td><td>${p.reason ?? ""}</td><td>${p.attempts}</td></tr>`)}</tbody></table></div>
${data.moreProblems ? html`<p>Only the first ${data.problems.length} are shown; choose a period.</p>` : ""}
${
  mayRetry
    ? data.failedPeriods.map(
        (p) =>
          html`<form method="post" action="/payouts/retry">${csrfField(viewer)}<input type="hidden" name="period" value="${p}"><button type="submit">Retry the failed transfers of ${p}</button></form>`,
      )
    : ""
}</section>
${
  mayCheck
    ? html`<section aria-labelledby="ledger"><h2 id="ledger">Ledger</h2>
<form method="post" action="/payouts/ledger-check">${csrfField(viewer)}<p>Recomputes every balance from its postings, as <code>npm run ledger:verify</code>.</p><button type="submit">Run the ledger check</button></form></section>`
    : ""
}`,
  };
}

export function ledgerView(report: Awaited<ReturnType<typeof checkLedger>>): Page {
  return {
    title: "Ledger check",
    body: html`<p id="ledger-result" class="${report.ok ? "notice" : "error"}" role="status">${
      report.ok
        ? `ledger OK: ${report.accounts} accounts, ${report.entries} entries, ${report.postings} postings`
        : "ledger MISMATCH: see the report below"
    }</p><pre>${JSON.stringify(report, null, 2)}</pre><p><a href="/payouts">Back to payouts</a></p>`,
  };
}

export function registerPayouts(app: FastifyInstance, ctx: ConsoleContext) {
  const { deps } = ctx;

  app.get("/payouts", { config: { permission: "payouts.view" } }, async (request, reply) => {
    const query = parse(listQuery, request.query);
    const data = await payoutOverview(deps, { period: query.period });
    return sendPage(request, reply, payoutsView(data, request.viewer, query));
  });

  app.post("/payouts/retry", { config: { permission: "payouts.retry" } }, async (request, reply) => {
    const body = parse(retryBody, request.body);
    const actor = actorOf(request);
    const outcome = await ctx.payouts.retry(body.period, actor);
    if (!outcome.reached) {
      // Nothing ran and the payout service recorded nothing: the attempt is on record here.
      await recordAction(
        deps,
        {
          action: "retry",
          targetType: "payout_period",
          targetId: body.period,
          outcome: "failed",
          details: { result: outcome.body },
        },
        actor,
      );
    }
    if (!outcome.ok) {
      throw new PageError(
        outcome.status === 409 ? 409 : 502,
        `The payout service refused the retry (${outcome.status}): ${String(outcome.body.message ?? "")}`,
      );
    }
    const b = outcome.body as { retried?: number; paid?: number; failed?: number };
    notify(
      request,
      `Retried ${b.retried ?? 0} failed payout(s) of ${body.period}: ${b.paid ?? 0} paid, ${b.failed ?? 0} failed again.`,
    );
    return reply.redirect(`/payouts?period=${body.period}`, 303);
  });

  app.post("/payouts/ledger-check", { config: { permission: "ledger.verify" } }, async (request, reply) => {
    const report = await checkLedger(deps, actorOf(request));
    return sendPage(request, reply, ledgerView(report));
  });
}
