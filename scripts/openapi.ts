/**
 * The published OpenAPI document, docs/openapi.json.
 *
 *   npm run openapi          writes it from the routes (what `GET /openapi.json` serves)
 *   npm run check:openapi    fails unless it is current, lints clean (redocly, spectral), and any change
 *                            since its previous committed version raised `info.version`, a breaking one
 *                            the major version with a section in docs/api-changes.md (optic judges)
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { loadConfig } from "@playpal/platform";
import { buildApp } from "../services/api/src/app.ts";
import { SUBSCRIBERS } from "../services/api/src/subscribers.ts";
import { wireDeps } from "../services/api/src/wire-deps.ts";

const root = path.resolve(import.meta.dirname, "..");
export const DOCUMENT_PATH = "docs/openapi.json";
const CHANGES_PATH = "docs/api-changes.md";

/** The document as the API serves it with the default configuration (no connection is opened). */
export async function servedDocument(): Promise<string> {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: path.join(tmpdir(), "playpal-openapi"),
  });
  const deps = wireDeps(config, SUBSCRIBERS);
  const app = await buildApp(deps);
  try {
    await app.ready();
    const response = await app.inject({ method: "GET", url: "/openapi.json" });
    return format(response.json());
  } finally {
    await app.close();
    await deps.close();
  }
}

export function format(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
}

/**
 * What the document is judged against. `released` is the newest committed document whose
 * `info.version` differs from the current one: the version clients last saw, against which a
 * breaking change must be announced. `base` is the document at the merge base with `main` (HEAD on
 * `main` itself): a change since then must raise the version, so a branch's commits are judged
 * together, as the lead merges them, and several commits of one unreleased version on `main` are
 * not each a release.
 */
function previousDocuments(current: string): { released: string | null; base: string | null } {
  const version = (text: string) => (JSON.parse(text) as { info: { version: string } }).info.version;
  let base = "HEAD";
  try {
    base = git("merge-base", "HEAD", "main").trim();
  } catch {}
  let commits: string[];
  let atBase: string | null = null;
  try {
    atBase = git("show", `${base}:${DOCUMENT_PATH}`);
    commits = git("log", "--format=%H", base, "--", DOCUMENT_PATH).split("\n").filter(Boolean);
  } catch {
    return { released: null, base: atBase };
  }
  const currentVersion = version(current);
  for (const commit of commits) {
    let text: string;
    try {
      text = git("show", `${commit}:${DOCUMENT_PATH}`);
    } catch {
      continue;
    }
    if (version(text) !== currentVersion) return { released: text, base: atBase };
  }
  return { released: null, base: atBase };
}

