import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sideEffectLeaks } from "../scripts/check-side-effects.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway src/ tree: file path -> content. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "side-effects-"));
  dirs.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe("side-effect check", () => {
  it("reports a domain importing the notifications or realtime consumers, type imports included", () => {
    const root = tree({
      "commerce/effects.ts": 'import { notify } from "../notifications/notify.ts";\n',
      "trust/export.ts": 'import type { X } from "../realtime/subscribers.ts";\n',
      "notifications/notify.ts": "export const notify = 1;\n",
    });
    expect(sideEffectLeaks(root).map((l) => `${l.file}:${l.line}`)).toEqual([
      "commerce/effects.ts:1",
      "trust/export.ts:1",
    ]);
  });

  it("reports a domain reaching the realtime or push port, however it holds it", () => {
    const root = tree({
      "accounts/service.ts": "\nawait deps.realtime.revokeSessions(userId, 2);\n",
      "livestreams/fanout.ts": "const { realtime, db } = deps;\nawait ctx.deps.push.send(chunk);\n",
      "commerce/sweep.ts": 'type SweepDeps = Pick<Deps, "db" | "realtime">;\n',
    });
    expect(sideEffectLeaks(root).map((l) => `${l.file}:${l.line}`)).toEqual([
      "accounts/service.ts:2",
      "commerce/sweep.ts:1",
      "livestreams/fanout.ts:1",
      "livestreams/fanout.ts:2",
    ]);
  });

  it("leaves alone the consumers themselves, the composition root, tests, comments and other pushes", () => {
    const root = tree({
      "notifications/notify.ts": "await deps.realtime.emit(route, body);\n",
      "realtime/subscribers.ts": 'import { notify } from "../notifications/notify.ts";\n',
      "subscribers.ts": 'import { x } from "./notifications/subscribers.ts";\n',
      "posts/posts.test.ts": "await ctx.deps.realtime.emit(route, body);\n",
      "posts/service.ts":
        "// deps.realtime.emit used to be here\nrows.push(row);\nconst url = config.REALTIME_URL;\n",
    });
    expect(sideEffectLeaks(root)).toEqual([]);
  });

  it("passes on the API as it is", () => {
    expect(sideEffectLeaks(path.join(import.meta.dirname, "../services/api/src"))).toEqual([]);
  });
});
