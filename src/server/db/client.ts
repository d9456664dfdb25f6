import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { startEmbeddedDatabase } from "./embedded/launcher";

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = NodePgDatabase;

export interface Database {
  db: Db;
  pool: pg.Pool;
  kind: "postgres" | "embedded";
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without one the embedded database is used. */
  url?: string;
  /** Where the embedded database keeps its files, or "memory://" for a throwaway one. */
  dataDir?: string;
  poolMax?: number;
}

/** Connects to PostgreSQL, or starts the embedded PGlite and connects to it over its socket. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    pool.on("error", () => {});
    return { db: drizzle(pool), pool, kind: "postgres", close: () => pool.end() };
  }
  const embedded = await startEmbeddedDatabase(options.dataDir ?? "./data");
  // One connection only: pglite-socket mixes up parameterised queries of concurrent connections (pglite#1046).
  // A fresh connection must not inherit prepared statements a dropped one left in the single backend.
  const pool = new pg.Pool({
    host: embedded.socketDir,
    port: 5432,
    user: "postgres",
    database: "postgres",
    max: 1,
    idleTimeoutMillis: 0,
    onConnect: async (client: pg.ClientBase) => {
      await client.query("DEALLOCATE ALL");
    },
  } as pg.PoolConfig & { onConnect: (client: pg.ClientBase) => Promise<void> });
  pool.on("error", () => {});
  return {
    db: drizzle(pool),
    pool,
    kind: "embedded",
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Applies the committed migrations; safe to run on every start. */
export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
