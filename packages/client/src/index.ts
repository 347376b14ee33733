/**
 * The PlayPal SDK: a typed REST client generated from docs/openapi.json (openapi-typescript types,
 * openapi-fetch at run time) and a typed Socket.IO client from `@playpal/contracts`' event maps.
 *
 * ```ts
 * const api = createApiClient({ baseUrl: "https://api.playpal.gg" });
 * const { token } = await api.call(api.POST("/api/v1/authenticate", { body: { email, password } }));
 * api.setToken(token);
 * for await (const post of api.pages((cursor) => api.GET("/api/v1/feed", { params: { query: { cursor } } }))) ...
 * ```
 */
import type { ClientToServerEvents, ServerToClientEvents } from "@playpal/contracts";
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import { io, type Socket } from "socket.io-client";
import type { components, paths } from "../generated/schema.ts";

export type { components, paths };
export type Schemas = components["schemas"];

/** The error body every error response carries; `code` is one of the operation's documented codes. */
export type ApiErrorBody = Schemas["Error"] & { code: string };

/** A non-2xx answer, thrown by `call`: switch on `code` (typed per operation through `ErrorOf`). */
export class ApiError<Body extends { code: string } = ApiErrorBody> extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly body: Body,
  ) {
    super(`${status} ${body.code}: ${(body as { message?: string }).message ?? ""}`);
  }
  get code(): Body["code"] {
    return this.body.code;
  }
}

interface Result<D, E> {
  data?: D;
  error?: E;
  response: Response;
}

/** Multipart bodies: each `Blob` is a file part, arrays are repeated parts, other values text fields. */
export function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}

export interface ApiClientOptions extends ClientOptions {
  /** A bearer token sent on every request until `setToken` changes it. */
  token?: string;
}

export type ApiClient = Client<paths> & {
  /** Sends later requests with this bearer token (null: none). */
  setToken(token: string | null): void;
  /** The data of a 2xx answer; throws `ApiError` (typed by the operation's codes) otherwise. */
  call<D, E>(request: Promise<Result<D, E>>): Promise<D>;
  /**
   * Every item of a keyset-paged list, fetching page after page until `nextCursor` is null.
   * `fetchPage(cursor)` fetches one page (the first with `cursor` undefined).
   */
  pages<C, T, E>(
    fetchPage: (cursor: NoInfer<C> | undefined) => Promise<Result<{ items: T[]; nextCursor: C | null }, E>>,
  ): AsyncGenerator<T, void, undefined>;
};

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { token: initial, ...clientOptions } = options;
  let token = initial ?? null;
  const client = createClient<paths>(clientOptions);
  client.use({
    onRequest({ request }) {
      if (token && !request.headers.has("authorization"))
        request.headers.set("authorization", `Bearer ${token}`);
      return request;
    },
  });
  async function call<D, E>(request: Promise<Result<D, E>>): Promise<D> {
    const { data, error, response } = await request;
    if (!response.ok) {
      const body = (error ?? { message: response.statusText, code: "INTERNAL" }) as ApiErrorBody;
      throw new ApiError(response.status, body);
    }
    return data as D;
  }
  async function* pages<C, T, E>(
    fetchPage: (cursor: C | undefined) => Promise<Result<{ items: T[]; nextCursor: C | null }, E>>,
  ): AsyncGenerator<T, void, undefined> {
    let cursor: C | undefined;
    for (;;) {
      const page = await call(fetchPage(cursor));
      yield* page.items;
      if (page.nextCursor === null) return;
      cursor = page.nextCursor;
    }
  }
  return Object.assign(client, {
    setToken(next: string | null) {
      token = next;
    },
    call,
    pages,
  });
}

/** The error body type of an operation's response for `status`, from the document. */
export type ErrorOf<
  Path extends keyof paths,
  Method extends keyof paths[Path],
  Status extends number,
> = paths[Path][Method] extends { responses: infer R }
  ? Status extends keyof R
    ? R[Status] extends { content: { "application/json": infer B } }
      ? B
      : never
    : never
  : never;

/** A Socket.IO client speaking the realtime contract (wire names and payloads of `@playpal/contracts`). */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Connects to the realtime service with the user's token, websocket transport only (as SPEC.md says). */
export function connectRealtime(
  url: string,
  token: string,
  options: { reconnection?: boolean } = {},
): RealtimeSocket {
  return io(url, {
    auth: { token },
    transports: ["websocket"],
    reconnection: options.reconnection ?? true,
    reconnectionDelay: 200,
    timeout: 8000,
  });
}
