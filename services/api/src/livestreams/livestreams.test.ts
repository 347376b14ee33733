import { liveStreamMessages, liveStreams } from "@playpal/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { block, createUser, liveStreamRow, type TestUser } from "#test/social-factories.ts";

const ctx = useTestApp({ RATE_LIMIT_MAX: "100000" });

const call = ctx.call;

interface Message {
  id: string;
  liveStreamId: string;
  body: string;
  createdAt: string;
  sender: { id: string; username: string | null; display_name: string; avatarUrl: string | null };
}
interface Page {
  items: Message[];
  nextCursor: { id: string; createdAt: string } | null;
}

async function readAll(user: TestUser, streamId: string, limit: number): Promise<Message[][]> {
  const pages: Message[][] = [];
  let query = `?limit=${limit}`;
  for (let i = 0; i < 50; i++) {
    const response = await call("GET", `/livestreams/${streamId}/messages${query}`, user);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    pages.push(page.items);
    if (!page.nextCursor) return pages;
    query = `?limit=${limit}&cursor[id]=${page.nextCursor.id}&cursor[createdAt]=${encodeURIComponent(page.nextCursor.createdAt)}`;
  }
  throw new Error("paging did not end");
}

describe("GET /livestreams/credentials", () => {
  it("returns the caller's own stream as stored, idle, with the provider's ingest and playback URLs", async () => {
    const user = await createUser(ctx.app);
    const response = await call("GET", "/livestreams/credentials", user);
    expect(response.statusCode).toBe(200);
    const row = await liveStreamRow(ctx, user);
    expect(response.json()).toEqual({
      id: row.id,
      providerStreamId: row.providerStreamId,
      streamKey: row.streamKey,
      videoPlaybackId: row.playbackId,
      status: "idle",
      rtmpUrl: ctx.deps.video.rtmpUrl,
      playbackUrl: ctx.deps.video.playbackUrl(row.playbackId),
    });
  });

  it("gives each user only their own credentials", async () => {
    const [a, b] = [await createUser(ctx.app), await createUser(ctx.app)];
    const [ca, cb] = await Promise.all([
      call("GET", "/livestreams/credentials", a),
      call("GET", "/livestreams/credentials", b),
    ]);
    expect(ca.json().id).toBe((await liveStreamRow(ctx, a)).id);
    expect(cb.json().id).toBe((await liveStreamRow(ctx, b)).id);
    expect(ca.json().streamKey).not.toBe(cb.json().streamKey);
  });

  it("reports an active stream as active", async () => {
    const user = await createUser(ctx.app);
    await ctx.db.update(liveStreams).set({ status: "active" }).where(eq(liveStreams.userId, user.id));
    expect((await call("GET", "/livestreams/credentials", user)).json().status).toBe("active");
  });

  it("creates exactly one stream for a user who has none, even under concurrent requests", async () => {
    const user = await createUser(ctx.app);
    await ctx.db.delete(liveStreams).where(eq(liveStreams.userId, user.id));
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call("GET", "/livestreams/credentials", user)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await ctx.db.select().from(liveStreams).where(eq(liveStreams.userId, user.id));
    expect(rows).toHaveLength(1);
    for (const r of responses) {
      expect(r.json()).toMatchObject({ id: rows[0]?.id, streamKey: rows[0]?.streamKey, status: "idle" });
    }
  });

  it("requires authentication", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/v1/livestreams/credentials" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty("message");
  });
});

