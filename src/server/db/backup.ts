import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { acquireLock } from "./embedded/launcher";

/**
 * Backups of everything the shop holds: its database, which also holds the uploaded pictures and PDFs
 * (decision 014), the settings and the secrets (docs/decisions/028-running-the-store.md). On
 * PostgreSQL the file is pg_dump's custom format; on the embedded database it is PGlite's own dump of
 * its data folder (a gzipped tar). `restore` tells them apart by their first bytes.
 */
export interface BackupTarget {
  /** postgres://… or unset for the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir: string;
}

export class BackupRefused extends Error {}

const PG_DUMP_MAGIC = "PGDMP";

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", (error) => reject(new BackupRefused(`${command} could not be started (${error.message}): install the PostgreSQL client tools.`)));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit code ${code}): ${stderr.trim()}`))));
  });
}

/** The embedded database's folder and its lock, taken for the length of `work` (a running shop refuses it). */
async function withEmbeddedFolder<T>(dataDir: string, work: (pgdata: string) => Promise<T>): Promise<T> {
  const folder = path.resolve(dataDir);
  fs.mkdirSync(folder, { recursive: true });
  const lockFile = path.join(folder, "partshop.lock");
  try {
    await acquireLock(lockFile, folder);
  } catch (error) {
    throw new BackupRefused(`${(error as Error).message} The embedded database can be backed up and restored only while the shop is stopped.`);
  }
  try {
    return await work(path.join(folder, "pgdata"));
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/** Writes one file with the whole database to `file` (replacing it only once the backup is complete). */
export async function backup(target: BackupTarget, file: string): Promise<{ bytes: number }> {
  const partial = `${file}.partial`;
  if (target.databaseUrl) {
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${partial}`, `--dbname=${target.databaseUrl}`]);
  } else {
    await withEmbeddedFolder(target.dataDir, async (pgdata) => {
      if (!fs.existsSync(path.join(pgdata, "PG_VERSION")))
        throw new BackupRefused(`There is no embedded database in ${path.resolve(target.dataDir)} to back up.`);
      const db = await PGlite.create(pgdata, { extensions: { pg_trgm } });
      try {
        const dump = await db.dumpDataDir("gzip");
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    });
  }
  fs.renameSync(partial, file);
  return { bytes: fs.statSync(file).size };
}

/** Tables and sequences in the shop's schemas: a database with any is not empty. */
async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'S', 'v', 'm')",
    );
    return Number(rows[0]?.n) === 0;
  } finally {
    await client.end();
  }
}

/** Loads a backup into an empty database or data folder; refuses (BackupRefused) one that holds anything, or a file of the other engine. */
export async function restore(target: BackupTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupRefused(`No backup file at ${file}.`);
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, "r");
  fs.readSync(fd, head, 0, 5, 0);
  fs.closeSync(fd);
  const isPgDump = head.toString("latin1") === PG_DUMP_MAGIC;
  const isGzip = head[0] === 0x1f && head[1] === 0x8b;
  if (!isPgDump && !isGzip) throw new BackupRefused(`${file} is not a Partshop backup (neither a pg_dump archive nor an embedded database dump).`);
  if (target.databaseUrl) {
    if (!isPgDump) throw new BackupRefused(`${file} is a backup of the embedded database; it restores only with DATABASE_URL unset (into DATA_DIR).`);
    if (!(await postgresIsEmpty(target.databaseUrl)))
      throw new BackupRefused(
        "The database named by DATABASE_URL is not empty: restore only into an empty database (create a new one, or drop this one's tables first).",
      );
    await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${target.databaseUrl}`, file]);
    return;
  }
  if (!isGzip) throw new BackupRefused(`${file} is a PostgreSQL backup; set DATABASE_URL to an empty PostgreSQL database to restore it.`);
  await withEmbeddedFolder(target.dataDir, async (pgdata) => {
    if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0)
      throw new BackupRefused(`${pgdata} already holds a database: restore only into an empty data folder (set DATA_DIR to a new one, or move this one away).`);
    const db = await PGlite.create(pgdata, { extensions: { pg_trgm }, loadDataDir: new Blob([fs.readFileSync(file)]) });
    await db.close();
  });
}
