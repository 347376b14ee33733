import { authSessions } from "@playpal/db";
import { loadConfig } from "@playpal/platform";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser, useTestApp } from "#test/context.ts";
import { dripRequest, SHORT_HTTP_TIMEOUTS } from "#test/slow-client.ts";
import { buildApp } from "../app.ts";

describe("slow clients", () => {
  let port: number;
  const ctx = useTestApp(SHORT_HTTP_TIMEOUTS);
  beforeAll(async () => {
    const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    port = Number(new URL(address).port);
  });

  it("cuts a request whose body arrives a byte at a time with 408, and keeps serving others", async () => {
    const head =
      "POST /api/v1/authenticate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{";
    const slow = dripRequest(port, head, 200, 10_000);
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(200);
    const { response, closedAfterMs } = await slow;
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(5000);
  });

  it("cuts a request whose headers never end", async () => {
    const { response, closedAfterMs } = await dripRequest(
      port,
      "GET /health HTTP/1.1\r\nX-Slow: ",
      200,
      10_000,
    );
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(5000);
  });
});

describe("TRUST_PROXY", () => {
  let user: { email: string; password: string; id: string };
  const apps: FastifyInstance[] = [];
  const ctx = useTestApp();
  beforeAll(async () => {
    user = await registerUser(ctx.app);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /**
   * Logs in over a real connection from 127.0.0.1 through an app built with `TRUST_PROXY=<value>`,
   * with the X-Forwarded-For a chain of two proxies would send; the address the API recorded.
   */
  async function clientAddress(value: string, forwardedFor: string) {
    const { TRUST_PROXY } = loadConfig({ TRUST_PROXY: value });
    const app = await buildApp({ ...ctx.deps, config: { ...ctx.config, TRUST_PROXY } });
    apps.push(app);
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const response = await fetch(`${url}/api/v1/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(response.status).toBe(200);
    const [session] = await ctx.db
      .select({ ip: authSessions.ipAddress })
      .from(authSessions)
      .where(eq(authSessions.userId, user.id))
      .orderBy(desc(authSessions.createdAt))
      .limit(1);
    return session?.ip;
  }

  // The client 203.0.113.9 went through a proxy 198.51.100.7, then through our peer 127.0.0.1.
  const chain = "203.0.113.9, 198.51.100.7";

  it("trusts nothing by default: the peer is the client", async () => {
    expect(await clientAddress("false", chain)).toBe("127.0.0.1");
  });

  it("maps a hop count to that many proxies from the right", async () => {
    expect(await clientAddress("1", chain)).toBe("198.51.100.7");
    expect(await clientAddress("2", chain)).toBe("203.0.113.9");
  });

  it("trusts the listed addresses and CIDRs only", async () => {
    expect(await clientAddress("127.0.0.1", chain)).toBe("198.51.100.7");
    expect(await clientAddress("127.0.0.0/8, 198.51.100.0/24", chain)).toBe("203.0.113.9");
    expect(await clientAddress("10.0.0.0/8", chain)).toBe("127.0.0.1");
  });

  it("trusts every entry with true", async () => {
    expect(await clientAddress("true", chain)).toBe("203.0.113.9");
  });

  it("refuses at start-up a value it would not understand, naming the variable", () => {
    for (const bad of ["yes", "10.0.0.0/33", "proxy.internal", "1.5", "127.0.0.1,", "-1"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "loopback, fd00::/8" }).TRUST_PROXY).toEqual(["loopback", "fd00::/8"]);
  });
});
