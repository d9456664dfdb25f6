/**
 * Bundles the server for production into dist/server: main.js (the shop) and pglite-child.js (the
 * embedded database's process, which the launcher forks from beside main.js). npm packages stay
 * external and load from node_modules, so the bundle holds only our code; run it with plain node.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, "dist/server");

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: "src/server/main.ts", "pglite-child": "src/server/db/embedded/pglite-child.ts" },
  outdir,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
