import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";

export interface ExpoMessage {
  to: string;
  title?: string;
  body?: string;
  data?: Record<string, unknown>;
  sound?: string;
}

export interface FakeExpo {
  /** Base URL to put in EXPO_BASE_URL (before expo-server-sdk is first imported). */
  url: string;
  /** Every message received on /push/send, in order. */
  messages: ExpoMessage[];
  /** Authorization headers seen on every request. */
  authorizations: (string | undefined)[];
  /** Ticket ids handed out, by token. */
  ticketsByToken: Map<string, string[]>;
  /** Tokens whose ticket is an immediate `DeviceNotRegistered` error. */
  unregisteredAtSend: Set<string>;
  /** Tokens whose receipt (not ticket) reports `DeviceNotRegistered`. */
  unregisteredAtReceipt: Set<string>;
  /** Receipt ids asked for on /push/getReceipts. */
  receiptRequests: string[][];
  /** Resolves once `n` messages in total have arrived. */
  waitForMessages(n: number, timeoutMs?: number): Promise<ExpoMessage[]>;
  close(): Promise<void>;
}

/**
 * A local server speaking the Expo push API (`POST /--/api/v2/push/send` and `/getReceipts`, gzip
 * bodies, `{ data }` envelopes) so that expo-server-sdk runs unmodified against it.
 */
export async function startFakeExpo(): Promise<FakeExpo> {
  const messages: ExpoMessage[] = [];
  const authorizations: (string | undefined)[] = [];
  const ticketsByToken = new Map<string, string[]>();
  const tokenByTicket = new Map<string, string>();
  const unregisteredAtSend = new Set<string>();
  const unregisteredAtReceipt = new Set<string>();
  const receiptRequests: string[][] = [];
  const waiters: { n: number; resolve: () => void }[] = [];

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let raw = Buffer.concat(chunks);
    if (req.headers["content-encoding"] === "gzip") raw = gunzipSync(raw);
    authorizations.push(req.headers.authorization);
    const body = raw.length > 0 ? JSON.parse(raw.toString("utf8")) : null;
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };

    if (req.method === "POST" && req.url === "/--/api/v2/push/send") {
      const batch: ExpoMessage[] = Array.isArray(body) ? body : [body];
      const tickets = batch.map((message) => {
        messages.push(message);
        if (unregisteredAtSend.has(message.to)) {
          return {
            status: "error",
            message: `"${message.to}" is not a registered push notification recipient`,
            details: { error: "DeviceNotRegistered", expoPushToken: message.to },
          };
        }
        const id = randomUUID();
        ticketsByToken.set(message.to, [...(ticketsByToken.get(message.to) ?? []), id]);
        tokenByTicket.set(id, message.to);
        return { status: "ok", id };
      });
      for (const waiter of [...waiters]) {
        if (messages.length >= waiter.n) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
      return reply(200, { data: tickets });
    }
    if (req.method === "POST" && req.url === "/--/api/v2/push/getReceipts") {
      const ids: string[] = body?.ids ?? [];
      receiptRequests.push(ids);
      const receipts: Record<string, unknown> = {};
      for (const id of ids) {
        const token = tokenByTicket.get(id);
        if (!token) continue;
        receipts[id] = unregisteredAtReceipt.has(token)
          ? {
              status: "error",
              message: "The device cannot receive push notifications anymore",
              details: { error: "DeviceNotRegistered" },
            }
          : { status: "ok" };
      }
      return reply(200, { data: receipts });
    }
    reply(404, { errors: [{ code: "NOT_FOUND", message: "unknown path" }] });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  return {
    url,
    messages,
    authorizations,
    ticketsByToken,
    unregisteredAtSend,
    unregisteredAtReceipt,
    receiptRequests,
    waitForMessages(n, timeoutMs = 3000) {
      if (messages.length >= n) return Promise.resolve(messages.slice());
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected ${n} push messages, got ${messages.length}`)),
          timeoutMs,
        );
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve(messages.slice());
          },
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
