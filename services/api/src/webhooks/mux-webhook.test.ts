import { liveStreams, media, users } from "@playpal/db";
import { fixedClock, type LocalStorage } from "@playpal/platform";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiCaller, createTestContext, registerUser, useTestApp } from "#test/context.ts";
import { postWithFile } from "#test/media-worker.ts";
import { deliverMuxEvent, muxEvent } from "#test/mux-webhook.ts";
import { liveStreamCredentials } from "#test/social-factories.ts";
import { LIVE_STREAM_NOOP_EVENTS } from "./mux-schema.ts";
import { signMuxPayload } from "./mux-signature.ts";

const SECRET = "mux-webhook-test-secret";

const event = muxEvent;
// The API's clock, fixed: a signature made 301 s ahead of it stays 301 s ahead however long the
// deliveries before it take (on a loaded machine a second passed and it became valid). On a whole
// second, as signatures' timestamps are.
const clock = fixedClock(Math.floor(Date.now() / 1000) * 1000);
const deliver = (body: unknown, signature?: string | null) =>
  deliverMuxEvent(ctx.app, SECRET, body, signature, clock.now());

async function liveState(userId: string) {
  const [user] = await ctx.db
    .select({ isLive: users.isLive, activeLiveStreamId: users.activeLiveStreamId })
    .from(users)
    .where(eq(users.id, userId));
  const [stream] = await ctx.db.select().from(liveStreams).where(eq(liveStreams.userId, userId));
  return { ...user, status: stream?.status };
}

const ctx = useTestApp({ MUX_WEBHOOK_SECRET: SECRET }, { clock });
const call = ctx.call;

