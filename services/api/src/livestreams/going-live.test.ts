import type { ServerEventPayloads } from "@playpal/contracts";
import { users } from "@playpal/db";
import type { Worker } from "bullmq";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller } from "#test/context.ts";
import { type FakeExpo, startFakeExpo } from "#test/fake-expo.ts";
import { postWithFile } from "#test/media-worker.ts";
import { deliverMuxEvent, muxEvent } from "#test/mux-webhook.ts";
import {
  type ClientSocket,
  createRealtimeTestEnv,
  type RealtimeTestEnv,
  receivedWithin,
  waitFor,
} from "#test/realtime.ts";
import { block, createUser, follow, liveStreamCredentials, type TestUser } from "#test/social-factories.ts";
import { createBackgroundWorker } from "../jobs-worker.ts";

const SECRET = "going-live-webhook-secret";
let env: RealtimeTestEnv;
let expo: FakeExpo;
let worker: Worker;
const call = apiCaller(() => env.api.app);

beforeAll(async () => {
  expo = await startFakeExpo();
  process.env.EXPO_BASE_URL = expo.url;
  env = await createRealtimeTestEnv({
    // Screening off: a ready asset is ready at once (its poster's screening is the media worker's tests').
    env: {
      EXPO_ACCESS_TOKEN: "expo-token",
      PUSH_RECEIPT_DELAY_MS: "60000",
      MUX_WEBHOOK_SECRET: SECRET,
      MEDIA_SCREENING: "off",
    },
  });
  worker = createBackgroundWorker(env.api.deps);
});
afterAll(async () => {
  await worker?.close();
  await env?.close();
  await expo?.close();
});

let tokenSeq = 0;
async function pushToken(user: TestUser): Promise<string> {
  const token = `ExponentPushToken[live-${++tokenSeq}-${Math.random().toString(36).slice(2, 8)}]`;
  expect((await call("POST", "/user/push-token", user, { token })).statusCode).toBe(200);
  return token;
}

const goLive = async (user: TestUser) => {
  const stream = await liveStreamCredentials(env.api.app, user);
  const response = await deliverMuxEvent(
    env.api.app,
    SECRET,
    muxEvent("video.live_stream.active", { id: stream.providerStreamId }),
  );
  expect(response.statusCode).toBe(200);
  return stream;
};
const goIdle = async (user: TestUser) => {
  const stream = await liveStreamCredentials(env.api.app, user);
  expect(
    (
      await deliverMuxEvent(
        env.api.app,
        SECRET,
        muxEvent("video.live_stream.idle", { id: stream.providerStreamId }),
      )
    ).statusCode,
  ).toBe(200);
};

describe("going live", () => {
  it("sends user:live on and off to the creator's and followers' sockets, not to others", async () => {
    const creator = await createUser(env.api.app);
    const fan = await createUser(env.api.app);
    const stranger = await createUser(env.api.app);
    await follow(env.api, fan, creator);
    const [own, fanSocket, strangerSocket] = (await Promise.all(
      [creator, fan, stranger].map((u) => env.connect(u.token)),
    )) as [ClientSocket, ClientSocket, ClientSocket];
    const onFor = (socket: ClientSocket) =>
      waitFor(socket, "user:live", { filter: (p) => p.userId === creator.id && p.isLive });
    const [seenByFan, seenByOwn] = [onFor(fanSocket), onFor(own)];
    const stream = await goLive(creator);
    const expected: ServerEventPayloads["user:live"] = {
      userId: creator.id,
      isLive: true,
      activeLiveStreamId: stream.id,
    };
    expect(await seenByFan).toEqual(expected);
    expect(await seenByOwn).toEqual(expected);
    expect(await receivedWithin(strangerSocket, "user:live", 200)).toBe(false);

    const off = waitFor(fanSocket, "user:live", { filter: (p) => !p.isLive });
    await goIdle(creator);
    expect(await off).toEqual({ userId: creator.id, isLive: false, activeLiveStreamId: null });

    const profile = (await call("GET", `/user/${creator.id}`, fan)).json();
    expect([profile.isLive, profile.activeLiveStreamId]).toEqual([false, null]);
  });

  it("pushes followers with liveStreams on, at most once per stream per hour", async () => {
    const creator = await createUser(env.api.app);
    const fan = await createUser(env.api.app);
    const quiet = await createUser(env.api.app);
    const stranger = await createUser(env.api.app);
    await follow(env.api, fan, creator);
    await follow(env.api, quiet, creator);
    const fanToken = await pushToken(fan);
    const quietToken = await pushToken(quiet);
    const strangerToken = await pushToken(stranger);
    expect(
      (await call("PUT", "/user/notification-preferences", quiet, { liveStreams: false })).statusCode,
    ).toBe(200);
    const before = expo.messages.length;

    const stream = await goLive(creator);
    const [message] = (await expo.waitForMessages(before + 1)).slice(before);
    expect(message).toMatchObject({
      to: fanToken,
      title: expect.stringContaining("is live"),
      data: { screen: "profile", userId: creator.id, liveStreamId: stream.id },
    });

    // Off and on again within the hour: followers see it live, but no second push.
    await goIdle(creator);
    await goLive(creator);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = expo.messages.slice(before).map((m) => m.to);
    expect(sent).toEqual([fanToken]);
    expect(sent).not.toContain(quietToken);
    expect(sent).not.toContain(strangerToken);
  });

  it("tells the author's socket when a clip is made ready by a signed video.asset.ready", async () => {
    const author = await createUser(env.api.app);
    const socket = await env.connect(author.token);
    const clip = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypmp42"), Buffer.alloc(100, 1)]);
    const { postId, mediaId } = await postWithFile(
      env.api,
      author,
      { data: clip, contentType: "video/mp4", filename: "c.mp4" },
      "clip",
    );
    const update = waitFor(socket, "media:processing:update");
    await deliverMuxEvent(
      env.api.app,
      SECRET,
      muxEvent("video.asset.ready", {
        id: `asset_${mediaId}`,
        passthrough: mediaId,
        duration: 3,
        playback_ids: [{ id: "pb1", policy: "public" }],
        tracks: [{ type: "video", max_width: 640, max_height: 360 }],
      }),
    );
    expect(await update).toMatchObject({
      postId,
      media: { id: mediaId, status: "ready", url: "https://stream.mux.com/pb1.m3u8", duration: 3 },
    });
  });
});

