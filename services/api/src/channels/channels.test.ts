import { QUEUES } from "@playpal/contracts";
import { blocks, channelMembers, channels, notifications, roomMessages } from "@playpal/db";
import { createQueueConnection } from "@playpal/platform";
import { Worker } from "bullmq";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { makeImage, multipart } from "#test/multipart.ts";
import { fanoutRoomCreated, roomCreatedProcessor } from "../notifications/room-created-fanout.ts";

const ctx = useTestApp();

type User = Awaited<ReturnType<typeof registerUser>>;
const call = ctx.call;

async function channelForm(
  user: User,
  method: "POST" | "PUT",
  url: string,
  fields: Record<string, string>,
  banner?: Buffer,
) {
  const form = multipart(
    fields,
    banner ? [{ field: "banner", filename: "banner.png", contentType: "image/png", data: banner }] : [],
  );
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(user.token), ...form.headers },
    payload: form.payload,
  });
}

async function createChannel(owner: User, name = "Speedrunners") {
  const response = await channelForm(owner, "POST", "/channels", { name }, await makeImage(300, 200));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; bannerUrl: string };
}

/** A channel and `count` users who joined it, in joining order. */
async function channelWithFans(count: number) {
  const owner = await registerUser(ctx.app);
  const channel = await createChannel(owner);
  const fans: User[] = [];
  for (let i = 0; i < count; i++) {
    const fan = await registerUser(ctx.app);
    await call("POST", `/channels/${channel.id}/join`, fan);
    fans.push(fan);
  }
  return { owner, channel, fans };
}

async function bannerBytes(url: string) {
  const response = await ctx.app.inject({ method: "GET", url: new URL(url).pathname });
  return { status: response.statusCode, body: response.rawPayload, type: response.headers["content-type"] };
}