describe("POST /webhooks/mux: signature", () => {
  it("refuses a missing, forged, malformed or stale signature with 401 and changes nothing", async () => {
    const user = await registerUser(ctx.app);
    const stream = await liveStreamCredentials(ctx.app, user);
    const body = JSON.stringify(event("video.live_stream.active", { id: stream.providerStreamId }));
    const fiveMinutesAgo = clock.now() - 301_000;
    for (const signature of [
      null,
      "",
      "garbage",
      signMuxPayload(body, "some-other-secret", clock.now()),
      signMuxPayload(body, SECRET, fiveMinutesAgo),
      signMuxPayload(body, SECRET, clock.now() + 301_000),
      signMuxPayload(`${body} `, SECRET, clock.now()),
      signMuxPayload(body, SECRET, clock.now()).replace(/v1=[0-9a-f]{4}/, "v1=0000"),
      `t=${Math.floor(clock.now() / 1000)}`,
    ]) {
      const response = await deliver(body, signature);
      expect(response.statusCode, String(signature)).toBe(401);
      expect(response.json().code).toBe("INVALID_SIGNATURE");
    }
    expect(await liveState(user.id)).toEqual({ isLive: false, activeLiveStreamId: null, status: "idle" });
    // The same body, correctly signed, goes through.
    expect((await deliver(body)).statusCode).toBe(200);
    expect((await liveState(user.id)).isLive).toBe(true);
  });

  it("accepts a signature among several v1 entries (secret rotation) within the tolerance, up to its edge", async () => {
    const user = await registerUser(ctx.app);
    const stream = await liveStreamCredentials(ctx.app, user);
    const body = JSON.stringify(event("video.live_stream.active", { id: stream.providerStreamId }));
    const good = signMuxPayload(body, SECRET, clock.now() - 240_000);
    const other = signMuxPayload(body, "old-secret", clock.now() - 240_000).split(",")[1];
    expect((await deliver(body, `${good.split(",")[0]},${other},${good.split(",")[1]}`)).statusCode).toBe(
      200,
    );
    // The tolerance's edges, exactly (the clock stands still): 300 s either way is in, 301 s is out.
    for (const [offset, status] of [
      [300_000, 200],
      [-300_000, 200],
      [301_000, 401],
      [-301_000, 401],
    ] as const) {
      const edge = JSON.stringify(event("video.live_stream.active", { id: stream.providerStreamId }));
      const response = await deliver(edge, signMuxPayload(edge, SECRET, clock.now() + offset));
      expect(response.statusCode, `signed ${offset / 1000} s from now`).toBe(status);
    }
  });

  it("answers 400 to a signed body that is not a Mux event", async () => {
    expect((await deliver("not json")).statusCode).toBe(400);
    expect((await deliver({ hello: "world" })).statusCode).toBe(400);
  });

  it("refuses everything while no signing secret is configured", async () => {
    const bare = await createTestContext();
    try {
      const body = JSON.stringify(event("video.live_stream.active", { id: "x" }));
      const response = await bare.app.inject({
        method: "POST",
        url: "/api/v1/webhooks/mux",
        headers: { "content-type": "application/json", "mux-signature": signMuxPayload(body, SECRET) },
        payload: body,
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});

describe("POST /webhooks/mux: forged, stale and duplicate deliveries of each state", () => {
  it("changes nothing for a forged or stale event of any state, and applies a duplicate once", async () => {
    const user = await registerUser(ctx.app);
    const stream = await liveStreamCredentials(ctx.app, user);
    const clip = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(64, 1)]);
    const { mediaId } = await postWithFile(
      ctx,
      user,
      { data: clip, contentType: "video/mp4", filename: "c.mp4" },
      "clip",
    );
    const mediaStatus = async () =>
      (await ctx.db.select().from(media).where(eq(media.id, mediaId)))[0]?.status;
    const steps = [
      {
        type: "video.live_stream.active",
        data: { id: stream.providerStreamId },
        check: async () => (await liveState(user.id)).isLive,
        after: true,
      },
      {
        type: "video.live_stream.idle",
        data: { id: stream.providerStreamId },
        check: async () => (await liveState(user.id)).isLive,
        after: false,
      },
      {
        type: "video.live_stream.active",
        data: { id: stream.providerStreamId },
        check: async () => (await liveState(user.id)).isLive,
        after: true,
      },
      {
        type: "video.live_stream.disconnected",
        data: { id: stream.providerStreamId },
        check: async () => (await liveState(user.id)).isLive,
        after: false,
      },
      {
        type: "video.asset.errored",
        data: { id: "asset_states", passthrough: mediaId },
        check: mediaStatus,
        after: "failed",
      },
    ];
    for (const step of steps) {
      const before = await step.check();
      const body = JSON.stringify(event(step.type, step.data));
      expect(
        (await deliver(body, signMuxPayload(body, "forged-secret", clock.now()))).statusCode,
        step.type,
      ).toBe(401);
      expect(
        (await deliver(body, signMuxPayload(body, SECRET, clock.now() - 400_000))).statusCode,
        step.type,
      ).toBe(401);
      expect(await step.check(), step.type).toEqual(before);
      expect((await deliver(body)).json(), step.type).toEqual({ received: true, duplicate: false });
      expect(await step.check(), step.type).toEqual(step.after);
      expect((await deliver(body)).json(), step.type).toEqual({ received: true, duplicate: true });
    }
    // A duplicate of the first `active`, redelivered after the stream went idle: not applied again.
    expect((await liveState(user.id)).isLive).toBe(false);
  });
});

describe("POST /webhooks/mux: live-stream state", () => {
  it("turns isLive on with the stream's id on active, and off (cleared) on idle and on disconnected", async () => {
    const user = await registerUser(ctx.app);
    const stream = await liveStreamCredentials(ctx.app, user);
    const response = await deliver(event("video.live_stream.active", { id: stream.providerStreamId }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await liveState(user.id)).toEqual({
      isLive: true,
      activeLiveStreamId: stream.id,
      status: "active",
    });
    expect((await liveStreamCredentials(ctx.app, user)).status).toBe("active");

    await deliver(event("video.live_stream.idle", { id: stream.providerStreamId }));
    expect(await liveState(user.id)).toEqual({ isLive: false, activeLiveStreamId: null, status: "idle" });

    await deliver(event("video.live_stream.active", { id: stream.providerStreamId }));
    await deliver(event("video.live_stream.disconnected", { id: stream.providerStreamId }));
    expect(await liveState(user.id)).toEqual({ isLive: false, activeLiveStreamId: null, status: "idle" });
  });

  it("matches a stream by passthrough (our LiveStream id) when the provider id is unknown", async () => {
    const user = await registerUser(ctx.app);
    const stream = await liveStreamCredentials(ctx.app, user);
    await deliver(event("video.live_stream.active", { id: "unknown-provider-id", passthrough: stream.id }));
    expect(await liveState(user.id)).toEqual({
      isLive: true,
      activeLiveStreamId: stream.id,
      status: "active",
    });
  });

  it("processes a duplicate event id once", async () => {
    const user = await registerUser(ctx.app);
    const stream = await liveStreamCredentials(ctx.app, user);
    const active = event("video.live_stream.active", { id: stream.providerStreamId });
    expect((await deliver(active)).json()).toEqual({ received: true, duplicate: false });
    await deliver(event("video.live_stream.idle", { id: stream.providerStreamId }));
    // Redelivered later: acknowledged, not applied again.
    const again = await deliver({ ...active, created_at: new Date().toISOString() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect((await liveState(user.id)).isLive).toBe(false);
  });

  it("ignores an event older than the last one applied (out-of-order delivery)", async () => {
    const user = await registerUser(ctx.app);
    const stream = await liveStreamCredentials(ctx.app, user);
    const now = Date.now();
    await deliver(
      event(
        "video.live_stream.idle",
        { id: stream.providerStreamId },
        { created_at: new Date(now).toISOString() },
      ),
    );
    await deliver(
      event(
        "video.live_stream.active",
        { id: stream.providerStreamId },
        {
          created_at: new Date(now - 10_000).toISOString(),
        },
      ),
    );
    expect((await liveState(user.id)).isLive).toBe(false);
  });

  it("acknowledges the six no-op live-stream events and unknown types without changing anything", async () => {
    const user = await registerUser(ctx.app);
    const stream = await liveStreamCredentials(ctx.app, user);
    await deliver(event("video.live_stream.active", { id: stream.providerStreamId }));
    for (const type of [...LIVE_STREAM_NOOP_EVENTS, "video.upload.created", "something.new"]) {
      const response = await deliver(event(type, { id: stream.providerStreamId }));
      expect(response.statusCode, type).toBe(200);
    }
    expect(await liveState(user.id)).toEqual({
      isLive: true,
      activeLiveStreamId: stream.id,
      status: "active",
    });
    expect((await deliver(event("video.live_stream.active", { id: "no-such-stream" }))).statusCode).toBe(200);
  });
});

describe("POST /webhooks/mux: video assets", () => {
  const clip = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(100, 1)]);

  it("records the HLS playback, size and duration on video.asset.ready (by passthrough) and queues its poster's screening", async () => {
    const user = await registerUser(ctx.app);
    const { postId, mediaId } = await postWithFile(
      ctx,
      user,
      { data: clip, contentType: "video/mp4", filename: "c.mp4" },
      "clip",
    );
    const ready = event("video.asset.ready", {
      id: "asset_1",
      passthrough: mediaId,
      status: "ready",
      duration: 12.48,
      playback_ids: [{ id: "play123", policy: "public" }],
      tracks: [
        { type: "video", max_width: 1920, max_height: 1080 },
        { type: "audio", max_channels: 2 },
      ],
    });
    await ctx.db.update(media).set({ status: "processing" }).where(eq(media.id, mediaId));
    expect((await deliver(ready)).statusCode).toBe(200);
    // Playable, but not `ready` (nor shown to anyone else) before its poster frame is screened.
    const [row] = await ctx.db.select().from(media).where(eq(media.id, mediaId));
    expect(row).toMatchObject({
      status: "processing",
      providerAssetId: "asset_1",
      playbackId: "play123",
      width: 1920,
      height: 1080,
      duration: 12.48,
    });
    const job = await ctx.deps.queues.media.getJob(`poster-${mediaId}`);
    expect(job?.name).toBe("media.process");
    expect(job?.data).toMatchObject({ mediaId, postId, userId: user.id });
    const viewer = await registerUser(ctx.app);
    const seen = (await call("GET", `/posts/${postId}`, viewer)).json();
    expect(seen.media[0]).toMatchObject({ status: "processing", url: "", thumbnailUrl: null });
    // Redelivered: once.
    expect((await deliver(ready)).json()).toEqual({ received: true, duplicate: true });
  });

  it("sets a clip ready with the HLS URL, poster, size and duration on video.asset.ready while screening is off", async () => {
    const unscreened = await createTestContext({ MUX_WEBHOOK_SECRET: SECRET, MEDIA_SCREENING: "off" });
    try {
      const user = await registerUser(unscreened.app);
      const { postId, mediaId } = await postWithFile(
        unscreened,
        user,
        { data: clip, contentType: "video/mp4", filename: "c.mp4" },
        "clip",
      );
      const ready = event("video.asset.ready", {
        id: "asset_off",
        passthrough: mediaId,
        status: "ready",
        duration: 12.48,
        playback_ids: [{ id: "play123", policy: "public" }],
        tracks: [{ type: "video", max_width: 1920, max_height: 1080 }],
      });
      expect((await deliverMuxEvent(unscreened.app, SECRET, ready)).statusCode).toBe(200);
      const post = (await apiCaller(() => unscreened.app)("GET", `/posts/${postId}`, user)).json();
      expect(post.media[0]).toEqual({
        id: mediaId,
        status: "ready",
        mimeType: "video/mp4",
        url: "https://stream.mux.com/play123.m3u8",
        thumbnailUrl: "https://image.mux.com/play123/thumbnail.webp",
        width: 1920,
        height: 1080,
        duration: 12.48,
        errorMessage: null,
        sensitive: false,
      });
    } finally {
      await unscreened.close();
    }
  });

  it("matches by asset id and sets failed with the provider's reason on video.asset.errored", async () => {
    const user = await registerUser(ctx.app);
    const { mediaId } = await postWithFile(
      ctx,
      user,
      { data: clip, contentType: "video/mp4", filename: "c.mp4" },
      "clip",
    );
    await ctx.db
      .update(media)
      .set({ providerAssetId: "asset_err", status: "processing" })
      .where(eq(media.id, mediaId));
    const response = await deliver(
      event("video.asset.errored", {
        id: "asset_err",
        status: "errored",
        errors: { type: "invalid_input", messages: ["The input file is not a video"] },
      }),
    );
    expect(response.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(media).where(eq(media.id, mediaId));
    expect(row?.status).toBe("failed");
    expect(row?.errorMessage).toBe("The video could not be processed: The input file is not a video");
    // A late ready for a finished media changes nothing.
    await deliver(
      event("video.asset.ready", { id: "asset_err", playback_ids: [{ id: "p", policy: "public" }] }),
    );
    const [after] = await ctx.db.select().from(media).where(eq(media.id, mediaId));
    expect(after?.status).toBe("failed");
  });

  it("keeps the original of a video the provider could not process private, and presents it failed", async () => {
    const user = await registerUser(ctx.app);
    const viewer = await registerUser(ctx.app);
    const { postId, mediaId } = await postWithFile(
      ctx,
      user,
      { data: clip, contentType: "video/mp4", filename: "c.mp4" },
      "clip",
    );
    const [before] = await ctx.db.select().from(media).where(eq(media.id, mediaId));
    const storage = ctx.deps.storage as LocalStorage;
    const original = () =>
      ctx.app.inject({ method: "GET", url: new URL(storage.publicUrl(before!.storageKey)).pathname });
    // Never public before screening.
    expect((await original()).statusCode).toBe(404);

    await ctx.db
      .update(media)
      .set({ providerAssetId: "asset_bad", status: "processing" })
      .where(eq(media.id, mediaId));
    const response = await deliver(
      event("video.asset.errored", { id: "asset_bad", status: "errored", errors: { messages: ["bad"] } }),
    );
    expect(response.statusCode).toBe(200);

    expect(await storage.isPublic(before!.storageKey)).toBe(false);
    expect((await original()).statusCode).toBe(404);
    const post = (await call("GET", `/posts/${postId}`, viewer)).json();
    expect(post.media).toMatchObject([{ id: mediaId, status: "failed", url: "", thumbnailUrl: null }]);
  });

  it("acknowledges an asset event for no known media", async () => {
    const response = await deliver(event("video.asset.ready", { id: "asset_unknown", passthrough: "nope" }));
    expect(response.json()).toEqual({ received: true, duplicate: false });
  });
});
