import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeTransfer {
  id: string;
  amount: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  idempotencyKey: string | undefined;
  metadata: Record<string, string>;
}

/**
 * A local server speaking the part of Stripe's API the payout code uses (`POST /v1/transfers`,
 * `GET /v1/transfers?transfer_group=`,
 * `POST /v1/accounts`, `GET /v1/accounts/:id`, `POST /v1/account_links`), form-encoded as the `stripe`
 * SDK sends it, with Stripe's idempotency: a repeated `Idempotency-Key` answers the first response
 * (errors included), the same key with other parameters is a 400 `idempotency_error`, and a request
 * while another with its key is still being answered is a 409 `idempotency_key_in_use`.
 */
export async function startFakeStripe() {
  const transfers: FakeTransfer[] = [];
  const accounts = new Map<string, { id: string; details_submitted: boolean; payouts_enabled: boolean }>();
  const accountLinks: { account: string; return_url: string; refresh_url: string }[] = [];
  const idempotent = new Map<string, { body: string; status: number; response: string }>();
  /** Keys of requests still being answered: Stripe answers a concurrent one 409 idempotency_key_in_use. */
  const inFlight = new Set<string>();
  /** Destination accounts whose transfers fail with this message (a 400 invalid_request_error). */
  const failing = new Map<string, string>();
  /** How many of the next transfer requests fail with a 500 before Stripe does anything. */
  const outage = { transfers: 0 };
  /** Called after a transfer was created and before it is answered; may hold the answer. */
  let beforeTransferAnswer: ((transfer: FakeTransfer) => Promise<void>) | null = null;
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on("end", async () => {
      const path = (req.url ?? "").split("?")[0] ?? "";
      const form = new URLSearchParams(raw);
      const key = req.headers["idempotency-key"] as string | undefined;
      const send = (status: number, data: unknown) => {
        const response = JSON.stringify(data);
        if (key && req.method === "POST") {
          idempotent.set(`${path} ${key}`, { body: raw, status, response });
          inFlight.delete(`${path} ${key}`);
        }
        res.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
        res.end(response);
      };
      const error = (status: number, type: string, message: string) =>
        send(status, { error: { type, message } });
      if (!(req.headers.authorization ?? "").startsWith("Bearer sk_")) {
        return error(401, "invalid_request_error", "Invalid API Key provided");
      }
      if (key && req.method === "POST") {
        const seen = idempotent.get(`${path} ${key}`);
        if (seen && seen.body !== raw) {
          res.writeHead(400, { "content-type": "application/json" });
          return res.end(
            JSON.stringify({
              error: {
                type: "idempotency_error",
                message:
                  "Keys for idempotent requests can only be used with the same parameters they were first used with.",
              },
            }),
          );
        }
        if (seen) {
          res.writeHead(seen.status, { "content-type": "application/json", "idempotent-replayed": "true" });
          return res.end(seen.response);
        }
        if (inFlight.has(`${path} ${key}`)) {
          res.writeHead(409, { "content-type": "application/json" });
          return res.end(
            JSON.stringify({
              error: {
                type: "invalid_request_error",
                code: "idempotency_key_in_use",
                message:
                  "There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through). Please try again later.",
              },
            }),
          );
        }
        inFlight.add(`${path} ${key}`);
        res.once("close", () => inFlight.delete(`${path} ${key}`));
      }
      if (req.method === "POST" && path === "/v1/transfers" && outage.transfers > 0) {
        outage.transfers -= 1;
        if (key) inFlight.delete(`${path} ${key}`);
        res.writeHead(500, { "content-type": "application/json" });
        return res.end(
          JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred" } }),
        );
      }
      if (req.method === "POST" && path === "/v1/transfers") {
        const destination = form.get("destination") ?? "";
        const amount = Number(form.get("amount"));
        if (!accounts.has(destination)) {
          return error(400, "invalid_request_error", `No such destination: '${destination}'`);
        }
        const failure = failing.get(destination);
        if (failure) return error(400, "invalid_request_error", failure);
        const transfer: FakeTransfer = {
          id: id("tr"),
          amount,
          currency: form.get("currency") ?? "",
          destination,
          transfer_group: form.get("transfer_group"),
          idempotencyKey: key,
          metadata: Object.fromEntries(
            [...form.entries()]
              .filter(([name]) => name.startsWith("metadata["))
              .map(([name, value]) => [name.slice("metadata[".length, -1), value]),
          ),
        };
        transfers.push(transfer);
        if (beforeTransferAnswer) await beforeTransferAnswer(transfer);
        return send(200, { object: "transfer", reversed: false, ...transfer });
      }
      if (req.method === "GET" && path === "/v1/transfers") {
        const group = new URL(req.url ?? "", "http://x").searchParams.get("transfer_group");
        const data = transfers
          .filter((t) => group === null || t.transfer_group === group)
          .map((t) => ({ object: "transfer", reversed: false, ...t }));
        return send(200, { object: "list", url: "/v1/transfers", has_more: false, data });
      }
      if (req.method === "POST" && path === "/v1/accounts") {
        const account = { id: id("acct"), details_submitted: false, payouts_enabled: false };
        accounts.set(account.id, account);
        return send(200, { object: "account", type: form.get("type"), ...account });
      }
      const one = /^\/v1\/accounts\/([^/]+)$/.exec(path);
      if (req.method === "GET" && one?.[1]) {
        const account = accounts.get(one[1]);
        return account
          ? send(200, { object: "account", ...account })
          : error(404, "invalid_request_error", `No such account: '${one[1]}'`);
      }
      if (req.method === "POST" && path === "/v1/account_links") {
        const account = form.get("account") ?? "";
        if (!accounts.has(account))
          return error(400, "invalid_request_error", `No such account: '${account}'`);
        accountLinks.push({
          account,
          return_url: form.get("return_url") ?? "",
          refresh_url: form.get("refresh_url") ?? "",
        });
        return send(200, {
          object: "account_link",
          url: `https://connect.stripe.test/setup/${account}/${randomBytes(6).toString("hex")}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        });
      }
      return error(404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${path})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    transfers,
    accounts,
    accountLinks,
    failing,
    outage,
    /** A connected account ready for transfers (as after onboarding). */
    addAccount() {
      const account = { id: id("acct"), details_submitted: true, payouts_enabled: true };
      accounts.set(account.id, account);
      return account.id;
    },
    /** Forgets every idempotency key, as Stripe does after 24 hours. */
    expireIdempotencyKeys() {
      idempotent.clear();
    },
    onTransfer(hook: ((transfer: FakeTransfer) => Promise<void>) | null) {
      beforeTransferAnswer = hook;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
