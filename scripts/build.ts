/**
 * `npm run build`: compiles every service (and the operator tools) to plain JavaScript under `dist/`,
 * for `node dist/<service>/main.js` in production (no tsx, no TypeScript at start-up).
 *
 * esbuild bundles each entry point with our workspace packages (@playpal/*, consumed as .ts sources)
 * inlined; every other package stays an import of node_modules, resolved at run time as in development
 * (native modules such as sharp and @node-rs/bcrypt cannot be bundled anyway). Types are checked by
 * `npm run typecheck`, not here. Every entry sits one folder below `dist/`, so the database package's
 * `../migrations` (relative to the running file) is `dist/migrations`, copied here.
 */
import { cp, rm, stat } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "esbuild";

export const OUT_DIR = "dist";

/** Output path (without `.js`) -> source entry point. */
export const ENTRIES: Record<string, string> = {
  "api/main": "services/api/src/main.ts",
  "realtime/main": "services/realtime/src/main.ts",
  "media-worker/main": "services/api/src/media-worker/main.ts",
  "payout/main": "services/payout/src/main.ts",
  "console/main": "services/console/src/main.ts",
  "tools/migrate": "packages/db/src/migrate-cli.ts",
  "tools/healthcheck": "scripts/healthcheck.ts",
  "tools/admin": "scripts/admin.ts",
};

/** Bare imports of anything but our workspace packages stay imports of node_modules. */
const externalDependencies: Plugin = {
  name: "external-dependencies",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@playpal/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds into `outDir` (default `<root>/dist`). It must lie inside the repository, so that the compiled
 * files find `node_modules` (and the root package.json's `"type": "module"`) above them.
 */
export async function buildAll(root = process.cwd(), outDir = path.join(root, OUT_DIR)): Promise<void> {
  const outdir = outDir;
  await rm(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([out, src]) => [out, path.join(root, src)])),
    outdir,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    sourcemap: true,
    plugins: [externalDependencies],
    logLevel: "warning",
  });
  await cp(path.join(root, "packages/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve("scripts/build.ts")) {
  const started = Date.now();
  await buildAll();
  const sizes = await Promise.all(
    Object.keys(ENTRIES).map(
      async (out) => `${out}.js ${Math.round((await stat(`dist/${out}.js`)).size / 1024)} kB`,
    ),
  );
  console.log(`built ${sizes.join(", ")} in ${Date.now() - started} ms`);
}
