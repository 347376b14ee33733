import type { Job } from "bullmq";
import { UnrecoverableError } from "bullmq";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dispatchJob, registerJobs } from "./jobs.ts";

const schemas = {
  "a.run": z.object({ id: z.string() }),
  "b.run": z.object({}),
};
const job = (name: string, data: unknown) => ({ name, data }) as Job;

describe("job registry", () => {
  it("puts each domain's handlers of a queue together", async () => {
    const registry = registerJobs("q", schemas, [
      { owner: "a", handlers: { "a.run": async (j) => `a:${j.data.id}` } },
      { owner: "b", handlers: { "b.run": async () => "b" } },
    ]);
    expect(await dispatchJob(registry)(job("a.run", { id: "1" }))).toBe("a:1");
    expect(await dispatchJob(registry)(job("b.run", undefined))).toBe("b");
  });

  it("fails the boot when a job has no handler, two, or a handler names no job of the queue", () => {
    expect(() => registerJobs("q", schemas, [{ owner: "a", handlers: { "a.run": async () => 1 } }])).toThrow(
      'job registry of queue "q": job "b.run" has no handler',
    );
    expect(() =>
      registerJobs("q", schemas, [
        { owner: "a", handlers: { "a.run": async () => 1, "b.run": async () => 1 } },
        { owner: "b", handlers: { "b.run": async () => 2 } },
      ]),
    ).toThrow('job "b.run" has 2 handlers (a, b)');
    expect(() =>
      registerJobs("q", schemas, [
        { owner: "a", handlers: { "a.run": async () => 1, "b.run": async () => 1 } },
        { owner: "c", handlers: { "c.run": async () => 1 } as never },
      ]),
    ).toThrow('c handles "c.run", no job of the queue');
  });

  it("fails a malformed payload as unrecoverable and an unknown name as a plain failure", async () => {
    const run = dispatchJob(
      registerJobs("q", schemas, [
        { owner: "a", handlers: { "a.run": async () => 1, "b.run": async () => 2 } },
      ]),
    );
    await expect(run(job("a.run", { id: 42 }))).rejects.toThrow(UnrecoverableError);
    await expect(run(job("a.run", { id: 42 }))).rejects.toThrow(/invalid payload for q job "a.run"/);
    const unknown = run(job("toString", {}));
    await expect(unknown).rejects.toThrow('no processor for q job "toString"');
    await expect(unknown).rejects.not.toThrow(UnrecoverableError);
  });
});
