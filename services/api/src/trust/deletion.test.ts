import { creatorSubscriptions, notifications, playSessions, posts, products, users } from "@playpal/db";
import { postPayout, settlePayout, verifyLedger } from "@playpal/ledger";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commerceEnv, giveCoins } from "#test/commerce-factories.ts";
import { bearer, useTestApp } from "#test/context.ts";
import { type FakeS3, startFakeS3 } from "#test/fake-s3.ts";
import { makeImage, multipart } from "#test/multipart.ts";
import { createPost, createUser, type TestUser } from "#test/social-factories.ts";
import { refreshRollups } from "../discovery/rollups.ts";
import { KEPT_AFTER_PURGE, POSTS_BATCH, PURGE_PLAN, purgeAccount } from "./purge.ts";
import { createAccountsWorker, sweepAccounts } from "./worker.ts";

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
});
const ctx = useTestApp(() => ({
  ...commerceEnv,
  PAYOUT_MINIMUM_CENTS: "50",
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
}));

const PASSWORD = "correct horse battery";
const call = ctx.call;
const user = () => createUser(ctx.app);

async function emailOf(u: { id: string }) {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, u.id));
  return row!.email;
}
const login = async (email: string, password = PASSWORD) =>
  ctx.app.inject({ method: "POST", url: "/api/v1/authenticate", payload: { email, password } });
const deleteMe = (u: TestUser, password = PASSWORD) => call("DELETE", "/user/me", u, { password });

