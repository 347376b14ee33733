import {
  type AckErrorCode,
  channelMembershipsResponse,
  INTERNAL_BATCH_MAX,
  presenceAudienceResponse,
  presenceAudiencesResponse,
  REALTIME_ADMIN_HEADER,
  realtimeApiPaths,
  tokenVersionsResponse,
} from "@playpal/contracts";
import { type Logger, requestIdHeader, type TokenState } from "@playpal/platform";
import DataLoader from "dataloader";

export type AuthzResult = { ok: true } | { ok: false; error: string; code: AckErrorCode };

/** A user's followers as the API pages them: a page, and the cursor of the next one (null: the last). */
export interface AudiencePage {
  userIds: string[];
  nextCursor: string | null;
}

/** An answer of the API, or why there is none (a status, a timeout, a malformed body): ask again later. */
export type Answer<T> = ({ ok: true } & T) | { ok: false; error: string };

/**
 * How long a question asked for one user (its token version, its channels) waits for others to share
 * a call: a handshake pays at most this, and a storm of handshakes costs the API a call per batch of
 * up to INTERNAL_BATCH_MAX users instead of one per socket.
 */
const BATCH_WINDOW_MS = 5;

/** Asks for many keys in one call: those asked within BATCH_WINDOW_MS of the first, up to INTERNAL_BATCH_MAX. */
function batched<V>(load: (keys: readonly string[]) => Promise<(V | Error)[]>): DataLoader<string, V> {
  return new DataLoader(load, {
    cache: false,
    maxBatchSize: INTERNAL_BATCH_MAX,
    batchScheduleFn: (run) => setTimeout(run, BATCH_WINDOW_MS),
  });
}

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

  /** POST of a JSON body with the internal secret alone (questions asked for the service, not a user). */
  async function post(path: string, body: unknown): Promise<Response> {
    return fetch(`${root}${path}`, {
      method: "POST",
      headers: {
        accept: "application/json",
        "content-type": "application/json",
        [REALTIME_ADMIN_HEADER]: options.serviceToken,
        ...requestIdHeader(),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  /** Any non-2xx is no answer (a 4xx here is our bug, logged by the caller with the rest). */
  async function call<T>(request: () => Promise<Response>, parse: (body: unknown) => T): Promise<Answer<T>> {
    try {
      const response = await request();
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, error: `HTTP ${response.status}` };
      }
      return { ok: true, ...parse(await response.json()) };
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  }

  /** One page of a user's followers, from `cursor` (null: the first). */
  function followersPage(userId: string, cursor: string | null): Promise<Answer<AudiencePage>> {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
    return call(
      () => get(`${realtimeApiPaths.presenceAudience(userId)}${query}`, null),
      (body) => presenceAudienceResponse.parse(body),
    );
  }

  const channels = batched(async (userIds) => {
    const answer = await call(
      () => post(realtimeApiPaths.channelMemberships, { userIds }),
      (body) => ({
        byUser: new Map(
          channelMembershipsResponse.parse(body).memberships.map((m) => [m.userId, m.channelIds]),
        ),
      }),
    );
    return userIds.map(
      (userId): Answer<{ channelIds: string[] }> =>
        answer.ok ? { ok: true, channelIds: answer.byUser.get(userId) ?? [] } : answer,
    );
  });

  const tokenVersions = batched<TokenState | null>(async (userIds) => {
    const answer = await call(
      () => post(realtimeApiPaths.tokenVersions, { userIds }),
      (body) => ({
        byUser: new Map(
          tokenVersionsResponse.parse(body).tokenVersions.map((v): [string, TokenState] => [
            v.userId,
            {
              version: v.tokenVersion,
              suspendedUntil: v.suspendedUntil ? new Date(v.suspendedUntil) : null,
            },
          ]),
        ),
      }),
    );
    if (!answer.ok) {
      const error = new Error(`token version unavailable (${answer.error})`);
      return userIds.map(() => error);
    }
    return userIds.map((userId) => answer.byUser.get(userId) ?? null);
  });

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
     * The user's channel ids, asked with other handshakes' users in one call. No answer (a 5xx, a 429,
     * a timeout, a refused connection, a malformed body) is `ok: false`: asking again may help (the
     * caller retries and logs).
     */
    channelsOf(userId: string): Promise<Answer<{ channelIds: string[] }>> {
      return channels.load(userId);
    },

    /**
     * The user's token version and suspension, asked with other handshakes' misses in one call; null
     * for an unknown user. Throws when the API cannot answer: the caller refuses the handshake as
     * unavailable rather than accept a token it could not check.
     */
    tokenVersion(userId: string): Promise<TokenState | null> {
      return tokenVersions.load(userId);
    },

    followersPage,

    /**
     * The first page (`limit` ids at most) of the followers of each of `userIds` (at most
     * PRESENCE_AUDIENCE_BATCH_MAX) in one call, by user; `followersPage` continues a page with a cursor.
     */
    presenceAudiences(
      userIds: string[],
      limit: number,
    ): Promise<Answer<{ audiences: Map<string, AudiencePage> }>> {
      return call(
        () => post(realtimeApiPaths.presenceAudiences, { userIds, limit }),
        (body) => ({
          audiences: new Map(
            presenceAudiencesResponse
              .parse(body)
              .audiences.map((a) => [a.userId, { userIds: a.userIds, nextCursor: a.nextCursor }]),
          ),
        }),
      );
    },

    /**
     * The user's followers, page by page; stops quietly (logged) when the API cannot answer. Asked
     * with the internal secret only: it also serves the offline broadcast after a revoked token.
     */
    async *followers(userId: string): AsyncGenerator<string[]> {
      let cursor: string | null = null;
      do {
        const page = await followersPage(userId, cursor);
        if (!page.ok) {
          logger.warn({ userId, err: page.error }, "followers unavailable");
          return;
        }
        if (page.userIds.length > 0) yield page.userIds;
        cursor = page.nextCursor;
      } while (cursor);
    },
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
