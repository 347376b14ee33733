import { describe, expect, it } from "vitest";
import { freePort } from "./realtime.ts";
import { assertFreePorts, startService } from "./service-process.ts";

describe("test processes and the services' default ports", () => {
  it("refuses to start a service entry point on its default port or without a port", async () => {
    expect(() => startService("media-worker", {})).toThrow(/MEDIA_WORKER_PORT=\(default 4003\)/);
    expect(() => startService("media-worker", { MEDIA_WORKER_PORT: "4003" })).toThrow(
      /MEDIA_WORKER_PORT=4003/,
    );
    expect(() => startService("api", { PORT: "4000" })).toThrow(/PORT=4000/);
    expect(() => startService("realtime", {})).toThrow(/REALTIME_PORT/);
    expect(() => startService("payout", { PAYOUT_PORT: "4002" })).toThrow(/PAYOUT_PORT/);
    expect(() =>
      assertFreePorts("scripts/start-all.ts", { PORT: "5100", REALTIME_PORT: "5101", PAYOUT_PORT: "5102" }),
    ).toThrow(/MEDIA_WORKER_PORT/);
  });

  it("accepts free ports, compiled entry points included, and leaves other scripts alone", async () => {
    const port = String(await freePort());
    expect(() =>
      assertFreePorts("services/media-worker/src/main.ts", { MEDIA_WORKER_PORT: port }),
    ).not.toThrow();
    expect(() => assertFreePorts("/tmp/build/api/main.js", { PORT: port })).not.toThrow();
    expect(() => assertFreePorts("/tmp/build/api/main.js", {})).toThrow(/PORT/);
    expect(() => assertFreePorts("services/payout/src/cli.ts", {})).not.toThrow();
  });
});