describe("channels", () => {
  it("creates a channel with its owner as the first member and a re-encoded public banner", async () => {
    const owner = await registerUser(ctx.app);
    const response = await channelForm(
      owner,
      "POST",
      "/channels",
      { name: "  Retro games  ", description: "Old consoles" },
      await makeImage(900, 600, "jpeg"),
    );
    expect(response.statusCode).toBe(201);
    const channel = response.json();
    expect(channel).toEqual({
      id: expect.any(String),
      ownerId: owner.id,
      name: "Retro games",
      description: "Old consoles",
      bannerUrl: expect.stringContaining(`/files/channels/${channel.id}/banner-`),
      memberCount: 1,
      viewerRole: "owner",
      createdAt: expect.any(String),
    });
    const members = await ctx.db
      .select()
      .from(channelMembers)
      .where(eq(channelMembers.channelId, channel.id));
    expect(members).toEqual([expect.objectContaining({ userId: owner.id, role: "owner" })]);

    const banner = await bannerBytes(channel.bannerUrl);
    expect(banner.status).toBe(200);
    expect(banner.type).toBe("image/webp");
    expect(await sharp(banner.body).metadata()).toMatchObject({ format: "webp", width: 1500, height: 500 });
  });

  it("refuses a channel without a banner, with a non-image banner, or with bad fields (400)", async () => {
    const owner = await registerUser(ctx.app);
    const noBanner = await channelForm(owner, "POST", "/channels", { name: "x" });
    expect(noBanner.statusCode).toBe(400);
    const notImage = await channelForm(
      owner,
      "POST",
      "/channels",
      { name: "x" },
      Buffer.from("hello world!!!!!!"),
    );
    expect(notImage.statusCode).toBe(400);
    const noName = await channelForm(owner, "POST", "/channels", {}, await makeImage());
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.fieldErrors).toHaveProperty("name");
    const longName = await channelForm(
      owner,
      "POST",
      "/channels",
      { name: "n".repeat(81) },
      await makeImage(),
    );
    expect(longName.statusCode).toBe(400);
    const json = await call("POST", "/channels", owner, { name: "json body" });
    expect(json.statusCode).toBe(400);
    const truncatedPng = (await makeImage()).subarray(0, 40);
    const broken = await channelForm(owner, "POST", "/channels", { name: "x" }, truncatedPng);
    expect(broken.statusCode).toBe(400);
    expect(await ctx.db.select().from(channels).where(eq(channels.ownerId, owner.id))).toEqual([]);
  });

  it("answers 400, not 500, to malformed multipart bodies (cut off mid-part, another boundary, none)", async () => {
    const owner = await registerUser(ctx.app);
    const { id } = await createChannel(owner);
    const boundary = "----playpalbroken";
    const bodies = [
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\ncut off`,
      '--another-boundary\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--another-boundary--\r\n',
      "no boundary at all",
    ];
    for (const payload of bodies) {
      for (const [method, url] of [
        ["POST", "/channels"],
        ["PUT", `/channels/${id}`],
      ] as const) {
        const response = await ctx.app.inject({
          method,
          url: `/api/v1${url}`,
          headers: { ...bearer(owner.token), "content-type": `multipart/form-data; boundary=${boundary}` },
          payload,
        });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(
          400,
        );
        expect(response.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      }
    }
  });

  it("lets only the owner update name, description and banner; the old banner is removed", async () => {
    const [owner, member] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const channel = await createChannel(owner);
    await call("POST", `/channels/${channel.id}/join`, member);

    const refused = await channelForm(member, "PUT", `/channels/${channel.id}`, { name: "Mine now" });
    expect(refused.statusCode).toBe(403);
    const unknown = await channelForm(owner, "PUT", "/channels/nope", { name: "x" });
    expect(unknown.statusCode).toBe(404);

    const renamed = await channelForm(owner, "PUT", `/channels/${channel.id}`, {
      description: "All welcome",
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: "Speedrunners",
      description: "All welcome",
      bannerUrl: channel.bannerUrl,
    });

    const rebannered = await channelForm(
      owner,
      "PUT",
      `/channels/${channel.id}`,
      { name: "Any%" },
      await makeImage(100, 100),
    );
    expect(rebannered.statusCode).toBe(200);
    expect(rebannered.json().name).toBe("Any%");
    expect(rebannered.json().bannerUrl).not.toBe(channel.bannerUrl);
    const oldKey = new URL(channel.bannerUrl).pathname.split("/files/")[1] as string;
    expect(await ctx.deps.storage.head(oldKey)).toBeNull();
  });

  it("gets a channel with the caller's role, and 404 for an unknown id", async () => {
    const [owner, other] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const channel = await createChannel(owner);
    const seen = await call("GET", `/channels/${channel.id}`, other);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: channel.id, viewerRole: null, memberCount: 1 });
    expect((await call("GET", "/channels/unknown", other)).statusCode).toBe(404);
    expect((await call("GET", "/channels/bad%20id", other)).statusCode).toBe(400);
  });

  it("joins and leaves idempotently, keeps the member count, and refuses the owner leaving", async () => {
    const [owner, fan] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const channel = await createChannel(owner);
    const joined = await call("POST", `/channels/${channel.id}/join`, fan);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ memberCount: 2, viewerRole: "member" });
    expect((await call("POST", `/channels/${channel.id}/join`, fan)).json().memberCount).toBe(2);
    expect((await call("GET", "/channels/mine", fan)).json()).toEqual({ channelIds: [channel.id] });

    const ownerLeaves = await call("POST", `/channels/${channel.id}/leave`, owner);
    expect(ownerLeaves.statusCode).toBe(400);

    const left = await call("POST", `/channels/${channel.id}/leave`, fan);
    expect(left.json()).toMatchObject({ memberCount: 1, viewerRole: null });
    expect((await call("POST", `/channels/${channel.id}/leave`, fan)).json().memberCount).toBe(1);
    expect((await call("GET", "/channels/mine", fan)).json()).toEqual({ channelIds: [] });
    expect((await call("POST", "/channels/unknown/join", fan)).statusCode).toBe(404);
    expect((await call("POST", "/channels/unknown/leave", fan)).statusCode).toBe(404);
  });

  it("refuses to let a user join the channel of someone they blocked or who blocked them", async () => {
    const [owner, blocked] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const channel = await createChannel(owner);
    await ctx.db.insert(blocks).values({ blockerId: owner.id, blockedId: blocked.id });
    expect((await call("POST", `/channels/${channel.id}/join`, blocked)).statusCode).toBe(403);
  });

  it("ends each side's membership in the other's channels when one blocks the other", async () => {
    const [a, b, fan] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    const [ofA, ofB] = [await createChannel(a), await createChannel(b)];
    for (const user of [b, fan]) await call("POST", `/channels/${ofA.id}/join`, user);
    for (const user of [a, fan]) await call("POST", `/channels/${ofB.id}/join`, user);

    expect((await call("POST", `/user/${b.id}/block`, a)).statusCode).toBe(200);

    expect((await call("GET", "/channels/mine", a)).json()).toEqual({ channelIds: [ofA.id] });
    expect((await call("GET", "/channels/mine", b)).json()).toEqual({ channelIds: [ofB.id] });
    expect((await call("GET", `/channels/${ofA.id}`, a)).json().memberCount).toBe(2);
    expect((await call("GET", `/channels/${ofB.id}`, b)).json().memberCount).toBe(2);
    // Others are untouched.
    expect((await call("GET", "/channels/mine", fan)).json().channelIds.sort()).toEqual(
      [ofA.id, ofB.id].sort(),
    );
  });

  it("lists members newest first with a cursor, the owner last", async () => {
    const { owner, channel, fans } = await channelWithFans(3);
    const page1 = await call("GET", `/channels/${channel.id}/members?limit=2`, owner);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().items.map((m: { user: { id: string } }) => m.user.id)).toEqual([
      fans[2]?.id,
      fans[1]?.id,
    ]);
    const cursor = encodeURIComponent(JSON.stringify(page1.json().nextCursor));
    const page2 = await call("GET", `/channels/${channel.id}/members?limit=2&cursor=${cursor}`, owner);
    expect(page2.json().items).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: fans[0]?.id }), role: "member" }),
      expect.objectContaining({ user: expect.objectContaining({ id: owner.id }), role: "owner" }),
    ]);
    expect(page2.json().nextCursor).toBeNull();
    expect((await call("GET", "/channels/unknown/members", owner)).statusCode).toBe(404);
  });
});

describe("channel rooms", () => {
  it("lets only the owner open rooms, defaulting to members visibility, and lists them newest first", async () => {
    const [owner, member] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const channel = await createChannel(owner);
    await call("POST", `/channels/${channel.id}/join`, member);

    const created = await call("POST", `/channels/${channel.id}/rooms`, owner, { name: "Lobby" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      channelId: channel.id,
      name: "Lobby",
      visibility: "members",
      sessionId: null,
      createdAt: expect.any(String),
    });
    const vip = await call("POST", `/channels/${channel.id}/rooms`, owner, {
      name: "Backstage",
      visibility: "vip",
    });
    expect(vip.json().visibility).toBe("vip");

    expect((await call("POST", `/channels/${channel.id}/rooms`, member, { name: "Mine" })).statusCode).toBe(
      403,
    );
    expect((await call("POST", "/channels/unknown/rooms", owner, { name: "x" })).statusCode).toBe(404);
    for (const payload of [
      {},
      { name: "" },
      { name: "x", visibility: "secret" },
      { name: "x", visibility: "private" },
    ]) {
      expect((await call("POST", `/channels/${channel.id}/rooms`, owner, payload)).statusCode).toBe(400);
    }

    const listed = await call("GET", `/channels/${channel.id}/rooms?limit=1`, member);
    expect(listed.json().items.map((r: { name: string }) => r.name)).toEqual(["Backstage"]);
    const cursor = encodeURIComponent(JSON.stringify(listed.json().nextCursor));
    const rest = await call("GET", `/channels/${channel.id}/rooms?limit=1&cursor=${cursor}`, member);
    expect(rest.json().items.map((r: { name: string }) => r.name)).toEqual(["Lobby"]);
    expect((await call("GET", "/channels/unknown/rooms", member)).statusCode).toBe(404);
  });

  it("lets only the owner rename a room or change its visibility", async () => {
    const [owner, member] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const channel = await createChannel(owner);
    await call("POST", `/channels/${channel.id}/join`, member);
    const room = (await call("POST", `/channels/${channel.id}/rooms`, owner, { name: "Lobby" })).json();

    const patched = await call("PATCH", `/rooms/${room.id}`, owner, {
      name: "Main stage",
      visibility: "public",
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: room.id, name: "Main stage", visibility: "public" });
    expect((await call("PATCH", `/rooms/${room.id}`, member, { name: "x" })).statusCode).toBe(403);
    expect((await call("PATCH", "/rooms/unknown", owner, { name: "x" })).statusCode).toBe(404);
    expect((await call("PATCH", `/rooms/${room.id}`, owner, {})).statusCode).toBe(400);
    expect((await call("PATCH", `/rooms/${room.id}`, owner, { visibility: "private" })).statusCode).toBe(400);
  });

  it("persists room chat for those the room lets in, newest first, and refuses others", async () => {
    const [owner, member, stranger] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    const channel = await createChannel(owner);
    await call("POST", `/channels/${channel.id}/join`, member);
    const room = (await call("POST", `/channels/${channel.id}/rooms`, owner, { name: "Lobby" })).json();

    const sent = await call("POST", `/rooms/${room.id}/messages`, member, { body: "gg" });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      roomId: room.id,
      senderId: member.id,
      sender: { id: member.id, display_name: expect.any(String) },
      body: "gg",
    });
    await call("POST", `/rooms/${room.id}/messages`, owner, { body: "wp" });
    const history = await call("GET", `/rooms/${room.id}/messages?limit=1`, member);
    expect(history.json().items.map((m: { body: string }) => m.body)).toEqual(["wp"]);
    const cursor = encodeURIComponent(JSON.stringify(history.json().nextCursor));
    const older = await call("GET", `/rooms/${room.id}/messages?limit=1&cursor=${cursor}`, member);
    expect(older.json()).toEqual({ items: [expect.objectContaining({ body: "gg" })], nextCursor: null });

    expect(
      (await call("POST", `/rooms/${room.id}/messages`, stranger, { body: "let me in" })).statusCode,
    ).toBe(403);
    expect((await call("GET", `/rooms/${room.id}/messages`, stranger)).statusCode).toBe(403);
    expect((await call("GET", "/rooms/unknown/messages", member)).statusCode).toBe(404);
    expect((await call("POST", `/rooms/${room.id}/messages`, member, { body: " " })).statusCode).toBe(400);
  });
});

describe("room chat edit and delete", () => {
  async function roomWithMessage() {
    const [owner, sender, other, stranger] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    const channel = await createChannel(owner);
    await call("POST", `/channels/${channel.id}/join`, sender);
    await call("POST", `/channels/${channel.id}/join`, other);
    const room = (await call("POST", `/channels/${channel.id}/rooms`, owner, { name: "Lobby" })).json();
    const sent = await call("POST", `/rooms/${room.id}/messages`, sender, { body: "frist" });
    expect(sent.statusCode).toBe(201);
    return {
      owner,
      sender,
      other,
      stranger,
      channelId: channel.id,
      roomId: room.id as string,
      message: sent.json(),
    };
  }

  it("lets the sender edit a message; the history shows the new text and editedAt", async () => {
    const { sender, other, roomId, message } = await roomWithMessage();
    const edited = await call("PATCH", `/rooms/${roomId}/messages/${message.id}`, sender, {
      body: "  first  ",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      ...message,
      body: "first",
      editedAt: expect.any(String),
    });
    const history = await call("GET", `/rooms/${roomId}/messages`, other);
    expect(history.json().items).toEqual([edited.json()]);
  });

  it("soft-deletes the sender's message: a tombstone in the history, the same one when deleted twice", async () => {
    const { sender, other, roomId, message } = await roomWithMessage();
    const deleted = await call("DELETE", `/rooms/${roomId}/messages/${message.id}`, sender);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ...message, body: null, deletedAt: expect.any(String) });
    const again = await call("DELETE", `/rooms/${roomId}/messages/${message.id}`, sender);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(deleted.json());

    const history = await call("GET", `/rooms/${roomId}/messages`, other);
    expect(history.json().items).toEqual([deleted.json()]);
    const [row] = await ctx.db.select().from(roomMessages).where(eq(roomMessages.id, message.id));
    expect(row).toMatchObject({ body: "frist", deletedAt: expect.any(Date) });
  });

  it("refuses to edit a deleted message (400 MESSAGE_DELETED, as DMs do) and keeps the tombstone", async () => {
    const { sender, roomId, message } = await roomWithMessage();
    await call("DELETE", `/rooms/${roomId}/messages/${message.id}`, sender);
    const edit = await call("PATCH", `/rooms/${roomId}/messages/${message.id}`, sender, { body: "undo" });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().code).toBe("MESSAGE_DELETED");
    const history = await call("GET", `/rooms/${roomId}/messages`, sender);
    expect(history.json().items[0]).toMatchObject({ id: message.id, body: null, editedAt: null });
  });

  it("answers 403 NOT_SENDER to others inside the room, the channel owner included", async () => {
    const { owner, other, roomId, message } = await roomWithMessage();
    for (const user of [other, owner]) {
      const edit = await call("PATCH", `/rooms/${roomId}/messages/${message.id}`, user, { body: "mine now" });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().code).toBe("NOT_SENDER");
      const remove = await call("DELETE", `/rooms/${roomId}/messages/${message.id}`, user);
      expect(remove.statusCode).toBe(403);
      expect(remove.json().code).toBe("NOT_SENDER");
    }
    const history = await call("GET", `/rooms/${roomId}/messages`, other);
    expect(history.json().items).toEqual([message]);
  });

  it("answers 404 to those the room does not let in, and to unknown rooms and messages", async () => {
    const { owner, sender, stranger, channelId, roomId, message } = await roomWithMessage();
    const otherRoom = (await call("POST", `/channels/${channelId}/rooms`, owner, { name: "Other" })).json();
    const cases: [User, string][] = [
      [stranger, `/rooms/${roomId}/messages/${message.id}`],
      [stranger, `/rooms/${roomId}/messages/no_such_message`],
      [sender, `/rooms/no_such_room/messages/${message.id}`],
      [sender, `/rooms/${roomId}/messages/no_such_message`],
      // A real message addressed through another room of the same channel.
      [sender, `/rooms/${otherRoom.id}/messages/${message.id}`],
    ];
    for (const [user, url] of cases) {
      const edit = await call("PATCH", url, user, { body: "x" });
      expect(edit.statusCode, `PATCH ${url}`).toBe(404);
      expect((await call("DELETE", url, user)).statusCode, `DELETE ${url}`).toBe(404);
    }
  });

  it("applies the room access rule to the sender too: after leaving the channel their message is out of reach", async () => {
    const { sender, other, channelId, roomId, message } = await roomWithMessage();
    await call("POST", `/channels/${channelId}/leave`, sender);
    expect(
      (await call("PATCH", `/rooms/${roomId}/messages/${message.id}`, sender, { body: "x" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/rooms/${roomId}/messages/${message.id}`, sender)).statusCode).toBe(404);
    expect((await call("GET", `/rooms/${roomId}/messages`, other)).json().items).toEqual([message]);
  });

  it("answers 400 to bad bodies and malformed ids, and 401 without a token", async () => {
    const { sender, roomId, message } = await roomWithMessage();
    const url = `/rooms/${roomId}/messages/${message.id}`;
    for (const payload of [{}, { body: "   " }, { body: "x".repeat(2001) }, { body: 42 }, undefined]) {
      const response = await call("PATCH", url, sender, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.any(String) });
    }
    for (const bad of [`/rooms/bad%20id/messages/${message.id}`, `/rooms/${roomId}/messages/bad%20id`]) {
      expect((await call("PATCH", bad, sender, { body: "x" })).statusCode, bad).toBe(400);
      expect((await call("DELETE", bad, sender)).statusCode, bad).toBe(400);
    }
    for (const method of ["PATCH", "DELETE"] as const) {
      const anonymous = await ctx.app.inject({ method, url: `/api/v1${url}`, payload: { body: "x" } });
      expect(anonymous.statusCode).toBe(401);
    }
    expect((await call("GET", `/rooms/${roomId}/messages`, sender)).json().items).toEqual([message]);
  });
});

