import type pg from "pg";
import type { Db } from "../../../db/client";
import { metrics } from "../../../lib/metrics";
import { HORIZON_NOW, loadCatalogIndex, makeNamesOf, partsNow } from "./loader";
import type { CatalogIndex } from "./queries";
import type { IndexSnapshots } from "./snapshots";

/** Past this many changed parts a change is not laid over the index: the whole catalogue is read again. */
const READ_AGAIN_AT = 20_000;

/** Laid-over parts are folded into a fresh listing, read in the background, once there are this many. */
const FOLD_AT = 2_000;

interface Current {
  index: CatalogIndex;
  /** Changes of transactions from this one on may still come (or came after the index was read). */
  horizon: bigint;
  /** Changes already laid over the index, by id, with their transaction: forgotten once the horizon passes it. */
  applied: Map<number, bigint>;
  builtAt: number;
}

/**
 * The catalogue's search index as this server keeps it: read whole once (at start, in the
 * background when older than `maxAgeMs` or carrying many changed parts, and at once after a change
 * of more than 20,000 parts), and brought up to date before every answer from catalog_changes, which
 * triggers fill whoever writes (decision 022). Every answer reflects every change committed before
 * its request came: the catch-up reads the changes of every transaction not finished when the last
 * one looked, and the requests that arrive while one is under way share the next.
 */
export class LiveCatalogIndex {
  private current: Current | null = null;
  private building: Promise<void> | null = null;
  private polling: Promise<void> | null = null;
  private nextPoll: Promise<void> | null = null;
  private snapshots: IndexSnapshots | null = null;
  private keepsAnswers = true;

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds since the index was last read whole; null before the first read. */
  ageSeconds(): number | null {
    return this.current ? (this.now() - this.current.builtAt) / 1000 : null;
  }

  async get(db: Db): Promise<CatalogIndex> {
    if (!this.current) await this.readWhole(db);
    else if (this.now() - this.current.builtAt >= this.maxAgeMs || this.current.index.changedParts >= FOLD_AT) void this.readWhole(db).catch(() => {});
    await this.catchUp(db);
    return this.current!.index;
  }

  /** Whether the index keeps answers for the next request asking the same (CatalogIndex.keepingAnswers). */
  keepAnswers(keep: boolean): void {
    this.keepsAnswers = keep;
    this.current?.index.keepingAnswers(keep);
  }

  /**
   * Keeps snapshots of the index (decision 046): the first read starts from this database's snapshot
   * when there is a usable one, and a whole read writes one.
   */
  keepSnapshots(snapshots: IndexSnapshots): void {
    this.snapshots = snapshots;
  }

  /** Reads the whole catalogue into a new listing (one read at a time); the first, from a snapshot when there is one. */
  private readWhole(db: Db): Promise<void> {
    this.building ??= this.wholeIndex(db)
      .then(({ index, horizon }) => {
        // A restored index counts as read now: the catch-up that follows brings it to this moment.
        this.current = { index: index.keepingAnswers(this.keepsAnswers), horizon, applied: new Map(), builtAt: this.now() };
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  private async wholeIndex(db: Db): Promise<{ index: CatalogIndex; horizon: bigint }> {
    const snapshots = this.snapshots;
    if (snapshots && this.current === null) {
      const restored = await snapshots.read(db).catch((error: unknown) => {
        snapshots.log.warn({ err: error }, "reading the search index snapshot failed; the catalogue is read whole");
        return null;
      });
      if (restored) return restored;
    }
    const takenAt = this.now();
    const read = await loadCatalogIndex(db);
    if (snapshots) {
      snapshots.write(db, read.listing, read.horizon, takenAt).then(
        (written) => written && snapshots.log.info(`search index snapshot written: ${read.listing.codes.length.toLocaleString("en-CA")} parts`),
        (error: unknown) => snapshots.log.warn({ err: error }, "writing the search index snapshot failed; the next start reads the catalogue whole"),
      );
    }
    return read;
  }

  /** A catch-up that starts after this call: the one under way started earlier, so callers then share the next. */
  private catchUp(db: Db): Promise<void> {
    if (!this.polling) {
      this.polling = this.poll(db).finally(() => {
        this.polling = null;
      });
      return this.polling;
    }
    this.nextPoll ??= this.polling
      .catch(() => {})
      .then(() => {
        this.nextPoll = null;
        return this.catchUp(db);
      });
    return this.nextPoll;
  }

  private async poll(db: Db): Promise<void> {
    for (;;) {
      const current = this.current!;
      // A named statement: PostgreSQL plans it once per connection, not on every catch-up.
      const driver = (db as Db & { $client: pg.Pool | pg.ClientBase }).$client;
      const { rows } = await driver.query<{ id: number | null; item: string; xid: string; horizon: string }>({
        name: "catalog_changes_since",
        text: `select c.id, c.item, c.xid::text as xid, ${HORIZON_NOW} as horizon from catalog_changes c where c.xid >= $1::xid8
               union all select null, null, null, ${HORIZON_NOW}`,
        values: [current.horizon.toString()],
      });
      const horizon = BigInt(rows.find((row) => row.id === null)!.horizon);
      const fresh = rows.filter((row) => row.id !== null && !current.applied.has(Number(row.id)));
      const applied = new Map([...current.applied].filter(([, xid]) => xid >= horizon));
      for (const row of fresh) applied.set(Number(row.id), BigInt(row.xid));
      const codes = [...new Set(fresh.map((row) => row.item))];
      if (codes.length > READ_AGAIN_AT) {
        await this.readWhole(db);
        continue;
      }
      const index = codes.length === 0 ? current.index : current.index.withChanges(await partsNow(db, codes), await makeNamesOf(db));
      // A whole read finished meanwhile: look again from its horizon.
      if (this.current !== current) continue;
      this.current = { index, horizon, applied, builtAt: current.builtAt };
      metrics.searchIndexChangesApplied(codes.length);
      return;
    }
  }
}
