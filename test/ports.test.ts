import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { canBind, freePort } from "./ports.ts";

describe("freePort", () => {
  it("hands out bindable ports below the ephemeral range, never the same one twice", async () => {
    const ports = await Promise.all(Array.from({ length: 50 }, freePort));
    expect(new Set(ports).size).toBe(50);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(32_768);
    }
    expect(await canBind(ports[0] as number)).toBe(true);
  });

  it("does not count a port as free while something else holds it", async () => {
    const held = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => held.listen(port, "127.0.0.1", resolve));
    try {
      expect(await canBind(port)).toBe(false);
    } finally {
      await new Promise((resolve) => held.close(resolve));
    }
    expect(await canBind(port)).toBe(true);
  });
});