describe("CHANNEL_ROOM_CREATED fan-out", () => {
  it("queues one job per room and a real worker notifies every member except the owner", async () => {
    const { owner, channel, fans } = await channelWithFans(3);
    const connection = createQueueConnection(ctx.config.REDIS_URL);
    const worker = new Worker(QUEUES.background, roomCreatedProcessor(ctx.deps), {
      connection,
      prefix: `${ctx.config.REDIS_PREFIX}:bull`,
    });
    try {
      // Rooms opened by earlier tests queued their own jobs: wait for this room's, however fast it runs.
      const finished = new Map<string, Error | null>();
      let wake = () => {};
      worker.on("completed", (job) => {
        finished.set(job.id ?? "", null);
        wake();
      });
      worker.on("failed", (job, error) => {
        finished.set(job?.id ?? "", error);
        wake();
      });
      const room = (await call("POST", `/channels/${channel.id}/rooms`, owner, { name: "Lobby" })).json();
      const jobId = `room-created-${room.id}`;
      const job = await ctx.deps.queues.background.getJob(jobId);
      expect(job?.name).toBe("fanout.channel-room-created");
      expect(job?.data).toEqual({
        channelId: channel.id,
        roomId: room.id,
        actorId: owner.id,
        requestId: expect.any(String),
      });
      await new Promise<void>((resolve, reject) => {
        wake = () => {
          if (!finished.has(jobId)) return;
          const error = finished.get(jobId);
          if (error) reject(error);
          else resolve();
        };
        wake();
      });

      const rows = await ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, "CHANNEL_ROOM_CREATED"), eq(notifications.targetId, room.id)));
      expect(rows.map((r) => r.recipientId).sort()).toEqual(fans.map((f) => f.id).sort());
      expect(rows[0]).toMatchObject({
        actorId: owner.id,
        targetType: "room",
        data: { screen: "room", roomId: room.id },
      });
    } finally {
      await worker.close();
      connection.disconnect();
    }
  });

  it("resumes after the last finished batch instead of notifying the first members twice", async () => {
    const { owner, channel, fans: members } = await channelWithFans(4);
    const fans = members.map((f) => f.id);
    fans.sort();
    const roomId = "resume_test_room";
    const batches: string[] = [];
    const result = await fanoutRoomCreated(
      ctx.deps,
      { channelId: channel.id, roomId, actorId: owner.id },
      { resumeAfter: fans[1], batchSize: 1, onBatchDone: async (last) => void batches.push(last) },
    );
    expect(result.notified).toBe(2);
    expect(batches).toEqual(fans.slice(2));
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.targetId, roomId));
    expect(rows.map((r) => r.recipientId).sort()).toEqual(fans.slice(2));
  });

  it("skips members in a block with the owner, each batch in one insert", async () => {
    const { owner, channel, fans: members } = await channelWithFans(3);
    const fans = members.map((f) => f.id);
    // One member later blocks the owner, and the owner blocks another.
    await ctx.db.insert(blocks).values([
      { blockerId: fans[0]!, blockedId: owner.id },
      { blockerId: owner.id, blockedId: fans[1]! },
    ]);
    const roomId = "blocked_members_room";
    const result = await fanoutRoomCreated(ctx.deps, { channelId: channel.id, roomId, actorId: owner.id });
    expect(result.notified).toBe(1);
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.targetId, roomId));
    expect(rows.map((r) => r.recipientId)).toEqual([fans[2]]);
  });

  it("walks a channel larger than one batch, each member once", async () => {
    const { owner, channel, fans: members } = await channelWithFans(5);
    const fans = members.map((f) => f.id);
    const batches: string[] = [];
    const roomId = "batched_room";
    const result = await fanoutRoomCreated(
      ctx.deps,
      { channelId: channel.id, roomId, actorId: owner.id },
      { batchSize: 2, onBatchDone: async (last) => void batches.push(last) },
    );
    expect(result.notified).toBe(5);
    expect(batches).toHaveLength(3);
    const rows = await ctx.db.select().from(notifications).where(eq(notifications.targetId, roomId));
    expect(rows.map((r) => r.recipientId).sort()).toEqual(fans.sort());
  });
});

