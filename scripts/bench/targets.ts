/**
 * The databases a benchmark runs against (a fresh embedded one in a temporary folder, a fresh one on
 * DATABASE_URL's server), seeded with the large catalogue, and everything to clean up after.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { migrateDatabase, openDatabase } from "../../src/server/db/client";
import { seedDemoShopIfEmpty } from "../../src/server/db/seed/demo";
import { seedLargeCatalogue } from "../../src/server/db/seed/large";
import { seedBuying } from "./buying-seed";

/** The project's root folder. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** What every measurement is told of the options (scripts/bench.ts reads them). */
export interface BenchOptions {
  /** Seconds per operation (BENCH_SECONDS). */
  seconds: number;
  /** Parts in the large catalogue (BENCH_ITEMS, --items). */
  items: number;
  /** Connections per operation (BENCH_CONNECTIONS). */
  connections: number;
}

export interface Target {
  label: "embedded" | "postgres";
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

/** What to undo when the benchmark ends or is interrupted: databases, folders, servers, newest first. */
export const cleanups: (() => Promise<void>)[] = [];
/** Runs every cleanup, newest first. */
export async function cleanUpEverything() {
  while (cleanups.length > 0)
    await cleanups
      .pop()?.()
      .catch((error: unknown) => console.error(`cleanup failed: ${error}`));
}

/** Milliseconds as seconds to one decimal. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export interface Seeded {
  codes: string[];
  /** Words of real part names (3 letters or more), for the distinct search terms. */
  words: string[];
  /** Real part descriptions, for what shoppers begin to type. */
  descriptions: string[];
  /** Parts with stock enough for any run, for the buying figures. */
  stocked: string[];
  seedMs: number;
}

async function seedTarget(bench: BenchOptions, options: { url?: string; dataDir?: string; seeded?: boolean }): Promise<Seeded> {
  const started = Date.now();
  // Index builds over a large catalogue may run for minutes: no statement time limit.
  const database = await openDatabase({ url: options.url, dataDir: options.dataDir, poolMax: 2, statementTimeoutMs: 0 });
  try {
    await migrateDatabase(database);
    if (options.seeded) {
      // Earlier runs' orders, stock changes and mails left dead rows, which a server without autovacuum
      // (this machine's and CI's) never clears: each run would measure a slower database than the last.
      const vacuumed = Date.now();
      await database.pool.query("VACUUM (ANALYZE)");
      console.log(`  vacuumed and analyzed in ${seconds(Date.now() - vacuumed)} (earlier runs' dead rows)`);
      return await seededFacts(database.pool, 0);
    }
    await seedDemoShopIfEmpty(database.db);
    let shown = 0;
    const result = await seedLargeCatalogue(database.db, {
      items: bench.items,
      onProgress(event) {
        if (event.step !== "parts") return;
        const percent = Math.floor((event.done / event.total) * 100);
        if (percent >= shown + 25 || event.done === event.total) {
          shown = percent - (percent % 25);
          console.log(`  seeded ${event.done.toLocaleString("en-CA")} parts (${percent}%) ${seconds(Date.now() - started)}`);
        }
      },
    });
    console.log(`  seed: demo shop + ${result.inserted.toLocaleString("en-CA")} parts in ${seconds(Date.now() - started)}`);
    return await seededFacts(database.pool, Date.now() - started);
  } finally {
    await database.close();
  }
}

/** The codes, words and descriptions the measurements draw from, and the shoppers and stock of the buying figures. */
async function seededFacts(pool: pg.Pool, seedMs: number): Promise<Seeded> {
  const { rows } = await pool.query<{ item: string }>("SELECT item FROM parts ORDER BY md5(item) LIMIT 2000");
  const codes = rows.map((row) => row.item);
  const names = await pool.query<{ descrip: string }>("SELECT descrip FROM parts ORDER BY md5(item || 'words') LIMIT 4000");
  const descriptions = names.rows.map((row) => row.descrip);
  const words = [...new Set(descriptions.flatMap((descrip) => descrip.toLowerCase().split(/[^a-z0-9]+/)).filter((word) => word.length >= 3))];
  const stocked = await seedBuying(pool, codes);
  return { codes, words, descriptions, stocked, seedMs };
}

/** A fresh embedded database in a temporary folder, seeded. */
export async function embeddedTarget(bench: BenchOptions): Promise<{ target: Target; seeded: Seeded }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-bench-"));
  const cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  cleanups.push(cleanup);
  console.log(`\n== embedded database in ${dataDir}`);
  const seeded = await seedTarget(bench, { dataDir });
  return { target: { label: "embedded", env: { DATA_DIR: dataDir }, cleanup }, seeded };
}

/**
 * A fresh database on the PostgreSQL server of `serverUrl`, seeded; dropped again by its cleanup. With
 * BENCH_SEEDED_DATABASE_URL, that database instead, as it is (seeded before with `npm run seed -- --items N`),
 * kept afterwards: for measuring one change after another on a large catalogue without seeding it each time.
 */
export async function postgresTarget(bench: BenchOptions, serverUrl: string): Promise<{ target: Target; seeded: Seeded }> {
  const kept = process.env.BENCH_SEEDED_DATABASE_URL;
  if (kept) {
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-bench-pg-"));
    const cleanup = async () => fs.rmSync(mailDir, { recursive: true, force: true });
    cleanups.push(cleanup);
    console.log(`\n== PostgreSQL database ${new URL(kept).pathname.slice(1)} as seeded before (BENCH_SEEDED_DATABASE_URL)`);
    const seeded = await seedTarget(bench, { url: kept, seeded: true });
    return { target: { label: "postgres", env: { DATABASE_URL: kept, DATA_DIR: mailDir }, cleanup }, seeded };
  }
  const name = `partshop_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-bench-pg-"));
  const cleanup = async () => {
    fs.rmSync(mailDir, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  cleanups.push(cleanup);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  console.log(`\n== PostgreSQL database ${name} on ${url.host}`);
  const seeded = await seedTarget(bench, { url: url.toString() });
  return { target: { label: "postgres", env: { DATABASE_URL: url.toString(), DATA_DIR: mailDir }, cleanup }, seeded };
}
