import { describe, expect, it } from "vitest";
import { apiCaller, bearer, registerUser } from "#test/context.ts";
import { makeImage, multipart } from "#test/multipart.ts";
import { emitWithAck, receivedWithin, useRealtimeTestEnv, waitFor } from "#test/realtime.ts";

/** A channel owner opens rooms that members are told of live; room chat reaches those in the room. */
const env = useRealtimeTestEnv();

type User = Awaited<ReturnType<typeof registerUser>>;
const call = apiCaller(() => env.api.app);

async function createChannel(owner: User) {
  const form = multipart({ name: "Live channel" }, [
    { field: "banner", filename: "b.png", contentType: "image/png", data: await makeImage() },
  ]);
  const response = await env.api.app.inject({
    method: "POST",
    url: "/api/v1/channels",
    headers: { ...bearer(owner.token), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/** Resolves once the realtime service has put the user's sockets in `channel:<id>` (it does so on connect). */
async function connectedMember(user: User, channelId: string) {
  const socket = await env.connect(user.token);
  const rooms = () => env.realtime.io.in(`channel:${channelId}`).fetchSockets();
  for (let i = 0; i < 50 && !(await rooms()).some((s) => s.id === socket.id); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return socket;
}

describe("channel events over Socket.IO", () => {
  it("tells members (joined before connecting) of a new room and of its update, not outsiders", async () => {
    const [owner, member, outsider] = [
      await registerUser(env.api.app),
      await registerUser(env.api.app),
      await registerUser(env.api.app),
    ];
    const channelId = await createChannel(owner);
    await call("POST", `/channels/${channelId}/join`, member);
    const memberSocket = await connectedMember(member, channelId);
    const outsiderSocket = await env.connect(outsider.token);

    const announced = waitFor(memberSocket, "channel:room:created");
    const leak = receivedWithin(outsiderSocket, "channel:room:created", 600);
    const created = await call("POST", `/channels/${channelId}/rooms`, owner, {
      name: "Lobby",
      visibility: "vip",
    });
    expect(created.statusCode).toBe(201);
    expect(await announced).toEqual({ channelId, room: created.json() });
    expect(await leak).toBe(false);

    const updated = waitFor(memberSocket, "channel:room:updated");
    await call("PATCH", `/rooms/${created.json().id}`, owner, { visibility: "public" });
    expect(await updated).toEqual({ channelId, roomId: created.json().id, patch: { visibility: "public" } });
  });

  it("announces joins and leaves to the channel and moves a joining member's socket into it", async () => {
    const [owner, fan] = [await registerUser(env.api.app), await registerUser(env.api.app)];
    const channelId = await createChannel(owner);
    const ownerSocket = await connectedMember(owner, channelId);
    const fanSocket = await env.connect(fan.token);

    const joined = waitFor(ownerSocket, "channel:member:joined");
    await call("POST", `/channels/${channelId}/join`, fan);
    expect(await joined).toEqual({ channelId, userId: fan.id });

    // Joined while connected: the fan's live socket now hears about new rooms too.
    const announced = waitFor(fanSocket, "channel:room:created");
    const room = await call("POST", `/channels/${channelId}/rooms`, owner, { name: "After join" });
    expect((await announced).room).toMatchObject({ id: room.json().id });

    const left = waitFor(ownerSocket, "channel:member:left");
    await call("POST", `/channels/${channelId}/leave`, fan);
    expect(await left).toEqual({ channelId, userId: fan.id });
  });

  it("delivers room chat to the sockets that joined the room", async () => {
    const [owner, member] = [await registerUser(env.api.app), await registerUser(env.api.app)];
    const channelId = await createChannel(owner);
    await call("POST", `/channels/${channelId}/join`, member);
    const roomId = (await call("POST", `/channels/${channelId}/rooms`, owner, { name: "Chat" })).json().id;
    const memberSocket = await env.connect(member.token);
    expect(await emitWithAck(memberSocket, "room:join", { roomId })).toEqual({ ok: true });

    const incoming = waitFor(memberSocket, "room:message:new");
    const sent = await call("POST", `/rooms/${roomId}/messages`, owner, { body: "welcome" });
    expect(await incoming).toEqual({ roomId, message: sent.json() });
  });

  it("delivers edits and deletions of room chat to the sockets in the room, not to those outside it", async () => {
    const [owner, member, bystander] = [
      await registerUser(env.api.app),
      await registerUser(env.api.app),
      await registerUser(env.api.app),
    ];
    const channelId = await createChannel(owner);
    await call("POST", `/channels/${channelId}/join`, member);
    await call("POST", `/channels/${channelId}/join`, bystander);
    const roomId = (await call("POST", `/channels/${channelId}/rooms`, owner, { name: "Chat" })).json().id;
    const memberSocket = await env.connect(member.token);
    expect(await emitWithAck(memberSocket, "room:join", { roomId })).toEqual({ ok: true });
    // A channel member whose socket did not join the room hears nothing of its chat.
    const bystanderSocket = await connectedMember(bystander, channelId);
    const sent = (await call("POST", `/rooms/${roomId}/messages`, owner, { body: "typo" })).json();

    const editLeak = receivedWithin(bystanderSocket, "room:message:edited", 600);
    const edited = waitFor(memberSocket, "room:message:edited");
    const patch = await call("PATCH", `/rooms/${roomId}/messages/${sent.id}`, owner, { body: "fixed" });
    expect(patch.statusCode).toBe(200);
    expect(await edited).toEqual({
      roomId,
      messageId: sent.id,
      body: "fixed",
      editedAt: patch.json().editedAt,
    });
    expect(await editLeak).toBe(false);

    const deleteLeak = receivedWithin(bystanderSocket, "room:message:deleted", 600);
    const deleted = waitFor(memberSocket, "room:message:deleted");
    const removal = await call("DELETE", `/rooms/${roomId}/messages/${sent.id}`, owner);
    expect(removal.statusCode).toBe(200);
    expect(await deleted).toEqual({ roomId, messageId: sent.id, deletedAt: removal.json().deletedAt });
    expect(await deleteLeak).toBe(false);
  });
  it("takes a member the owner blocks out of the channel's room, so they hear no more of it", async () => {
    const [owner, member] = [await registerUser(env.api.app), await registerUser(env.api.app)];
    const channelId = await createChannel(owner);
    await call("POST", `/channels/${channelId}/join`, member);
    const memberSocket = await connectedMember(member, channelId);

    const left = waitFor(memberSocket, "channel:member:left");
    expect((await call("POST", `/user/${member.id}/block`, owner)).statusCode).toBe(200);
    expect(await left).toEqual({ channelId, userId: member.id });
    await expect
      .poll(async () => (await env.realtime.io.in(`channel:${channelId}`).fetchSockets()).map((s) => s.id))
      .not.toContain(memberSocket.id);

    const hearsRoom = receivedWithin(memberSocket, "channel:room:created", 400);
    const created = await call("POST", `/channels/${channelId}/rooms`, owner, {
      name: "after",
      visibility: "public",
    });
    expect(created.statusCode).toBe(201);
    expect(await hearsRoom).toBe(false);
  });
});
