import { blocks, conversationParticipants, messages, notifications } from "@playpal/db";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registerUser, useTestApp } from "#test/context.ts";

const ctx = useTestApp();

type User = Awaited<ReturnType<typeof registerUser>>;
const call = ctx.call;

async function open(a: User, b: User) {
  const response = await call("POST", "/conversations", a, { participantIds: [b.id] });
  expect([200, 201]).toContain(response.statusCode);
  return response.json().id as string;
}

async function send(user: User, conversationId: string, body: string) {
  const response = await call("POST", `/conversations/${conversationId}/messages`, user, { body });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; body: string; createdAt: string };
}

describe("opening a conversation", () => {
  it("creates the 1:1 conversation once (201) and answers the same one afterwards (200), from either side", async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const first = await call("POST", "/conversations", a, { participantIds: [b.id] });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: expect.any(String),
      otherParticipant: { id: b.id, display_name: expect.any(String), avatarUrl: null },
      lastMessage: null,
      unreadCount: 0,
      lastReadAt: null,
      lastReadMessageId: null,
    });
    const again = await call("POST", "/conversations", a, { participantIds: [b.id, a.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const reverse = await call("POST", "/conversations", b, { participantIds: [a.id] });
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json()).toMatchObject({ id: first.json().id, otherParticipant: { id: a.id } });
  });

  it("stays one conversation when both users open it at the same time", async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => call("POST", "/conversations", a, { participantIds: [b.id] })),
      ...Array.from({ length: 4 }, () => call("POST", "/conversations", b, { participantIds: [a.id] })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const rows = await ctx.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, responses[0]?.json().id));
    expect(rows.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
  });

  it("refuses a conversation with oneself (400), with an unknown user (404) and bad bodies (400)", async () => {
    const a = await registerUser(ctx.app);
    const self = await call("POST", "/conversations", a, { participantIds: [a.id] });
    expect(self.statusCode).toBe(400);
    const unknown = await call("POST", "/conversations", a, { participantIds: ["nobody_here"] });
    expect(unknown.statusCode).toBe(404);
    for (const payload of [
      {},
      { participantIds: [] },
      { participantIds: "x" },
      { participantIds: ["a b"] },
    ]) {
      const response = await call("POST", "/conversations", a, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fieldErrors).toHaveProperty("participantIds");
    }
    const group = await call("POST", "/conversations", a, {
      participantIds: [(await registerUser(ctx.app)).id, (await registerUser(ctx.app)).id],
    });
    expect(group.statusCode).toBe(400);
  });

  it("refuses to open a conversation when either user blocked the other", async () => {
    const [a, b, c] = [await registerUser(ctx.app), await registerUser(ctx.app), await registerUser(ctx.app)];
    await ctx.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    expect((await call("POST", "/conversations", a, { participantIds: [b.id] })).statusCode).toBe(403);
    expect((await call("POST", "/conversations", b, { participantIds: [a.id] })).statusCode).toBe(403);
    await ctx.db.insert(blocks).values({ blockerId: a.id, blockedId: c.id });
    expect((await call("POST", "/conversations", c, { participantIds: [a.id] })).statusCode).toBe(403);
  });

  it("needs a token", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/v1/conversations", payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe("messages", () => {
  it("sends, pages the history newest first with a cursor, and notifies the other participant", async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const id = await open(a, b);
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await send(i % 2 ? b : a, id, `message ${i}`));
    expect(sent[0]).toMatchObject({ conversationId: id, senderId: a.id, body: "message 0", deletedAt: null });

    const page1 = await call("GET", `/conversations/${id}/messages?limit=2`, b);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().items.map((m: { body: string }) => m.body)).toEqual(["message 4", "message 3"]);
    const cursor = page1.json().nextCursor;
    expect(cursor).toEqual({ id: sent[3]?.id, createdAt: sent[3]?.createdAt });
    const page2 = await call(
      "GET",
      `/conversations/${id}/messages?limit=2&cursor=${encodeURIComponent(JSON.stringify(cursor))}`,
      b,
    );
    expect(page2.json().items.map((m: { body: string }) => m.body)).toEqual(["message 2", "message 1"]);
    const page3 = await call(
      "GET",
      `/conversations/${id}/messages?limit=2&cursor[id]=${page2.json().nextCursor.id}&cursor[createdAt]=${encodeURIComponent(page2.json().nextCursor.createdAt)}`,
      b,
    );
    expect(page3.json()).toEqual({
      items: [expect.objectContaining({ body: "message 0" })],
      nextCursor: null,
    });

    const toB = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, b.id), eq(notifications.type, "DIRECT_MESSAGE")));
    expect(toB).toHaveLength(3);
    expect(toB[0]).toMatchObject({
      actorId: a.id,
      targetType: "conversation",
      targetId: id,
      data: { screen: "conversation", conversationId: id },
    });
  });

  it("refuses empty or oversized bodies and bad cursors with 400", async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const id = await open(a, b);
    for (const payload of [{}, { body: "" }, { body: "   " }, { body: "x".repeat(4001) }, { body: 3 }]) {
      const response = await call("POST", `/conversations/${id}/messages`, a, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fieldErrors).toHaveProperty("body");
    }
    const badCursor = await call("GET", `/conversations/${id}/messages?cursor=notjson`, a);
    expect(badCursor.statusCode).toBe(400);
  });

  it("refuses with 400 a cursor date that is valid ISO 8601 but outside what PostgreSQL stores (year 0, year 10000)", async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const id = await open(a, b);
    for (const createdAt of ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59-14:00"]) {
      const query = `cursor[id]=abc&cursor[createdAt]=${encodeURIComponent(createdAt)}`;
      for (const url of [`/conversations/${id}/messages?${query}`, `/conversations?${query}`]) {
        const response = await call("GET", url, a);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(response.json().errors.fieldErrors).toHaveProperty("cursor");
      }
    }
  });

  it("answers 404 to non-participants for every conversation route, and for unknown ids", async () => {
    const [a, b, stranger] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    const id = await open(a, b);
    const message = await send(a, id, "private");
    for (const conversationId of [id, "does_not_exist"]) {
      const routes: [Parameters<typeof call>[0], string, unknown?][] = [
        ["GET", `/conversations/${conversationId}/messages`],
        ["POST", `/conversations/${conversationId}/messages`, { body: "hi" }],
        ["PATCH", `/conversations/${conversationId}/messages/${message.id}`, { body: "hi" }],
        ["DELETE", `/conversations/${conversationId}/messages/${message.id}`],
        ["POST", `/conversations/${conversationId}/read`, { lastReadMessageId: message.id }],
      ];
      for (const [method, url, payload] of routes) {
        const response = await call(method, url, stranger, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body).not.toContain("private");
      }
    }
    const list = await call("GET", "/conversations", stranger);
    expect(list.json()).toEqual({ items: [], nextCursor: null });
  });

  it("lets only the sender edit and delete; a deleted message stays as a tombstone", async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const id = await open(a, b);
    const message = await send(a, id, "first draft");

    const notMine = await call("PATCH", `/conversations/${id}/messages/${message.id}`, b, { body: "hijack" });
    expect(notMine.statusCode).toBe(403);
    expect((await call("DELETE", `/conversations/${id}/messages/${message.id}`, b)).statusCode).toBe(403);
    expect((await call("PATCH", `/conversations/${id}/messages/nope`, a, { body: "x" })).statusCode).toBe(
      404,
    );

    const edited = await call("PATCH", `/conversations/${id}/messages/${message.id}`, a, { body: "final" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: message.id, body: "final", editedAt: expect.any(String) });

    const deleted = await call("DELETE", `/conversations/${id}/messages/${message.id}`, a);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: message.id, body: null, deletedAt: expect.any(String) });
    const again = await call("DELETE", `/conversations/${id}/messages/${message.id}`, a);
    expect(again.json().deletedAt).toBe(deleted.json().deletedAt);
    const editDeleted = await call("PATCH", `/conversations/${id}/messages/${message.id}`, a, { body: "x" });
    expect(editDeleted.statusCode).toBe(400);

    const history = await call("GET", `/conversations/${id}/messages`, b);
    expect(history.json().items).toEqual([
      expect.objectContaining({ id: message.id, body: null, deletedAt: deleted.json().deletedAt }),
    ]);
    expect(history.body).not.toContain("final");
  });

  it("refuses to send in either direction once a block exists, and the authz check refuses too", async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const id = await open(a, b);
    await send(b, id, "before the block");
    await ctx.db.insert(blocks).values({ blockerId: a.id, blockedId: b.id });
    expect((await call("POST", `/conversations/${id}/messages`, b, { body: "hey" })).statusCode).toBe(403);
    expect((await call("POST", `/conversations/${id}/messages`, a, { body: "hey" })).statusCode).toBe(403);
    expect((await call("GET", `/dm/${id}/authz`, a)).statusCode).toBe(403);
    expect((await call("GET", `/dm/${id}/authz`, b)).statusCode).toBe(403);
    const stored = await ctx.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.body)).toEqual(["before the block"]);
  });

  it("refuses editing a message once a block exists (a new text is a new write), but lets the sender retract it", async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const id = await open(a, b);
    const message = await send(b, id, "before the block");
    await ctx.db.insert(blocks).values({ blockerId: a.id, blockedId: b.id });
    const edit = await call("PATCH", `/conversations/${id}/messages/${message.id}`, b, {
      body: "edited after",
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe("BLOCKED");
    const [stored] = await ctx.db.select().from(messages).where(eq(messages.id, message.id));
    expect(stored?.body).toBe("before the block");
    const retract = await call("DELETE", `/conversations/${id}/messages/${message.id}`, b);
    expect(retract.statusCode).toBe(200);
    expect(retract.json().deletedAt).toEqual(expect.any(String));
  });
});

