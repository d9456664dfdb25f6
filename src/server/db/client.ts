import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsFolder } from "../paths";
import { type Supervision, startEmbeddedDatabase } from "./embedded/launcher";

pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = NodePgDatabase;

/** What the web server asks of the database to decide whether it can serve: see plugins/availability.ts. */
export interface DatabaseAvailability {
  /** False while the embedded database process is down and being restarted; always true on PostgreSQL. */
  isAvailable(): boolean;
  /** True when `select 1` answers within the time given. */
  ping(timeoutMs?: number): Promise<boolean>;
}

export interface Database extends DatabaseAvailability {
  db: Db;
  pool: pg.Pool;
  kind: "postgres" | "embedded";
  close(): Promise<void>;
}

export interface DatabaseOptions extends Pick<Supervision, "onAvailabilityChange" | "onFatal"> {
  /** A postgres:// URL; without one the embedded database is used. */
  url?: string;
  /** Where the embedded database keeps its files, or "memory://" for a throwaway one. */
  dataDir?: string;
  /**
   * For a throwaway embedded database: a file written by PGlite's `dumpDataDir` to start from
   * instead of an empty database (tests clone one migrated database instead of migrating each).
   */
  startFrom?: string;
  /** An embedded database that lives for seconds, a test file's: started for that (launcher.ts, decision 048). */
  brief?: boolean;
  poolMax?: number;
  /**
   * The longest one statement may run before it fails, so a stuck database never holds a request
   * forever; 0 for none (bulk seeding). PostgreSQL also cancels the statement on its side.
   */
  statementTimeoutMs?: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_MS = 60_000;
/**
 * The longest a query waits to get a connection: opening one, or waiting for a free one in the pool
 * (node-postgres has one limit for both). A refused or broken connection fails at once; this limit is
 * for a burst of requests queueing for the pool, as at checkout when many shoppers pay at once, and
 * for the embedded database, whose one connection every query queues for.
 */
const CONNECT_TIMEOUT_MS = 30_000;

/** `select 1` within the time given; a late answer is ignored, never awaited. */
async function pingPool(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = pool.query("select 1").then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Connects to PostgreSQL, or starts the embedded PGlite and connects to it over its socket. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  // The client-side limit backs up PostgreSQL's own: it also ends a wait on a connection that went silent.
  const queryTimeout = statementTimeoutMs > 0 ? { query_timeout: statementTimeoutMs + 5_000 } : {};
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
      ...queryTimeout,
    });
    pool.on("error", () => {});
    return {
      db: drizzle(pool),
      pool,
      kind: "postgres",
      isAvailable: () => true,
      ping: (timeoutMs = 1_000) => pingPool(pool, timeoutMs),
      close: () => pool.end(),
    };
  }
  const embedded = await startEmbeddedDatabase(
    options.dataDir ?? "./data",
    { onAvailabilityChange: options.onAvailabilityChange, onFatal: options.onFatal },
    { startFrom: options.startFrom, brief: options.brief },
  );
  // One connection only: pglite-socket mixes up parameterised queries of concurrent connections (pglite#1046).
  // A fresh connection must not inherit prepared statements a dropped one left in the single backend.
  // When the database process dies, the pool drops its broken connection and the next query opens a new one.
  const pool = new pg.Pool({
    host: embedded.socketDir,
    port: 5432,
    user: "postgres",
    database: "postgres",
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...queryTimeout,
    onConnect: async (client: pg.ClientBase) => {
      await client.query("DEALLOCATE ALL");
    },
  } as pg.PoolConfig & { onConnect: (client: pg.ClientBase) => Promise<void> });
  pool.on("error", () => {});
  return {
    db: drizzle(pool),
    pool,
    kind: "embedded",
    isAvailable: () => embedded.isAvailable(),
    ping: async (timeoutMs = 1_000) => embedded.isAvailable() && (await pingPool(pool, timeoutMs)),
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
}

/** Applies the committed migrations; safe to run on every start. */
/**
 * Brings the schema up to date, then runs `andThen` (the demo seed) while still holding the turn, so
 * that of several servers starting together on one PostgreSQL exactly one migrates and seeds.
 */
export async function migrateDatabase(database: Pick<Database, "db" | "pool" | "kind">, andThen?: () => Promise<unknown>): Promise<void> {
  if (database.kind === "embedded") {
    await migrate(database.db, { migrationsFolder });
    await andThen?.();
    return;
  }
  // Servers starting together on one PostgreSQL take turns: the first migrates, the others then find nothing to do.
  const lock = await database.pool.connect();
  try {
    await lock.query("select pg_advisory_lock(hashtext('partshop:migrations'))");
    await migrate(database.db, { migrationsFolder });
    await andThen?.();
  } finally {
    await lock.query("select pg_advisory_unlock(hashtext('partshop:migrations'))").catch(() => {});
    lock.release();
  }
}
