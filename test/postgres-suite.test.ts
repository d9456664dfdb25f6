import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { onBothEngines, onEmbeddedOnly, postgresOnly } from "./postgres-suite";

const root = path.resolve(import.meta.dirname, "..");
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

function testFilesUnder(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .map((file) => path.posix.join(folder, file.split(path.sep).join("/")))
    .filter(isTestFile)
    .sort();
}

describe("the PostgreSQL suite (test/postgres-suite.ts)", () => {
  const listed = [...Object.keys(onBothEngines), ...Object.keys(postgresOnly), ...Object.keys(onEmbeddedOnly)];

  it("names every test file under test/ exactly once: a new file must say whether it runs on PostgreSQL too", () => {
    const files = testFilesUnder("test");
    expect(
      files.filter((file) => !listed.includes(file)),
      "test files in no list of test/postgres-suite.ts: add each, with why",
    ).toEqual([]);
    expect(
      listed.filter((file) => !files.includes(file)),
      "listed in test/postgres-suite.ts but not there",
    ).toEqual([]);
    expect(
      listed.filter((file, index) => listed.indexOf(file) !== index),
      "listed twice",
    ).toEqual([]);
  });

  it("gives a reason for each file", () => {
    for (const [file, reason] of Object.entries({ ...onBothEngines, ...postgresOnly, ...onEmbeddedOnly })) expect(reason.length, file).toBeGreaterThan(10);
  });

  it("knows every test that opens a database: none live under src/", () => {
    const opening = testFilesUnder("src").filter((file) =>
      /test\/(app|database)["']|createTestApp|openDatabase\(/.test(fs.readFileSync(path.join(root, file), "utf8")),
    );
    expect(opening, "tests that open a database belong under test/, in a list of test/postgres-suite.ts").toEqual([]);
  });
});