describe("conversation list and read receipts", () => {
  it("lists conversations by last activity with the other participant, last message and unread count", async () => {
    const [me, x, y, z] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    const withX = await open(me, x);
    const withY = await open(me, y);
    const withZ = await open(z, me);
    await send(x, withX, "x1");
    await send(x, withX, "x2");
    await send(me, withY, "mine");
    await send(x, withX, "x3");

    const page1 = await call("GET", "/conversations?limit=2", me);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().items).toEqual([
      expect.objectContaining({
        id: withX,
        otherParticipant: expect.objectContaining({ id: x.id }),
        lastMessage: expect.objectContaining({ body: "x3", senderId: x.id }),
        unreadCount: 3,
      }),
      expect.objectContaining({
        id: withY,
        lastMessage: expect.objectContaining({ body: "mine" }),
        unreadCount: 0,
      }),
    ]);
    const cursor = page1.json().nextCursor;
    const page2 = await call(
      "GET",
      `/conversations?limit=2&cursor=${encodeURIComponent(JSON.stringify(cursor))}`,
      me,
    );
    expect(page2.json()).toEqual({
      items: [expect.objectContaining({ id: withZ, lastMessage: null, unreadCount: 0 })],
      nextCursor: null,
    });
    // The list key: the last message's time, or the creation time before any message.
    const [xItem] = page1.json().items;
    expect(xItem.lastActivityAt).toBe(xItem.lastMessage.createdAt);
    const [zItem] = page2.json().items;
    expect(zItem.lastActivityAt).toBe(zItem.createdAt);
    // Written for both participants in the message's transaction: x's own list shows the same key.
    const participants = await ctx.db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, withX));
    expect(participants.map((p) => p.lastActivityAt.toISOString())).toEqual([
      xItem.lastActivityAt,
      xItem.lastActivityAt,
    ]);
    const xList = await call("GET", "/conversations", x);
    expect(xList.json().items).toEqual([
      expect.objectContaining({ id: withX, lastActivityAt: xItem.lastActivityAt, unreadCount: 0 }),
    ]);
  });

  it("moves the read receipt forward only, counts unread after it, and ignores the reader's own messages", async () => {
    const [a, b] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const id = await open(a, b);
    const m1 = await send(a, id, "one");
    const m2 = await send(a, id, "two");
    await send(b, id, "reply");
    const m3 = await send(a, id, "three");

    const read = await call("POST", `/conversations/${id}/read`, b, { lastReadMessageId: m2.id });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      conversationId: id,
      userId: b.id,
      lastReadAt: expect.any(String),
      lastReadMessageId: m2.id,
    });
    const [row] = await ctx.db
      .select()
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, id), eq(conversationParticipants.userId, b.id)));
    expect(row?.lastReadMessageId).toBe(m2.id);
    expect(row?.lastReadAt?.toISOString()).toBe(read.json().lastReadAt);

    const listed = (await call("GET", "/conversations", b)).json().items[0];
    expect(listed).toMatchObject({ id, unreadCount: 1, lastReadMessageId: m2.id });

    const backwards = await call("POST", `/conversations/${id}/read`, b, { lastReadMessageId: m1.id });
    expect(backwards.json().lastReadMessageId).toBe(m2.id);

    await call("POST", `/conversations/${id}/read`, b, { lastReadMessageId: m3.id });
    expect((await call("GET", "/conversations", b)).json().items[0].unreadCount).toBe(0);

    const unknown = await call("POST", `/conversations/${id}/read`, b, { lastReadMessageId: "nope" });
    expect(unknown.statusCode).toBe(404);
    const invalid = await call("POST", `/conversations/${id}/read`, b, {});
    expect(invalid.statusCode).toBe(400);
  });
});

describe("GET /dm/:conversationId/authz", () => {
  it("answers 200 to participants, 403 to others and 404 to unknown ids", async () => {
    const [a, b, stranger] = [
      await registerUser(ctx.app),
      await registerUser(ctx.app),
      await registerUser(ctx.app),
    ];
    const id = await open(a, b);
    const ok = await call("GET", `/dm/${id}/authz`, a);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await call("GET", `/dm/${id}/authz`, b)).statusCode).toBe(200);
    expect((await call("GET", `/dm/${id}/authz`, stranger)).statusCode).toBe(403);
    expect((await call("GET", "/dm/unknown_id/authz", a)).statusCode).toBe(404);
    expect((await call("GET", "/dm/bad%20id/authz", a)).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: "GET", url: `/api/v1/dm/${id}/authz` });
    expect(anonymous.statusCode).toBe(401);
  });
});
