import { Agent as HttpAgent, request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import {
  type AccessRoute,
  type AccessRouteBody,
  type AdminRoute,
  type AdminRouteBody,
  REALTIME_ADMIN_HEADER,
} from "@playpal/contracts";
import type { Logger } from "./logger.ts";
import { currentRequestId, REQUEST_ID_HEADER } from "./request-context.ts";

export interface RealtimeEmitter {
  /** Fire-and-forget: never throws, never waits longer than the configured timeout. */
  emit<R extends AdminRoute>(route: R, body: AdminRouteBody<R>): Promise<void>;
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
    return new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = send(url, { method: "POST", agent, headers }, (response) => {
        response.resume();
        response.once("end", () =>
          resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }),
        );
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

  async function post(route: AdminRoute | AccessRoute, body: unknown): Promise<void> {
    const url = new URL(`admin${route}`, root);
    const payload = JSON.stringify(body);
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
      let answer: { status: number };
      try {
        answer = await attempt(url, headers, payload, deadline);
      } catch (error) {
        const { code, reused } = error as NodeJS.ErrnoException & { reused?: boolean };
        if (!reused || code !== "ECONNRESET") throw error;
        answer = await attempt(url, headers, payload, deadline);
      }
      if (answer.status < 200 || answer.status > 299) {
        options.logger.warn({ route, status: answer.status }, "realtime emit refused");
      }
    } catch (error) {
      options.logger.warn({ route, err: (error as Error).message }, "realtime emit failed");
    }
  }
  return {
    emit: (route, body) => post(route, body),
    recheckAccess: (userId) =>
      post("/access/recheck", { userId } satisfies AccessRouteBody<"/access/recheck">),
    revokeSessions: (userId, tokenVersion) =>
      post("/sessions/revoked", { userId, tokenVersion } satisfies AccessRouteBody<"/sessions/revoked">),
  };
}
