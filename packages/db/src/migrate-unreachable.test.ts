import { createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDatabase, runMigrations } from "./migrate.ts";

// A server that accepts connections and never answers: a database behind a partition, or not up yet
// behind a proxy that already accepts.
let silent: Server;
const held: Socket[] = [];
let url: string;
beforeAll(async () => {
  silent = createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const address = silent.address();
  url = `postgres://postgres@127.0.0.1:${typeof address === "object" && address ? address.port : 0}/playpal`;
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
});

describe("boot against a database that never answers", () => {
  it("ensureDatabase and runMigrations fail with a timeout instead of waiting forever", async () => {
    await expect(ensureDatabase(url)).rejects.toThrow(/timeout/i);
    await expect(runMigrations(url)).rejects.toThrow(/timeout/i);
  }, 30_000);
});
