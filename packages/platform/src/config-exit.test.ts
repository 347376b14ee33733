/**
 * The entry points' side of the config (config.unit.test.ts has the rules): a real child process, so
 * the integration tier.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("config at an entry point", () => {
  it("exits 1 from an entry point with the message naming the bad variable, and no stack", () => {
    const script = `import { loadConfigOrExit } from "./packages/platform/src/config.ts";
      const config = loadConfigOrExit(); console.log("port", config.PORT);`;
    const run = (env: Record<string, string>) =>
      spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        env: { PATH: process.env.PATH ?? "", ...env },
        encoding: "utf8",
      });
    const bad = run({ PORT: "eighty" });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Invalid configuration:\n\s+PORT:/);
    expect(bad.stderr).not.toMatch(/\bat \S+ \(/);
    const good = run({ PORT: "4010" });
    expect(good.status).toBe(0);
    expect(good.stdout).toBe("port 4010\n");
  });
});
