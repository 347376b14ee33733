import { liveStreams } from "@playpal/db";
import { createMuxVideoProvider } from "@playpal/platform";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, useTestApp } from "#test/context.ts";
import { startFakeMux } from "#test/fake-mux.ts";
import { liveStreamRow } from "#test/social-factories.ts";

let mux: Awaited<ReturnType<typeof startFakeMux>>;
beforeAll(async () => {
  mux = await startFakeMux();
});
afterAll(async () => {
  await mux?.close();
});
const ctx = useTestApp(
  () => ({ RATE_LIMIT_MAX: "100000" }),
  () => ({
    video: createMuxVideoProvider({ tokenId: "mux-id", tokenSecret: "mux-secret", baseURL: mux.url }),
  }),
);

const call = ctx.call;

describe("live stream credentials with Mux configured", () => {
  it("answers Mux's ingest and playback URLs for the stored stream", async () => {
    const user = await registerUser(ctx.app);
    const row = await liveStreamRow(ctx, user);
    const response = await call("GET", "/livestreams/credentials", user);
    expect(response.json()).toMatchObject({
      providerStreamId: row.providerStreamId,
      rtmpUrl: "rtmps://global-live.mux.com:443/app",
      playbackUrl: `https://stream.mux.com/${row.playbackId}.m3u8`,
    });
  });

  it("resets the key at Mux and stores the key Mux returns", async () => {
    const user = await registerUser(ctx.app);
    const row = await liveStreamRow(ctx, user);
    const response = await call("POST", "/livestreams/credentials/regenerate", user);
    expect(response.statusCode).toBe(200);
    const reset = mux.requests.filter(
      (r) =>
        r.method === "POST" && r.path === `/video/v1/live-streams/${row.providerStreamId}/reset-stream-key`,
    );
    expect(reset).toHaveLength(1);
    const remoteKey = mux.streams.get(row.providerStreamId)?.stream_key;
    expect(response.json()).toEqual({ streamKey: remoteKey });
    expect((await liveStreamRow(ctx, user)).streamKey).toBe(remoteKey);
    expect(remoteKey).not.toBe(row.streamKey);
  });

  it("keeps the stored key equal to Mux's under concurrent regenerations", async () => {
    const user = await registerUser(ctx.app);
    const row = await liveStreamRow(ctx, user);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => call("POST", "/livestreams/credentials/regenerate", user)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await liveStreamRow(ctx, user)).streamKey).toBe(
      mux.streams.get(row.providerStreamId)?.stream_key,
    );
  });

  it("lazily creates one Mux stream for a user without one and deletes the ones that lost the race", async () => {
    const user = await registerUser(ctx.app);
    const old = await liveStreamRow(ctx, user);
    await ctx.db.delete(liveStreams).where(eq(liveStreams.userId, user.id));
    mux.streams.delete(old.providerStreamId);
    const requestsBefore = mux.requests.length;
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => call("GET", "/livestreams/credentials", user)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const row = await liveStreamRow(ctx, user);
    const mine = [...mux.streams.entries()].filter(([, s]) => s.passthrough === row.id);
    expect(mine.map(([id]) => id)).toEqual([row.providerStreamId]);
    for (const r of responses) expect(r.json()).toMatchObject({ id: row.id, streamKey: row.streamKey });
    // Every stream created for a losing request was deleted again: no orphans at the provider.
    const during = mux.requests.slice(requestsBefore);
    const creates = during.filter((r) => r.method === "POST" && r.path === "/video/v1/live-streams");
    const deletes = during.filter((r) => r.method === "DELETE");
    expect(creates.length).toBeGreaterThanOrEqual(1);
    expect(deletes).toHaveLength(creates.length - 1);
    const passthroughs = new Set(creates.map((r) => r.body?.passthrough));
    expect(passthroughs.has(row.id)).toBe(true);
    expect(passthroughs.size).toBe(creates.length);
  });
});
