import { createLogger, runWithRequestId } from "@playpal/platform";
import { io as connectClient } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { samplesOf, sampleValue } from "#test/metrics.ts";
import { freePort } from "#test/realtime.ts";
import { createRealtimeServer, type RealtimeServer } from "../../../realtime/src/server.ts";
import { fanOutPost } from "../feeds/timeline-jobs.ts";

type Line = Record<string, unknown>;
/** A pino destination that keeps every line, parsed. */
function capture() {
  const lines: Line[] = [];
  return { lines, stream: { write: (line: string) => lines.push(JSON.parse(line) as Line) } };
}

async function eventually<T>(find: () => T | undefined, what: string, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const METRICS_TOKEN = "metrics-token-for-the-test-0123";
const apiLog = capture();
const realtimeLog = capture();
let realtime: RealtimeServer;
let realtimeUrl: string;
let realtimePort: number;

beforeAll(async () => {
  realtimePort = await freePort();
});
const ctx = useTestApp(
  () => ({
    LOG_LEVEL: "info",
    METRICS_TOKEN,
    RATE_LIMIT_MAX: "15",
    REALTIME_URL: `http://127.0.0.1:${realtimePort}`,
    REALTIME_EMIT_TIMEOUT_MS: "1000",
  }),
  { logger: createLogger({ LOG_LEVEL: "info", NODE_ENV: "test" }, "api", apiLog.stream) },
);
beforeAll(async () => {
  const apiUrl = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  const config = { ...ctx.config, API_URL: apiUrl };
  realtime = createRealtimeServer({
    config,
    logger: createLogger(config, "realtime", realtimeLog.stream),
  });
  realtimeUrl = await realtime.listen(realtimePort, "127.0.0.1");
});
afterAll(async () => {
  await realtime?.close();
});

const scrape = () =>
  ctx.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

describe("GET /metrics on the API", () => {
  it("answers in Prometheus text with the request, pool, Redis and queue series after traffic", async () => {
    const user = await registerUser(ctx.app);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: bearer(user.token) }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: "/no/such/route/123" })).statusCode).toBe(404);

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    // Latency histogram by route template (never the raw URL) and status, labelled with the service.
    const me = { method: "GET", route: "/api/v1/user/me", status_code: "200", service: "api" };
    expect(sampleValue(text, "http_request_duration_seconds_count", me)).toBe(1);
    expect(samplesOf(text, "http_request_duration_seconds_bucket", me).length).toBeGreaterThan(5);
    const created = { method: "POST", route: "/api/v1/create-account", status_code: "201" };
    expect(sampleValue(text, "http_request_duration_seconds_count", created)).toBe(1);
    const unmatched = { route: "unmatched", status_code: "404" };
    expect(sampleValue(text, "http_request_duration_seconds_count", unmatched)).toBe(1);
    expect(text).not.toContain("/no/such/route");
    expect(sampleValue(text, "db_pool_connections", { pool: "api", state: "total" })).toBeGreaterThan(0);
    const redisOk = samplesOf(text, "redis_command_duration_seconds_count", { client: "api", outcome: "ok" });
    expect(redisOk.length).toBeGreaterThan(0);
    expect(sampleValue(text, "queue_jobs", { queue: "media", state: "waiting" })).toBe(0);
    expect(sampleValue(text, "queue_jobs", { queue: "notifications", state: "failed" })).toBe(0);
    // Declared for the code that feeds them, and Node's own process series.
    for (const name of ["push_messages_total", "webhook_deliveries_total", "queue_job_failures_total"]) {
      expect(text).toContain(`# TYPE ${name} counter`);
    }
    expect(sampleValue(text, "nodejs_eventloop_lag_seconds", { service: "api" })).toBeGreaterThanOrEqual(0);
  });

  it("reports the fan-out outbox: posts not yet on their followers' timelines, and the oldest's age", async () => {
    const author = await registerUser(ctx.app);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/posts",
      headers: { ...bearer(author.token), "content-type": "application/json" },
      payload: { body: "waiting for its fan-out" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const postId = (created.json() as { id: string }).id;
    // No worker runs in this file: the job waits, and its outbox row with it.
    const before = (await scrape()).body;
    expect(sampleValue(before, "playpal_feeds_fanout_pending_posts", { service: "api" })).toBe(1);
    expect(sampleValue(before, "playpal_feeds_fanout_oldest_pending_seconds", {})).toBeGreaterThanOrEqual(0);
    // The fan-out done (as its job does it), the outbox is empty.
    await fanOutPost(ctx.deps, postId);
    const after = (await scrape()).body;
    expect(sampleValue(after, "playpal_feeds_fanout_pending_posts", {})).toBe(0);
    expect(sampleValue(after, "playpal_feeds_fanout_oldest_pending_seconds", {})).toBe(0);
  });

  it("requires the metrics token, and is outside /api/v1's rate limit and not counted itself", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer not-the-metrics-token" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "UNAUTHORIZED" });
    // RATE_LIMIT_MAX is 15 here: twenty scrapes all pass.
    for (let i = 0; i < 20; i += 1) expect((await scrape()).statusCode).toBe(200);
    expect((await scrape()).body).not.toContain('route="/metrics"');
  });
});