async function send(
  u: TestUser,
  method: "POST" | "PUT",
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1],
) {
  const body = multipart(fields, files);
  const response = await ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(u.token), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

/** Rows of every table with a foreign key to users that still reference the user, from the catalog. */
async function tracesOf(userId: string): Promise<Record<string, number>> {
  const fks = await ctx.db.execute<{ table: string; column: string }>(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'users'::regclass`);
  const traces: Record<string, number> = {};
  for (const { table, column } of fks.rows) {
    const result = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    const n = result.rows[0]?.n ?? 0;
    if (n > 0) traces[`${table}.${column}`] = (traces[`${table}.${column}`] ?? 0) + n;
  }
  const own = await ctx.db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where id = ${userId}`,
  );
  if ((own.rows[0]?.n ?? 0) > 0) traces["users.id"] = own.rows[0]!.n;
  return traces;
}

/** Gives the user a trace in every domain: posts with media, a comment, a reaction, follows, a block... */
async function busyAccount() {
  const [me, friend, stranger] = [await user(), await user(), await user()];
  const image = await makeImage(40, 30, "png");
  const post = await send(me, "POST", "/posts", { body: "with media" }, [
    { field: "media", filename: "a.png", contentType: "image/png", data: image },
  ]);
  await send(me, "POST", "/user/avatar", {}, [
    { field: "file", filename: "me.png", contentType: "image/png", data: image },
  ]);
  for (const kind of ["id_front", "selfie"]) {
    await send(me, "POST", "/verification-asset", { kind }, [
      { field: "file", filename: "doc.png", contentType: "image/png", data: image },
    ]);
  }
  expect((await call("POST", "/verify-identity", me)).statusCode).toBe(200);
  const banner = [{ field: "banner", filename: "b.png", contentType: "image/png", data: image }];
  const channel = await send(me, "POST", "/channels", { name: "my channel" }, banner);
  expect((await call("POST", `/channels/${channel.id}/join`, friend)).statusCode).toBeLessThan(300);
  const friendsChannel = await send(friend, "POST", "/channels", { name: "friend's channel" }, banner);
  expect((await call("POST", `/channels/${friendsChannel.id}/join`, me)).statusCode).toBeLessThan(300);
  const room = (
    await call("POST", `/channels/${friendsChannel.id}/rooms`, friend, {
      name: "lobby",
      visibility: "members",
    })
  ).json();
  expect((await call("POST", `/rooms/${room.id}/messages`, me, { body: "my room message" })).statusCode).toBe(
    201,
  );
  const friendsPost = await createPost(ctx.app, friend);
  const comment = await call("POST", `/posts/${friendsPost.id}/comments`, me, { body: "nice" });
  expect(comment.statusCode).toBe(201);
  expect((await call("POST", "/reactions", me, { postId: friendsPost.id, kind: "love" })).statusCode).toBe(
    201,
  );
  expect((await call("POST", `/user/${friend.id}/follow`, me)).statusCode).toBe(200);
  expect((await call("POST", `/user/${me.id}/follow`, friend)).statusCode).toBe(200);
  expect((await call("POST", `/user/${stranger.id}/block`, me)).statusCode).toBe(200);
  expect(
    (await call("POST", "/user/push-token", me, { token: "ExponentPushToken[purge-me]" })).statusCode,
  ).toBe(200);
  expect((await call("PUT", "/user/notification-preferences", me, { likes: false })).statusCode).toBe(200);
  expect(
    (await call("POST", "/reports", me, { targetType: "user", targetId: stranger.id, reason: "spam" }))
      .statusCode,
  ).toBe(201);
  const conversation = (await call("POST", "/conversations", friend, { participantIds: [me.id] })).json();
  expect(
    (await call("POST", `/conversations/${conversation.id}/messages`, me, { body: "hi from me" })).statusCode,
  ).toBe(201);
  expect(
    (await call("POST", `/conversations/${conversation.id}/messages`, friend, { body: "hi back" }))
      .statusCode,
  ).toBe(201);
  return { me, friend, stranger, post, channel, friendsPost, comment: comment.json(), conversation, room };
}

async function makeDue(userId: string) {
  await ctx.db.execute(sql`update users set purge_at = now() - interval '1 second' where id = ${userId}`);
}

async function keysMentioning(...ids: string[]) {
  return (await ctx.deps.storage.list("")).filter((key) => ids.some((id) => key.includes(id)));
}

describe("DELETE /user/me", () => {
  it("refuses a wrong password with 400 and changes nothing", async () => {
    const me = await user();
    const response = await deleteMe(me, "not my password");
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("WRONG_PASSWORD");
    expect((await call("GET", "/user/me", me)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ deactivatedAt: null, purgeAt: null });
  });

  it("deactivates at once: tokens revoked, profile, posts, comments, members and notifications hidden", async () => {
    const { me, friend, channel, friendsPost, room } = await busyAccount();
    const roomMessages = async () =>
      ((await call("GET", `/rooms/${room.id}/messages`, friend)).json().items as { body: string }[]).map(
        (m) => m.body,
      );
    expect(await roomMessages()).toContain("my room message");
    // The friend's feed is cached with my post in it, and my notifications are in their list.
    expect((await call("GET", "/feed", friend)).json().items.length).toBeGreaterThan(0);
    const before = (await call("GET", "/notifications", friend)).json().items.length;
    expect(before).toBeGreaterThan(0);

    const response = await deleteMe(me);
    expect(response.statusCode).toBe(202);
    const { deletionScheduledAt, purgeAt } = response.json();
    expect(new Date(purgeAt).getTime() - new Date(deletionScheduledAt).getTime()).toBe(30 * 86_400_000);

    expect((await call("GET", "/user/me", me)).statusCode).toBe(401);
    expect((await call("GET", `/user/${me.id}`, friend)).statusCode).toBe(404);
    expect((await call("GET", `/user/${me.id}/posts`, friend)).statusCode).toBe(404);
    expect(
      (await call("GET", "/feed", friend)).json().items.map((p: { authorId: string }) => p.authorId),
    ).not.toContain(me.id);
    expect((await call("GET", `/posts/${friendsPost.id}/comments`, friend)).json().items).toEqual([]);
    const members = (await call("GET", `/channels/${channel.id}/members`, friend)).json();
    expect((members.items as { id?: string; userId?: string }[]).map((m) => m.id ?? m.userId)).not.toContain(
      me.id,
    );
    const notes = (await call("GET", "/notifications", friend)).json().items as {
      actor: { id: string } | null;
    }[];
    expect(notes.filter((n) => n.actor?.id === me.id)).toEqual([]);
    const conversations = (await call("GET", "/conversations", friend)).json().items;
    expect(JSON.stringify(conversations)).toContain("Deleted user");
    expect((await call("POST", `/user/${me.id}/follow`, friend)).statusCode).toBe(404);
    expect(await roomMessages()).not.toContain("my room message");
    expect((await call("POST", "/conversations", friend, { participantIds: [me.id] })).statusCode).toBe(404);
  });

  it("receives no writes while deactivated or suspended: DMs to it and its live stream's chat are 404", async () => {
    for (const hide of ["deactivate", "suspend"] as const) {
      const [me, friend] = [await user(), await user()];
      const conversation = (await call("POST", "/conversations", friend, { participantIds: [me.id] })).json();
      const sent = await call("POST", `/conversations/${conversation.id}/messages`, friend, {
        body: "before",
      });
      expect(sent.statusCode).toBe(201);
      const stream = (await call("GET", "/livestreams/credentials", me)).json();
      const chat = `/livestreams/${stream.id}/messages`;
      expect((await call("POST", chat, friend, { body: "gg" })).statusCode).toBe(201);
      expect((await call("GET", chat, friend)).statusCode).toBe(200);

      if (hide === "deactivate") expect((await deleteMe(me)).statusCode).toBe(202);
      else {
        await ctx.db
          .update(users)
          .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
          .where(eq(users.id, me.id));
      }
      const dm = await call("POST", `/conversations/${conversation.id}/messages`, friend, { body: "after" });
      expect([dm.statusCode, dm.json().code], hide).toEqual([404, "USER_NOT_FOUND"]);
      const edit = await call(
        "PATCH",
        `/conversations/${conversation.id}/messages/${sent.json().id}`,
        friend,
        { body: "edited" },
      );
      expect(edit.statusCode, hide).toBe(404);
      expect((await call("POST", chat, friend, { body: "gg again" })).statusCode, hide).toBe(404);
      expect((await call("GET", chat, friend)).statusCode, hide).toBe(404);
      // The thread stays readable and the sender can still retract what they sent.
      expect((await call("GET", `/conversations/${conversation.id}/messages`, friend)).statusCode).toBe(200);
      expect(
        (await call("DELETE", `/conversations/${conversation.id}/messages/${sent.json().id}`, friend))
          .statusCode,
      ).toBeLessThan(300);
    }
  });

  it("leaves a deactivated or suspended account out of others' follow counts and a game's postCount", async () => {
    const [me, hub, viewer] = [await user(), await user(), await user()];
    expect((await call("POST", `/user/${hub.id}/follow`, me)).statusCode).toBe(200);
    expect((await call("POST", `/user/${me.id}/follow`, hub)).statusCode).toBe(200);
    const gameId = (await call("POST", "/posts", me, { body: "gg", gameId: "minecraft" })).json().gameId;
    await createPost(ctx.app, hub, { gameId });
    const counts = async () => {
      const profile = (await call("GET", `/user/${hub.id}`, viewer)).json();
      const mine = (await call("GET", "/user/me", hub)).json();
      await refreshRollups(ctx.db);
      const game = (await call("GET", `/games/${gameId}`, viewer)).json();
      return {
        profile: [profile.followersCount, profile.followingCount],
        me: [mine.followersCount, mine.followingCount],
        postCount: game.postCount as number,
      };
    };
    const before = await counts();
    expect(before).toMatchObject({ profile: [1, 1], me: [1, 1] });

    expect((await deleteMe(me)).statusCode).toBe(202);
    expect(await counts()).toEqual({ profile: [0, 0], me: [0, 0], postCount: before.postCount - 1 });

    const restored = await login(await emailOf(me));
    expect(restored.json().restored).toBe(true);
    expect(await counts()).toEqual(before);

    await ctx.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, me.id));
    const suspended = await counts();
    expect(suspended.profile).toEqual([0, 0]);
    expect(suspended.postCount).toBe(before.postCount - 1);
  });

  it("restores the account on a login within the grace period", async () => {
    const me = await user();
    const friend = await user();
    const post = await createPost(ctx.app, me);
    expect((await deleteMe(me)).statusCode).toBe(202);
    expect((await call("GET", `/posts/${post.id}`, friend)).statusCode).toBe(404);
    const email = await emailOf(me);
    expect((await login(email, "wrong password")).statusCode).toBe(401);
    const restored = await login(email);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().restored).toBe(true);
    const again = { ...me, token: restored.json().token as string };
    expect((await call("GET", "/user/me", again)).statusCode).toBe(200);
    expect((await call("GET", `/posts/${post.id}`, friend)).statusCode).toBe(200);
    expect((await login(email)).json().restored).toBeUndefined();
    // Restored: the purge, were it due, leaves the account alone.
    expect(await purgeAccount(ctx.deps, me.id)).toBe("restored");
  });

  it("does not restore an account past its grace period", async () => {
    const me = await user();
    expect((await deleteMe(me)).statusCode).toBe(202);
    await makeDue(me.id);
    expect((await login(await emailOf(me))).statusCode).toBe(401);
  });
});

