/**
 * Payouts: every period with counts and amounts by status, the blocked and failed payouts with their
 * reason; retrying a period's failed transfers (the payout service's own retry, over its admin route),
 * and the ledger check of `npm run ledger:verify`, shown as its report.
 */
import { payouts, users } from "@playpal/db";
import { verifyLedger } from "@playpal/ledger";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { html } from "../html.ts";
import { csrfField } from "../layout.ts";
import { type ConsoleContext, PageError } from "../server.ts";
import { parse } from "./common.ts";

const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "a period is written YYYY-MM");
const listQuery = z.object({
  period: period.optional().or(z.literal("").transform(() => undefined)),
  done: z.string().max(300).optional(),
});
const retryBody = z.object({ period });

const money = (cents: number) => `${(cents / 100).toFixed(2)}`;

export function registerPayouts(app: FastifyInstance, ctx: ConsoleContext) {
  const { deps } = ctx;

  app.get("/payouts", { config: { permission: "payouts.view" } }, async (request, reply) => {
    const query = parse(listQuery, request.query);
    const totals = await deps.db
      .select({
        period: payouts.period,
        status: payouts.status,
        count: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::bigint`.mapWith(Number),
      })
      .from(payouts)
      .groupBy(payouts.period, payouts.status)
      .orderBy(desc(payouts.period));
    const periods = [...new Set(totals.map((t) => t.period))].slice(0, 24);
    const cell = (p: string, s: string) => {
      const t = totals.find((x) => x.period === p && x.status === s);
      return t ? `${t.count} · ${money(t.cents)}` : "-";
    };
    const problems = await deps.db
      .select({
        id: payouts.id,
        period: payouts.period,
        status: payouts.status,
        reason: payouts.reason,
        amountCents: payouts.amountCents,
        attempts: payouts.attempts,
        creatorId: payouts.creatorId,
        creator: users.username,
      })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.creatorId))
      .where(
        and(
          inArray(payouts.status, ["blocked", "failed"]),
          query.period ? eq(payouts.period, query.period) : undefined,
        ),
      )
      .orderBy(desc(payouts.period), payouts.status, payouts.id)
      .limit(200);
    const failedPeriods = [...new Set(problems.filter((p) => p.status === "failed").map((p) => p.period))];
    const mayRetry = request.viewer.role === "finance" || request.viewer.role === "admin";
    return ctx.page(
      reply,
      request,
      "Payouts",
      html`${query.done ? html`<p class="notice" role="status" id="payout-result">${query.done}</p>` : ""}
<section aria-labelledby="periods"><h2 id="periods">Periods (count · amount)</h2>
<div class="table-wrap"><table><thead><tr><th scope="col">Period</th><th scope="col">Paid</th><th scope="col">Pending</th><th scope="col">Failed</th><th scope="col">Blocked</th></tr></thead>
<tbody>${periods.map((p) => html`<tr><th scope="row"><a href="/payouts?period=${p}">${p}</a></th><td>${cell(p, "paid")}</td><td>${cell(p, "pending")}</td><td>${cell(p, "failed")}</td><td>${cell(p, "blocked")}</td></tr>`)}</tbody></table></div></section>
<section aria-labelledby="problems"><h2 id="problems">Blocked and failed${query.period ? ` in ${query.period}` : ""}</h2>
<div class="table-wrap"><table><thead><tr><th scope="col">Period</th><th scope="col">Creator</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Reason</th><th scope="col">Attempts</th></tr></thead>
<tbody>${problems.map((p) => html`<tr><td>${p.period}</td><td><a href="/users/${p.creatorId}">@${p.creator ?? p.creatorId}</a></td><td>${money(p.amountCents)}</td><td>${p.status}</td><td>${p.reason ?? ""}</td><td>${p.attempts}</td></tr>`)}</tbody></table></div>
${
  mayRetry
    ? failedPeriods.map(
        (p) =>
          html`<form method="post" action="/payouts/retry">${csrfField(request.viewer)}<input type="hidden" name="period" value="${p}"><button type="submit">Retry the failed transfers of ${p}</button></form>`,
      )
    : ""
}</section>
<section aria-labelledby="ledger"><h2 id="ledger">Ledger</h2>
<form method="post" action="/payouts/ledger-check">${csrfField(request.viewer)}<p>Recomputes every balance from its postings, as <code>npm run ledger:verify</code>.</p><button type="submit">Run the ledger check</button></form></section>`,
    );
  });

  app.post("/payouts/retry", { config: { permission: "payouts.retry" } }, async (request, reply) => {
    const body = parse(retryBody, request.body);
    const outcome = await ctx.payouts.retry(body.period);
    await ctx.audit(request, {
      action: "retry",
      targetType: "payout_period",
      targetId: body.period,
      details: { status: outcome.status, result: outcome.body },
    });
    if (!outcome.ok) {
      throw new PageError(
        outcome.status === 409 ? 409 : 502,
        `The payout service refused the retry (${outcome.status}): ${String(outcome.body.message ?? "")}`,
      );
    }
    const b = outcome.body as { retried?: number; paid?: number; failed?: number };
    const summary = `Retried ${b.retried ?? 0} failed payout(s) of ${body.period}: ${b.paid ?? 0} paid, ${b.failed ?? 0} failed again.`;
    return reply.redirect(`/payouts?period=${body.period}&done=${encodeURIComponent(summary)}`, 303);
  });

  app.post("/payouts/ledger-check", { config: { permission: "ledger.verify" } }, async (request, reply) => {
    const report = await verifyLedger(deps.db);
    await ctx.audit(request, {
      action: "verify_ledger",
      targetType: "ledger",
      targetId: "ledger",
      details: {
        ok: report.ok,
        accounts: report.accounts,
        entries: report.entries,
        postings: report.postings,
      },
    });
    return ctx.page(
      reply,
      request,
      "Ledger check",
      html`<p id="ledger-result" class="${report.ok ? "notice" : "error"}" role="status">${
        report.ok
          ? `ledger OK: ${report.accounts} accounts, ${report.entries} entries, ${report.postings} postings`
          : "ledger MISMATCH: see the report below"
      }</p><pre>${JSON.stringify(report, null, 2)}</pre><p><a href="/payouts">Back to payouts</a></p>`,
    );
  });
}
