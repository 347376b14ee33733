import { createServer, type Server, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";
import { freePort } from "#test/realtime.ts";
import { buildApp } from "../app.ts";
import type { Deps } from "../deps.ts";
import { createDeps } from "../index.ts";

// One working API (to make a user), and replicas whose PostgreSQL is gone: nothing listening at its
// address, or a server that accepts connections and never answers.
let silent: Server;
const held: Socket[] = [];
const replicas: { app: FastifyInstance; deps: Deps }[] = [];

async function replicaWithDatabase(url: string) {
  const deps = createDeps({ ...ctx.config, DATABASE_URL: url });
  const app = await buildApp(deps);
  await app.ready();
  replicas.push({ app, deps });
  return app;
}

const ctx = useTestApp();
beforeAll(async () => {
  silent = createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  for (const { app, deps } of replicas) {
    await app.close();
    await deps.close();
  }
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
});

const login = (app: FastifyInstance, user: { email: string; password: string }) =>
  app.inject({
    method: "POST",
    url: "/api/v1/authenticate",
    payload: { email: user.email, password: user.password },
  });

describe("when PostgreSQL is unreachable", () => {
  it("answers 503 UNAVAILABLE, not 500, when nothing listens at the database's address", async () => {
    const user = await registerUser(ctx.app);
    const app = await replicaWithDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/playpal`);
    const response = await login(app, user);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: expect.any(String), code: "UNAVAILABLE" });
    const me = await app.inject({ method: "GET", url: "/api/v1/user/me", headers: bearer(user.token) });
    expect(me.statusCode).toBe(503);
    const ready = await app.inject({ method: "GET", url: "/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, db: false, redis: true });
  });

  it("answers 503 after the connect timeout, not never, when the database accepts but does not answer", async () => {
    const user = await registerUser(ctx.app);
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const app = await replicaWithDatabase(`postgres://postgres@127.0.0.1:${port}/playpal`);
    const response = await login(app, user);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: expect.any(String), code: "UNAVAILABLE" });
    // The readiness probe does not wait for the pool's connect timeout.
    expect((await app.inject({ method: "GET", url: "/ready" })).json()).toEqual({
      ready: false,
      db: false,
      redis: true,
    });
  });
});
