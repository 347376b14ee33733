/**
 * The overview: what waits (open reports, pending verifications, failed payouts) and, per day over
 * the last 30 days, sign-ups, posts, coins bought and creator earnings as small inline SVG charts.
 */
import { type OverviewFigures, overviewFigures, QUEUE_COUNT_CAP } from "@playpal/api";
import type { FastifyInstance } from "fastify";
import { type ConsoleContext, type Page, sendPage, type Viewer } from "../context.ts";
import { html } from "../html.ts";
import { barChart } from "../layout.ts";
import { allows } from "../roles.ts";
import { countText } from "./common.ts";

export const OVERVIEW_DAYS = 30;

export const loadOverview = (ctx: ConsoleContext) =>
  overviewFigures(ctx.deps, { days: OVERVIEW_DAYS, now: ctx.now() });

export function overviewView(figures: OverviewFigures, viewer: Viewer): Page {
  const waiting = [
    [
      "Open reports",
      countText(figures.openReports, QUEUE_COUNT_CAP),
      "/reports",
      allows(viewer.role, "reports.view"),
    ],
    [
      "Pending verifications",
      countText(figures.pendingVerifications, QUEUE_COUNT_CAP),
      "/verifications",
      allows(viewer.role, "verifications.view"),
    ],
    ["Failed payouts", String(figures.failedPayouts), "/payouts", allows(viewer.role, "payouts.view")],
  ] as const;
  const { series } = figures;
  return {
    title: "Overview",
    body: html`<section aria-labelledby="waiting"><h2 id="waiting">Waiting</h2><ul class="grid" style="list-style:none;padding:0">${waiting.map(
      ([label, n, href, may]) =>
        html`<li class="card"><strong>${label}</strong>: <span class="count">${n}</span> ${may ? html`<a href="${href}">open</a>` : ""}</li>`,
    )}</ul></section>
<section aria-labelledby="trends"><h2 id="trends">Last ${OVERVIEW_DAYS} days</h2><div class="grid">
${barChart("Sign-ups", series.signups)}${barChart("Posts", series.posts)}${barChart("Coins bought", series.coinsBought)}${barChart("Creator earnings (cents)", series.creatorEarningsCents)}
</div></section>`,
  };
}

export function registerOverview(app: FastifyInstance, ctx: ConsoleContext) {
  app.get("/", { config: { permission: "overview.view" } }, async (request, reply) =>
    sendPage(request, reply, overviewView(await loadOverview(ctx), request.viewer)),
  );
}
