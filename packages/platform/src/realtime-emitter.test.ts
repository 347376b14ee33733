import { createServer, type IncomingMessage, type Server } from "node:http";
import { type AdminEmit, EMIT_BATCH_MAX, EMIT_BATCH_ROUTE, REALTIME_ADMIN_HEADER } from "@playpal/contracts";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRealtimeEmitter } from "./realtime-emitter.ts";

/** A local stand-in for the realtime service: records each request; `/hang/...` never answers. */
let server: Server;
let root: string;
const seen: { path: string; token: string | undefined; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    seen.push({
      path: req.url ?? "",
      token: req.headers[REALTIME_ADMIN_HEADER] as string | undefined,
      body: JSON.parse(raw),
    });
    if (req.url?.startsWith("/hang/")) return;
    // `/legacy`: a realtime service from before the batch route.
    const known =
      req.url?.startsWith("/admin/") ||
      (req.url?.startsWith("/legacy/admin/") && !req.url.endsWith(EMIT_BATCH_ROUTE));
    res.writeHead(known ? 200 : 404, { "content-type": "application/json" });
    res.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  root = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function emitterFor(baseUrl: string, timeoutMs = 2000) {
  const warnings: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "warn" },
    { write: (line: string) => warnings.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { emitter: createRealtimeEmitter({ baseUrl, token: "t".repeat(20), timeoutMs, logger }), warnings };
}

const body = { channelId: "c1", userId: "u1" };

describe("realtime emitter", () => {
  it.each([
    ["the service root", ""],
    ["a trailing slash", "/"],
    ["a trailing /admin", "/admin"],
    ["a trailing /admin/", "/admin/"],
    ["/admin twice", "/admin/admin"],
  ])("posts to <root>/admin<route> with %s configured, never /admin/admin", async (_label, suffix) => {
    seen.length = 0;
    const { emitter, warnings } = emitterFor(`${root}${suffix}`);
    await emitter.emit("/emit/channel/member/joined", body);
    expect(seen).toEqual([{ path: "/admin/emit/channel/member/joined", token: "t".repeat(20), body }]);
    expect(warnings).toEqual([]);
  });

  it("posts an access re-check to <root>/admin/access/recheck with the user id", async () => {
    seen.length = 0;
    const { emitter, warnings } = emitterFor(`${root}/admin/`);
    await expect(emitter.recheckAccess("u7")).resolves.toBeUndefined();
    expect(seen).toEqual([{ path: "/admin/access/recheck", token: "t".repeat(20), body: { userId: "u7" } }]);
    expect(warnings).toEqual([]);
  });

  it("resolves and logs when an access re-check cannot reach the service", async () => {
    const down = emitterFor("http://127.0.0.1:9");
    await expect(down.emitter.recheckAccess("u7")).resolves.toBeUndefined();
    expect(down.warnings).toEqual([
      expect.objectContaining({ route: "/access/recheck", msg: "realtime emit failed" }),
    ]);
  });

  it("keeps a path prefix of the configured root (a proxy mount) and only adds /admin once", async () => {
    seen.length = 0;
    const { emitter } = emitterFor(`${root}/hang`, 100);
    await emitter.emit("/emit/channel/member/joined", body);
    expect(seen.map((s) => s.path)).toEqual(["/hang/admin/emit/channel/member/joined"]);
  });

  it("gives up after its timeout on a service that never answers, logs it and resolves", async () => {
    const { emitter, warnings } = emitterFor(`${root}/hang`, 100);
    await expect(emitter.emit("/emit/channel/member/joined", body)).resolves.toBeUndefined();
    expect(warnings).toEqual([
      expect.objectContaining({ route: "/emit/channel/member/joined", msg: "realtime emit failed" }),
    ]);
  });

  it("resolves and logs when the service is down or refuses the call", async () => {
    const down = emitterFor("http://127.0.0.1:9");
    await expect(down.emitter.emit("/emit/channel/member/joined", body)).resolves.toBeUndefined();
    expect(down.warnings).toEqual([expect.objectContaining({ msg: "realtime emit failed" })]);

    const refused = emitterFor(`${root}/elsewhere`);
    await expect(refused.emitter.emit("/emit/channel/member/joined", body)).resolves.toBeUndefined();
    expect(refused.warnings).toEqual([
      expect.objectContaining({ status: 404, msg: "realtime emit refused" }),
    ]);
  });

  describe("many emits", () => {
    const joined = (n: number): AdminEmit[] =>
      Array.from({ length: n }, (_, i) => ({
        route: "/emit/channel/member/joined",
        body: { channelId: "c1", userId: `u${i}` },
      }));

    it("sends one emit to its own route, and several in one batch call, in order", async () => {
      seen.length = 0;
      const { emitter, warnings } = emitterFor(root);
      await emitter.emitMany([]);
      expect(seen).toEqual([]);
      await emitter.emitMany(joined(1));
      await emitter.emitMany(joined(3));
      expect(seen).toEqual([
        { path: "/admin/emit/channel/member/joined", token: "t".repeat(20), body: joined(1)[0]?.body },
        { path: `/admin${EMIT_BATCH_ROUTE}`, token: "t".repeat(20), body: { emits: joined(3) } },
      ]);
      expect(warnings).toEqual([]);
    });

    it("cuts batches at EMIT_BATCH_MAX emits and at about 1 MiB, keeping every emit once and in order", async () => {
      seen.length = 0;
      const { emitter } = emitterFor(root);
      await emitter.emitMany(joined(EMIT_BATCH_MAX + 1));
      expect(seen.map((s) => (s.body as { emits: unknown[] }).emits.length)).toEqual([EMIT_BATCH_MAX, 1]);
      expect(seen.flatMap((s) => (s.body as { emits: unknown[] }).emits)).toEqual(joined(EMIT_BATCH_MAX + 1));

      seen.length = 0;
      const big: AdminEmit[] = Array.from({ length: 5 }, (_, i) => ({
        route: "/emit/dm/message/edited",
        body: { conversationId: "c", messageId: `m${i}`, body: "x".repeat(300 * 1024), editedAt: "t" },
      }));
      await emitter.emitMany(big);
      const sizes = seen.map((s) => (s.body as { emits: unknown[] }).emits.length);
      expect(sizes).toEqual([3, 2]);
      expect(seen.flatMap((s) => (s.body as { emits: unknown[] }).emits)).toEqual(big);
    });

    it("sends each emit on its own route to a service without the batch route (404)", async () => {
      seen.length = 0;
      const { emitter, warnings } = emitterFor(`${root}/legacy`);
      await emitter.emitMany(joined(3));
      expect(seen.map((s) => s.path)).toEqual([
        `/legacy/admin${EMIT_BATCH_ROUTE}`,
        ...joined(3).map(() => "/legacy/admin/emit/channel/member/joined"),
      ]);
      expect(seen.slice(1).map((s) => s.body)).toEqual(joined(3).map((e) => e.body));
      expect(warnings).toEqual([]);
    });

    it("logs a refused or failed batch once and resolves", async () => {
      const down = emitterFor("http://127.0.0.1:9");
      await expect(down.emitter.emitMany(joined(3))).resolves.toBeUndefined();
      expect(down.warnings).toEqual([
        expect.objectContaining({ route: EMIT_BATCH_ROUTE, msg: "realtime emit failed" }),
      ]);
    });
  });

  it("keeps its connection alive between calls, and sends again on a new one when the service dropped it", async () => {
    // A service that answers the first request of each connection and drops the connection on the
    // second, as one whose keep-alive idle timeout ended while the emitter sent: nothing was answered.
    const sockets = new Map<unknown, number>();
    const bodies: unknown[] = [];
    const flaky = createServer(async (req, res) => {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      const n = (sockets.get(req.socket) ?? 0) + 1;
      sockets.set(req.socket, n);
      if (n === 2) {
        req.socket.destroy();
        return;
      }
      bodies.push(JSON.parse(raw));
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => flaky.listen(0, "127.0.0.1", resolve));
    try {
      const address = flaky.address();
      const { emitter, warnings } = emitterFor(
        `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
      );
      await emitter.emit("/emit/channel/member/joined", body);
      await emitter.emit("/emit/channel/member/joined", { ...body, userId: "u2" });
      expect(bodies).toEqual([body, { ...body, userId: "u2" }]);
      // The first call's connection carried the second call, was dropped, and a new one took it.
      expect([...sockets.values()]).toEqual([2, 1]);
      expect(warnings).toEqual([]);
    } finally {
      flaky.closeAllConnections();
      await new Promise((resolve) => flaky.close(resolve));
    }
  });
});
