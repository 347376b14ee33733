import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** The header that carries a request id in and out of every service. */
export const REQUEST_ID_HEADER = "x-request-id";

/** An incoming id is honoured when it is 1..128 of these characters (UUIDs, ULIDs, trace ids, `a.b:c`). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id when it is sane, else a new UUID: a client cannot inject log lines or huge labels. */
export function requestIdFrom(incoming: unknown): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return typeof value === "string" && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

interface RequestContext {
  requestId: string;
}
const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request (or job) whose work is running now, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** `{ "x-request-id": <current id> }` for an outgoing call, or nothing outside a request. */
export function requestIdHeader(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
}

/** Runs `work` as part of the request `requestId`: log lines, realtime calls and jobs made inside carry it. */
export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/**
 * Fastify options shared by every service: the request id is the sane incoming `x-request-id` or a
 * new UUID (`requestIdHeader: false` hands every request to `genReqId`, which validates). Request log
 * lines carry it as `reqId` (Fastify's default label, the one the logger's mixin uses too).
 */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (request: IncomingMessage) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
};

/** Job data with the current request id added (`requestId`), so the consumer's log lines carry it. */
export function withRequestId<T>(data: T): T {
  const requestId = currentRequestId();
  if (!requestId || typeof data !== "object" || data === null || Array.isArray(data)) return data;
  return { ...data, requestId };
}

/**
 * A job processor run inside the request context of the request that queued the job (its data's
 * `requestId`, see `withRequestId`), or of a new id for jobs queued outside any request.
 */
export function withJobContext<J extends { data: unknown }, R>(
  processor: (job: J, ...rest: never[]) => Promise<R>,
): (job: J) => Promise<R> {
  return (job) => {
    const data = job.data as { requestId?: unknown } | null;
    return runWithRequestId(requestIdFrom(data?.requestId), () => processor(job));
  };
}
