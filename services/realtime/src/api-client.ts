import {
  type AckErrorCode,
  myChannelsResponse,
  presenceAudienceResponse,
  REALTIME_ADMIN_HEADER,
  realtimeApiPaths,
} from "@playpal/contracts";
import { type Logger, requestIdHeader } from "@playpal/platform";

export type AuthzResult = { ok: true } | { ok: false; error: string; code: AckErrorCode };

/**
 * The realtime service's only window on business rules: HTTP calls to the API forwarding the user's
 * JWT, each bounded by a short timeout. Each also carries the internal channel's secret
 * (`serviceToken`), by which the API exempts them from its per-address rate limit: they all come from
 * this service's address, on behalf of every connected user (this service limits each socket).
 */
export function createApiClient(options: {
  baseUrl: string;
  serviceToken: string;
  timeoutMs: number;
  logger: Logger;
}) {
  const root = options.baseUrl.replace(/\/+$/, "");
  const { logger, timeoutMs } = options;

  /** GET with the internal secret, and with the user's JWT when asking on that user's behalf. */
  async function get(path: string, token: string | null): Promise<Response> {
    return fetch(`${root}${path}`, {
      headers: {
        ...(token !== null && { authorization: `Bearer ${token}` }),
        accept: "application/json",
        [REALTIME_ADMIN_HEADER]: options.serviceToken,
        // The socket event this call serves (see socket-observability.ts): the API logs it as its reqId.
        ...requestIdHeader(),
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    /**
     * 2xx allows; a 4xx refuses (`AUTHZ_DENIED`, the status in the text); a 5xx, a 429 (the API
     * rate-limiting this service says nothing about the user's rights), a timeout or a refused
     * connection is `UPSTREAM_UNAVAILABLE`.
     */
    async authorize(path: string, token: string): Promise<AuthzResult> {
      let response: Response;
      try {
        response = await get(path, token);
      } catch (error) {
        logger.warn({ path, err: (error as Error).message }, "authorization callback failed");
        return { ok: false, error: "Authorization service unavailable", code: "UPSTREAM_UNAVAILABLE" };
      }
      await response.body?.cancel();
      if (response.ok) return { ok: true };
      if (response.status >= 500 || response.status === 429) {
        return {
          ok: false,
          error: `Authorization service unavailable (HTTP ${response.status})`,
          code: "UPSTREAM_UNAVAILABLE",
        };
      }
      return { ok: false, error: `Join refused (HTTP ${response.status})`, code: "AUTHZ_DENIED" };
    },

    /**
     * The user's channel ids. A 404 is none; another 4xx is an answer too (logged, none). A 5xx, a
     * 429, a timeout, a refused connection or a malformed body is `ok: false`: the API could not
     * answer and asking again may help (the caller retries and logs).
     */
    async myChannels(
      token: string,
    ): Promise<{ ok: true; channelIds: string[] } | { ok: false; error: string }> {
      try {
        const response = await get(realtimeApiPaths.myChannels, token);
        if (!response.ok) {
          await response.body?.cancel();
          if (response.status >= 500 || response.status === 429) {
            return { ok: false, error: `HTTP ${response.status}` };
          }
          if (response.status !== 404) logger.warn({ status: response.status }, "channel list refused");
          return { ok: true, channelIds: [] };
        }
        return { ok: true, channelIds: myChannelsResponse.parse(await response.json()).channelIds };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    },

    /**
     * The user's followers, page by page; stops quietly (logged) when the API cannot answer. Asked
     * with the internal secret only: it also serves the offline broadcast after a revoked token.
     */
    async *followers(userId: string): AsyncGenerator<string[]> {
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
        let page: { userIds: string[]; nextCursor: string | null };
        try {
          const response = await get(`${realtimeApiPaths.presenceAudience(userId)}${query}`, null);
          if (!response.ok) {
            await response.body?.cancel();
            logger.warn({ status: response.status }, "presence audience refused");
            return;
          }
          page = presenceAudienceResponse.parse(await response.json());
        } catch (error) {
          logger.warn({ err: (error as Error).message }, "presence audience unavailable");
          return;
        }
        if (page.userIds.length > 0) yield page.userIds;
        cursor = page.nextCursor;
      } while (cursor);
    },
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
