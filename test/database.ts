import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { inject } from "vitest";
import { type Database, migrateDatabase, openDatabase } from "../src/server/db/client";

const MIGRATED_DUMP_WAIT_MS = 180_000;

/**
 * A dump of a freshly migrated embedded database, made once per run by the first test file that asks
 * (the others wait for it): starting PGlite from it takes about a second, where creating and migrating
 * a database takes it many. Made by the app's own code: an embedded database opened and migrated as
 * the server does it, then dumped.
 */
async function migratedDump(dir: string): Promise<string> {
  const dump = path.join(dir, "migrated.tar");
  const failed = path.join(dir, "failed.txt");
  let building = false;
  try {
    fs.mkdirSync(path.join(dir, "building"));
    building = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if (building) {
    try {
      const dataDir = path.join(dir, "building");
      const database = await openDatabase({ dataDir });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      const pglite = await PGlite.create(path.join(dataDir, "pgdata"), { extensions: { pg_trgm } });
      const tar = await pglite.dumpDataDir("none");
      await pglite.close();
      fs.writeFileSync(`${dump}.partial`, Buffer.from(await tar.arrayBuffer()));
      fs.renameSync(`${dump}.partial`, dump);
    } catch (error) {
      fs.writeFileSync(failed, String((error as Error).stack ?? error));
      throw error;
    }
    return dump;
  }
  const deadline = Date.now() + MIGRATED_DUMP_WAIT_MS;
  while (Date.now() < deadline) {
    if (fs.existsSync(dump)) return dump;
    if (fs.existsSync(failed)) throw new Error(`Another test file failed to make the migrated database:\n${fs.readFileSync(failed, "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No migrated database appeared in ${dir} within ${MIGRATED_DUMP_WAIT_MS / 1000} s.`);
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates and migrates the run's template database unless another test file already has; they take turns. */
async function ensurePostgresTemplate(admin: pg.Client, serverUrl: string, template: string): Promise<void> {
  await admin.query("select pg_advisory_lock(hashtext('partshop:test-template'))");
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [template]);
    if (found.rowCount) return;
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ url: databaseUrl(serverUrl, template), poolMax: 2 });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext('partshop:test-template'))");
  }
}

/**
 * A fresh, migrated database for one test file: a throwaway embedded PGlite by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close). Each is a copy of
 * one database migrated at the start of the run (test/global-setup.ts); migrateDatabase then finds
 * nothing to do, and would bring a copy up to date if it were not.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dumpDir = inject("migratedDumpDir");
    const database = await openDatabase({ dataDir: "memory://", brief: true, ...(dumpDir ? { startFrom: await migratedDump(dumpDir) } : {}) });
    await migrateDatabase(database);
    return database;
  }
  const template = inject("postgresTemplate");
  const name = `partshop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (template) await ensurePostgresTemplate(admin, serverUrl, template);
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  // The server's own pool size, so that the tests' bursts (50 shoppers paying at once) meet the pool a shop has.
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  await migrateDatabase(database);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The PostgreSQL server tests of several app servers use: TEST_DATABASE_URL, else the local one. */
export const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A new, empty database on that server for app servers to share (they migrate it); dropped by `drop`. */
export async function createSharedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `partshop_shared_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: POSTGRES_SERVER_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
