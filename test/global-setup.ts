import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Embedded runs: the folder where the first test file that needs one leaves a dump of a migrated database. */
    migratedDumpDir: string;
    /** PostgreSQL runs: the name of the migrated database the first test file that needs one creates, for the others to copy. */
    postgresTemplate: string;
  }
}

/**
 * Migrating a new database takes PGlite seconds, and PostgreSQL most of a second: a run migrates one,
 * and every test file gets its own fresh copy of it (test/database.ts makes it when first asked, so a
 * run of component tests alone makes none). Here: where it goes, and its removal at the end.
 */
export default function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-migrated-"));
    project.provide("migratedDumpDir", dir);
    project.provide("postgresTemplate", "");
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const name = `partshop_template_${randomBytes(6).toString("hex")}`;
  project.provide("migratedDumpDir", "");
  project.provide("postgresTemplate", name);
  return async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
