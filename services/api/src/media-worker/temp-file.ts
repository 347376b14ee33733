import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Storage } from "@playpal/platform";

/**
 * Runs `work` with a private temporary directory holding the stored object as the file `original`,
 * streamed there (never held whole in memory), and removes the directory afterwards whatever happens.
 * Returns null instead of running `work` when the object does not exist.
 */
export async function withDownloadedObject<T>(
  storage: Storage,
  key: string,
  work: (file: string, dir: string, size: number) => Promise<T>,
): Promise<{ result: T } | null> {
  const head = await storage.head(key);
  if (!head) return null;
  const dir = await mkdtemp(path.join(tmpdir(), "playpal-media-"));
  try {
    const file = path.join(dir, "original");
    await pipeline(await storage.get(key), createWriteStream(file));
    return { result: await work(file, dir, head.size) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
