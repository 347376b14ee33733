import { Agent as HttpAgent, request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import {
  type AccessRoute,
  type AccessRouteBody,
  type AdminEmit,
  type AdminRoute,
  type AdminRouteBody,
  EMIT_BATCH_MAX,
  EMIT_BATCH_ROUTE,
  REALTIME_ADMIN_HEADER,
} from "@playpal/contracts";
import type { Logger } from "./logger.ts";
import { currentRequestId, REQUEST_ID_HEADER } from "./request-context.ts";

export interface RealtimeEmitter {
  /** Fire-and-forget: never throws, never waits longer than the configured timeout. */
  emit<R extends AdminRoute>(route: R, body: AdminRouteBody<R>): Promise<void>;
  /**
   * Many emits in as few calls as their size allows (`/emit/batch`, at most `EMIT_BATCH_MAX` emits and
   * about 1 MiB per call); one emit goes to its own route. The service applies a call's emits in order,
   * but the calls go out together: for fan-outs to many rooms, not for a sequence that must keep its
   * order across calls. Against a realtime service that has no batch route yet (404: an older version
   * during a rolling deploy), each emit of the batch is sent on its own. Fire-and-forget like `emit`.
   */
  emitMany(emits: readonly AdminEmit[]): Promise<void>;
  /**
   * `/access/recheck`: every realtime instance re-asks the API for the DM and channel rooms held by
   * the user's sockets (after a block). Fire-and-forget like `emit`.
   */
  recheckAccess(userId: string): Promise<void>;
  /**
   * `/sessions/revoked`: the user's tokenVersion is now `tokenVersion`; every realtime instance
   * disconnects the user's sockets opened with an older one. Never throws, bounded like `emit`;
   * awaited by revocations so that their answer comes after the sockets are gone.
   */
  revokeSessions(userId: string, tokenVersion: number): Promise<void>;
}

/** The size at which a batch of emits is cut (characters of JSON, about bytes): the service takes 4 MiB. */
const EMIT_BATCH_BYTES = 1024 * 1024;

/**
 * The configured realtime address reduced to the service root: trailing slashes and any trailing
 * `/admin` segments (an example configuration that already named the admin mount) are dropped, so
 * the emitter's own `/admin` is the only one in the URL.
 */
function realtimeServiceRoot(baseUrl: string): string {
  return baseUrl.replace(/(?:\/+admin)*\/*$/, "");
}

/**
 * The one client of the realtime service's admin routes: `<service root>/admin<route>` (see
 * `realtimeServiceRoot`), bounded by `timeoutMs` from the request to the end of the answer.
 *
 * Over `node:http` with a keep-alive agent rather than `fetch`: every DM, reaction and notification
 * makes one of these calls, and in a CPU profile of the API at 50 DMs/s fetch's web streams, abort
 * signals and request objects were a tenth of the process's CPU. A call on a kept-alive connection the
 * service closed meanwhile (its idle timeout) fails before anything was sent, and is tried once more
 * on a new connection, as Node's documentation advises.
 */
export function createRealtimeEmitter(options: {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  logger: Logger;
}): RealtimeEmitter {
  const root = new URL(`${realtimeServiceRoot(options.baseUrl)}/`);
  const secure = root.protocol === "https:";
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const send = secure ? httpsRequest : httpRequest;

  /** Resolves with the answer's status once it has been read to its end; rejects on any failure. */
  function attempt(url: URL, headers: OutgoingHttpHeaders, payload: string, deadline: number) {
    return new Promise<number>((resolve, reject) => {
      const request = send(url, { method: "POST", agent, headers }, (response) => {
        response.resume();
        response.once("end", () => resolve(response.statusCode ?? 0));
        response.once("error", reject);
      });
      const timer = setTimeout(
        () => request.destroy(new Error(`timed out after ${options.timeoutMs} ms`)),
        Math.max(0, deadline - Date.now()),
      );
      request.once("close", () => clearTimeout(timer));
      request.once("error", (error: NodeJS.ErrnoException & { reused?: boolean }) => {
        error.reused = request.reusedSocket;
        reject(error);
      });
      request.end(payload);
    });
  }

  /**
   * Posts a serialized body; resolves with the answer's status, or null when the call failed. A failure
   * and a refusal (any status outside 2xx but `allowed`) are logged, with `context`.
   */
  async function post(
    route: string,
    payload: string,
    context: Record<string, unknown> = {},
    allowed?: number,
  ): Promise<number | null> {
    const url = new URL(`admin${route}`, root);
    const headers: OutgoingHttpHeaders = {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(payload),
      [REALTIME_ADMIN_HEADER]: options.token,
    };
    // The request (or job) this emit belongs to: the realtime service logs it under the same reqId.
    const requestId = currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    const deadline = Date.now() + options.timeoutMs;
    try {
      let status: number;
      try {
        status = await attempt(url, headers, payload, deadline);
      } catch (error) {
        const { code, reused } = error as NodeJS.ErrnoException & { reused?: boolean };
        if (!reused || code !== "ECONNRESET") throw error;
        status = await attempt(url, headers, payload, deadline);
      }
      if ((status < 200 || status > 299) && status !== allowed) {
        options.logger.warn({ route, ...context, status }, "realtime emit refused");
      }
      return status;
    } catch (error) {
      options.logger.warn({ route, ...context, err: (error as Error).message }, "realtime emit failed");
      return null;
    }
  }

  async function postJson(route: AdminRoute | AccessRoute, body: unknown): Promise<void> {
    await post(route, JSON.stringify(body));
  }

  /** One `/emit/batch` call for these serialized emits; each on its own route when the service has no batch route. */
  async function postBatch(emits: readonly AdminEmit[], serialized: readonly string[]): Promise<void> {
    const payload = `{"emits":[${serialized.join(",")}]}`;
    if ((await post(EMIT_BATCH_ROUTE, payload, { emits: emits.length }, 404)) === 404) {
      await Promise.all(emits.map((e) => postJson(e.route, e.body)));
    }
  }

  async function emitMany(emits: readonly AdminEmit[]): Promise<void> {
    const [first] = emits;
    if (!first) return;
    if (emits.length === 1) return postJson(first.route, first.body);
    const calls: Promise<void>[] = [];
    let batch: AdminEmit[] = [];
    let serialized: string[] = [];
    let bytes = 0;
    for (const emit of emits) {
      const json = JSON.stringify(emit);
      if (batch.length === EMIT_BATCH_MAX || (batch.length > 0 && bytes + json.length > EMIT_BATCH_BYTES)) {
        calls.push(postBatch(batch, serialized));
        batch = [];
        serialized = [];
        bytes = 0;
      }
      batch.push(emit);
      serialized.push(json);
      bytes += json.length + 1;
    }
    calls.push(postBatch(batch, serialized));
    await Promise.all(calls);
  }

  return {
    emit: (route, body) => postJson(route, body),
    emitMany,
    recheckAccess: (userId) =>
      postJson("/access/recheck", { userId } satisfies AccessRouteBody<"/access/recheck">),
    revokeSessions: (userId, tokenVersion) =>
      postJson("/sessions/revoked", { userId, tokenVersion } satisfies AccessRouteBody<"/sessions/revoked">),
  };
}
