import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeS3, startFakeS3 } from "#test/fake-s3.ts";
import { createS3Storage, type S3StorageOptions } from "./s3.ts";

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
});

const storageFor = (extra: Partial<S3StorageOptions> = {}) =>
  createS3Storage({
    bucket: s3.bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
    objectAcl: "public-read",
    ...extra,
  });

const uniqueKey = (name: string) => `tests/${randomBytes(6).toString("hex")}/${name}`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("S3 storage adapter against s3rver", () => {
  it("streams a put, then heads, gets and deletes the object", async () => {
    const storage = storageFor();
    const key = uniqueKey("clip.bin");
    const parts = [randomBytes(1000), randomBytes(2500), randomBytes(10)];
    const { size } = await storage.put(key, Readable.from(parts), "video/mp4");
    expect(size).toBe(3510);
    expect(await storage.head(key)).toEqual({ size: 3510, contentType: "video/mp4" });
    expect((await readAll(await storage.get(key))).equals(Buffer.concat(parts))).toBe(true);
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    await expect(storage.get(key)).rejects.toThrow();
  });

  it("uploads a body larger than one part as a multipart upload, intact", async () => {
    const storage = storageFor({ partSize: 5 * 1024 * 1024 });
    const key = uniqueKey("big.bin");
    const body = randomBytes(6 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: Math.ceil(body.length / 65536) }, (_, i) =>
      body.subarray(i * 65536, (i + 1) * 65536),
    );
    const { size } = await storage.put(key, Readable.from(chunks), "application/octet-stream");
    expect(size).toBe(body.length);
    expect(
      s3.requests.some((r) => r.method === "POST" && r.query.has("uploads") && r.path.endsWith(key)),
    ).toBe(true);
    expect((await readAll(await storage.get(key))).equals(body)).toBe(true);
  });

  it("fails the put when the source stream fails, and stores nothing", async () => {
    const storage = storageFor();
    const key = uniqueKey("broken.bin");
    async function* failing() {
      yield randomBytes(100);
      throw new Error("client went away");
    }
    await expect(storage.put(key, Readable.from(failing()), "image/png")).rejects.toThrow();
    expect(await storage.head(key)).toBeNull();
  });

  it("fails the put when S3 refuses it, and releases the source stream", async () => {
    const storage = storageFor({ bucket: "no-such-bucket", partSize: 5 * 1024 * 1024 });
    // An endless body (a client still sending): only a destroy ends it.
    const chunk = randomBytes(64 * 1024);
    const source = Readable.from(
      (function* endless() {
        for (;;) yield chunk;
      })(),
    );
    await expect(storage.put(uniqueKey("x.bin"), source, "image/png")).rejects.toThrow();
    expect(source.destroyed).toBe(true);
  });

  it("keeps objects private on put unless asked, and applies the canned ACL when made public", async () => {
    const storage = storageFor();
    const privateKey = uniqueKey("private.png");
    await storage.put(privateKey, Buffer.from("png"), "image/png");
    expect(s3.aclOf(privateKey)).toBeUndefined();

    await storage.makePublic(privateKey);
    const aclRequest = s3.requests.find(
      (r) => r.method === "PUT" && r.query.has("acl") && r.path.endsWith(privateKey),
    );
    expect(aclRequest?.headers["x-amz-acl"]).toBe("public-read");
    expect(s3.aclOf(privateKey)).toBe("public-read");

    const publicKey = uniqueKey("avatar.webp");
    await storage.put(publicKey, Buffer.from("webp"), "image/webp", { public: true });
    expect(s3.aclOf(publicKey)).toBe("public-read");
  });

  it("sends no ACL at all when S3_OBJECT_ACL is none (bucket policy makes objects public)", async () => {
    const storage = storageFor({ objectAcl: "none" });
    const key = uniqueKey("policy.png");
    await storage.put(key, Buffer.from("png"), "image/png", { public: true });
    const before = s3.requests.length;
    await storage.makePublic(key);
    expect(s3.requests.length).toBe(before);
    expect(s3.aclOf(key)).toBeUndefined();
  });

  it("presigns a PUT that a client can upload to directly", async () => {
    const storage = storageFor();
    const key = uniqueKey("direct.jpg");
    const presigned = await storage.presignPut(key, "image/jpeg", 300);
    expect(presigned.expiresIn).toBe(300);
    expect(presigned.headers).toEqual({ "content-type": "image/jpeg", "if-none-match": "*" });
    expect(new URL(presigned.url).searchParams.get("X-Amz-SignedHeaders")).toContain("if-none-match");
    const url = new URL(presigned.url);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/${key}`);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.has("x-amz-checksum-crc32")).toBe(false);

    const body = randomBytes(4096);
    const response = await fetch(presigned.url, { method: "PUT", headers: presigned.headers, body });
    expect(response.status).toBe(200);
    expect(await storage.head(key)).toEqual({ size: 4096, contentType: "image/jpeg" });
    expect(s3.aclOf(key)).toBeUndefined();
  });

  it("builds public URLs from S3_PUBLIC_URL, the path-style endpoint or the AWS bucket host", () => {
    expect(storageFor({ publicUrl: "https://cdn.example.com/" }).publicUrl("a/b c.png")).toBe(
      "https://cdn.example.com/a/b%20c.png",
    );
    expect(storageFor().publicUrl("a/b.png")).toBe(`${s3.endpoint}/${s3.bucket}/a/b.png`);
    expect(
      createS3Storage({ bucket: "media", region: "eu-west-1", objectAcl: "public-read" }).publicUrl(
        "x/y.webp",
      ),
    ).toBe("https://media.s3.eu-west-1.amazonaws.com/x/y.webp");
    expect(
      createS3Storage({ bucket: "media", region: "auto", endpoint: "https://r2.example.com" }).publicUrl("k"),
    ).toBe("https://media.r2.example.com/k");
  });
});
