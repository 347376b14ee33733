import { accountExports, users } from "@playpal/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { commerceEnv, giveCoins } from "#test/commerce-factories.ts";
import { apiCaller, bearer, createTestContext, type TestContext, useTestApp } from "#test/context.ts";
import { type FakeS3, startFakeS3 } from "#test/fake-s3.ts";
import { makeImage, multipart } from "#test/multipart.ts";
import { createPost, createUser, type TestUser } from "#test/social-factories.ts";
import { EXPORT_PLAN, EXPORTED_TABLES } from "./export.ts";
import { createAccountsWorker, sweepAccounts } from "./worker.ts";

let s3: FakeS3;
let worker: ReturnType<typeof createAccountsWorker>;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
});
const ctx = useTestApp(() => ({
  ...commerceEnv,
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: "true",
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
}));
beforeAll(async () => {
  worker = createAccountsWorker(ctx.deps);
});
afterAll(async () => {
  await worker?.close();
});

const call = ctx.call;
const user = () => createUser(ctx.app);

async function waitReady(u: TestUser, exportId: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await call("GET", `/user/me/export/${exportId}`, u);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { status: string; url: string | null; expiresAt: string | null };
    if (body.status !== "pending") return body;
    if (Date.now() > deadline) throw new Error("export not built in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Every entry of the ZIP by name, as bytes. */
async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true, autoClose: false });
  const list = await new Promise<yauzl.Entry[]>((resolve, reject) => {
    const all: yauzl.Entry[] = [];
    zip.on("entry", (entry: yauzl.Entry) => {
      all.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(all));
    zip.on("error", reject);
    zip.readEntry();
  });
  const entries = new Map<string, Buffer>();
  for (const entry of list) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  zip.close();
  return entries;
}

async function emailOf(id: string) {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}

