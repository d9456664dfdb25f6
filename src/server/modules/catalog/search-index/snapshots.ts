import { mkdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { Listing } from "./listing";
import { CHANGES_KEPT_HOURS, makeNamesOf } from "./loader";
import { CatalogIndex } from "./queries";
import { openSnapshot, writeSnapshot } from "./snapshot";

/** What the snapshots tell the server's log. */
export interface SnapshotLog {
  info(message: string): void;
  warn(details: object, message: string): void;
}

/** A snapshot is used only while every change since it was read is still in catalog_changes, with hours to spare. */
const USABLE_FOR_MS = (CHANGES_KEPT_HOURS / 2) * 3600_000;

/** A new snapshot is written at most this often: a restored one is caught up with every change since, so an hour's changes cost little. */
const WRITE_EVERY_MS = 3600_000;

/** An index read from a snapshot: its listing (to write again later) and the horizon its catch-up starts from. */
export interface RestoredIndex {
  index: CatalogIndex;
  listing: Listing;
  horizon: bigint;
  takenAt: number;
}

/**
 * The search index's snapshots on this server's disk (decision 046): after a whole read of the
 * catalogue the listing is written to a file of the database's own (at most once an hour), and a
 * server starting on the same database reads that file instead of the catalogue, then catches up
 * from catalog_changes as every index does. A snapshot is refused, and the catalogue read whole,
 * when another build of the server wrote it, when it is of another database (another cluster, or a
 * database dropped and made again), when it is too old for the changes since to be still kept, or
 * when it is of a later moment than the database (a restore to an earlier point).
 */
export class IndexSnapshots {
  private lastWritten = 0;

  constructor(
    private readonly dir: string,
    private readonly build: string,
    readonly log: SnapshotLog,
    private readonly now: () => number = Date.now,
  ) {}

  /** The index of this database's snapshot, when there is one this server may use; null otherwise. */
  async read(db: Db): Promise<RestoredIndex | null> {
    const here = await whereAndWhen(db);
    const opened = await openSnapshot(this.fileOf(here.database));
    if (!opened) return null;
    try {
      const { stamp } = opened;
      const refused =
        stamp.build !== this.build
          ? "another build of the server wrote it"
          : stamp.database !== here.database
            ? "it is of another database"
            : this.now() - stamp.takenAt > USABLE_FOR_MS
              ? `it is older than ${USABLE_FOR_MS / 3600_000} hours`
              : BigInt(stamp.horizon) > here.xmax
                ? "it is of a later moment than the database"
                : null;
      if (refused) {
        this.log.info(`search index snapshot not used: ${refused}; the catalogue is read whole`);
        return null;
      }
      const listing = await opened.listing();
      this.lastWritten = stamp.takenAt;
      this.log.info(`search index read from its snapshot of ${new Date(stamp.takenAt).toISOString()}: ${listing.codes.length.toLocaleString("en-CA")} parts`);
      return { index: CatalogIndex.ofListing(listing, await makeNamesOf(db)), listing, horizon: BigInt(stamp.horizon), takenAt: stamp.takenAt };
    } finally {
      await opened.close();
    }
  }

  /** Writes the snapshot of a listing read whole from `horizon` at `takenAt`, unless one was written within the hour. */
  async write(db: Db, listing: Listing, horizon: bigint, takenAt: number): Promise<boolean> {
    if (takenAt - this.lastWritten < WRITE_EVERY_MS) return false;
    this.lastWritten = takenAt;
    const { database } = await whereAndWhen(db);
    await mkdir(this.dir, { recursive: true });
    await writeSnapshot(this.fileOf(database), listing, { build: this.build, database, horizon: horizon.toString(), takenAt });
    return true;
  }

  private fileOf(database: string): string {
    return path.join(this.dir, `catalogue-${database}.snapshot`);
  }
}

/** The database cluster and database (the cluster's identifier and the database's oid), and the newest transaction it has begun. */
async function whereAndWhen(db: Db): Promise<{ database: string; xmax: bigint }> {
  const { rows } = await db.execute<{ database: string; xmax: string }>(
    sql`select (select system_identifier::text from pg_control_system()) || '-' || (select oid::text from pg_database where datname = current_database()) as database,
        pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  );
  const [row] = rows as [{ database: string; xmax: string }];
  return { database: row.database, xmax: BigInt(row.xmax) };
}