describe("OpenAPI", () => {
  it("publishes every messaging, channel, room and voice route with its schemas", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/openapi.json" })).json();
    const expected: [string, string][] = [
      ["/api/v1/conversations", "post"],
      ["/api/v1/conversations", "get"],
      ["/api/v1/conversations/{id}/messages", "get"],
      ["/api/v1/conversations/{id}/messages", "post"],
      ["/api/v1/conversations/{id}/messages/{messageId}", "patch"],
      ["/api/v1/conversations/{id}/messages/{messageId}", "delete"],
      ["/api/v1/conversations/{id}/read", "post"],
      ["/api/v1/dm/{conversationId}/authz", "get"],
      ["/api/v1/channels", "post"],
      ["/api/v1/channels/mine", "get"],
      ["/api/v1/channels/{channelId}", "get"],
      ["/api/v1/channels/{channelId}", "put"],
      ["/api/v1/channels/{channelId}/join", "post"],
      ["/api/v1/channels/{channelId}/leave", "post"],
      ["/api/v1/channels/{channelId}/members", "get"],
      ["/api/v1/channels/{channelId}/rooms", "post"],
      ["/api/v1/channels/{channelId}/rooms", "get"],
      ["/api/v1/rooms/{roomId}", "patch"],
      ["/api/v1/rooms/{roomId}/messages", "get"],
      ["/api/v1/rooms/{roomId}/messages", "post"],
      ["/api/v1/rooms/{roomId}/messages/{messageId}", "patch"],
      ["/api/v1/rooms/{roomId}/messages/{messageId}", "delete"],
      ["/api/v1/rooms/{roomId}/voice-token", "post"],
      ["/api/v1/room/{roomId}/authz", "get"],
    ];
    for (const [path, method] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(operation.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
    const create = doc.paths["/api/v1/channels"].post.requestBody.content;
    expect(Object.keys(create)).toEqual(["multipart/form-data"]);
    expect(Object.keys(create["multipart/form-data"].schema.properties)).toEqual(
      expect.arrayContaining(["name", "description", "banner"]),
    );
  });
});
