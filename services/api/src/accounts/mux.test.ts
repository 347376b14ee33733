import { liveStreams } from "@playpal/db";
import { createMuxVideoProvider } from "@playpal/platform";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { startFakeMux } from "#test/fake-mux.ts";

let mux: Awaited<ReturnType<typeof startFakeMux>>;
beforeAll(async () => {
  mux = await startFakeMux();
});
afterAll(async () => {
  await mux?.close();
});
const ctx = useTestApp(
  () => ({}),
  () => ({
    video: createMuxVideoProvider({ tokenId: "mux-id", tokenSecret: "mux-secret", baseURL: mux.url }),
  }),
);

const register = (email: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/v1/create-account",
    payload: { first_name: "Mux", last_name: "User", email, password: "long enough pw" },
  });

describe("registration with Mux configured", () => {
  it("creates a public Mux live stream whose passthrough is our LiveStream id, and stores its credentials", async () => {
    const response = await register("streamer@example.com");
    expect(response.statusCode).toBe(201);
    const [stream] = await ctx.db
      .select()
      .from(liveStreams)
      .where(eq(liveStreams.userId, response.json().user.id));
    const created = mux.requests.find((r) => r.method === "POST" && r.path === "/video/v1/live-streams");
    expect(created?.authorization).toBe(`Basic ${Buffer.from("mux-id:mux-secret").toString("base64")}`);
    expect(created?.body).toMatchObject({
      passthrough: stream?.id,
      playback_policies: ["public"],
      new_asset_settings: { playback_policies: ["public"] },
    });
    const remote = mux.streams.get(stream!.providerStreamId);
    expect(remote).toBeDefined();
    expect(stream).toMatchObject({
      streamKey: remote?.stream_key,
      playbackId: remote?.playbackId,
      status: "idle",
    });
  });

  it("deletes the Mux stream of a registration that loses a race for its email", async () => {
    const before = mux.streams.size;
    const requestsBefore = mux.requests.length;
    const responses = await Promise.all([register("race@example.com"), register("race@example.com")]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    for (let i = 0; i < 50 && mux.streams.size !== before + 1; i++)
      await new Promise((r) => setTimeout(r, 20));
    // No orphan: every stream created for the losing registration (none if the early email check
    // caught it) was deleted again.
    expect(mux.streams.size).toBe(before + 1);
    const during = mux.requests.slice(requestsBefore);
    const creates = during.filter((r) => r.method === "POST").length;
    expect(during.filter((r) => r.method === "DELETE")).toHaveLength(creates - 1);
  });
});
