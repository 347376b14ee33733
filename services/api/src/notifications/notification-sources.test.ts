import { describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { createPost, createUser, type TestUser } from "#test/social-factories.ts";

/**
 * A notification goes when what caused it is undone: a deleted comment (its COMMENT, its MENTIONs and
 * the LIKE_COMMENT of its reactions), a removed reaction, a deleted direct message, an ended follow.
 * Everything through the HTTP API, as the recipient sees it: the list and the badge count.
 */
const ctx = useTestApp({ RATE_LIMIT_MAX: "100000" });

const call = ctx.call;

interface Seen {
  type: string;
  actorId: string | undefined;
  body: string | null;
}

/** The recipient's notifications (type, actor, body), newest first, and their unread count. */
async function inbox(user: TestUser): Promise<{ items: Seen[]; unread: number }> {
  const list = await call("GET", "/notifications?limit=50", user);
  expect(list.statusCode).toBe(200);
  const count = await call("GET", "/notifications/unread-count", user);
  expect(count.statusCode).toBe(200);
  const items = (
    list.json().items as { type: string; actor: { id: string } | null; body: string | null }[]
  ).map((n) => ({ type: n.type, actorId: n.actor?.id, body: n.body }));
  return { items, unread: count.json().count as number };
}

async function comment(user: TestUser, postId: string, body: string): Promise<string> {
  const response = await call("POST", `/posts/${postId}/comments`, user, { body });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function react(user: TestUser, target: { postId: string } | { commentId: string }, kind = "like") {
  const response = await call("POST", "/reactions", user, { ...target, kind });
  expect([200, 201]).toContain(response.statusCode);
  return response.json().id as string;
}

describe("deleting a comment", () => {
  it("removes its COMMENT, its MENTIONs and the LIKE_COMMENT of its reactions, and nothing else of the post", async () => {
    const author = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const mentioned = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);

    const doomed = await comment(fan, post.id, `great play @${mentioned.username}`);
    await react(other, { commentId: doomed });
    await comment(other, post.id, `agreed @${mentioned.username}`);
    await react(other, { postId: post.id });

    expect(await inbox(author)).toEqual({
      items: [
        { type: "LIKE_POST", actorId: other.id, body: null },
        { type: "COMMENT", actorId: other.id, body: `agreed @${mentioned.username}` },
        { type: "COMMENT", actorId: fan.id, body: `great play @${mentioned.username}` },
      ],
      unread: 3,
    });
    expect((await inbox(mentioned)).items.map((n) => n.actorId)).toEqual([other.id, fan.id]);
    expect(await inbox(fan)).toEqual({
      items: [{ type: "LIKE_COMMENT", actorId: other.id, body: null }],
      unread: 1,
    });

    expect((await call("DELETE", `/posts/${post.id}/comments/${doomed}`, fan)).statusCode).toBe(204);

    expect(await inbox(author)).toEqual({
      items: [
        { type: "LIKE_POST", actorId: other.id, body: null },
        { type: "COMMENT", actorId: other.id, body: `agreed @${mentioned.username}` },
      ],
      unread: 2,
    });
    expect(await inbox(mentioned)).toEqual({
      items: [{ type: "MENTION", actorId: other.id, body: `agreed @${mentioned.username}` }],
      unread: 1,
    });
    expect(await inbox(fan)).toEqual({ items: [], unread: 0 });
  });

  it("removes them when the post's author deletes someone else's comment, read or not", async () => {
    const author = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    const first = await comment(fan, post.id, "first");
    expect((await call("POST", "/notifications/read-all", author)).statusCode).toBe(200);
    await comment(fan, post.id, "second");
    expect(await inbox(author)).toMatchObject({ items: [{ body: "second" }, { body: "first" }], unread: 1 });

    expect((await call("DELETE", `/posts/${post.id}/comments/${first}`, author)).statusCode).toBe(204);
    expect(await inbox(author)).toEqual({
      items: [{ type: "COMMENT", actorId: fan.id, body: "second" }],
      unread: 1,
    });
  });
});

describe("removing a reaction", () => {
  it("removes the LIKE_POST it sent and only that one", async () => {
    const author = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    const like = await react(fan, { postId: post.id }, "like");
    // The same reaction again is the same row (idempotent) and notifies nothing new.
    expect(await react(fan, { postId: post.id }, "like")).toBe(like);
    await react(fan, { postId: post.id }, "love");
    await react(other, { postId: post.id }, "like");
    await comment(other, post.id, "nice");

    const before = await inbox(author);
    expect(before.unread).toBe(4);
    expect(before.items.map((n) => [n.type, n.actorId])).toEqual([
      ["COMMENT", other.id],
      ["LIKE_POST", other.id],
      ["LIKE_POST", fan.id],
      ["LIKE_POST", fan.id],
    ]);

    expect((await call("DELETE", `/reactions/${like}`, fan)).statusCode).toBe(204);

    const after = await inbox(author);
    expect(after.unread).toBe(3);
    expect(after.items.map((n) => [n.type, n.actorId])).toEqual([
      ["COMMENT", other.id],
      ["LIKE_POST", other.id],
      ["LIKE_POST", fan.id],
    ]);
  });

  it("removes the LIKE_COMMENT it sent, leaving the comment's other notifications", async () => {
    const author = await createUser(ctx.app);
    const commenter = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    const post = await createPost(ctx.app, author);
    const commentId = await comment(commenter, post.id, "look at this");
    const reaction = await react(fan, { commentId }, "haha");
    await react(other, { commentId }, "wow");
    expect((await inbox(commenter)).items.map((n) => [n.type, n.actorId])).toEqual([
      ["LIKE_COMMENT", other.id],
      ["LIKE_COMMENT", fan.id],
    ]);

    expect((await call("DELETE", `/reactions/${reaction}`, fan)).statusCode).toBe(204);

    expect(await inbox(commenter)).toEqual({
      items: [{ type: "LIKE_COMMENT", actorId: other.id, body: null }],
      unread: 1,
    });
    expect((await inbox(author)).items.map((n) => n.type)).toEqual(["COMMENT"]);
  });
});

describe("deleting a direct message", () => {
  it("removes the recipient's DIRECT_MESSAGE for that message only", async () => {
    const sender = await createUser(ctx.app);
    const recipient = await createUser(ctx.app);
    const opened = await call("POST", "/conversations", sender, { participantIds: [recipient.id] });
    expect(opened.statusCode).toBe(201);
    const conversationId = opened.json().id as string;
    const send = async (body: string) => {
      const response = await call("POST", `/conversations/${conversationId}/messages`, sender, { body });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    const oops = await send("wrong chat, sorry");
    await send("see you at 8");
    expect(await inbox(recipient)).toMatchObject({
      items: [{ body: "see you at 8" }, { body: "wrong chat, sorry" }],
      unread: 2,
    });

    const deleted = await call("DELETE", `/conversations/${conversationId}/messages/${oops}`, sender);
    expect(deleted.statusCode).toBe(200);
    expect(await inbox(recipient)).toEqual({
      items: [{ type: "DIRECT_MESSAGE", actorId: sender.id, body: "see you at 8" }],
      unread: 1,
    });
    // Deleting again answers the same tombstone and leaves the other notification alone.
    expect(
      (await call("DELETE", `/conversations/${conversationId}/messages/${oops}`, sender)).statusCode,
    ).toBe(200);
    expect((await inbox(recipient)).unread).toBe(1);
  });
});

describe("ending a follow", () => {
  it("removes NEW_FOLLOWER on unfollow; following again notifies again", async () => {
    const user = await createUser(ctx.app);
    const fan = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    expect((await call("POST", `/user/${user.id}/follow`, fan)).statusCode).toBe(200);
    expect((await call("POST", `/user/${user.id}/follow`, other)).statusCode).toBe(200);
    expect((await inbox(user)).items.map((n) => [n.type, n.actorId])).toEqual([
      ["NEW_FOLLOWER", other.id],
      ["NEW_FOLLOWER", fan.id],
    ]);

    expect((await call("DELETE", `/user/${user.id}/follow`, fan)).statusCode).toBe(200);
    expect(await inbox(user)).toEqual({
      items: [{ type: "NEW_FOLLOWER", actorId: other.id, body: null }],
      unread: 1,
    });

    expect((await call("POST", `/user/${user.id}/follow`, fan)).statusCode).toBe(200);
    expect((await inbox(user)).items.map((n) => [n.type, n.actorId])).toEqual([
      ["NEW_FOLLOWER", fan.id],
      ["NEW_FOLLOWER", other.id],
    ]);
  });

  it("removes the NEW_FOLLOWER of the follows a block ends, in both directions", async () => {
    const user = await createUser(ctx.app);
    const pest = await createUser(ctx.app);
    const friend = await createUser(ctx.app);
    expect((await call("POST", `/user/${user.id}/follow`, pest)).statusCode).toBe(200);
    expect((await call("POST", `/user/${pest.id}/follow`, user)).statusCode).toBe(200);
    expect((await call("POST", `/user/${user.id}/follow`, friend)).statusCode).toBe(200);
    expect((await inbox(user)).unread).toBe(2);
    expect((await inbox(pest)).unread).toBe(1);

    expect((await call("POST", `/user/${pest.id}/block`, user)).statusCode).toBe(200);

    expect(await inbox(user)).toEqual({
      items: [{ type: "NEW_FOLLOWER", actorId: friend.id, body: null }],
      unread: 1,
    });
    expect(await inbox(pest)).toEqual({ items: [], unread: 0 });
  });
});
