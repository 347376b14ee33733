/**
 * Fails when the operators' console reads the database itself instead of through the API's read model
 * and services (docs/console.md, "Reads"): no file under services/console (tests included) may import
 * `@playpal/db` or `drizzle-orm` (a subpath or a type import as well), nor reach into another package's
 * or service's files by a relative path (a test file may use the repository's helpers in test/), and
 * the console's package.json may not depend on them.
 *
 * Usage: `tsx scripts/check-console-imports.ts [consoleDir]`; exit 1 with each offending line printed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { withoutComments } from "./check-side-effects.ts";

/** The packages that are the tables: the console goes through `@playpal/api` instead. */
export const FORBIDDEN_PACKAGES = ["@playpal/db", "drizzle-orm"] as const;

/** Every module specifier: static imports and re-exports (type-only too), dynamic imports, requires. */
const SPECIFIER =
  /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)|\brequire\(\s*["']([^"']+)["']\s*\)/gm;

export interface ImportLeak {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(c|m)?tsx?$/.test(name) ? [path] : [];
  });
}

const forbidden = (specifier: string) =>
  FORBIDDEN_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

export function consoleImportLeaks(consoleDir: string): ImportLeak[] {
  const root = resolve(consoleDir);
  const leaks: ImportLeak[] = [];
  for (const file of sourceFiles(root)) {
    const source = withoutComments(readFileSync(file, "utf8"));
    const lines = source.split("\n");
    for (const match of source.matchAll(SPECIFIER)) {
      const specifier = (match[1] ?? match[2] ?? match[3]) as string;
      // `#test/x` is the test helpers' alias (tsconfig.json "paths"): test/x of the repository.
      const target = specifier.startsWith("#test/")
        ? resolve(root, "../../test", specifier.slice("#test/".length))
        : specifier.startsWith(".")
          ? resolve(dirname(file), specifier)
          : undefined;
      const outside = target !== undefined && relative(root, target).startsWith(`..${sep}`);
      // A test file may use the repository's test helpers (test/), which check the database for it.
      const intoTests =
        outside && file.endsWith(".test.ts") && target.startsWith(resolve(root, "../../test") + sep);
      if (forbidden(specifier) || (outside && !intoTests)) {
        const at = match.index + match[0].lastIndexOf(specifier);
        const line = source.slice(0, at).split("\n").length;
        leaks.push({ file: relative(root, file), line, text: (lines[line - 1] ?? "").trim() });
      }
    }
  }
  const manifest = join(root, "package.json");
  if (existsSync(manifest)) {
    const pkg = JSON.parse(readFileSync(manifest, "utf8")) as Record<
      string,
      Record<string, string> | undefined
    >;
    for (const field of ["dependencies", "devDependencies", "peerDependencies"]) {
      for (const name of Object.keys(pkg[field] ?? {})) {
        if (forbidden(name)) leaks.push({ file: "package.json", line: 0, text: `${field}: ${name}` });
      }
    }
  }
  return leaks.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const consoleDir = process.argv[2] ?? "services/console";
  const leaks = consoleImportLeaks(consoleDir);
  if (leaks.length === 0) {
    console.log(`${consoleDir} reads through @playpal/api: no ${FORBIDDEN_PACKAGES.join(" or ")} import`);
  } else {
    console.error(
      `${consoleDir} reaches the database itself (use the read model and services of @playpal/api):`,
    );
    for (const leak of leaks) console.error(`- ${leak.file}:${leak.line}: ${leak.text}`);
    process.exit(1);
  }
}
