import { blocks } from "@playpal/db";
import { describe, expect, it } from "vitest";
import { apiCaller, registerUser } from "#test/context.ts";
import { emitWithAck, receivedWithin, useRealtimeTestEnv, waitFor } from "#test/realtime.ts";

/** Two users open a DM and see each other's messages, edits, deletions, typing and read receipts live. */
const env = useRealtimeTestEnv();

const call = apiCaller(() => env.api.app);

async function pair() {
  const [alice, bob] = [await registerUser(env.api.app), await registerUser(env.api.app)];
  const opened = await call("POST", "/conversations", alice, { participantIds: [bob.id] });
  const conversationId = opened.json().id as string;
  const [aliceSocket, bobSocket] = [await env.connect(alice.token), await env.connect(bob.token)];
  expect(await emitWithAck(aliceSocket, "dm:join", { conversationId })).toEqual({ ok: true });
  expect(await emitWithAck(bobSocket, "dm:join", { conversationId })).toEqual({ ok: true });
  return { alice, bob, conversationId, aliceSocket, bobSocket };
}

describe("direct messages over Socket.IO", () => {
  it("delivers a new message, its edit and its deletion to the other participant", async () => {
    const { alice, conversationId, bobSocket } = await pair();

    const incoming = waitFor(bobSocket, "dm:message:new");
    const sent = await call("POST", `/conversations/${conversationId}/messages`, alice, {
      body: "hello bob",
    });
    expect(sent.statusCode).toBe(201);
    expect(await incoming).toEqual({ conversationId, message: sent.json() });
    expect(sent.json()).toMatchObject({ senderId: alice.id, body: "hello bob" });

    const messageId = sent.json().id as string;
    const edited = waitFor(bobSocket, "dm:message:edited");
    const patch = await call("PATCH", `/conversations/${conversationId}/messages/${messageId}`, alice, {
      body: "hello, Bob",
    });
    expect(await edited).toEqual({
      conversationId,
      messageId,
      body: "hello, Bob",
      editedAt: patch.json().editedAt,
    });

    const deleted = waitFor(bobSocket, "dm:message:deleted");
    const removal = await call("DELETE", `/conversations/${conversationId}/messages/${messageId}`, alice);
    expect(await deleted).toEqual({ conversationId, messageId, deletedAt: removal.json().deletedAt });
  });

  it("delivers the notification of a new message to the recipient's user room", async () => {
    const { alice, conversationId, bobSocket } = await pair();
    const notified = waitFor(bobSocket, "notification:new");
    await call("POST", `/conversations/${conversationId}/messages`, alice, { body: "ping" });
    expect((await notified).notification).toMatchObject({
      type: "DIRECT_MESSAGE",
      targetType: "conversation",
      targetId: conversationId,
      body: "ping",
      data: { screen: "conversation", conversationId },
    });
  });

  it("delivers read receipts with the wire fields lastReadAt and lastReadMessageId", async () => {
    const { alice, bob, conversationId, aliceSocket } = await pair();
    const sent = await call("POST", `/conversations/${conversationId}/messages`, alice, { body: "read me" });
    const receipt = waitFor(aliceSocket, "dm:read");
    const read = await call("POST", `/conversations/${conversationId}/read`, bob, {
      lastReadMessageId: sent.json().id,
    });
    expect(await receipt).toEqual({
      conversationId,
      userId: bob.id,
      lastReadAt: read.json().lastReadAt,
      lastReadMessageId: sent.json().id,
    });
  });

  it("relays typing to the other participant", async () => {
    const { alice, conversationId, aliceSocket, bobSocket } = await pair();
    const typing = waitFor(bobSocket, "dm:typing");
    expect(await emitWithAck(aliceSocket, "dm:typing:start", { conversationId })).toEqual({ ok: true });
    expect(await typing).toEqual({ conversationId, userId: alice.id, isTyping: true });
    const stopped = waitFor(bobSocket, "dm:typing");
    await emitWithAck(aliceSocket, "dm:typing:stop", { conversationId });
    expect(await stopped).toEqual({ conversationId, userId: alice.id, isTyping: false });
  });

  it("refuses dm:join to a non-participant, for an unknown id, and once a block exists; nothing leaks", async () => {
    const { alice, bob, conversationId, bobSocket } = await pair();
    const stranger = await registerUser(env.api.app);
    const strangerSocket = await env.connect(stranger.token);
    expect(await emitWithAck(strangerSocket, "dm:join", { conversationId })).toEqual({
      ok: false,
      error: expect.stringContaining("403"),
      code: "AUTHZ_DENIED",
    });
    expect(await emitWithAck(strangerSocket, "dm:join", { conversationId: "no_such_dm" })).toEqual({
      ok: false,
      error: expect.stringContaining("404"),
      code: "AUTHZ_DENIED",
    });
    const leak = receivedWithin(strangerSocket, "dm:message:new", 500);
    const delivered = waitFor(bobSocket, "dm:message:new");
    await call("POST", `/conversations/${conversationId}/messages`, alice, { body: "secret" });
    await delivered;
    expect(await leak).toBe(false);

    await env.api.db.insert(blocks).values({ blockerId: bob.id, blockedId: alice.id });
    const aliceAgain = await env.connect(alice.token);
    expect(await emitWithAck(aliceAgain, "dm:join", { conversationId })).toEqual({
      ok: false,
      error: expect.stringContaining("403"),
      code: "AUTHZ_DENIED",
    });
    const refused = await call("POST", `/conversations/${conversationId}/messages`, alice, {
      body: "still there?",
    });
    expect(refused.statusCode).toBe(403);
  });
});
