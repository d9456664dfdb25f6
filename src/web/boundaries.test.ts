// @vitest-environment node
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers' import rules are written once per layer in biome.json, with globs relative to the importing
 * file (docs/decisions/025-web-slices.md). These tests lint files of a feature folder made for the test,
 * so they prove that a feature added tomorrow is guarded without anyone editing biome.json.
 */
const root = path.resolve(import.meta.dirname, "../..");
const web = path.join(root, "src/web");
const fixtureFeature = path.join(web, "features/zz-boundary-fixture");
const fixtureUi = path.join(web, "ui/zz-boundary-fixture.ts");

const FEATURE_RULE = "A feature uses another feature only through its api.ts";
const SHELL_RULE = "A feature never imports the app shell";
const API_RULE = "A feature's api.ts is its calls and their hooks";
const BOTTOM_RULE = "ui and lib are the bottom layers";

interface Lint {
  exitCode: number;
  output: string;
}

function biomeLint(file: string): Promise<Lint> {
  return new Promise((resolve) => {
    // Only the rule under test: linting one file then skips the project-wide scan the import-cycle rule needs.
    execFile(
      "npx",
      ["biome", "lint", "--colors=off", "--only=style/noRestrictedImports", path.relative(root, file)],
      { cwd: root },
      (error, stdout, stderr) => {
        resolve({ exitCode: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** Writes the files (paths relative to src/web), lints the one named, and removes them all whatever happens. */
async function lintFixture(files: Record<string, string>, linted: string): Promise<Lint> {
  try {
    for (const [name, source] of Object.entries(files)) {
      const file = path.join(web, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, source);
    }
    return await biomeLint(path.join(web, linted));
  } finally {
    fs.rmSync(fixtureFeature, { recursive: true, force: true });
    fs.rmSync(fixtureUi, { force: true });
  }
}

const page = (imports: string[]) =>
  `${imports.map((from, index) => `import * as imported${index} from "${from}";`).join("\n")}\n\nexport const used = [${imports.map((_, index) => `imported${index}`).join(", ")}];\n`;

describe("the browser's import boundaries, on a feature folder nobody listed in biome.json", { timeout: 60_000 }, () => {
  it("refuse a page that reaches into another feature's components", async () => {
    const lint = await lintFixture(
      { "features/zz-boundary-fixture/pages/fixture-page.tsx": page(["../../catalog/components/filter-bar"]) },
      "features/zz-boundary-fixture/pages/fixture-page.tsx",
    );
    expect(lint.exitCode).not.toBe(0);
    expect(lint.output).toContain(FEATURE_RULE);
  });

  it("let a page use another feature's api.ts, its own feature's files, the lower layers and the domain", async () => {
    const lint = await lintFixture(
      {
        "features/zz-boundary-fixture/api.ts": "export const fixtureKeys = { all: ['fixture'] as const };\n",
        "features/zz-boundary-fixture/components/fixture-card.tsx": "export const fixtureCard = 'card';\n",
        "features/zz-boundary-fixture/pages/fixture-page.tsx": page([
          "../../catalog/api",
          "../api",
          "../components/fixture-card",
          "../../../products/part-path",
          "../../../ui/spinner",
          "../../../lib/api",
          "../../../../domain/money",
        ]),
      },
      "features/zz-boundary-fixture/pages/fixture-page.tsx",
    );
    expect(lint.output).not.toContain("noRestrictedImports");
    expect(lint.exitCode).toBe(0);
  });

  it("hold a file deeper in the feature to the same rule", async () => {
    const deep = "features/zz-boundary-fixture/components/parts/fixture-row.tsx";
    const lint = await lintFixture(
      { [deep]: page(["../../../catalog/pages/search-page", "../../../catalog/api", "../../api", "../../../../ui/spinner"]) },
      deep,
    );
    expect(lint.exitCode).not.toBe(0);
    expect(lint.output).toContain(FEATURE_RULE);
    expect(lint.output.match(/noRestrictedImports/g)).toHaveLength(1);
  });

  it("refuse a feature that imports the app shell", async () => {
    const lint = await lintFixture(
      { "features/zz-boundary-fixture/pages/fixture-page.tsx": page(["../../../routes", "../../../app/header"]) },
      "features/zz-boundary-fixture/pages/fixture-page.tsx",
    );
    expect(lint.exitCode).not.toBe(0);
    expect(lint.output.split(SHELL_RULE)).toHaveLength(3);
  });

  it("refuse an api.ts that hands out its feature's components", async () => {
    const lint = await lintFixture(
      {
        "features/zz-boundary-fixture/components/fixture-card.tsx": "export const fixtureCard = 'card';\n",
        "features/zz-boundary-fixture/api.ts": 'export { fixtureCard } from "./components/fixture-card";\n',
      },
      "features/zz-boundary-fixture/api.ts",
    );
    expect(lint.exitCode).not.toBe(0);
    expect(lint.output).toContain(API_RULE);
  });

  it("refuse a file in ui that imports a feature, even its api.ts", async () => {
    const lint = await lintFixture({ "ui/zz-boundary-fixture.ts": page(["../features/catalog/api"]) }, "ui/zz-boundary-fixture.ts");
    expect(lint.exitCode).not.toBe(0);
    expect(lint.output).toContain(BOTTOM_RULE);
  });
});

describe("the feature folders", () => {
  it("hold files at most three folders inside a feature's own, the depths biome.json has rules for", () => {
    const depthOf = (file: string) => path.relative(path.join(web, "features"), file).split(path.sep).length - 1;
    const files = fs.readdirSync(path.join(web, "features"), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const tooDeep = files.map((entry) => path.join(entry.parentPath, entry.name)).filter((file) => depthOf(file) > 4 || depthOf(file) < 1);
    expect(tooDeep).toEqual([]);
  });
});
