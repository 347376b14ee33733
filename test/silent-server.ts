import { createServer, type Socket } from "node:net";
import { freePort } from "./ports.ts";

/**
 * A TCP server that accepts connections and never answers: a store behind a partition, frozen, or a
 * port taken by something that is not it.
 */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const held: Socket[] = [];
  const server = createServer((socket) => held.push(socket));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    async close() {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
