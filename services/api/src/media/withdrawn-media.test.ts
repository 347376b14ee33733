import { users } from "@playpal/db";
import type { Worker } from "bullmq";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";
import { type FakeCdn, startFakeCdn } from "#test/fake-cdn.ts";
import { startMediaWorker, waitForMediaStatus } from "#test/media-worker.ts";
import { makeImage, multipart } from "#test/multipart.ts";
import { createTrustedReporter, createUser, type TestUser } from "#test/social-factories.ts";
import { runReportsCommand } from "../trust/reports-command.ts";
import { createAccountsWorker } from "../trust/worker.ts";
import { failProcessing } from "./status.ts";

// Local storage behind a (fake) CDN: public objects are served by the API's /files, and every object
// withdrawn must answer 404 there and be purged from the CDN.
let cdn: FakeCdn;
let mediaWorker: Worker;
let accountsWorker: Worker;
const BASE = "http://files.test";
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  cdn = await startFakeCdn();
});
afterAll(async () => {
  await cdn?.close();
});
const ctx = useTestApp(() => ({
  PUBLIC_URL: BASE,
  REPORT_HIDE_THRESHOLD: "2",
  CDN_PURGE_URL: cdn.url,
  CDN_PURGE_TOKEN: cdn.token,
}));
const call = ctx.call;
beforeAll(async () => {
  mediaWorker = await startMediaWorker(ctx);
  accountsWorker = createAccountsWorker(ctx.deps);
});
afterAll(async () => {
  await mediaWorker?.close();
  await accountsWorker?.close();
});

/** GET of a presented URL through the API (local mode serves `/api/v1/files/*`). */
const load = (url: string) => ctx.app.inject({ method: "GET", url: url.replace(BASE, "") });
const loadStatus = async (url: string) => (await load(url)).statusCode;

/** A public post with one image, processed: its display and thumb URLs as everyone gets them. */
async function processedPost(author: TestUser) {
  const form = multipart({ body: "a photo", type: "photos" }, [
    { field: "media", filename: "a.png", contentType: "image/png", data: await makeImage(300, 200) },
  ]);
  const created = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/posts",
    headers: { ...author.headers, ...form.headers },
    payload: form.payload,
  });
  expect(created.statusCode).toBe(201);
  const { id, media } = created.json() as { id: string; media: { id: string }[] };
  await waitForMediaStatus(ctx, media[0]!.id, ["ready"]);
  const [item] = (await call("GET", `/posts/${id}`, author)).json().media as {
    url: string;
    thumbnailUrl: string;
  }[];
  expect(item!.url).toContain("/display.webp");
  expect(item!.url).not.toContain("signature=");
  return { id, urls: [item!.url, item!.thumbnailUrl] };
}

