import { REALTIME_ADMIN_HEADER } from "@playpal/contracts";
import { deploymentId } from "@playpal/platform";
import { describe, expect, it } from "vitest";
import { registerUser } from "#test/context.ts";
import { receivedWithin, useRealtimeTestEnv, waitFor } from "#test/realtime.ts";
import { testRedisUrl } from "#test/servers.ts";

const env = useRealtimeTestEnv();

const notification = {
  id: "n-secret",
  type: "SYSTEM" as const,
  title: "A private message body",
  body: null,
  actor: null,
  targetType: null,
  targetId: null,
  data: {},
  read: false,
  readAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const emitToUser = (userId: string) =>
  fetch(`${env.realtimeUrl}/admin/emit/notification/new`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [REALTIME_ADMIN_HEADER]: env.api.config.REALTIME_ADMIN_TOKEN,
    },
    body: JSON.stringify({ userId, notification }),
  });

describe("two deployments on one Redis server", () => {
  it("keeps a broadcast within its deployment when the other uses another Redis database, same prefix", async () => {
    // Same server, same REDIS_PREFIX, another database number: keys are apart, pub/sub channels are not.
    const other = await env.startRealtime({ config: { REDIS_URL: testRedisUrl(1) } });
    const sibling = await env.startRealtime();
    const user = await registerUser(env.api.app);
    const onOther = await env.connect(user.token, { url: other.url });
    const onSibling = await env.connect(user.token, { url: sibling.url });

    const delivered = waitFor(onSibling, "notification:new");
    const leaked = receivedWithin(onOther, "notification:new", 800);
    expect((await emitToUser(user.id)).status).toBe(200);
    expect(await delivered).toEqual({ notification });
    expect(await leaked).toBe(false);
  });

  it("keeps broadcasts apart by DEPLOYMENT_ID on the very same Redis database", async () => {
    const other = await env.startRealtime({ config: { DEPLOYMENT_ID: "staging" } });
    const user = await registerUser(env.api.app);
    const onMain = await env.connect(user.token);
    const onOther = await env.connect(user.token, { url: other.url });
    const delivered = waitFor(onMain, "notification:new");
    const leaked = receivedWithin(onOther, "notification:new", 800);
    expect((await emitToUser(user.id)).status).toBe(200);
    expect(await delivered).toEqual({ notification });
    expect(await leaked).toBe(false);
  });

  it("derives the same id for the same configuration and another for another database", () => {
    const base = {
      DEPLOYMENT_ID: undefined,
      REDIS_URL: "redis://127.0.0.1:6379",
      REDIS_PREFIX: "pp",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/playpal",
    };
    expect(deploymentId(base)).toBe(deploymentId({ ...base }));
    expect(deploymentId(base)).toBe(deploymentId({ ...base, REDIS_URL: "redis://127.0.0.1:6379/0" }));
    expect(deploymentId(base)).not.toBe(deploymentId({ ...base, REDIS_URL: "redis://127.0.0.1:6379/2" }));
    expect(deploymentId(base)).not.toBe(
      deploymentId({ ...base, DATABASE_URL: "postgres://postgres@127.0.0.1:5432/playpal_staging" }),
    );
    expect(deploymentId({ ...base, DEPLOYMENT_ID: "prod-eu" })).toBe("prod-eu");
  });
});