describe("POST /livestreams/credentials/regenerate", () => {
  it("stores and returns a new stream key, leaving other users' keys alone", async () => {
    const [user, other] = [await createUser(ctx.app), await createUser(ctx.app)];
    const before = await liveStreamRow(ctx, user);
    const otherBefore = await liveStreamRow(ctx, other);
    const response = await call("POST", "/livestreams/credentials/regenerate", user);
    expect(response.statusCode).toBe(200);
    const { streamKey } = response.json() as { streamKey: string };
    expect(streamKey).toMatch(/^[\w-]{16,}$/);
    expect(streamKey).not.toBe(before.streamKey);
    const after = await liveStreamRow(ctx, user);
    expect(after).toMatchObject({ id: before.id, streamKey, playbackId: before.playbackId });
    expect((await call("GET", "/livestreams/credentials", user)).json().streamKey).toBe(streamKey);
    expect((await liveStreamRow(ctx, other)).streamKey).toBe(otherBefore.streamKey);
  });

  it("requires authentication", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/livestreams/credentials/regenerate",
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("live stream chat", () => {
  it("stores a trimmed message from any user on an idle stream and returns it with its sender", async () => {
    const [owner, viewer] = [await createUser(ctx.app), await createUser(ctx.app)];
    const stream = await liveStreamRow(ctx, owner);
    const response = await call("POST", `/livestreams/${stream.id}/messages`, viewer, { body: "  gg  " });
    expect(response.statusCode).toBe(201);
    const message = response.json() as Message;
    expect(message).toMatchObject({
      liveStreamId: stream.id,
      body: "gg",
      sender: { id: viewer.id, username: viewer.username, avatarUrl: null },
    });
    expect(typeof message.sender.display_name).toBe("string");
    const [row] = await ctx.db.select().from(liveStreamMessages).where(eq(liveStreamMessages.id, message.id));
    expect(row).toMatchObject({ userId: viewer.id, liveStreamId: stream.id, body: "gg" });
    expect(message.createdAt).toBe(row?.createdAt.toISOString());
  });

  it("pages through every message newest first, without duplicates, ties broken by id", async () => {
    const [owner, a, b] = [await createUser(ctx.app), await createUser(ctx.app), await createUser(ctx.app)];
    const stream = await liveStreamRow(ctx, owner);
    const sameInstant = new Date("2026-01-01T12:00:00.000Z");
    // Seven messages, four of them sharing one createdAt, so pages split inside a tie.
    const seeded = await ctx.db
      .insert(liveStreamMessages)
      .values([
        {
          liveStreamId: stream.id,
          userId: a.id,
          body: "m1",
          createdAt: new Date("2026-01-01T11:00:00.000Z"),
        },
        { liveStreamId: stream.id, userId: b.id, body: "m2", createdAt: sameInstant },
        { liveStreamId: stream.id, userId: a.id, body: "m3", createdAt: sameInstant },
        { liveStreamId: stream.id, userId: b.id, body: "m4", createdAt: sameInstant },
        { liveStreamId: stream.id, userId: owner.id, body: "m5", createdAt: sameInstant },
        {
          liveStreamId: stream.id,
          userId: a.id,
          body: "m6",
          createdAt: new Date("2026-01-01T13:00:00.000Z"),
        },
      ])
      .returning();
    const posted = await call("POST", `/livestreams/${stream.id}/messages`, b, { body: "m7" });
    expect(posted.statusCode).toBe(201);
    // Another stream's chat never leaks in.
    const elsewhere = await liveStreamRow(ctx, a);
    await call("POST", `/livestreams/${elsewhere.id}/messages`, b, { body: "other stream" });

    const pages = await readAll(a, stream.id, 2);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    const items = pages.flat();
    const expected = [
      ...seeded.map((r) => ({ id: r.id, createdAt: r.createdAt })),
      {
        id: posted.json().id as string,
        createdAt: new Date(posted.json().createdAt as string),
      },
    ].sort(
      (x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0),
    );
    expect(items.map((m) => m.id)).toEqual(expected.map((m) => m.id));
    expect(new Set(items.map((m) => m.id)).size).toBe(7);
    const m5 = items.find((m) => m.body === "m5");
    expect(m5?.sender).toMatchObject({ id: owner.id, username: owner.username });
    expect(items.every((m) => m.liveStreamId === stream.id)).toBe(true);
  });

  it("answers an empty page for a stream without chat", async () => {
    const owner = await createUser(ctx.app);
    const response = await call(
      "GET",
      `/livestreams/${(await liveStreamRow(ctx, owner)).id}/messages`,
      owner,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], nextCursor: null });
  });

  it("answers 404 for an unknown stream, reading or writing", async () => {
    const user = await createUser(ctx.app);
    const read = await call("GET", "/livestreams/doesnotexist/messages", user);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ message: expect.any(String), code: "NOT_FOUND" });
    const write = await call("POST", "/livestreams/doesnotexist/messages", user, { body: "hi" });
    expect(write.statusCode).toBe(404);
    expect(
      await ctx.db.select().from(liveStreamMessages).where(eq(liveStreamMessages.userId, user.id)),
    ).toEqual([]);
  });

  it("refuses bad input with 400 and the error shape", async () => {
    const owner = await createUser(ctx.app);
    const stream = await liveStreamRow(ctx, owner);
    const url = `/livestreams/${stream.id}/messages`;
    for (const payload of [{}, { body: "" }, { body: "   " }, { body: "x".repeat(501) }, { body: 5 }]) {
      const response = await call("POST", url, owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String), code: "VALIDATION_FAILED" });
    }
    const nul = await call("POST", url, owner, { body: "a\u0000b" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toHaveProperty("message");
    expect((await call("POST", url, owner, { body: "x".repeat(500) })).statusCode).toBe(201);
    for (const query of ["?limit=abc", "?cursor=garbage", "?cursor[id]=x&cursor[createdAt]=yesterday"]) {
      const response = await call("GET", `${url}${query}`, owner);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toHaveProperty("message");
    }
    expect((await call("GET", "/livestreams/bad%20id/messages", owner)).statusCode).toBe(400);
  });

  it("refuses chat between the streamer and a user in a block with them, either way", async () => {
    const [owner, blockedByOwner, blocker] = [
      await createUser(ctx.app),
      await createUser(ctx.app),
      await createUser(ctx.app),
    ];
    const stream = await liveStreamRow(ctx, owner);
    await block(ctx, owner, blockedByOwner);
    await block(ctx, blocker, owner);
    for (const user of [blockedByOwner, blocker]) {
      const write = await call("POST", `/livestreams/${stream.id}/messages`, user, { body: "hi" });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toMatchObject({ code: "BLOCKED" });
      expect((await call("GET", `/livestreams/${stream.id}/messages`, user)).statusCode).toBe(403);
    }
    expect(
      await ctx.db.select().from(liveStreamMessages).where(eq(liveStreamMessages.liveStreamId, stream.id)),
    ).toEqual([]);
  });

  it("hides from a viewer the messages of other chatters they are in a block with", async () => {
    const [owner, viewer, troll, friend] = [
      await createUser(ctx.app),
      await createUser(ctx.app),
      await createUser(ctx.app),
      await createUser(ctx.app),
    ];
    const stream = await liveStreamRow(ctx, owner);
    for (const [user, body] of [
      [troll, "troll"],
      [friend, "friend"],
      [viewer, "mine"],
    ] as const) {
      expect((await call("POST", `/livestreams/${stream.id}/messages`, user, { body })).statusCode).toBe(201);
    }
    await block(ctx, viewer, troll);
    const seenByViewer = (await call("GET", `/livestreams/${stream.id}/messages`, viewer)).json() as Page;
    expect(seenByViewer.items.map((m) => m.body)).toEqual(["mine", "friend"]);
    const seenByTroll = (await call("GET", `/livestreams/${stream.id}/messages`, troll)).json() as Page;
    expect(seenByTroll.items.map((m) => m.body)).toEqual(["friend", "troll"]);
    const seenByOwner = (await call("GET", `/livestreams/${stream.id}/messages`, owner)).json() as Page;
    expect(seenByOwner.items.map((m) => m.body)).toEqual(["mine", "friend", "troll"]);
  });

  it("requires authentication", async () => {
    const owner = await createUser(ctx.app);
    const stream = await liveStreamRow(ctx, owner);
    const read = await ctx.app.inject({ method: "GET", url: `/api/v1/livestreams/${stream.id}/messages` });
    const write = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/livestreams/${stream.id}/messages`,
      payload: { body: "hi" },
    });
    expect([read.statusCode, write.statusCode]).toEqual([401, 401]);
  });
});
