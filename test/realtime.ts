import type { ServerEventName, ServerEventPayloads } from "@playpal/contracts";
import { type Config, createLogger, type Logger } from "@playpal/platform";
import { type Socket as ClientSocket, io as connectClient } from "socket.io-client";
import { afterAll, beforeAll, expect } from "vitest";
import { createApiClient } from "../services/realtime/src/api-client.ts";
import { createSocketAuthenticator } from "../services/realtime/src/auth.ts";
import { createRealtimeServer, type RealtimeServer } from "../services/realtime/src/server.ts";
import { createTestContext, type TestContext } from "./context.ts";
import { freePort } from "./ports.ts";

export type { ClientSocket };
export { freePort };

export interface StartRealtimeOptions {
  /** The "API" the instance calls back (join authorization, channel list, followers). */
  apiUrl?: string;
  /**
   * Where the instance asks token versions missing from Redis; by default the real API even when
   * `apiUrl` names a stand-in (which then need not answer that route).
   */
  authApiUrl?: string;
  port?: number;
  presenceTtlMs?: number;
  /** Config values overriding the API's (e.g. SOCKET_EVENT_LOGGING). */
  config?: Partial<Config>;
  logger?: Logger;
}

export interface RealtimeTestEnv {
  /** The API (real database, Redis, Fastify) listening on `apiUrl`, its emitter aimed at `realtimeUrl`. */
  api: TestContext;
  apiUrl: string;
  realtimeUrl: string;
  /** The first realtime instance, listening on `realtimeUrl`. */
  realtime: RealtimeServer;
  /**
   * Starts another realtime instance (same Redis prefix, so the adapter shares rooms) on its own port;
   * `apiUrl` lets it call a different "API" (e.g. a local server answering the authz paths).
   */
  startRealtime(options?: StartRealtimeOptions): Promise<{ server: RealtimeServer; url: string }>;
  /** Connects a socket.io client with the token (websocket transport); rejects on `connect_error`. */
  connect(token: string, options?: { url?: string }): Promise<ClientSocket>;
  close(): Promise<void>;
}

/**
 * An API and a realtime service wired to each other over real HTTP, on 127.0.0.1. Every socket made
 * by `connect` and every extra instance is closed by `close()`.
 */
export async function createRealtimeTestEnv(
  options: {
    env?: Record<string, string>;
    apiTimeoutMs?: number;
    presenceTtlMs?: number;
    /** Where the first instance calls the API (a proxy in front of it), token versions included. */
    realtimeApiUrl?: string;
  } = {},
): Promise<RealtimeTestEnv> {
  const realtimePort = await freePort();
  const realtimeUrl = `http://127.0.0.1:${realtimePort}`;
  const api = await createTestContext({
    REALTIME_URL: realtimeUrl,
    REALTIME_EMIT_TIMEOUT_MS: "1000",
    ...options.env,
  });
  const apiUrl = await api.app.listen({ port: 0, host: "127.0.0.1" });
  const sockets: ClientSocket[] = [];
  const servers: RealtimeServer[] = [];

  const startRealtime = async (opts: StartRealtimeOptions = {}) => {
    const config: Config = { ...api.config, API_URL: opts.apiUrl ?? apiUrl, ...opts.config };
    const authApiUrl = opts.authApiUrl ?? apiUrl;
    const server = createRealtimeServer({
      config,
      logger: opts.logger ?? createLogger(config, "realtime"),
      ...(authApiUrl !== config.API_URL && {
        authenticate: createSocketAuthenticator(
          config,
          api.deps.redis,
          createApiClient({
            baseUrl: authApiUrl,
            serviceToken: config.REALTIME_ADMIN_TOKEN,
            timeoutMs: 1000,
            logger: createLogger(config, "realtime"),
          }),
        ),
      }),
      apiTimeoutMs: options.apiTimeoutMs ?? 1000,
      presenceTtlMs: opts.presenceTtlMs ?? options.presenceTtlMs,
    });
    servers.push(server);
    const url = await server.listen(opts.port ?? 0, "127.0.0.1");
    return { server, url };
  };
  const { server: realtime } = await startRealtime({
    port: realtimePort,
    ...(options.realtimeApiUrl && { apiUrl: options.realtimeApiUrl, authApiUrl: options.realtimeApiUrl }),
  });

  return {
    api,
    apiUrl,
    realtimeUrl,
    realtime,
    startRealtime,
    connect(token, opts = {}) {
      const socket = connectClient(opts.url ?? realtimeUrl, {
        auth: { token },
        transports: ["websocket"],
        reconnection: false,
        timeout: 5000,
        forceNew: true,
      });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.once("connect", () => resolve(socket));
        socket.once("connect_error", (error) => reject(error));
      });
    },
    async close() {
      for (const socket of sockets) socket.disconnect();
      for (const server of servers) await server.close();
      await api.close();
    },
  };
}

