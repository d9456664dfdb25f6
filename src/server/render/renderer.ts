import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { CreatePageRenderer } from "../../domain/server-rendering";
import { projectRoot } from "../paths";

/** The server renderer built by vite (`vite build --ssr`), which the production bundle loads. */
export const builtRenderer = path.join(projectRoot, "dist/ssr/entry-server.js");
/** The renderer's source, which tests and `npm run dev` load through their TypeScript loader. */
const sourceRenderer = path.join(projectRoot, "src/web/entry-server.tsx");

/** True when this module runs from the production bundle in dist/server rather than from source. */
const runsFromBundle = fileURLToPath(import.meta.url).includes(`${path.sep}dist${path.sep}server${path.sep}`);

/**
 * Loads the storefront's server renderer. The server never imports browser code statically (biome's
 * rule): the renderer is a module of the web app, loaded by path behind the `CreatePageRenderer` seam.
 * Null when it is not there (the storefront is not built), and pages are then rendered by the browser alone.
 */
export async function loadPageRenderer(): Promise<CreatePageRenderer | null> {
  const file = runsFromBundle ? builtRenderer : sourceRenderer;
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { createPageRenderer: CreatePageRenderer };
  return module.createPageRenderer;
}