type Semver = [number, number, number];
function semver(version: unknown): Semver {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(String(version));
  if (!match) throw new Error(`info.version ${String(version)} is not MAJOR.MINOR.PATCH`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}
const greater = (a: Semver, b: Semver) =>
  a[0] !== b[0] ? a[0] > b[0] : a[1] !== b[1] ? a[1] > b[1] : a[2] > b[2];

function bin(name: string): string {
  return path.join(root, "node_modules", ".bin", name);
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = { ...process.env },
  cwd = root,
): { ok: boolean; output: string } {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}

/** Breaking changes between two versions of the document, as optic's breaking-change rules see them. */
function breakingChanges(before: string, after: string): string[] {
  const cacheDir = path.join(root, "node_modules", ".cache", "openapi-breaking");
  const key = createHash("sha256")
    .update("optic-text-v3\0")
    .update(before)
    .update("\0")
    .update(after)
    .digest("hex");
  const cached = path.join(cacheDir, `${key}.json`);
  try {
    return JSON.parse(readFileSync(cached, "utf8")) as string[];
  } catch {}
  const dir = mkdtempSync(path.join(tmpdir(), "openapi-diff-"));
  try {
    // Both under one version: optic waives its rules for a raised major version, and whether the
    // break is announced is judged here (judgeChange), not by optic.
    const unversioned = (text: string) => {
      const document = JSON.parse(text) as { info: { version: string } };
      document.info.version = "0.0.0";
      return JSON.stringify(document);
    };
    writeFileSync(path.join(dir, "before.json"), unversioned(before));
    writeFileSync(path.join(dir, "after.json"), unversioned(after));
    // optic's --json output carries the diff but not the checks' results, and it exits 0 with checks
    // failed when CI is set: the checks are read from its text report, each failed rule under the
    // operation it concerns. Its environment is its own (under vitest's LOG_LEVEL it prints nothing),
    // and its rules are named, not left to whatever configuration it finds.
    const { output } = run(
      bin("optic"),
      [
        "diff",
        path.join(dir, "before.json"),
        path.join(dir, "after.json"),
        "--check",
        "--standard",
        path.join(root, "scripts", "optic-standard.yml"),
      ],
      {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        OPTIC_TELEMETRY_LEVEL: "off",
        CI: "true",
        NO_COLOR: "1",
      },
      dir, // with CI set it writes ci-run-details.json into its working directory
    );
    const text = stripVTControlCharacters(output);
    if (!/Operations: /.test(text)) throw new Error(`optic did not compare the documents:\n${text}`);
    const summary = /Checks: (\d+)\/(\d+) passed/.exec(text);
    const failures: string[] = [];
    let operation = "";
    for (const line of text.split("\n")) {
      const rule = /^\s*x \[([^\]]+)\] (.*)$/.exec(line);
      const heading = /^x ([A-Z]+ \S+|specification):/.exec(line.trim());
      if (rule) failures.push(`${operation ? `${operation}: ` : ""}${rule[1]}: ${rule[2]}`);
      else if (heading?.[1]) operation = heading[1];
    }
    if (summary && Number(summary[1]) < Number(summary[2]) && failures.length === 0) {
      throw new Error(`optic reported failed checks that could not be read:\n${text}`);
    }
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(cached, JSON.stringify(failures));
    return failures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Problems of the committed document: stale, lint errors, an unannounced change. Empty when fine. */
export async function checkDocument(options: { served?: boolean } = {}): Promise<string[]> {
  const problems: string[] = [];
  const current = readFileSync(path.join(root, DOCUMENT_PATH), "utf8");
  if (options.served && (await servedDocument()) !== current) {
    problems.push(`${DOCUMENT_PATH} differs from what the API serves: run \`npm run openapi\``);
  }
  const redocly = run(bin("redocly"), ["lint", DOCUMENT_PATH, "--format=summary"]);
  if (!redocly.ok) problems.push(`redocly lint:\n${redocly.output}`);
  const spectral = run(bin("spectral"), ["lint", DOCUMENT_PATH, "--fail-severity=error", "--quiet"]);
  if (!spectral.ok) problems.push(`spectral lint:\n${spectral.output}`);

  const { released, base } = previousDocuments(current);
  const changes = readFileSync(path.join(root, CHANGES_PATH), "utf8");
  problems.push(...judgeChange({ current, base, released, changes }));
  return problems;
}

/**
 * What is wrong with `current` as a new version: unchanged from `base` (main's) unless its version is
 * raised; above `released` (the last version clients saw); a breaking change since `released` only
 * under a raised major version with its section in docs/api-changes.md (`changes`).
 */
export function judgeChange(input: {
  current: string;
  base: string | null;
  released: string | null;
  changes: string;
}): string[] {
  const { current, base, released, changes } = input;
  const problems: string[] = [];
  const after = JSON.parse(current) as { info: { version: string } };
  const to = semver(after.info.version);
  if (base && base !== current) {
    const before = JSON.parse(base) as { info: { version: string } };
    if (!greater(to, semver(before.info.version))) {
      problems.push(
        `${DOCUMENT_PATH} changed since main's version without raising info.version ` +
          `(${before.info.version}): raise OPENAPI_VERSION in services/api/src/http/openapi.ts`,
      );
    }
  }
  if (released) {
    const before = JSON.parse(released) as { info: { version: string } };
    const from = semver(before.info.version);
    if (!greater(to, from)) {
      problems.push(
        `info.version ${after.info.version} is not above ${before.info.version}, released before it`,
      );
    }
    const breaks = breakingChanges(released, current);
    if (breaks.length > 0) {
      const announced = to[0] > from[0] && changes.includes(`## ${after.info.version}`);
      if (!announced) {
        problems.push(
          `Breaking change(s) since ${before.info.version}, not announced. Either keep the old contract, or ` +
            `raise the major version and describe the break under "## ${to[0] > from[0] ? after.info.version : `${from[0] + 1}.0.0`}" ` +
            `in ${CHANGES_PATH}:\n  ${breaks.join("\n  ")}`,
        );
      }
    }
  }
  return problems;
}

async function main() {
  const command = process.argv[2];
  if (command === "write") {
    writeFileSync(path.join(root, DOCUMENT_PATH), await servedDocument());
    console.log(`wrote ${DOCUMENT_PATH}`);
  } else if (command === "check") {
    const problems = await checkDocument({ served: process.argv.includes("--served") });
    if (problems.length > 0) {
      console.error(problems.join("\n\n"));
      process.exit(1);
    }
    console.log(`${DOCUMENT_PATH}: lint clean, changes announced`);
  } else {
    console.error("usage: tsx scripts/openapi.ts write|check [--served]");
    process.exit(2);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
