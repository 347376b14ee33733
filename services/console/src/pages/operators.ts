/**
 * Operators (admin only): every operator with their role and state, and the sessions alive now, each
 * of which an admin can end (or all of an operator's), as `npm run admin -- operators end-sessions`.
 * Ending is audited in the transaction that deletes the sessions.
 */
import {
  endOperatorSessions,
  listOperatorSessions,
  listOperators,
  type Operator,
  type OperatorSession,
  operatorSessionKey,
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
import { parse } from "./common.ts";

const operatorParams = z.object({ operatorId: z.string().min(1).max(64) });
const endBody = z.object({
  /** One session (its id as listed), else every session of the operator. */
  session: z
    .string()
    .regex(/^[0-9a-f]{64}$/, "not a session id")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

export const loadOperators = async (ctx: ConsoleContext) => {
  const [operators, sessions] = await Promise.all([
    listOperators(ctx.deps),
    listOperatorSessions(ctx.deps, { now: ctx.now() }),
  ]);
  return { operators, sessions };
};

const when = (date: Date | null) => (date ? date : "-");

export function operatorsView(
  data: { operators: Operator[]; sessions: OperatorSession[] },
  viewer: Viewer,
  current: { sessionKey: string; lifetimeMs: number },
): Page {
  const mayEnd = allows(viewer.role, "operators.sessions");
  const sessionsOf = (id: string) => data.sessions.filter((s) => s.operatorId === id);
  return {
    title: "Operators",
    body: html`<p>Operators are granted, changed and revoked from the command line (<code>npm run admin -- operators</code>); a new grant or a revocation ends the operator's sessions.</p>
<div class="table-wrap"><table><caption class="skip">Operators</caption>
<thead><tr><th scope="col">Username</th><th scope="col">Role</th><th scope="col">State</th><th scope="col">TOTP</th><th scope="col">Last login (UTC)</th><th scope="col">Sessions</th></tr></thead>
<tbody>${data.operators.map(
      (o) =>
        html`<tr><td>${o.username}</td><td>${o.role}</td><td>${o.revokedAt ? html`revoked ${o.revokedAt}` : "active"}</td><td>${o.totpEnrolledAt ? "enrolled" : "not enrolled"}</td><td>${when(o.lastLoginAt)}</td><td>${sessionsOf(o.id).length}${
          mayEnd && sessionsOf(o.id).length > 0
            ? html` <form class="inline" method="post" action="/operators/${o.id}/end-sessions">${csrfField(viewer)}<button type="submit" class="danger">End all sessions of ${o.username}</button></form>`
            : ""
        }</td></tr>`,
    )}</tbody></table></div>
<section aria-labelledby="live"><h2 id="live">Sessions alive now</h2>
${
  data.sessions.length === 0
    ? html`<p>None.</p>`
    : html`<div class="table-wrap"><table><thead><tr><th scope="col">Operator</th><th scope="col">Logged in (UTC)</th><th scope="col">Last request</th><th scope="col">Ends if idle at</th><th scope="col">Ends at the latest</th><th scope="col">Address</th><th scope="col">Browser</th><th scope="col">End</th></tr></thead>
<tbody>${data.sessions.map(
        (s) =>
          html`<tr><td>${s.username} (${s.role})</td><td>${when(s.loginAt)}</td><td>${s.seenAt}</td><td>${s.expiresAt}</td><td>${s.loginAt ? new Date(s.loginAt.getTime() + current.lifetimeMs) : "-"}</td><td>${s.address ?? "-"}</td><td>${s.userAgent ?? "-"}</td><td>${
            s.id === current.sessionKey
              ? "this session"
              : mayEnd
                ? html`<form class="inline" method="post" action="/operators/${s.operatorId}/end-sessions">${csrfField(viewer)}<input type="hidden" name="session" value="${s.id}"><button type="submit">End</button></form>`
                : ""
          }</td></tr>`,
      )}</tbody></table></div>`
}</section>`,
  };
}

export function registerOperators(app: FastifyInstance, ctx: ConsoleContext) {
  app.get("/operators", { config: { permission: "operators.view" } }, async (request, reply) => {
    const data = await loadOperators(ctx);
    const page = operatorsView(data, request.viewer, {
      sessionKey: operatorSessionKey(request.session.sessionId),
      lifetimeMs: ctx.deps.config.CONSOLE_SESSION_HOURS * 3_600_000,
    });
    return sendPage(request, reply, page);
  });

  app.post(
    "/operators/:operatorId/end-sessions",
    { config: { permission: "operators.sessions" } },
    async (request, reply) => {
      const { operatorId } = parse(operatorParams, request.params);
      const { session } = parse(endBody, request.body);
      const done = await endOperatorSessions(ctx.deps, { operatorId }, actorOf(request), {
        sessionId: session,
      }).catch(asPageError);
      notify(request, `Ended ${done.ended} session(s) of ${done.operator.username}.`);
      return reply.redirect("/operators", 303);
    },
  );
}