describe("GET /livestreams/live", () => {
  it("lists followed live users first, then the others, page by page, without the caller or blocked users", async () => {
    const viewer = await createUser(env.api.app);
    const [followedA, followedB, otherA, otherB, blocked, offline] = await Promise.all(
      Array.from({ length: 6 }, () => createUser(env.api.app)),
    );
    for (const u of [followedA!, followedB!]) await follow(env.api, viewer, u);
    await block(env.api, blocked!, viewer);
    for (const u of [otherA!, followedA!, otherB!, followedB!, blocked!, viewer]) await goLive(u);
    await follow(env.api, viewer, offline!);

    const seen: { id: string; isFollowing: boolean }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const response = await call("GET", `/livestreams/live?limit=1${query}`, viewer);
      expect(response.statusCode).toBe(200);
      const page = response.json() as {
        items: { id: string; isFollowing: boolean; isLive: boolean }[];
        nextCursor: string | null;
      };
      expect(page.items.length).toBeLessThanOrEqual(1);
      seen.push(...page.items.map((i) => ({ id: i.id, isFollowing: i.isFollowing })));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);

    const mine = seen.filter((s) => [followedA, followedB, otherA, otherB].some((u) => u!.id === s.id));
    expect(mine).toEqual([
      { id: followedB!.id, isFollowing: true },
      { id: followedA!.id, isFollowing: true },
      { id: otherB!.id, isFollowing: false },
      { id: otherA!.id, isFollowing: false },
    ]);
    expect(seen.map((s) => s.id)).not.toContain(viewer.id);
    expect(seen.map((s) => s.id)).not.toContain(blocked!.id);
    expect(seen.map((s) => s.id)).not.toContain(offline!.id);
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);

    const full = (await call("GET", "/livestreams/live?limit=50", viewer)).json();
    expect(full.items[0]).toMatchObject({
      id: followedB!.id,
      isLive: true,
      activeLiveStreamId: (await liveStreamCredentials(env.api.app, followedB!)).id,
      playbackUrl: expect.stringContaining(".m3u8"),
      liveSince: expect.any(String),
      isFollowing: true,
    });
    await goIdle(followedB!);
    const after = (await call("GET", "/livestreams/live?limit=50", viewer)).json();
    expect(after.items.map((i: { id: string }) => i.id)).not.toContain(followedB!.id);
  });

  it("leaves out a live creator who is suspended or has asked for deletion", async () => {
    const viewer = await createUser(env.api.app);
    const [suspended, deleting, visible] = await Promise.all(
      Array.from({ length: 3 }, () => createUser(env.api.app)),
    );
    for (const u of [suspended!, deleting!, visible!]) await goLive(u);
    const live = async () =>
      ((await call("GET", "/livestreams/live?limit=50", viewer)).json().items as { id: string }[]).map(
        (i) => i.id,
      );
    expect(await live()).toEqual(expect.arrayContaining([suspended!.id, deleting!.id, visible!.id]));
    await env.api.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, suspended!.id));
    await env.api.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, deleting!.id));
    const after = await live();
    expect(after).toContain(visible!.id);
    expect(after).not.toContain(suspended!.id);
    expect(after).not.toContain(deleting!.id);
  });

  it("answers 400 to a malformed cursor", async () => {
    const viewer = await createUser(env.api.app);
    expect((await call("GET", "/livestreams/live?cursor=nonsense", viewer)).statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify([1, "not a date", "x"])).toString("base64url");
    expect((await call("GET", `/livestreams/live?cursor=${forged}`, viewer)).statusCode).toBe(400);
  });
});