type RealtimeTestEnvOptions = NonNullable<Parameters<typeof createRealtimeTestEnv>[0]>;

/**
 * The one-line set-up of a file that needs an API and realtime wired together, as `useTestApp` is for
 * the API alone: `const env = useRealtimeTestEnv(options?)` registers the `beforeAll` that builds the
 * env (`createRealtimeTestEnv`) and the `afterAll` that closes it. Its parts are read when used (in
 * tests and hooks); `options` may be a function, called in the `beforeAll`, for a server an earlier
 * `beforeAll` started.
 */
export function useRealtimeTestEnv(
  options: RealtimeTestEnvOptions | (() => RealtimeTestEnvOptions) = {},
): RealtimeTestEnv {
  let built: RealtimeTestEnv | undefined;
  beforeAll(async () => {
    built = await createRealtimeTestEnv(typeof options === "function" ? options() : options);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = (): RealtimeTestEnv => {
    if (!built)
      throw new Error("useRealtimeTestEnv: the env is built in beforeAll; use it in tests and hooks");
    return built;
  };
  return {
    get api() {
      return current().api;
    },
    get apiUrl() {
      return current().apiUrl;
    },
    get realtimeUrl() {
      return current().realtimeUrl;
    },
    get realtime() {
      return current().realtime;
    },
    startRealtime: (opts) => current().startRealtime(opts),
    connect: (token, opts) => current().connect(token, opts),
    close: () => current().close(),
  };
}

/** `api(method, path, options?)`: a request over real HTTP to `/api/v1<path>` of the API at `baseUrl()`. */
export function httpApi(baseUrl: () => string) {
  return async function api<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.body) {
      body = options.body;
    }
    const response = await fetch(`${baseUrl()}/api/v1${path}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as T,
      headers: response.headers,
    };
  };
}

/** Registers and onboards a player over HTTP as the app does, expecting each step to succeed. */
export async function signUp(api: ReturnType<typeof httpApi>, first: string, username: string) {
  const created = await api<{ token: string; user: { id: string } }>("POST", "/create-account", {
    json: {
      first_name: first,
      last_name: "Player",
      email: `${username}@journey.example`,
      password: "journey password",
    },
  });
  expect(created.status).toBe(201);
  const onboarded = await api("POST", "/user/onboarding", { token: created.body.token, json: { username } });
  expect(onboarded.status).toBe(200);
  return { id: created.body.user.id, token: created.body.token };
}

/**
 * Resolves with the next `event` the socket receives that passes `filter`; rejects after `timeoutMs`
 * (10 s by default: an event crosses the bus, Redis and another instance, and under the full suite on
 * two cores that took over 3 s once).
 */
export function waitFor<E extends ServerEventName>(
  socket: ClientSocket,
  event: E,
  options: { timeoutMs?: number; filter?: (payload: ServerEventPayloads[E]) => boolean } = {},
): Promise<ServerEventPayloads[E]> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const listener = (payload: ServerEventPayloads[E]) => {
      if (options.filter && !options.filter(payload)) return;
      clearTimeout(timer);
      socket.off(event as string, listener);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event as string, listener);
      reject(new Error(`timed out after ${timeoutMs} ms waiting for ${event}`));
    }, timeoutMs);
    socket.on(event as string, listener);
  });
}

/**
 * Resolves true when `event` arrives within `ms`, else false: for asserting that something is NOT
 * delivered, after a positive delivery has shown the path works.
 */
export async function receivedWithin(
  socket: ClientSocket,
  event: ServerEventName,
  ms: number,
): Promise<boolean> {
  return waitFor(socket, event, { timeoutMs: ms }).then(
    () => true,
    () => false,
  );
}

/** Emits with an ack and resolves with the reply. */
export function emitWithAck<T = unknown>(socket: ClientSocket, event: string, payload?: unknown): Promise<T> {
  return socket.timeout(5000).emitWithAck(event, payload) as Promise<T>;
}
