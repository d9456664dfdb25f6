import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { BackupRefused, backup, restore } from "../src/server/db/backup";
import { type Database, migrateDatabase, openDatabase } from "../src/server/db/client";
import { seedDemoShop } from "../src/server/db/seed/demo";
import { orders } from "../src/server/modules/orders/schema";
import { createSharedDatabase } from "./database";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "partshop-backup-"));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** Every table of the shop (and drizzle's migrations log) with its row count and a checksum of its rows. */
async function fingerprint(db: Database["db"]): Promise<Record<string, string>> {
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.execute<{ n: number; sum: string }>(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${name} t`),
    );
    result[name] = `${rows[0]!.n} ${rows[0]!.sum}`;
  }
  return result;
}

/** The demo shop and a few orders. */
async function fillShop(database: Database) {
  await migrateDatabase(database);
  await seedDemoShop(database.db);
  await database.db.insert(orders).values(
    Array.from({ length: 5 }, (_, i) => ({
      orderNum: `B${900_000 + i}`,
      ownerKind: "customer" as const,
      ownerId: 1,
      salesStatus: 6,
      email: `b${i}@example.com`,
    })),
  );
}

async function target(): Promise<{ databaseUrl?: string; dataDir: string; open(): Promise<Database> }> {
  if (onPostgres) {
    const shared = await createSharedDatabase();
    cleanups.push(shared.drop);
    return { databaseUrl: shared.url, dataDir: scratch, open: () => openDatabase({ url: shared.url }) };
  }
  const dataDir = fs.mkdtempSync(path.join(scratch, "data-"));
  return { dataDir, open: () => openDatabase({ dataDir }) };
}

// Each test runs `npm run backup` and `npm run restore` as processes that open the database: 20-30 s on
// a busy 2-core machine.
describe(`npm run backup and npm run restore (${onPostgres ? "PostgreSQL" : "embedded database"})`, { timeout: 120_000 }, () => {
  it("backs up a shop with orders into one file that restores into an empty database with every table's rows the same", async () => {
    const source = await target();
    const shop = await source.open();
    await fillShop(shop);
    const before = await fingerprint(shop.db);
    expect(before["public.orders"]).toMatch(/^5 /);
    await shop.close();

    const file = path.join(scratch, "shop.backup");
    const { bytes } = await backup(source, file);
    expect(bytes).toBeGreaterThan(1000);

    // The shop is gone: a new, empty database (or data folder) gets the backup.
    if (!onPostgres) fs.rmSync(source.dataDir, { recursive: true, force: true });
    const fresh = await target();
    await restore(fresh, file);
    const restored = await fresh.open();
    try {
      expect(await fingerprint(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }

    // A database that holds anything is refused, by the function and by the npm script (non-zero exit).
    await expect(restore(fresh, file)).rejects.toThrow(BackupRefused);
    const env = { ...process.env, DATA_DIR: fresh.dataDir, ...(fresh.databaseUrl ? { DATABASE_URL: fresh.databaseUrl } : {}), NODE_ENV: "test" };
    if (!fresh.databaseUrl) delete env.DATABASE_URL;
    const script = spawnSync(process.execPath, ["--import", "tsx", "scripts/restore.ts", "--", file], { env, encoding: "utf8" });
    expect(script.status).toBe(1);
    expect(script.stderr).toMatch(/^Refused: .*(not empty|already holds a database)/);
  }, 300_000);
});
