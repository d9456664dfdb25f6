import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder that holds the shop's package.json, found by walking up from this module: the same
 * answer whether the server runs from src/server (tsx, tests) or from the bundle in dist/server.
 */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}: the shop's files are not where the server expects them.`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The committed drizzle migrations, applied at every start. */
export const migrationsFolder = path.join(projectRoot, "src/server/db/migrations");

/** The storefront built by vite. */
export const webRoot = path.join(projectRoot, "dist/web");

/** Media the shop ships with (the classic body build video, its poster and captions); staff may replace them. */
export const mediaAssetsFolder = path.join(projectRoot, "src/server/modules/media/assets");
