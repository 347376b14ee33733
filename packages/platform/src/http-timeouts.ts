import type { Config } from "./config.ts";

/**
 * The Fastify server options that keep slow clients (one byte every few seconds) from holding
 * connections for ever, the same on every HTTP server of ours (API, realtime, payout, media worker):
 * the request must arrive whole within HTTP_REQUEST_TIMEOUT_MS (node answers 408 and closes), its
 * headers within HTTP_HEADERS_TIMEOUT_MS; idle and kept-alive connections close after their own
 * timeouts. Node checks the request deadlines every `connectionsCheckingInterval` (30 s by default:
 * checked more often here). A WebSocket is not affected once upgraded: the `ws` library clears the
 * socket's idle timeout, and the request deadlines end with the upgrade request.
 */
export function slowClientTimeouts(
  config: Pick<
    Config,
    | "HTTP_REQUEST_TIMEOUT_MS"
    | "HTTP_HEADERS_TIMEOUT_MS"
    | "HTTP_IDLE_TIMEOUT_MS"
    | "HTTP_KEEP_ALIVE_TIMEOUT_MS"
  >,
) {
  const requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS;
  const headersTimeout = Math.min(config.HTTP_HEADERS_TIMEOUT_MS, requestTimeout);
  return {
    requestTimeout,
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      requestTimeout,
      headersTimeout,
      connectionsCheckingInterval: Math.max(250, Math.min(5000, Math.floor(headersTimeout / 4))),
    },
  };
}
