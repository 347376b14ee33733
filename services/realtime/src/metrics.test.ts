import { describe, expect, it } from "vitest";
import { registerUser } from "#test/context.ts";
import { samplesOf, sampleValue } from "#test/metrics.ts";
import { useRealtimeTestEnv } from "#test/realtime.ts";

const METRICS_TOKEN = "realtime-metrics-token-012345";

const env = useRealtimeTestEnv({ env: { METRICS_TOKEN } });

async function scrape(token = METRICS_TOKEN) {
  return fetch(`${env.realtimeUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
}

describe("realtime GET /metrics", () => {
  it("counts connected sockets and events by direction and wire name", async () => {
    expect((await scrape("wrong-token")).status).toBe(401);
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token);
    await socket.emitWithAck("ping", { ts: 1 });
    await socket
      .timeout(500)
      .emitWithAck("made:up:event", {})
      .catch(() => undefined);

    const response = await scrape();
    expect(response.status).toBe(200);
    const text = await response.text();
    // (The API of the test runs in this process too: one registry, one service label.)
    expect(sampleValue(text, "socketio_connected_sockets")).toBe(1);
    expect(sampleValue(text, "socketio_events_total", { direction: "in", event: "ping" })).toBe(1);
    expect(sampleValue(text, "socketio_events_total", { direction: "in", event: "other" })).toBe(1);
    expect(text).not.toContain("made:up:event");
    const presence = { client: "realtime", outcome: "ok" };
    expect(samplesOf(text, "redis_command_duration_seconds_count", presence).length).toBeGreaterThan(0);

    socket.disconnect();
    for (let i = 0; i < 50; i += 1) {
      const now = await (await scrape()).text();
      if (sampleValue(now, "socketio_connected_sockets") === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("the socket was still counted after disconnecting");
  });
});
