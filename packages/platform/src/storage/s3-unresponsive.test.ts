import { createServer, type Server, type Socket } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3.ts";

// An S3 endpoint that accepts connections and never answers (an overloaded gateway, dropped packets).
let silent: Server;
const held: Socket[] = [];
let endpoint: string;
beforeAll(async () => {
  silent = createServer((socket) => {
    held.push(socket);
    socket.resume();
  });
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const address = silent.address();
  endpoint = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
});

describe("S3 storage against an endpoint that never answers", () => {
  it("fails each call after its timeout instead of leaving the request hanging", async () => {
    const storage = createS3Storage({
      bucket: "media",
      region: "us-east-1",
      endpoint,
      accessKeyId: "test",
      secretAccessKey: "test-secret",
      forcePathStyle: true,
      requestTimeoutMs: 300,
    });
    await expect(storage.head("uploads/u/images/2026/a.png")).rejects.toThrow();
    await expect(
      storage.put("uploads/u/images/2026/b.png", Readable.from([Buffer.from("abc")]), "image/png"),
    ).rejects.toThrow();
  });
});
