import { beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "#test/context.ts";
import { emitWithAck, useRealtimeTestEnv } from "#test/realtime.ts";
import { dripRequest, SHORT_HTTP_TIMEOUTS } from "#test/slow-client.ts";

// The API's deadlines on the realtime service's HTTP server: a request whole within 1 s, its headers
// within 0.8 s, an idle connection closed after 1 s.
let port: number;
const env = useRealtimeTestEnv({ env: { ...SHORT_HTTP_TIMEOUTS, HTTP_IDLE_TIMEOUT_MS: "1000" } });
beforeAll(() => {
  port = Number(new URL(env.realtimeUrl).port);
});

describe("slow clients on the realtime service", () => {
  it("cuts headers that never end with 408, as the API does", async () => {
    const { response, closedAfterMs } = await dripRequest(
      port,
      "GET /health HTTP/1.1\r\nX-Slow: ",
      200,
      20_000,
    );
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it("cuts an unauthenticated admin body trickled a byte at a time, and keeps serving others", async () => {
    const head =
      "POST /admin/access/recheck HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{";
    const slow = dripRequest(port, head, 200, 20_000);
    expect((await fetch(`${env.realtimeUrl}/health`)).status).toBe(200);
    const { response, closedAfterMs } = await slow;
    expect(response).toMatch(/^HTTP\/1\.1 (408|401)/);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it("leaves an upgraded socket alone past the idle timeout", async () => {
    const user = await registerUser(env.api.app);
    const socket = await env.connect(user.token);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(socket.connected).toBe(true);
    // Still answering: a join the server refuses comes back as an acknowledgement.
    const ack = await emitWithAck<{ ok: boolean }>(socket, "room:join", { roomId: "no-such-room" });
    expect(ack.ok).toBe(false);
    expect(socket.connected).toBe(true);
  });
});