async function avatarOf(user: TestUser): Promise<string> {
  const form = multipart({}, [
    { field: "file", filename: "me.png", contentType: "image/png", data: await makeImage(64, 64) },
  ]);
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/user/avatar",
    headers: { ...user.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().avatarUrl as string;
}

const pollStatus = (urls: string[], status: number) =>
  expect
    .poll(async () => Promise.all(urls.map(loadStatus)), { timeout: 15_000, interval: 50 })
    .toEqual(urls.map(() => status));

describe("withdrawn media", () => {
  it("serves public media with a short max-age, never a year-long immutable one", async () => {
    const { urls } = await processedPost(await createUser(ctx.app));
    for (const url of urls) {
      const response = await load(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=300");
    }
  });

  it("answers 404 for the media of a post hidden by reports, purges them, and serves them again once dismissed", async () => {
    const author = await createUser(ctx.app);
    const { id, urls } = await processedPost(author);
    const viewer = await createUser(ctx.app);
    const [r1, r2] = [await createTrustedReporter(ctx), await createTrustedReporter(ctx)];
    const first = await call("POST", "/reports", r1, { targetType: "post", targetId: id, reason: "spam" });
    await call("POST", "/reports", r2, { targetType: "post", targetId: id, reason: "spam" });
    expect((await call("GET", `/posts/${id}`, viewer)).statusCode).toBe(404);
    expect(await Promise.all(urls.map(loadStatus))).toEqual([404, 404]);
    expect(cdn.purged).toEqual(expect.arrayContaining(urls));
    // Its author still sees it, through signed URLs.
    const own = (await call("GET", `/posts/${id}`, author)).json().media[0] as { url: string };
    expect(own.url).toContain("signature=");
    expect(await loadStatus(own.url)).toBe(200);

    const io = { out: () => {}, err: () => {} };
    const code = await runReportsCommand(
      ctx.deps,
      ["resolve", first.json().id, "--action", "dismiss", "--note", "fine"],
      io,
    );
    expect(code).toBe(0);
    expect(await Promise.all(urls.map(loadStatus))).toEqual([200, 200]);
  });

  it("answers 404 for a deactivated account's post media and avatar, and serves them again on restore", async () => {
    const me = await createUser(ctx.app);
    const avatar = await avatarOf(me);
    const { urls } = await processedPost(me);
    const all = [...urls, avatar];
    expect(await Promise.all(all.map(loadStatus))).toEqual([200, 200, 200]);
    const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, me.id));

    expect((await call("DELETE", "/user/me", me, { password: PASSWORD })).statusCode).toBe(202);
    await pollStatus(all, 404);
    await expect.poll(() => cdn.purged, { timeout: 5000 }).toEqual(expect.arrayContaining(all));

    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/authenticate",
      payload: { email: row!.email, password: PASSWORD },
    });
    expect(login.json().restored).toBe(true);
    await pollStatus(all, 200);
  });

  it("answers 404 for a suspended author's media, and serves them again once the suspension ended", async () => {
    const author = await createUser(ctx.app);
    const avatar = await avatarOf(author);
    const { urls } = await processedPost(author);
    const reporter = await createTrustedReporter(ctx);
    const report = await call("POST", "/reports", reporter, {
      targetType: "user",
      targetId: author.id,
      reason: "abuse",
    });
    const io = { out: () => {}, err: () => {} };
    expect(
      await runReportsCommand(
        ctx.deps,
        ["resolve", report.json().id, "--action", "suspend", "--days", "1", "--note", "abuse"],
        io,
      ),
    ).toBe(0);
    await pollStatus([...urls, avatar], 404);

    // The suspension ends: the job queued for that moment puts the objects back.
    await ctx.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, author.id));
    await ctx.deps.queues.accounts.add(
      "account.media-access",
      { userId: author.id },
      { jobId: `end-${author.id}` },
    );
    await pollStatus([...urls, avatar], 200);
  });

  it("never serves the original of a media whose processing failed, and purges it from the CDN", async () => {
    const author = await createUser(ctx.app);
    // Created without its processing job running: the author previews the private original while pending.
    await mediaWorker.pause();
    try {
      const form = multipart({ body: "clip", type: "photos" }, [
        { field: "media", filename: "b.png", contentType: "image/png", data: await makeImage(40, 40) },
      ]);
      const created = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/posts",
        headers: { ...author.headers, ...form.headers },
        payload: form.payload,
      });
      const post = created.json() as { id: string; media: { id: string; url: string }[] };
      const preview = post.media[0]!.url;
      const original = preview.split("?")[0] as string;
      expect(preview).toContain("signature=");
      expect(await loadStatus(preview)).toBe(200);
      // Never public before screening.
      expect(await loadStatus(original)).toBe(404);
      await failProcessing(ctx.deps, post.media[0]!.id, "could not decode");
      expect(await loadStatus(original)).toBe(404);
      expect(cdn.purged).toContain(original);
      const [item] = (await call("GET", `/posts/${post.id}`, author)).json().media;
      expect(item).toMatchObject({ status: "failed", url: "", thumbnailUrl: null });
    } finally {
      mediaWorker.resume();
    }
  });
});
