/**
 * Fails when a module of the API outside `notifications/` and `realtime/` delivers a notification or
 * talks to the realtime service itself instead of publishing a domain event (docs/architecture.md
 * "Domain events"): it may not import a file of those two folders, nor reach the realtime or push port
 * of `Deps` (`deps.realtime.*`, `deps.push.*`, a destructured or `Pick`ed `realtime` / `push`). The
 * composition root (files directly in src/: the subscriber list, the job registry, the wiring) and test
 * files are exempt.
 *
 * Usage: `tsx scripts/check-side-effects.ts [srcDir]`; exit 1 with each offending line printed.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/** The consumers that own the emitters. */
export const EMITTER_OWNERS = ["notifications", "realtime"] as const;

const IMPORT = /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/gm;
/** Uses of the realtime and push ports of `Deps`. */
const PORT_USES = [
  /\.realtime\b/,
  /\.push\.(?:send|chunk|chunkReceiptIds|getReceipts|isValidToken)\b/,
  /Pick<\s*Deps\s*,[^>]*["'](?:realtime|push)["']/,
  /\{[^{}]*\b(?:realtime|push)\b[^{}]*\}\s*=\s*[\w.]*deps\b/,
];

export interface Leak {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Comments blanked (line breaks kept, so line numbers stay right). */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, " "));
}

export function sideEffectLeaks(srcDir: string): Leak[] {
  const root = resolve(srcDir);
  const ownerOf = (file: string): string | null => {
    const parts = relative(root, file).split(sep);
    return parts.length > 1 && parts[0] !== ".." ? (parts[0] as string) : null;
  };
  const owners: readonly string[] = EMITTER_OWNERS;
  const leaks: Leak[] = [];
  for (const file of sourceFiles(root)) {
    const domain = ownerOf(file);
    if (domain === null || owners.includes(domain)) continue;
    const source = withoutComments(readFileSync(file, "utf8"));
    const lineOf = (index: number) => source.slice(0, index).split("\n").length;
    const report = (index: number) =>
      leaks.push({
        file: relative(root, file),
        line: lineOf(index),
        text: (source.split("\n")[lineOf(index) - 1] ?? "").trim(),
      });
    for (const match of source.matchAll(IMPORT)) {
      const target = ownerOf(resolve(dirname(file), match[1] as string));
      if (target && owners.includes(target)) report(match.index);
    }
    for (const pattern of PORT_USES) {
      for (const match of source.matchAll(new RegExp(pattern.source, "g"))) report(match.index);
    }
  }
  return leaks.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const srcDir = process.argv[2] ?? "services/api/src";
  const leaks = sideEffectLeaks(srcDir);
  if (leaks.length === 0) {
    console.log(`no module of ${srcDir} outside ${EMITTER_OWNERS.join("/ and ")}/ notifies or emits itself`);
  } else {
    console.error(
      `modules of ${srcDir} that notify or emit to realtime themselves (publish a domain event instead):`,
    );
    for (const leak of leaks) console.error(`- ${leak.file}:${leak.line}: ${leak.text}`);
    process.exit(1);
  }
}
