/**
 * The overview: what waits (open reports, pending verifications, failed payouts) and, per day over
 * the last 30 days, sign-ups, posts, coins bought and creator earnings as small inline SVG charts.
 */
import { identityVerifications, payouts, reports } from "@playpal/db";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { html } from "../html.ts";
import { barChart } from "../layout.ts";
import { allows } from "../roles.ts";
import type { ConsoleContext } from "../server.ts";

const DAYS = 30;

/** One value per day (UTC) over the last DAYS days, zero-filled, from a `(day, value)` query. */
function perDay(fromClause: ReturnType<typeof sql>) {
  return sql`select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(v.value, 0)::bigint as value
    from generate_series((now() at time zone 'utc')::date - ${DAYS - 1}::int, (now() at time zone 'utc')::date, interval '1 day') as d(day)
    left join (${fromClause}) v on v.day = d.day::date
    order by d.day`;
}

export function registerOverview(app: FastifyInstance, ctx: ConsoleContext) {
  const { deps } = ctx;
  const since = sql`now() - interval '${sql.raw(String(DAYS))} days'`;
  const series = async (query: ReturnType<typeof sql>) =>
    ((await deps.db.execute(perDay(query))).rows as { day: string; value: string }[]).map((r) => ({
      day: r.day,
      value: Number(r.value),
    }));

  app.get("/", { config: { permission: "overview.view" } }, async (request, reply) => {
    const [[openReports], [pendingVerifications], [failedPayouts], signups, postsPerDay, coins, earnings] =
      await Promise.all([
        deps.db
          .select({ n: sql<number>`count(distinct (${reports.targetType}, ${reports.targetId}))::int` })
          .from(reports)
          .where(eq(reports.status, "open")),
        deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(identityVerifications)
          .where(eq(identityVerifications.status, "pending")),
        deps.db.select({ n: sql<number>`count(*)::int` }).from(payouts).where(eq(payouts.status, "failed")),
        series(
          sql`select (created_at at time zone 'utc')::date as day, count(*) as value from users where created_at >= ${since} group by 1`,
        ),
        series(
          sql`select (created_at at time zone 'utc')::date as day, count(*) as value from posts where created_at >= ${since} group by 1`,
        ),
        series(sql`select (p.created_at at time zone 'utc')::date as day, sum(p.amount) as value
          from ledger_postings p join ledger_entries e on e.id = p.entry_id
          where e.kind = 'COIN_PURCHASE' and p.unit = 'coins' and p.owner_id is not null and p.amount > 0 and p.created_at >= ${since} group by 1`),
        series(sql`select (p.created_at at time zone 'utc')::date as day, sum(p.amount) as value
          from ledger_postings p join ledger_entries e on e.id = p.entry_id
          where e.kind in ('SUBSCRIPTION', 'PRODUCT_PURCHASE', 'SESSION_BOOKING') and p.unit = 'cents' and p.owner_id is not null
            and p.amount > 0 and p.created_at >= ${since} group by 1`),
      ]);
    const role = request.viewer.role;
    const waiting = [
      ["Open reports", openReports?.n ?? 0, "/reports", allows(role, "reports.view")],
      [
        "Pending verifications",
        pendingVerifications?.n ?? 0,
        "/verifications",
        allows(role, "verifications.view"),
      ],
      ["Failed payouts", failedPayouts?.n ?? 0, "/payouts", allows(role, "payouts.view")],
    ] as const;
    return ctx.page(
      reply,
      request,
      "Overview",
      html`<section aria-labelledby="waiting"><h2 id="waiting">Waiting</h2><ul class="grid" style="list-style:none;padding:0">${waiting.map(
        ([label, n, href, may]) =>
          html`<li class="card"><strong>${label}</strong>: <span class="count">${n}</span> ${may ? html`<a href="${href}">open</a>` : ""}</li>`,
      )}</ul></section>
<section aria-labelledby="trends"><h2 id="trends">Last ${DAYS} days</h2><div class="grid">
${barChart("Sign-ups", signups)}${barChart("Posts", postsPerDay)}${barChart("Coins bought", coins)}${barChart("Creator earnings (cents)", earnings)}
</div></section>`,
    );
  });
}
