import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeMux } from "#test/fake-mux.ts";
import { runWithRequestId } from "./request-context.ts";
import { createMuxVideoProvider } from "./video.ts";

let mux: Awaited<ReturnType<typeof startFakeMux>>;
beforeAll(async () => {
  mux = await startFakeMux();
});
afterAll(async () => {
  await mux?.close();
});

describe("Mux calls", () => {
  it("carry the request id of the request that made them, and none outside a request", async () => {
    const video = createMuxVideoProvider({ tokenId: "id", tokenSecret: "secret", baseURL: mux.url });
    await runWithRequestId("stream-trace-9", () => video.createLiveStream("ls_1"));
    await video.createLiveStream("ls_2");
    expect(mux.requests.map((r) => r.requestId)).toEqual(["stream-trace-9", undefined]);
    expect(mux.requests[0]?.authorization).toMatch(/^Basic /);
  });
});
