import { readdir } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import type { LocalStorage } from "@playpal/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "#test/context.ts";

let storage: LocalStorage;
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
beforeAll(async () => {
  process.on("uncaughtException", onUncaught);
});
const ctx = useTestApp(() => ({ MAX_UPLOAD_BYTES: "1000" }));
beforeAll(async () => {
  storage = ctx.deps.storage as LocalStorage;
});
afterAll(async () => {
  process.off("uncaughtException", onUncaught);
});

async function uploadPath(key: string, contentType = "image/png") {
  const url = new URL((await storage.presignPut(key, contentType, 300)).url);
  return url.pathname + url.search;
}

const put = (url: string, payload: string | Buffer, contentType = "image/png") =>
  ctx.app.inject({ method: "PUT", url, headers: { "content-type": contentType }, payload });

const filesIn = (dir: string) => readdir(path.join(ctx.config.DATA_DIR, "objects", dir)).catch(() => []);

describe("local storage upload target", () => {
  it("is single-use: a second PUT to the same URL is refused with 412 and leaves the object as it was", async () => {
    const url = await uploadPath("media/u9/once.png");
    expect((await put(url, "first")).statusCode).toBe(200);
    const again = await put(url, "overwritten");
    expect(again.statusCode).toBe(412);
    expect(again.json()).toEqual({ message: expect.any(String), code: "UPLOAD_ALREADY_USED" });
    const stream = await storage.get("media/u9/once.png");
    let content = "";
    for await (const chunk of stream) content += chunk;
    expect(content).toBe("first");
    expect(await filesIn("media/u9")).not.toContainEqual(expect.stringMatching(/\.part$/));
  });

  it("stores a signed upload and refuses another key, another content type or a tampered signature", async () => {
    const url = await uploadPath("media/u1/a.png");
    expect((await put(url, "abc")).statusCode).toBe(200);
    expect((await put(url.replace("a.png", "b.png"), "abc")).statusCode).toBe(403);
    expect((await put(url, "abc", "image/jpeg")).statusCode).toBe(403);
    expect((await put(url.replace(/signature=[0-9a-f]/, "signature=g"), "abc")).statusCode).toBe(403);
    expect(await filesIn("media/u1")).toEqual(["a.png", "a.png.meta.json"]);
  });

  it("answers 413 for a body over the limit, keeps nothing and does not crash the process", async () => {
    const url = await uploadPath("media/u2/big.png");
    const response = await put(url, Buffer.alloc(5000));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "File is too large", code: "FILE_TOO_LARGE" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uncaught).toEqual([]);
    expect(await filesIn("media/u2")).toEqual([]);
  });

  it("removes the partial file when the client goes away mid-upload", async () => {
    const url = await uploadPath("media/u3/cut.png");
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as { port: number };
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "PUT",
      path: url,
      headers: { "content-type": "image/png", "content-length": "900" },
    });
    request.on("error", () => {});
    request.write(Buffer.alloc(100));
    await new Promise((resolve) => setTimeout(resolve, 100));
    request.destroy();
    await expect.poll(() => filesIn("media/u3"), { timeout: 2000 }).toEqual([]);
  });
});

describe("local storage file reads", () => {
  it("serves public objects only, never private ones, sidecars or paths outside the store", async () => {
    await storage.put("media/u4/p.png", Buffer.from("png"), "image/png");
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/files/media/u4/p.png" })).statusCode).toBe(
      404,
    );
    await storage.makePublic("media/u4/p.png");
    const ok = await ctx.app.inject({ method: "GET", url: "/api/v1/files/media/u4/p.png" });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("image/png");
    for (const url of [
      "/api/v1/files/media/u4/p.png.meta.json",
      "/api/v1/files/..%2F..%2Fetc%2Fpasswd",
      "/api/v1/files/media%2F..%2F..%2F..%2Fetc%2Fpasswd",
      "/api/v1/files//etc/passwd",
    ]) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
  });
});