describe("request ids", () => {
  it("answers a generated id, honours a sane incoming one and replaces one of bad length or characters", async () => {
    const generated = await ctx.app.inject({ method: "GET", url: "/health" });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const honoured = await ctx.app.inject({
      method: "GET",
      url: "/health",
      headers: { "x-request-id": "client-trace.42:abc_DEF" },
    });
    expect(honoured.headers["x-request-id"]).toBe("client-trace.42:abc_DEF");
    for (const bad of ["x".repeat(129), "has space", 'quote"inject', "new\\nline"]) {
      const response = await ctx.app.inject({
        method: "GET",
        url: "/health",
        headers: { "x-request-id": bad },
      });
      expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    // Errors answer it too (the error handler keeps the header).
    const notFound = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/nothing-here",
      headers: { "x-request-id": "trace-of-a-404" },
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers["x-request-id"]).toBe("trace-of-a-404");
  });

  it("writes the id in every log line of the request and forwards it on the call to the realtime service", async () => {
    const follower = await registerUser(ctx.app);
    const followed = await registerUser(ctx.app);
    const requestId = "follow-trace-0001";
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/user/${followed.id}/follow`,
      headers: { ...bearer(follower.token), "x-request-id": requestId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["x-request-id"]).toBe(requestId);

    // The API's own lines of the request: Fastify's, bound to the request.
    const ours = apiLog.lines.filter((l) => l.reqId === requestId);
    expect(ours.map((l) => l.msg)).toEqual(expect.arrayContaining(["incoming request", "request completed"]));
    // The NEW_FOLLOWER notification's emit reached the realtime service with the same id.
    const emitted = await eventually(
      () =>
        realtimeLog.lines.find(
          (l) => l.reqId === requestId && (l.req as { url?: string } | undefined)?.url?.startsWith("/admin/"),
        ),
      "the realtime service's log line of the emit",
    );
    expect((emitted.req as { url: string }).url).toBe("/admin/emit/notification/new");
    const completed = await eventually(
      () => realtimeLog.lines.find((l) => l.reqId === requestId && l.msg === "request completed"),
      "the realtime request's completion",
    );
    expect((completed.res as { statusCode: number }).statusCode).toBe(200);
  });

  it("gives each socket event an id of its own, carried on the realtime service's call to the API", async () => {
    const user = await registerUser(ctx.app);
    const socket = connectClient(realtimeUrl, {
      auth: { token: user.token },
      transports: ["websocket"],
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", resolve);
        socket.once("connect_error", reject);
      });
      const ack = await socket.emitWithAck("dm:join", { conversationId: "no-such-conversation" });
      expect(ack).toMatchObject({ ok: false, code: "AUTHZ_DENIED" });
      const authz = apiLog.lines.find(
        (l) => (l.req as { url?: string } | undefined)?.url === "/api/v1/dm/no-such-conversation/authz",
      );
      // `<socketId>:<n>`: the API's lines of a socket action are found from the socket's id.
      expect(authz?.reqId).toMatch(new RegExp(`^${socket.id}:\\d+$`));
    } finally {
      socket.disconnect();
    }
  });

  it("also tags lines written through the shared logger, outside Fastify's request logger", async () => {
    await realtime.close();
    const follower = await registerUser(ctx.app);
    const followed = await registerUser(ctx.app);
    const requestId = "emit-failure-trace-7";
    await ctx.app.inject({
      method: "POST",
      url: `/api/v1/user/${followed.id}/follow`,
      headers: { ...bearer(follower.token), "x-request-id": requestId },
    });
    // The emit fails (realtime is down) and the emitter logs it through deps.logger.
    const warning = await eventually(
      () => apiLog.lines.find((l) => l.msg === "realtime emit failed" && l.reqId === requestId),
      "the emitter's warning",
    );
    expect(warning.route).toBe("/emit/notification/new");
  });

  it("carries the id in the data of the jobs a request queues", async () => {
    const mediaId = `trace-media-${Date.now()}`;
    await runWithRequestId("job-trace-1", () =>
      ctx.deps.queues.media.add(
        "media.process",
        { mediaId, postId: "p", userId: "u", storageKey: "k", mimeType: "image/jpeg" },
        { jobId: mediaId },
      ),
    );
    const job = await ctx.deps.queues.media.getJob(mediaId);
    expect(job?.data).toMatchObject({ mediaId, requestId: "job-trace-1" });
    await job?.remove();
  });
});
