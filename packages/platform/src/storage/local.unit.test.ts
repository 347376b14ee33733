import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, isSafeKey, type LocalStorage } from "./local.ts";

let dataDir: string;
let storage: LocalStorage;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "playpal-local-storage-"));
  storage = createLocalStorage({
    dataDir,
    publicBaseUrl: "http://api.test/api/v1",
    signingSecret: "s".repeat(32),
  });
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A body that arrives in several chunks with pauses, like a slow client. */
function slowBody(fill: string, chunks = 5) {
  return Readable.from(
    (async function* () {
      for (let i = 0; i < chunks; i++) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        yield Buffer.from(fill.repeat(1000));
      }
    })(),
  );
}

describe("local storage", () => {
  it("keeps one whole upload when several writes of the same key overlap", async () => {
    const fills = "abcdefghij".split("");
    const results = await Promise.allSettled(
      fills.map((fill) => storage.put("media/u/same.bin", slowBody(fill), "application/octet-stream")),
    );
    expect(results.map((r) => r.status)).toEqual(fills.map(() => "fulfilled"));
    const content = await readFile(path.join(dataDir, "objects/media/u/same.bin"), "utf8");
    expect(fills.map((fill) => fill.repeat(5000))).toContain(content);
    expect(await readdir(path.join(dataDir, "objects/media/u"))).toEqual(["same.bin", "same.bin.meta.json"]);
  });

  it("refuses keys that could leave the store", () => {
    for (const key of [
      "../x",
      "a/../../x",
      "/etc/passwd",
      "a//b",
      "a/./b",
      "a\\..\\b",
      "",
      "a/b%2F..",
      "x".repeat(600),
    ]) {
      expect(isSafeKey(key), key).toBe(false);
    }
    expect(isSafeKey("media/user_1/abc-1.png")).toBe(true);
  });
});
