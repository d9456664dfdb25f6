import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The server's import boundaries are written once per layer in biome.json with relative globs
 * (docs/decisions/024-server-slices-and-boundaries.md), so a module folder made today is guarded
 * today. These tests make such a folder, and a plugin, and ask Biome about their imports.
 */

const root = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);
const fixture = `zz-boundary-fixture-${process.pid}`;
const moduleDir = path.join(root, "src/server/modules", fixture);
const pluginFile = path.join(root, "src/server/plugins", `${fixture}.ts`);

/** A file of another module that is not its public face: the catalogue's search index. */
const internal = "../catalog/search-index/queries";
const MODULE_BOUNDARY = "A module imports another module only through its public face, ../<other>/service";
const LAYER_BOUNDARY = "plugins, lib, integrations and render reach a module only through its public face";

function write(file: string, text: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return path.relative(root, file);
}

/** Biome's lint of some files: whether it passed, and what it said. */
async function lint(...files: string[]): Promise<{ passed: boolean; output: string }> {
  try {
    const { stdout, stderr } = await run("npx", ["biome", "lint", "--max-diagnostics=50", ...files], { cwd: root });
    return { passed: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { passed: false, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** The diagnostics Biome gave one file, each as its header line and message. */
function diagnosticsOf(output: string, file: string): string[] {
  return output.split(/\n(?=\S+\.ts:\d+:\d+ )/).filter((block) => block.startsWith(`${file}:`));
}

function removeFixtures() {
  fs.rmSync(moduleDir, { recursive: true, force: true });
  fs.rmSync(pluginFile, { force: true });
}

beforeAll(removeFixtures);
afterAll(removeFixtures);

describe("server boundaries (biome.json, one rule per layer)", () => {
  it("refuse a new module's imports of another module's internals and tables", { timeout: 180_000 }, async () => {
    expect(fs.existsSync(path.join(root, "src/server/modules", `${internal.slice(3)}.ts`)), `${internal} is a file of the catalog module`).toBe(true);
    const file = write(
      path.join(moduleDir, "reaches-in.ts"),
      `import { CatalogIndex } from "${internal}";\nimport { parts } from "../catalog/schema";\n\nexport const reachedIn = [CatalogIndex, parts];\n`,
    );
    const { passed, output } = await lint(file);
    expect(passed).toBe(false);
    const found = diagnosticsOf(output, file);
    expect(found).toHaveLength(2);
    for (const diagnostic of found) {
      expect(diagnostic).toContain("lint/style/noRestrictedImports");
      expect(diagnostic).toContain(MODULE_BOUNDARY);
    }
    expect(found[0]).toContain(internal);
    expect(found[1]).toContain("../catalog/schema");
  });

  it("let a new module use another module's public face, and its own tables", { timeout: 180_000 }, async () => {
    write(
      path.join(moduleDir, "schema.ts"),
      `import { pgTable, text } from "drizzle-orm/pg-core";\n\nexport const fixtureRows = pgTable("fixture_rows", { item: text("item").primaryKey() });\n`,
    );
    const file = write(
      path.join(moduleDir, "service.ts"),
      `import { listMakes } from "../catalog/service";\nimport { fixtureRows } from "./schema";\n\nexport const usesTheFace = [listMakes, fixtureRows];\n`,
    );
    const { passed, output } = await lint(file);
    expect(output).not.toContain("noRestrictedImports");
    expect(passed).toBe(true);
  });

  it("refuse a plugin's import of a module's tables", { timeout: 180_000 }, async () => {
    const file = write(pluginFile, `import { sessions } from "../modules/accounts/schema";\n\nexport const reachedIn = [sessions];\n`);
    const { passed, output } = await lint(file);
    expect(passed).toBe(false);
    const found = diagnosticsOf(output, file);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(LAYER_BOUNDARY);
  });
});
