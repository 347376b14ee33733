/**
 * Generates the SDK's code from the committed contract, docs/openapi.json:
 * - `generated/schema.ts`: the types openapi-fetch is typed with (openapi-typescript);
 * - `generated/orval/api.ts`: a second, independent client (orval, fetch), compiled by `npm run check`
 *   to prove the document builds clients with more than one generator.
 *
 *   npm run client:generate            rewrites both
 *   npm run client:generate -- --check fails when either differs from what the document gives
 *
 * Run from this package (its node_modules hold TypeScript 5, whose compiler API both generators use).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { generate } from "orval";
import ts from "typescript";

const packageDir = path.resolve(import.meta.dirname, "..");
const documentPath = path.resolve(packageDir, "../../docs/openapi.json");
const HEADER = "// Generated from docs/openapi.json by `npm run client:generate`. Do not edit.\n";

async function schemaTypes(): Promise<string> {
  const blob = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier("Blob"));
  const ast = await openapiTS(new URL(`file://${documentPath}`), {
    // A file part is a Blob (openapi-fetch's multipart body builds a FormData from it).
    transform(schema) {
      if (schema.format === "binary") return blob;
      return undefined;
    },
  });
  return `${HEADER}${astToString(ast)}`;
}

async function orvalClient(outDir: string): Promise<string> {
  const target = path.join(outDir, "api.ts");
  await generate({
    input: { target: documentPath },
    output: {
      target,
      client: "fetch",
      mode: "single",
      override: {
        header: () => [],
        mutator: { path: path.join(packageDir, "src/orval-fetch.ts"), name: "orvalFetch" },
      },
    },
  });
  // orval writes the mutator's import relative to the temporary directory: point it at the package.
  const code = readFileSync(target, "utf8").replace(
    /from '[^']*src\/orval-fetch'/,
    "from '../../src/orval-fetch.ts'",
  );
  return `${HEADER}${deepObjectQueries(code)}`;
}

/**
 * orval 7 (the last major that runs on Node 20) appends an object query parameter with `toString()`,
 * sending `cursor=[object Object]`; orval 8 serializes `style: deepObject` (orval-labs/orval#3193) but
 * needs Node 22. Until then each URL builder gets the bracket form the document declares for its
 * object parameters (`cursor[id]=..&cursor[createdAt]=..`, every one of them deepObject). Fails when
 * orval's output no longer has the line, so an upgrade removes this instead of silently keeping it.
 */
function deepObjectQueries(code: string): string {
  const line = "normalizedParams.append(key, value === null ? 'null' : value.toString())";
  if (!code.includes(line)) throw new Error("orval's query serialization changed: revisit deepObjectQueries");
  const bracketed = `if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, member] of Object.entries(value)) {
          if (member !== undefined) normalizedParams.append(\`\${key}[\${name}]\`, String(member));
        }
        return;
      }
      ${line}`;
  return code.split(line).join(bracketed);
}

const outputs = {
  "generated/schema.ts": schemaTypes,
  "generated/orval/api.ts": async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "orval-"));
    try {
      return await orvalClient(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

const check = process.argv.includes("--check");
const stale: string[] = [];
for (const [file, make] of Object.entries(outputs)) {
  const text = await make();
  const target = path.join(packageDir, file);
  if (check) {
    let current = "";
    try {
      current = readFileSync(target, "utf8");
    } catch {}
    if (current !== text) stale.push(`packages/client/${file}`);
  } else {
    writeFileSync(target, text);
    console.log(`wrote packages/client/${file}`);
  }
}
if (stale.length > 0) {
  console.error(`${stale.join(", ")} differ from docs/openapi.json: run \`npm run client:generate\``);
  process.exit(1);
}
