import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";
import {
  currentRequestId,
  requestIdFrom,
  runWithRequestId,
  withJobContext,
  withRequestId,
} from "./request-context.ts";

function capture() {
  const lines: Record<string, unknown>[] = [];
  return { lines, stream: { write: (line: string) => lines.push(JSON.parse(line)) } };
}

describe("request context", () => {
  it("keeps a sane incoming id and replaces a missing, overlong or strange one with a UUID", () => {
    expect(requestIdFrom("01HZX3K9-trace:a.b_c")).toBe("01HZX3K9-trace:a.b_c");
    expect(requestIdFrom(["first-id", "second-id"])).toBe("first-id");
    for (const bad of [undefined, "", "x".repeat(129), "a b", "a\nb", "<script>", 42]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it("tags every log line written inside a request with its reqId, and only those", async () => {
    const out = capture();
    const logger = createLogger({ LOG_LEVEL: "info", NODE_ENV: "test" }, "test", out.stream);
    logger.info("before");
    await runWithRequestId("req-1", async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.info("inside, after an await");
      logger.child({ reqId: "req-1" }).info("from a request logger");
    });
    logger.info("after");
    expect(out.lines.map((l) => [l.msg, l.reqId])).toEqual([
      ["before", undefined],
      ["inside, after an await", "req-1"],
      ["from a request logger", "req-1"],
      ["after", undefined],
    ]);
  });

  it("adds the current id to job data and runs the job's processor under it", async () => {
    expect(withRequestId({ a: 1 })).toEqual({ a: 1 });
    const data = runWithRequestId("req-2", () => withRequestId({ a: 1 }));
    expect(data).toEqual({ a: 1, requestId: "req-2" });
    const seen: (string | undefined)[] = [];
    const processor = withJobContext(async (_job: { data: unknown }) => {
      seen.push(currentRequestId());
    });
    await processor({ data });
    await processor({ data: { a: 1, requestId: "bad id with spaces" } });
    expect(seen[0]).toBe("req-2");
    expect(seen[1]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