describe("data export", () => {
  it("builds a ZIP with each kind of the user's data and media, and nothing private of anyone else", async () => {
    const [me, friend, third] = [await user(), await user(), await user()];
    const image = await makeImage(40, 30, "png");
    const upload = multipart({ body: "my photo post" }, [
      { field: "media", filename: "a.png", contentType: "image/png", data: image },
    ]);
    const posted = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/posts",
      headers: { ...bearer(me.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(posted.statusCode).toBe(201);
    const friendsPost = await createPost(ctx.app, friend, { body: "friend public post" });
    await createPost(ctx.app, friend, { body: "friend private post", visibility: "private" });
    expect(
      (await call("POST", `/posts/${friendsPost.id}/comments`, me, { body: "my comment" })).statusCode,
    ).toBe(201);
    expect((await call("POST", "/reactions", me, { postId: friendsPost.id, kind: "wow" })).statusCode).toBe(
      201,
    );
    expect((await call("POST", `/user/${friend.id}/follow`, me)).statusCode).toBe(200);
    expect((await call("POST", `/user/${me.id}/follow`, friend)).statusCode).toBe(200);
    const dm = (await call("POST", "/conversations", me, { participantIds: [friend.id] })).json();
    await call("POST", `/conversations/${dm.id}/messages`, me, { body: "my secret to friend" });
    await call("POST", `/conversations/${dm.id}/messages`, friend, { body: "friend's reply to me" });
    const other = (await call("POST", "/conversations", friend, { participantIds: [third.id] })).json();
    await call("POST", `/conversations/${other.id}/messages`, friend, { body: "friend whispers to third" });

    // Coins bought and a subscription paid: wallet transactions (the friend's earning is theirs).
    await giveCoins(ctx.app, me.id, 12);
    expect((await call("PUT", "/user/me/subscription", friend, { priceCoins: 10 })).statusCode).toBe(200);
    expect((await call("POST", "/subscriptions", me, { creatorId: friend.id })).statusCode).toBe(201);
    const transactions = (await call("GET", "/wallet/transactions?limit=50", me)).json().items as {
      counterparty: { id: string; username: string | null } | null;
    }[];
    expect(transactions.length).toBe(4); // 10 + 1 + 1 coins bought, one subscription

    const created = await call("POST", "/user/me/export", me);
    expect(created.statusCode).toBe(202);
    const { exportId } = created.json();
    const again = await call("POST", "/user/me/export", me);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe("TOO_MANY_EXPORTS");
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(23 * 3600);
    expect((await call("GET", `/user/me/export/${exportId}`, friend)).statusCode).toBe(404);

    const ready = await waitReady(me, exportId);
    expect(ready.status).toBe("ready");
    expect(ready.url).toMatch(/^http/);
    expect(new Date(ready.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 71 * 3600 * 1000);
    const download = await fetch(ready.url!);
    expect(download.status).toBe(200);
    const entries = await unzip(Buffer.from(await download.arrayBuffer()));

    const json = (name: string) => JSON.parse(entries.get(name)!.toString("utf8"));
    expect(json("profile.json")).toMatchObject({
      id: me.id,
      email: await emailOf(me.id),
      username: me.username,
    });
    expect(json("posts.json").map((p: { body: string }) => p.body)).toEqual(["my photo post"]);
    expect(json("comments.json").map((c: { body: string }) => c.body)).toEqual(["my comment"]);
    expect(json("reactions.json")).toMatchObject([{ postId: friendsPost.id, kind: "wow" }]);
    expect(json("following.json")).toMatchObject([{ userId: friend.id, username: friend.username }]);
    expect(json("followers.json")).toMatchObject([{ userId: friend.id }]);
    expect(json("messages.json").map((m: { body: string }) => m.body)).toEqual(["my secret to friend"]);
    expect(json("notifications.json").length).toBeGreaterThan(0);
    // The same items as GET /wallet/transactions, the other party reduced to its id and username.
    expect(json("wallet-transactions.json")).toEqual(
      transactions.map((t) => ({
        ...t,
        counterparty: t.counterparty ? { id: t.counterparty.id, username: t.counterparty.username } : null,
      })),
    );
    expect(json("wallet-transactions.json")).toContainEqual(
      expect.objectContaining({
        kind: "SUBSCRIPTION",
        coins: -10,
        counterparty: expect.objectContaining({ id: friend.id }),
      }),
    );
    const mediaEntries = [...entries.keys()].filter((name) => name.startsWith("media/"));
    expect(mediaEntries).toHaveLength(1);
    expect(entries.get(mediaEntries[0]!)!.equals(image)).toBe(true);

    const everything = [...entries.values()].map((b) => b.toString("latin1")).join("\n");
    for (const secret of [
      await emailOf(friend.id),
      await emailOf(third.id),
      "friend private post",
      "friend whispers to third",
      "friend's reply to me",
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain("password");
  });

  it("has a plan that decides, for every table holding a user's rows, whether the export carries them", async () => {
    const result = await ctx.db.execute<{ table: string }>(sql`
      select distinct c.conrelid::regclass::text as "table" from pg_constraint c
      where c.contype = 'f' and c.confrelid = 'users'::regclass order by 1`);
    const undecided = result.rows.map((r) => r.table).filter((t) => !(t in EXPORTED_TABLES));
    expect(undecided).toEqual([]);
    // Each file a table is said to go to is an entry of the plan.
    const entries = EXPORT_PLAN.map((e) => (e.kind === "files" ? `${e.folder}/` : e.file));
    const named = Object.values(EXPORTED_TABLES).flatMap(
      (where) => where.match(/[a-z-]+\.json|[a-z]+\//g) ?? [],
    );
    expect(named.filter((file) => !entries.includes(file))).toEqual([]);
  });

  it("is built by the hourly sweep when its job was lost with Redis's data, and one just requested is left to its job", async () => {
    const me = await user();
    // As after Redis restarted empty: the pending row in PostgreSQL, no job in Redis.
    const [lost] = await ctx.db
      .insert(accountExports)
      .values({ userId: me.id, createdAt: sql`now() - interval '11 minutes'` })
      .returning({ id: accountExports.id });
    const [recent] = await ctx.db
      .insert(accountExports)
      .values({ userId: me.id })
      .returning({ id: accountExports.id });
    await sweepAccounts(ctx.deps);
    expect(await ctx.deps.queues.accounts.getJob(`export-${recent!.id}`)).toBeUndefined();
    expect(await waitReady(me, lost!.id)).toMatchObject({ status: "ready", url: expect.any(String) });
    // A second sweep finds it built: nothing queued again.
    await sweepAccounts(ctx.deps);
    const [row] = await ctx.db.select().from(accountExports).where(eq(accountExports.id, lost!.id));
    expect(row?.status).toBe("ready");
  });

  it("expires: the ZIP and its export are cleaned up and the export is then 404", async () => {
    const me = await user();
    const { exportId } = (await call("POST", "/user/me/export", me)).json();
    await waitReady(me, exportId);
    const [row] = await ctx.db.select().from(accountExports).where(eq(accountExports.id, exportId));
    expect(await ctx.deps.storage.head(row!.storageKey!)).not.toBeNull();
    await ctx.db.execute(
      sql`update account_exports set expires_at = now() - interval '1 second' where id = ${exportId}`,
    );
    expect((await call("GET", `/user/me/export/${exportId}`, me)).statusCode).toBe(404);
    await sweepAccounts(ctx.deps);
    expect(await ctx.deps.storage.head(row!.storageKey!)).toBeNull();
    expect(await ctx.db.select().from(accountExports).where(eq(accountExports.id, exportId))).toEqual([]);
  });
});

describe("data export in local storage mode", () => {
  let local: TestContext;
  let localWorker: ReturnType<typeof createAccountsWorker>;
  beforeAll(async () => {
    local = await createTestContext();
    localWorker = createAccountsWorker(local.deps);
  });
  afterAll(async () => {
    await localWorker?.close();
    await local?.close();
  });

  it("serves the ZIP at a signed API URL that refuses a tampered signature", async () => {
    const me = await createUser(local.app);
    const localCall = apiCaller(() => local.app);
    const { exportId } = (await localCall("POST", "/user/me/export", me)).json();
    let body: { status: string; url: string | null } = { status: "pending", url: null };
    for (let i = 0; i < 200 && body.status === "pending"; i++) {
      body = (await localCall("GET", `/user/me/export/${exportId}`, me)).json();
      if (body.status === "pending") await new Promise((r) => setTimeout(r, 100));
    }
    expect(body.status).toBe("ready");
    const url = new URL(body.url!);
    expect(url.pathname).toContain("/api/v1/storage/download/exports/");
    const ok = await local.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("application/zip");
    expect((await unzip(ok.rawPayload)).has("profile.json")).toBe(true);
    url.searchParams.set("signature", "0".repeat(64));
    const forged = await local.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(forged.statusCode).toBe(403);
  });
});
