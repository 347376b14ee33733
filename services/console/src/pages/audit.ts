/**
 * The audit log (admin only; Mastodon's `/admin/action_logs`): every privileged action of every entry
 * point, newest first, filtered by operator (or any actor: `cli:alice`, `bearer:10.0.0.5`, `system`),
 * action, target and time, keyset-paged in SQL.
 */
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditRow,
  type ListPage,
  listAuditLog,
  listOperators,
  type Operator,
} from "@playpal/api";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type ConsoleContext, type Page, sendPage } from "../context.ts";
import { html } from "../html.ts";
import { afterParam, optional, PAGE_SIZE, pagerLinks, pagerView, parse } from "./common.ts";

/** `datetime-local`'s value, read as UTC. */
const utcMinute = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "a time is written YYYY-MM-DDTHH:MM (UTC)")
  .transform((value, issue) => {
    const date = new Date(`${value}Z`);
    if (Number.isNaN(date.getTime())) {
      issue.addIssue({ code: "custom", message: "not a time" });
      return z.NEVER;
    }
    return date;
  });

const auditQuery = z.object({
  operator: optional(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "not an operator id")),
  actor: optional(z.string().trim().min(1).max(120)),
  action: optional(z.enum(AUDIT_ACTIONS as [string, ...string[]])),
  targetType: optional(z.enum(AUDIT_TARGET_TYPES as [string, ...string[]])),
  targetId: optional(z.string().trim().min(1).max(120)),
  from: optional(utcMinute),
  to: optional(utcMinute),
  after: afterParam,
});
type AuditQuery = z.infer<typeof auditQuery>;

/** The filters as the form and the page links carry them. */
function filterParams(request: Record<string, unknown>): Record<string, string | undefined> {
  const keep = ["operator", "actor", "action", "targetType", "targetId", "from", "to"];
  return Object.fromEntries(
    keep.map((k) => [
      k,
      typeof request[k] === "string" && request[k] !== "" ? (request[k] as string) : undefined,
    ]),
  );
}

export async function loadAudit(ctx: ConsoleContext, query: AuditQuery) {
  const actor = query.operator ? `operator:${query.operator}` : query.actor;
  const [entries, operators] = await Promise.all([
    listAuditLog(
      ctx.deps,
      {
        actor,
        action: query.action as AuditRow["action"] | undefined,
        targetType: query.targetType as AuditRow["targetType"] | undefined,
        targetId: query.targetId,
        from: query.from,
        to: query.to,
      },
      { limit: PAGE_SIZE, cursor: query.after },
    ),
    listOperators(ctx.deps),
  ]);
  return { entries, operators };
}

const targetLink = (a: AuditRow) => {
  if (a.targetType === "user") return html`<a href="/users/${a.targetId}">user ${a.targetId}</a>`;
  if (a.reportId) return html`<a href="/reports/${a.reportId}">${a.targetType} ${a.targetId}</a>`;
  return html`${a.targetType} <code>${a.targetId}</code>`;
};

const who = (a: AuditRow) =>
  a.actorName
    ? html`${a.actorName}${a.actorRole ? ` (${a.actorRole})` : ""}<br><code class="id">${a.actor}</code>`
    : html`<code class="id">${a.actor}</code>`;

const details = (value: Record<string, unknown>) => {
  const text = JSON.stringify(value);
  return text === "{}" ? "" : text.length > 300 ? `${text.slice(0, 299)}…` : text;
};

export function auditView(
  data: { entries: ListPage<AuditRow>; operators: Operator[] },
  filters: Record<string, string | undefined>,
  paged: boolean,
): Page {
  const select = (name: string, label: string, options: readonly (readonly [string, string])[]) =>
    html`<div><label for="${name}">${label}</label><select id="${name}" name="${name}"><option value="">any</option>${options.map(
      ([value, text]) =>
        html`<option value="${value}" ${filters[name] === value ? html`selected` : ""}>${text}</option>`,
    )}</select></div>`;
  const input = (name: string, label: string, type = "text") =>
    html`<div><label for="${name}">${label}</label><input id="${name}" name="${name}" type="${type}" value="${filters[name] ?? ""}" maxlength="120"></div>`;
  const filtered = Object.values(filters).some(Boolean);
  const links = pagerLinks("/audit", filters, { paged, nextCursor: data.entries.nextCursor });
  return {
    title: "Audit log",
    body: html`<form method="get" action="/audit" class="filters" aria-label="Filter the audit log">
${select(
  "operator",
  "Operator",
  data.operators.map((o) => [o.id, `${o.username} (${o.role})`] as const),
)}${input("actor", "Or any actor (cli:name, bearer:address, system)")}
${select(
  "action",
  "Action",
  AUDIT_ACTIONS.map((a) => [a, a] as const),
)}${select(
  "targetType",
  "Target type",
  AUDIT_TARGET_TYPES.map((t) => [t, t] as const),
)}${input("targetId", "Target id")}
${input("from", "From (UTC)", "datetime-local")}${input("to", "Until (UTC)", "datetime-local")}
<div><button type="submit">Filter</button>${filtered ? html` <a href="/audit">Clear</a>` : ""}</div></form>
<div class="table-wrap"><table id="audit-log"><caption class="skip">Audit log entries</caption>
<thead><tr><th scope="col">When (UTC)</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Target</th><th scope="col">Outcome</th><th scope="col">From</th><th scope="col">Note and details</th></tr></thead>
<tbody>${data.entries.items.map(
      (a) =>
        html`<tr><td>${a.createdAt}</td><td>${who(a)}</td><td>${a.action}</td><td>${targetLink(a)}</td><td>${a.outcome}</td><td>${a.sourceAddress ?? "-"}</td><td>${a.note ? html`<q>${a.note}</q> ` : ""}<small>${details(a.details)}</small></td></tr>`,
    )}</tbody></table></div>
${data.entries.items.length === 0 ? html`<p>No entry matches.</p>` : ""}
${pagerView(links)}`,
  };
}

export function registerAudit(app: FastifyInstance, ctx: ConsoleContext) {
  app.get("/audit", { config: { permission: "audit.view" } }, async (request, reply) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const query = parse(auditQuery, raw);
    const filters = filterParams(raw);
    const page = auditView(await loadAudit(ctx, query), filters, query.after !== undefined);
    return sendPage(request, reply, page);
  });
}
