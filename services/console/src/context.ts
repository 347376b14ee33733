/**
 * What every page of the console is given and uses: the context (the API's dependencies, the payout
 * client, the clock), the request's operator and viewer, the error a loader throws for a client
 * mistake, and how a page is sent. Pages import this file, never server.ts: the server imports the
 * pages, and nothing imports the server but the entry point and the tests.
 */
import type {} from "@fastify/flash";
import type {} from "@fastify/session";
import type { AuditActor, Deps, Operator } from "@playpal/api";
import { AppError } from "@playpal/platform";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Html } from "./html.ts";
import { layout, type Viewer } from "./layout.ts";
import type { PayoutClient } from "./payout-client.ts";
import type { Permission } from "./roles.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What the route needs; absent: a public route (login, health). */
    permission?: Permission;
    /**
     * How a request that changes something proves it comes from our page: `token` (the default: the
     * form's CSRF token, @fastify/csrf-protection), `same-origin` (bull-board's JSON requests: the
     * Origin header is the console's own), `none` (the login form, before there is a session).
     */
    csrf?: "token" | "same-origin" | "none";
  }
  interface FastifyRequest {
    operator: Operator;
    viewer: Viewer;
  }
  /** What a console session holds (@fastify/session), besides the CSRF secret and notices. */
  interface Session {
    operatorId?: string;
    /** `password`: the password was right, the TOTP code is next; `full`: logged in. */
    stage?: "password" | "full";
    /** When the code was accepted (ms): the start of the absolute lifetime. */
    loginAt?: number;
    /** The last request (ms): the idle timeout runs from it. */
    seenAt?: number;
    address?: string;
    userAgent?: string;
    /** Notices waiting for the next page (@fastify/flash). */
    flash?: Record<string, string[]>;
    /** Set on a session read from the store (see session-store.ts). */
    _stored?: boolean;
    /** Set on the empty session that stands for one past its deadline. */
    _ended?: boolean;
  }
}

export interface ConsoleContext {
  deps: Deps;
  payouts: PayoutClient;
  /** The console's clock (a test moves it). */
  now(): Date;
}

export type { Viewer };

/** A client error shown as a page with its status (400 bad input, 404, 409...). */
export class PageError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** An API refusal (AppError) as a page with its status and message. */
export function asPageError(error: unknown): never {
  if (error instanceof AppError) throw new PageError(error.statusCode, `${error.code}: ${error.message}`);
  throw error;
}

/** What a route answers: a view's title and body, and its status. */
export interface Page {
  title: string;
  body: Html;
  status?: number;
}

/** Sends a page in the frame, with the notices the session holds (and clears them). */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page): FastifyReply {
  const notices = request.session?.get("flash")?.notice?.length ? (reply.flash("notice") as string[]) : [];
  return reply
    .status(page.status ?? 200)
    .header("content-type", "text/html; charset=utf-8")
    .send(layout(page.title, request.viewer ?? null, page.body, { notices }).value);
}

/** A notice for the next page the operator sees (after the redirect of a form). */
export function notify(request: FastifyRequest, text: string): void {
  request.flash("notice", text);
}

/** The operator of the request as the audit log names them. */
export function actorOf(request: FastifyRequest): AuditActor {
  return {
    actor: `operator:${request.operator.id}`,
    actorName: request.operator.username,
    actorRole: request.operator.role,
    sourceAddress: request.ip,
  };
}
