import { roomNames } from "@playpal/contracts";
import { describe, expect, it } from "vitest";
import { apiCaller, registerUser } from "#test/context.ts";
import {
  type ClientSocket,
  emitWithAck,
  receivedWithin,
  useRealtimeTestEnv,
  waitFor,
} from "#test/realtime.ts";

/**
 * A block takes effect on live sockets: both users' sockets already in their shared `dm:` room are
 * re-checked by the realtime service (on every instance) and taken out of it.
 */
const env = useRealtimeTestEnv();

type User = Awaited<ReturnType<typeof registerUser>>;
const call = apiCaller(() => env.api.app);

async function openConversation(a: User, b: User): Promise<string> {
  const opened = await call("POST", "/conversations", a, { participantIds: [b.id] });
  expect(opened.statusCode).toBe(201);
  return opened.json().id as string;
}

async function join(socket: ClientSocket, conversationId: string) {
  expect(await emitWithAck(socket, "dm:join", { conversationId })).toEqual({ ok: true });
}

/** The ids of the sockets in `room`, on every instance (the Redis adapter answers for all). */
const holders = async (room: string) => (await env.realtime.io.in(room).fetchSockets()).map((s) => s.id);

describe("blocking over Socket.IO", () => {
  it.each([
    ["on one realtime instance", false],
    ["with the blocked user on another realtime instance", true],
  ])("takes both users out of their DM room, so typing and DM events stop (%s)", async (_label, remote) => {
    const [alice, bob, carol] = [
      await registerUser(env.api.app),
      await registerUser(env.api.app),
      await registerUser(env.api.app),
    ];
    const conversationId = await openConversation(alice, bob);
    const withCarol = await openConversation(alice, carol);
    const bobUrl = remote ? (await env.startRealtime()).url : env.realtimeUrl;
    const aliceSocket = await env.connect(alice.token);
    const bobSocket = await env.connect(bob.token, { url: bobUrl });
    const carolSocket = await env.connect(carol.token);
    await join(aliceSocket, conversationId);
    await join(bobSocket, conversationId);
    await join(aliceSocket, withCarol);
    await join(carolSocket, withCarol);

    // Before the block: typing both ways and a message reach the other side.
    const typingToBob = waitFor(bobSocket, "dm:typing");
    expect(await emitWithAck(aliceSocket, "dm:typing:start", { conversationId })).toEqual({ ok: true });
    expect(await typingToBob).toEqual({ conversationId, userId: alice.id, isTyping: true });
    const typingToAlice = waitFor(aliceSocket, "dm:typing");
    expect(await emitWithAck(bobSocket, "dm:typing:start", { conversationId })).toEqual({ ok: true });
    expect(await typingToAlice).toEqual({ conversationId, userId: bob.id, isTyping: true });
    const message = waitFor(bobSocket, "dm:message:new");
    expect(
      (await call("POST", `/conversations/${conversationId}/messages`, alice, { body: "hi" })).statusCode,
    ).toBe(201);
    expect((await message).conversationId).toBe(conversationId);

    const blocked = await call("POST", `/user/${bob.id}/block`, alice);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ blocked: true });
    await expect.poll(() => holders(roomNames.dm(conversationId))).toEqual([]);

    // After: neither side's typing reaches the other, and no DM event on the conversation reaches Bob.
    const bobSeesTyping = receivedWithin(bobSocket, "dm:typing", 400);
    const aliceSeesTyping = receivedWithin(aliceSocket, "dm:typing", 400);
    expect(await emitWithAck(aliceSocket, "dm:typing:start", { conversationId })).toMatchObject({
      ok: false,
      code: "NOT_JOINED",
    });
    expect(await emitWithAck(bobSocket, "dm:typing:start", { conversationId })).toMatchObject({
      ok: false,
      code: "NOT_JOINED",
    });
    expect(await bobSeesTyping).toBe(false);
    expect(await aliceSeesTyping).toBe(false);

    const bobSeesEvent = receivedWithin(bobSocket, "dm:message:deleted", 400);
    await env.api.deps.realtime.emit("/emit/dm/message/deleted", {
      conversationId,
      messageId: (await message).message.id as string,
      deletedAt: new Date().toISOString(),
    });
    expect(await bobSeesEvent).toBe(false);
    expect(await emitWithAck(bobSocket, "dm:join", { conversationId })).toMatchObject({
      ok: false,
      code: "AUTHZ_DENIED",
    });

    // Alice's other conversation is untouched by the re-check.
    expect(await holders(roomNames.dm(withCarol))).toHaveLength(2);
    const fromCarol = waitFor(aliceSocket, "dm:typing");
    expect(await emitWithAck(carolSocket, "dm:typing:start", { conversationId: withCarol })).toEqual({
      ok: true,
    });
    expect(await fromCarol).toEqual({ conversationId: withCarol, userId: carol.id, isTyping: true });
  });
});
