import { loadConfig } from "@playpal/platform";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { registerUser } from "#test/context.ts";
import { emitWithAck, type RealtimeTestEnv, useRealtimeTestEnv } from "#test/realtime.ts";
import { SOCKET_EVENT_BURST } from "./handlers/gate.ts";

const env = useRealtimeTestEnv();

/** A realtime instance logging into `lines`. */
async function instanceWithLog(socketEventLogging: boolean) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const started = await env.startRealtime({ logger, config: { SOCKET_EVENT_LOGGING: socketEventLogging } });
  return { ...started, lines };
}

/** Emits `count` events with an ack at once; the replies. */
const flood = (socket: Awaited<ReturnType<RealtimeTestEnv["connect"]>>, event: string, count: number) =>
  Promise.all(Array.from({ length: count }, () => emitWithAck<Record<string, unknown>>(socket, event, {})));

describe("socket abuse", () => {
  it("rate-limits ping like every other event, answering RATE_LIMITED past the socket's budget", async () => {
    const { url } = await instanceWithLog(false);
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token, { url });
    const replies = await flood(socket, "ping", SOCKET_EVENT_BURST * 3);
    const answered = replies.filter((r) => typeof r.ts === "number").length;
    const refused = replies.filter((r) => r.code === "RATE_LIMITED").length;
    expect(answered + refused).toBe(SOCKET_EVENT_BURST * 3);
    expect(answered).toBeGreaterThanOrEqual(SOCKET_EVENT_BURST);
    expect(answered).toBeLessThan(SOCKET_EVENT_BURST + 20);
    expect(socket.connected).toBe(true);
  });

  it("counts refusals in one summary line instead of a log line each, unknown names under one key", async () => {
    const { url, server, lines } = await instanceWithLog(true);
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token, { url });
    const unknown = await emitWithAck<Record<string, unknown>>(socket, "no-such-event-1", {});
    expect(unknown.code).toBe("UNKNOWN_EVENT");
    await flood(socket, "ping", 500);
    const inbound = lines.filter((l) => l.msg === "socket event" && l.dir === "in");
    // Only accepted events are logged one by one (the budget, plus what refilled meanwhile).
    expect(inbound.length).toBeLessThan(SOCKET_EVENT_BURST + 40);
    const refusedTotal = [...server.refusals.totals.entries()];
    expect(Object.fromEntries(refusedTotal)).toEqual({
      "UNKNOWN_EVENT:(unknown)": 1,
      "RATE_LIMITED:ping": 501 - inbound.length,
    });
    // The periodic summary (also written on close): one line for all of them.
    await server.close();
    const summaries = lines.filter((l) => l.msg === "socket events refused");
    expect(summaries).toEqual([expect.objectContaining({ refused: Object.fromEntries(refusedTotal) })]);
  });

  it("writes no per-event line with SOCKET_EVENT_LOGGING off", async () => {
    const { url, lines } = await instanceWithLog(false);
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token, { url });
    await flood(socket, "ping", 200);
    expect(lines.filter((l) => l.msg === "socket event")).toEqual([]);
  });

  it("turns per-event logging off by default in production, on elsewhere", () => {
    const secrets = {
      JWT_SECRET: "a-long-random-production-jwt-secret",
      RESET_SECRET: "a-long-random-production-reset-secret",
      REALTIME_ADMIN_TOKEN: "a-long-random-production-admin-token",
      ADMIN_SECRET: "a-long-random-production-payout-secret",
      METRICS_TOKEN: "a-long-random-production-metrics-token",
    };
    expect(loadConfig({ NODE_ENV: "production", ...secrets }).SOCKET_EVENT_LOGGING).toBe(false);
    expect(
      loadConfig({ NODE_ENV: "production", ...secrets, SOCKET_EVENT_LOGGING: "true" }).SOCKET_EVENT_LOGGING,
    ).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).SOCKET_EVENT_LOGGING).toBe(true);
  });
});
