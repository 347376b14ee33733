import { connect } from "node:net";

/**
 * Sends `head` on a raw connection to 127.0.0.1:`port`, then one byte every `dripMs` (a slow client:
 * a body that never ends, or headers that never do); resolves with what came back and when the server
 * closed the connection (or `maxMs`, when it never did).
 */
export function dripRequest(port: number, head: string, dripMs: number, maxMs: number) {
  return new Promise<{ response: string; closedAfterMs: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, "127.0.0.1", () => socket.write(head));
    let response = "";
    const drip = setInterval(() => socket.write("a"), dripMs);
    const giveUp = setTimeout(() => socket.destroy(), maxMs);
    socket.on("data", (chunk) => {
      response += chunk.toString();
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
  });
}

/** The API's tests' deadlines: a whole request within 1 s, its headers within 0.8 s. */
export const SHORT_HTTP_TIMEOUTS = { HTTP_REQUEST_TIMEOUT_MS: "1000", HTTP_HEADERS_TIMEOUT_MS: "800" };
