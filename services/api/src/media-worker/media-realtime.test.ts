import type { ServerEventPayloads } from "@playpal/contracts";
import type { Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "#test/context.ts";
import { postWithFile, startMediaWorker } from "#test/media-worker.ts";
import { makeImage } from "#test/multipart.ts";
import { createRealtimeTestEnv, type RealtimeTestEnv, receivedWithin, waitFor } from "#test/realtime.ts";

describe("media worker: media:processing:update over a real socket", () => {
  let env: RealtimeTestEnv;
  let worker: Worker;
  beforeAll(async () => {
    env = await createRealtimeTestEnv();
    worker = await startMediaWorker(env.api);
  });
  afterAll(async () => {
    await worker?.close();
    await env?.close();
  });

  it("tells the author's sockets each status change of their photo, and nobody else", async () => {
    const author = await registerUser(env.api.app);
    const other = await registerUser(env.api.app);
    const socket = await env.connect(author.token);
    const bystander = await env.connect(other.token);
    const updates: ServerEventPayloads["media:processing:update"][] = [];
    socket.on("media:processing:update", (payload) => updates.push(payload));
    const ready = waitFor(socket, "media:processing:update", {
      timeoutMs: 10_000,
      filter: (p) => p.media.status === "ready",
    });
    const { postId, mediaId } = await postWithFile(env.api, author, {
      data: await makeImage(800, 600, "jpeg"),
      contentType: "image/jpeg",
      filename: "a.jpg",
    });
    const final = await ready;
    expect(final.postId).toBe(postId);
    expect(final.media).toMatchObject({
      id: mediaId,
      status: "ready",
      mimeType: "image/jpeg",
      width: 800,
      height: 600,
      errorMessage: null,
    });
    expect(final.media.url).toMatch(new RegExp(`media/${author.id}/${mediaId}/display\\.webp$`));
    expect(final.media.thumbnailUrl).toMatch(/thumb\.webp$/);
    expect(updates.map((u) => u.media.status)).toEqual(["processing", "ready"]);
    expect(await receivedWithin(bystander, "media:processing:update", 200)).toBe(false);
  });
});
