import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { consoleImportLeaks } from "../scripts/check-console-imports.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway repository with a services/console tree: file path (under the console) -> content. */
function consoleTree(files: Record<string, string>): string {
  const repo = mkdtempSync(path.join(tmpdir(), "console-imports-"));
  dirs.push(repo);
  const root = path.join(repo, "services/console");
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe("console import check", () => {
  it("refuses a table import, a type import, a subpath and a dynamic import of the database packages", () => {
    const root = consoleTree({
      "src/pages/users.ts": 'import { users } from "@playpal/db";\n',
      "src/pages/reports.ts": '\nimport type { Database } from "@playpal/db";\n',
      "src/pages/overview.ts":
        'import { eq, sql } from "drizzle-orm";\nimport { pgTable } from "drizzle-orm/pg-core";\n',
      "src/server.ts": 'const db = await import("@playpal/db");\n',
      "src/console.test.ts": 'import { reports } from "@playpal/db";\n',
    });
    expect(consoleImportLeaks(root).map((l) => `${l.file}:${l.line}`)).toEqual([
      "src/console.test.ts:1",
      "src/pages/overview.ts:1",
      "src/pages/overview.ts:2",
      "src/pages/reports.ts:2",
      "src/pages/users.ts:1",
      "src/server.ts:1",
    ]);
  });

  it("refuses a relative path into another package, and a dependency on the database packages", () => {
    const root = consoleTree({
      "src/pages/users.ts": 'import { users } from "../../../../packages/db/src/schema/accounts.ts";\n',
      "src/reads.ts": 'export { listQueue } from "../../api/src/trust/moderation.ts";\n',
      "src/helper.ts": 'import { createTestContext } from "../../../test/context.ts";\n',
      "src/helpers.ts": 'import { useTestApp } from "#test/context.ts";\n',
      "package.json": JSON.stringify({ dependencies: { "@playpal/api": "0.0.0", "drizzle-orm": "^0.45.4" } }),
    });
    expect(consoleImportLeaks(root).map((l) => `${l.file}:${l.line}: ${l.text}`)).toEqual([
      "package.json:0: dependencies: drizzle-orm",
      'src/helper.ts:1: import { createTestContext } from "../../../test/context.ts";',
      'src/helpers.ts:1: import { useTestApp } from "#test/context.ts";',
      'src/pages/users.ts:1: import { users } from "../../../../packages/db/src/schema/accounts.ts";',
      'src/reads.ts:1: export { listQueue } from "../../api/src/trust/moderation.ts";',
    ]);
  });

  it("leaves alone the API package, its own files, comments, and a test's use of the shared test helpers", () => {
    const root = consoleTree({
      "src/pages/users.ts":
        'import { searchUsers } from "@playpal/api";\nimport { html } from "../html.ts";\n// import { users } from "@playpal/db";\n',
      "src/console.test.ts": 'import { createConsoleHarness } from "../../../test/console-harness.ts";\n',
      "src/login.test.ts": 'import { createConsoleHarness } from "#test/console-harness.ts";\n',
    });
    expect(consoleImportLeaks(root)).toEqual([]);
  });

  it("passes on the console as it is", () => {
    expect(consoleImportLeaks(path.join(import.meta.dirname, "../services/console"))).toEqual([]);
  });
});