describe("the purge", () => {
  it("covers every table that references users (read from the catalog)", async () => {
    const result = await ctx.db.execute<{ table: string }>(sql`
      select distinct c.conrelid::regclass::text as "table" from pg_constraint c
      where c.contype = 'f' and c.confrelid = 'users'::regclass order by 1`);
    const uncovered = result.rows.map((r) => r.table).filter((t) => !(t in PURGE_PLAN));
    expect(uncovered).toEqual([]);
    expect(result.rows.length).toBeGreaterThan(15);
  });

  it("leaves no trace but the tombstone and the DM thread, which the other participant still sees", async () => {
    const { me, friend, channel, conversation } = await busyAccount();
    expect(await keysMentioning(me.id, channel.id)).not.toEqual([]);
    expect((await deleteMe(me)).statusCode).toBe(202);
    await makeDue(me.id);
    const worker = createAccountsWorker(ctx.deps);
    try {
      expect(await sweepAccounts(ctx.deps)).toBeGreaterThanOrEqual(1);
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [row] = await ctx.db
          .select({ purgedAt: users.purgedAt })
          .from(users)
          .where(eq(users.id, me.id));
        if (row?.purgedAt) break;
        if (Date.now() > deadline) throw new Error("purge job did not finish");
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await worker.close();
    }
    const traces = await tracesOf(me.id);
    expect(
      Object.keys(traces).every((k) => (KEPT_AFTER_PURGE as readonly string[]).includes(k.split(".")[0]!)),
    ).toBe(true);
    expect(traces).toMatchObject({
      "messages.sender_id": 1,
      "conversation_participants.user_id": 1,
      "users.id": 1,
    });
    const [tombstone] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(tombstone).toMatchObject({
      username: null,
      displayName: "Deleted user",
      bio: null,
      avatarKey: null,
      firstName: "",
      lastName: "",
    });
    expect(tombstone!.email).not.toContain("@example.com");
    expect(await keysMentioning(me.id, channel.id)).toEqual([]);

    const thread = (await call("GET", "/conversations", friend)).json().items as {
      id: string;
      participants?: unknown;
    }[];
    const mine = thread.find((c) => c.id === conversation.id);
    expect(JSON.stringify(mine)).toContain("Deleted user");
    const messages = (await call("GET", `/conversations/${conversation.id}/messages`, friend)).json()
      .items as { body: string; senderId: string }[];
    expect(messages.map((m) => m.body).sort()).toEqual(["hi back", "hi from me"]);
    // The friend's counters no longer count the follows.
    expect((await call("GET", "/user/me", friend)).json()).toMatchObject({
      followersCount: 0,
      followingCount: 0,
    });
    expect(await purgeAccount(ctx.deps, me.id)).toBe("already-purged");
  });

  it("purges a buyer and creator: future sessions refunded, financial rows kept, the ledger still balances", async () => {
    const [me, friend, creator] = [await user(), await user(), await user()];
    await giveCoins(ctx.app, me.id, 120);
    await giveCoins(ctx.app, friend.id, 100);
    expect((await call("PUT", "/user/me/subscription", creator, { priceCoins: 30 })).statusCode).toBe(200);
    expect((await call("POST", "/subscriptions", me, { creatorId: creator.id })).statusCode).toBe(201);
    const theirs = (await call("POST", "/products", creator, { title: "theirs", priceCoins: 5 })).json();
    expect((await call("POST", `/products/${theirs.id}/purchase`, me)).statusCode).toBe(201);
    // Me as a creator: a subscription price, a product nobody bought, one the friend bought (8 cents
    // earned, under the payout minimum of 50), availability, profile links.
    expect((await call("PUT", "/user/me/subscription", me, { priceCoins: 25 })).statusCode).toBe(200);
    const unsold = (await call("POST", "/products", me, { title: "unsold", priceCoins: 5 })).json();
    const sold = (
      await call("POST", "/products", me, { title: "guide", description: "mine", priceCoins: 10 })
    ).json();
    expect((await call("POST", `/products/${sold.id}/purchase`, friend)).statusCode).toBe(201);
    const links = { links: [{ title: "site", url: "https://example.com/me" }] };
    expect((await call("PUT", "/user/me/links", me, links)).statusCode).toBe(200);
    const allDay = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, start: "00:00", end: "23:59" }));
    const availability = { timezone: "UTC", priceCoins: 20, sessionMinutes: 60, slots: allDay };
    expect((await call("PUT", "/availability", me, availability)).statusCode).toBe(200);
    const slots = (await call("GET", `/user/${me.id}/availability`, friend)).json().openSlots as string[];
    const startsAt = slots.find((s) => new Date(s).getTime() > Date.now() + 2 * 86_400_000)!;
    const booked = await call("POST", "/sessions", friend, { playpalId: me.id, startsAt });
    expect(booked.statusCode, booked.body).toBe(201);
    const friendCoinsBefore = (await call("GET", "/wallet", friend)).json().coins as number;

    expect((await deleteMe(me)).statusCode).toBe(202);
    await makeDue(me.id);
    expect(await purgeAccount(ctx.deps, me.id)).toBe("purged");

    // The playpal deleted: the friend gets the whole price back, the session stays cancelled.
    expect((await call("GET", "/wallet", friend)).json().coins).toBe(friendCoinsBefore + 20);
    const [session] = await ctx.db.select().from(playSessions).where(eq(playSessions.id, booked.json().id));
    expect(session).toMatchObject({ status: "cancelled", refundCoins: 20 });
    // The subscriptions end; the bought product stays without its text, the unsold one is gone.
    const subs = await ctx.db
      .select()
      .from(creatorSubscriptions)
      .where(or(eq(creatorSubscriptions.subscriberId, me.id), eq(creatorSubscriptions.creatorId, me.id)));
    expect(subs.length).toBe(1);
    expect(subs[0]!.expiresAt!.getTime()).toBeLessThanOrEqual(Date.now());
    const mine = await ctx.db.select().from(products).where(eq(products.creatorId, me.id));
    expect(mine.map((p) => [p.id, p.title, p.description])).toEqual([[sold.id, "Deleted product", null]]);
    expect(mine.some((p) => p.id === unsold.id)).toBe(false);
    const traces = Object.keys(await tracesOf(me.id)).map((k) => k.split(".")[0]!);
    expect(traces.filter((t) => !(KEPT_AFTER_PURGE as readonly string[]).includes(t))).toEqual([]);
    expect(traces).toEqual(expect.arrayContaining(["play_sessions", "product_purchases", "products"]));
    const report = await verifyLedger(ctx.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
    // The ledger keeps the tombstone's accounts: the coins bought are still accounted for.
    const owned = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_postings where owner_id = ${me.id}`,
    );
    expect(owned.rows[0]!.n).toBeGreaterThan(0);
  });

  it("waits for a payout when unpaid earnings reach the payout minimum, and says so on deletion", async () => {
    const [creator, fan] = [await user(), await user()];
    await giveCoins(ctx.app, fan.id, 100);
    expect((await call("PUT", "/user/me/subscription", creator, { priceCoins: 100 })).statusCode).toBe(200);
    expect((await call("POST", "/subscriptions", fan, { creatorId: creator.id })).statusCode).toBe(201);
    // 100 coins = 100 cents, the creator's share 80 >= PAYOUT_MINIMUM_CENTS (50 in this file).
    const deleted = await deleteMe(creator);
    expect(deleted.statusCode).toBe(202);
    expect(deleted.json().waitsForPayout).toEqual({ unpaidEarningsCents: 80, minimumCents: 50 });
    await makeDue(creator.id);
    expect(await purgeAccount(ctx.deps, creator.id)).toBe("waiting-for-payout");
    expect(await purgeAccount(ctx.deps, creator.id)).toBe("waiting-for-payout");
    const [waiting] = await ctx.db.select().from(users).where(eq(users.id, creator.id));
    expect(waiting!.purgedAt).toBeNull();
    expect(waiting!.email).toContain("@");
    expect(waiting!.email).not.toContain("deleted.invalid");
    // The payout service's two movements: available -> in transit (still waiting) -> paid.
    const payout = { creatorId: creator.id, amountCents: 80, payoutId: `test-payout-${creator.id}` };
    await postPayout(ctx.db, payout);
    expect(await purgeAccount(ctx.deps, creator.id)).toBe("waiting-for-payout");
    await settlePayout(ctx.db, payout);
    expect(await purgeAccount(ctx.deps, creator.id)).toBe("purged");
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
    // Nothing holds a user without earnings: null on deletion.
    const plain = await user();
    expect((await deleteMe(plain)).json().waitsForPayout).toBeNull();
  });

  it("finishes cleanly when run again after dying half-way", async () => {
    const { me, channel } = await busyAccount();
    expect((await deleteMe(me)).statusCode).toBe(202);
    await makeDue(me.id);
    await expect(
      purgeAccount(ctx.deps, me.id, {
        afterStep: (name) => {
          if (name === "follows") throw new Error("killed");
        },
      }),
    ).rejects.toThrow("killed");
    // Half-way: the posts are gone, the rest is still there, and the account cannot come back.
    expect(Object.keys(await tracesOf(me.id))).toContain("push_tokens.user_id");
    expect((await login(await emailOf(me))).statusCode).toBe(401);
    expect(await purgeAccount(ctx.deps, me.id)).toBe("purged");
    const traces = Object.keys(await tracesOf(me.id)).map((k) => k.split(".")[0]);
    expect(traces.every((t) => (KEPT_AFTER_PURGE as readonly string[]).includes(t!))).toBe(true);
    expect(await keysMentioning(me.id, channel.id)).toEqual([]);
  });

  it("erases more posts than one batch: their comments, reactions and notifications go, the others' counts follow", async () => {
    const [me, fan, watcher] = [await user(), await user(), await user()];
    const n = POSTS_BATCH + 37;
    // Each post of mine: a comment and a reaction of the fan, and a notification of the watcher (the
    // fan as actor) leading to it, which only the post's deletion removes.
    const seeded = await ctx.db.execute<{ id: string }>(sql`
      insert into posts (id, author_id, body, comment_count, like_count)
      select gen_random_uuid()::text, ${me.id}, 'bulk ' || g, 1, 1 from generate_series(1, ${n}) g
      returning id`);
    const postIds = seeded.rows.map((r) => r.id);
    await ctx.db.execute(sql`
      insert into comments (id, post_id, author_id, body)
      select gen_random_uuid()::text, id, ${fan.id}, 'nice' from posts where author_id = ${me.id}`);
    await ctx.db.execute(sql`
      insert into reactions (id, user_id, post_id, kind)
      select gen_random_uuid()::text, ${fan.id}, id, 'like' from posts where author_id = ${me.id}`);
    await ctx.db.execute(sql`
      insert into notifications (id, recipient_id, actor_id, type, title, target_type, target_id, data)
      select gen_random_uuid()::text, ${watcher.id}, ${fan.id}, 'MENTION', 'mentioned you', 'post', id,
        jsonb_build_object('postId', id)
      from posts where author_id = ${me.id}`);
    // One notification of the watcher that has nothing to do with my posts, and stays.
    const theirs = await createPost(ctx.app, watcher);
    expect((await call("POST", `/posts/${theirs.id}/comments`, fan, { body: "hey" })).statusCode).toBe(201);
    const unread = async () => (await call("GET", "/notifications/unread-count", watcher)).json().count;

    expect((await deleteMe(me)).statusCode).toBe(202);
    await makeDue(me.id);
    // Cached now: only the purge's clear can change what the next read answers.
    expect(await unread()).toBe(n + 1);

    const countIn = async (table: "comments" | "reactions") => {
      const result = await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table)} where post_id = any(${sql.param(postIds)}::text[])`,
      );
      return result.rows[0]!.n;
    };
    const afterPosts = async () => {
      const left = await ctx.db.select({ id: posts.id }).from(posts).where(eq(posts.authorId, me.id));
      expect(left).toEqual([]);
      expect(await countIn("comments")).toBe(0);
      expect(await countIn("reactions")).toBe(0);
      const notes = await ctx.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.targetType, "post"), inArray(notifications.targetId, postIds)));
      expect(notes).toEqual([]);
      // The watcher's cached count was cleared with the posts' notifications, before `account.purged`.
      expect(await unread()).toBe(1);
    };
    let checked = false;
    expect(
      await purgeAccount(ctx.deps, me.id, {
        afterStep: async (name) => {
          if (name !== "posts") return;
          await afterPosts();
          checked = true;
        },
      }),
    ).toBe("purged");
    expect(checked).toBe(true);
    expect(await unread()).toBe(1);
    const fanNotes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, watcher.id));
    expect(fanNotes.map((note) => [note.type, note.targetId])).toEqual([["COMMENT", theirs.id]]);
  });

  it("refuses a suspended user's deletion (their token is refused)", async () => {
    const me = await user();
    await ctx.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, me.id));
    await ctx.deps.tokenVersions.invalidate(me.id);
    const response = await deleteMe(me);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("ACCOUNT_SUSPENDED");
    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.deactivatedAt).toBeNull();
  });
});
