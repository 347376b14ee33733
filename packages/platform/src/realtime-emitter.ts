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
 * `realtimeServiceRoot`), bounded by `timeoutMs`.
 */
export function createRealtimeEmitter(options: {
  baseUrl: string;
  token: string;
  timeoutMs: number;
  logger: Logger;
}): RealtimeEmitter {
  const root = realtimeServiceRoot(options.baseUrl);
  async function post(route: AdminRoute | AccessRoute, body: unknown): Promise<void> {
    const url = `${root}/admin${route}`;
    const headers: Record<string, string> = {
      "content-type": "application/json",
      [REALTIME_ADMIN_HEADER]: options.token,
    };
    // The request (or job) this emit belongs to: the realtime service logs it under the same reqId.
    const requestId = currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) {
        options.logger.warn({ route, status: response.status }, "realtime emit refused");
      }
      await response.body?.cancel();
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
