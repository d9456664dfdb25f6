import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type pg from "pg";
import type { Db } from "../../db/client";

/** A part as the index reads it: only what a list filters and orders by. */
export interface IndexedPart {
  item: string;
  descrip: string;
  yearFrom: number;
  yearEnd: number;
  promotional: boolean;
}

/** The filters of the product list, the search and Hot Deals. */
export interface IndexQuery {
  make?: string | undefined;
  year?: number | undefined;
  item?: string | undefined;
  promotionalOnly?: boolean;
}

const NO_PARTS = new Int32Array(0);

/** A long build hands the event loop back this often (parts), so shoppers' requests go on being answered. */
const YIELD_EVERY = 8_192;
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A set of ordinals as a bitmap: membership in one read. */
function bitsOf(ordinals: Iterable<number>, size: number): Uint32Array {
  const bits = new Uint32Array((size >>> 5) + 1);
  for (const ordinal of ordinals) bits[ordinal >>> 5]! |= 1 << (ordinal & 31);
  return bits;
}

/** A part's search text: code and description in lower case (one flat string, not a concatenation's rope). */
const searchText = (item: string, descrip: string) => `${item}\u001f${descrip}`.toLowerCase();

/**
 * Which parts hold each run of three characters (a trigram) of their search text, as one array of
 * ordinals per trigram in ordinal order. Trigrams of ASCII characters are looked up in a flat table,
 * any other in a map. Two passes over the texts: the first counts, the second fills one Int32Array
 * sized exactly (about 140 MB for a million parts, and no garbage).
 */
class Trigrams {
  private readonly ascii = new Int32Array(1 << 21).fill(-1);
  private readonly other = new Map<string, number>();
  private ids = 0;
  private starts = NO_PARTS;
  private postings = NO_PARTS;

  static async of(texts: readonly string[]): Promise<Trigrams> {
    const trigrams = new Trigrams();
    const counts: number[] = [];
    const last: number[] = [];
    for (let ordinal = 0; ordinal < texts.length; ordinal++) {
      if (ordinal % YIELD_EVERY === 0) await yieldToRequests();
      const text = texts[ordinal]!;
      for (let at = 0; at + 3 <= text.length; at++) {
        const id = trigrams.idAt(text, at, true);
        if (id === counts.length) {
          counts.push(0);
          last.push(-1);
        }
        if (last[id] !== ordinal) {
          last[id] = ordinal;
          counts[id]!++;
        }
      }
    }
    const starts = new Int32Array(counts.length + 1);
    for (let id = 0; id < counts.length; id++) starts[id + 1] = starts[id]! + counts[id]!;
    const postings = new Int32Array(starts[counts.length]!);
    const next = starts.slice(0, counts.length);
    for (let ordinal = 0; ordinal < texts.length; ordinal++) {
      if (ordinal % YIELD_EVERY === 0) await yieldToRequests();
      const text = texts[ordinal]!;
      for (let at = 0; at + 3 <= text.length; at++) {
        const id = trigrams.idAt(text, at, false);
        const end = next[id]!;
        if (end > starts[id]! && postings[end - 1] === ordinal) continue;
        postings[end] = ordinal;
        next[id] = end + 1;
      }
    }
    trigrams.starts = starts;
    trigrams.postings = postings;
    return trigrams;
  }

  /** The id of the trigram at `at`; while adding, an unseen trigram gets the next id, else -1. */
  private idAt(text: string, at: number, adding: boolean): number {
    const a = text.charCodeAt(at);
    const b = text.charCodeAt(at + 1);
    const c = text.charCodeAt(at + 2);
    if ((a | b | c) < 128) {
      const slot = (a << 14) | (b << 7) | c;
      const id = this.ascii[slot]!;
      if (id >= 0 || !adding) return id;
      this.ascii[slot] = this.ids;
      return this.ids++;
    }
    const key = text.slice(at, at + 3);
    const id = this.other.get(key);
    if (id !== undefined) return id;
    if (!adding) return -1;
    this.other.set(key, this.ids);
    return this.ids++;
  }

  /**
   * The shortest posting list among the trigrams of `text` (three characters or more): every part
   * whose text contains `text` is in it. Empty when one of its trigrams occurs nowhere.
   */
  narrowest(text: string): Int32Array {
    let best: Int32Array | null = null;
    for (let at = 0; at + 3 <= text.length; at++) {
      const id = this.idAt(text, at, false);
      if (id < 0) return NO_PARTS;
      if (best === null || this.starts[id + 1]! - this.starts[id]! < best.length) best = this.postings.subarray(this.starts[id]!, this.starts[id + 1]!);
    }
    return best ?? NO_PARTS;
  }
}

/**
 * The catalogue as read at one moment, numbered in the database's own item-code order: every part's
 * code, search text, years and promotional flag, and lists of ordinals by make, by model year, for
 * the promotional parts and by trigram. Never changed once built; later changes are laid over it
 * (see Changes).
 */
class Listing {
  readonly ordinalOf = new Map<string, number>();
  readonly makes = new Map<string, { ordinals: Int32Array; bits: Uint32Array }>();
  readonly years = new Map<number, Int32Array>();
  readonly promotionalBits: Uint32Array;
  readonly all: Int32Array;

  private constructor(
    readonly codes: string[],
    readonly texts: string[],
    readonly yearFrom: Int16Array,
    readonly yearEnd: Int16Array,
    readonly promotional: Int32Array,
    readonly trigrams: Trigrams,
  ) {
    this.promotionalBits = bitsOf(promotional, codes.length);
    this.all = Int32Array.from({ length: codes.length }, (_, ordinal) => ordinal);
  }

  /** `parts` in item-code order; `fits`: the makes each part is listed under (item_makes). */
  static async of(parts: readonly IndexedPart[], fits: Iterable<{ item: string; make: string }>): Promise<Listing> {
    const texts: string[] = [];
    for (let ordinal = 0; ordinal < parts.length; ordinal++) {
      if (ordinal % YIELD_EVERY === 0) await yieldToRequests();
      texts.push(searchText(parts[ordinal]!.item, parts[ordinal]!.descrip));
    }
    const listing = new Listing(
      parts.map((part) => part.item),
      texts,
      Int16Array.from(parts, (part) => part.yearFrom),
      Int16Array.from(parts, (part) => part.yearEnd),
      Int32Array.from(parts.flatMap((part, ordinal) => (part.promotional ? [ordinal] : []))),
      await Trigrams.of(texts),
    );
    const size = parts.length;
    for (let ordinal = 0; ordinal < size; ordinal++) listing.ordinalOf.set(listing.codes[ordinal]!, ordinal);
    await yieldToRequests();

    const byMake = new Map<string, number[]>();
    for (const fit of fits) {
      const ordinal = listing.ordinalOf.get(fit.item);
      if (ordinal === undefined) continue;
      const list = byMake.get(fit.make);
      if (list) list.push(ordinal);
      else byMake.set(fit.make, [ordinal]);
    }
    for (const [make, list] of byMake) {
      const ordinals = Int32Array.from(list).sort();
      listing.makes.set(make, { ordinals, bits: bitsOf(ordinals, size) });
    }
    await yieldToRequests();

    // Two passes, as for trigrams: count the parts of each year, then fill one array per year.
    const perYear = new Map<number, number>();
    for (let ordinal = 0; ordinal < size; ordinal++) {
      for (let year = listing.yearFrom[ordinal]!; year <= listing.yearEnd[ordinal]!; year++) perYear.set(year, (perYear.get(year) ?? 0) + 1);
    }
    const filled = new Map<number, number>();
    for (const [year, count] of perYear) {
      listing.years.set(year, new Int32Array(count));
      filled.set(year, 0);
    }
    for (let ordinal = 0; ordinal < size; ordinal++) {
      for (let year = listing.yearFrom[ordinal]!; year <= listing.yearEnd[ordinal]!; year++) {
        const at = filled.get(year)!;
        listing.years.get(year)![at] = ordinal;
        filled.set(year, at + 1);
      }
    }
    return listing;
  }

  /** Where a code not in the listing would stand: before the ordinal returned (JavaScript's code-unit order). */
  insertionPoint(code: string): number {
    let low = 0;
    let high = this.codes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.codes[middle]! < code) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** A part as it is now, when it changed since the listing was read: checked by hand, it is one of few. */
interface ChangedPart {
  /** Its place among the listing's ordinals: its own ordinal when the listing has its code, else just before the next code. */
  key: number;
  code: string;
  text: string;
  yearFrom: number;
  yearEnd: number;
  promotional: boolean;
  makes: ReadonlySet<string>;
}

/** The parts changed since the listing was read: the listing's versions are left out, their present versions laid in at their places. */
interface Changes {
  /** Every changed code, and what it is now (null: deleted). */
  byCode: Map<string, ChangedPart | null>;
  /** The listing's ordinals of the changed parts. */
  replaced: Uint32Array;
  /** The present versions, by key. */
  parts: ChangedPart[];
}

/** What a part must pass besides being in the list walked. */
interface Checks {
  make: Uint32Array | null;
  makeName: string | undefined;
  promotional: Uint32Array | null;
  promotionalOnly: boolean;
  year: number | undefined;
  text: string | null;
  /** The query's year and text, which a changed part is always checked against. */
  queryYear: number | undefined;
  queryText: string | undefined;
}

/**
 * The catalogue's search index (decision 022): a listing of every part read at one moment, with the
 * parts changed since laid over it. A list, a search or Hot Deals is answered here, total and page;
 * the database is then asked only for the page's 20 parts, by primary key.
 *
 * A part matches as the spec's search does: its code or description contains the text, in any case;
 * it is listed under the makes item_makes gives it; a model year matches from year_from to year_end.
 */
export class CatalogIndex {
  /** How many parts each filter asked so far matches (see find): exact, since a change makes a new CatalogIndex. */
  private readonly totals = new LRUCache<string, number>({ max: 50_000 });
  private readonly makeByLowerName: Map<string, string>;

  private constructor(
    private readonly listing: Listing,
    makeNames: Iterable<string>,
    private readonly changes: Changes | null,
  ) {
    this.makeByLowerName = new Map([...makeNames].map((name) => [name.toLowerCase(), name]));
  }

  /**
   * An index of `parts` (in item-code order), listed under the makes of `fits` (item_makes), with
   * `makeNames` the make grid's spelling of each make, which a filter is matched to in any case.
   */
  static async of(parts: readonly IndexedPart[], fits: Iterable<{ item: string; make: string }>, makeNames: Iterable<string>): Promise<CatalogIndex> {
    return new CatalogIndex(await Listing.of(parts, fits), makeNames, null);
  }

  /** How many parts the index lists. */
  get size(): number {
    let size = this.listing.codes.length;
    for (const [code, part] of this.changes?.byCode ?? []) size += (part ? 1 : 0) - (this.listing.ordinalOf.has(code) ? 1 : 0);
    return size;
  }

  /** How many parts are laid over the listing (changed since it was read). */
  get changedParts(): number {
    return this.changes?.byCode.size ?? 0;
  }

  /**
   * This index with some parts as they are now: `now` has every changed code, with its present
   * version and makes, or null when it was deleted.
   */
  withChanges(now: Map<string, (IndexedPart & { makes: string[] }) | null>, makeNames: Iterable<string>): CatalogIndex {
    const byCode = new Map(this.changes?.byCode);
    for (const [code, part] of now) {
      if (!part) {
        byCode.set(code, null);
        continue;
      }
      const ordinal = this.listing.ordinalOf.get(code);
      byCode.set(code, {
        key: ordinal ?? this.listing.insertionPoint(code) - 0.5,
        code,
        text: searchText(part.item, part.descrip),
        yearFrom: part.yearFrom,
        yearEnd: part.yearEnd,
        promotional: part.promotional,
        makes: new Set(part.makes),
      });
    }
    const replaced = bitsOf(
      [...byCode.keys()].flatMap((code) => {
        const ordinal = this.listing.ordinalOf.get(code);
        return ordinal === undefined ? [] : [ordinal];
      }),
      this.listing.codes.length,
    );
    const parts = [...byCode.values()].filter((part) => part !== null).sort((a, b) => a.key - b.key || (a.code < b.code ? -1 : 1));
    return new CatalogIndex(this.listing, makeNames, { byCode, replaced, parts });
  }

  /**
   * How many parts match, and the item codes of `limit` of them from the `offset`th on, in item-code
   * order. The narrowest of the model year's parts, the make's parts, the promotional parts and the
   * parts holding the text's rarest trigram (or every part) is walked, and each of its parts checked
   * against the rest. The first time a filter is asked the walk goes to the end to count; its total is
   * then kept with this index, and later pages stop as soon as they are full, or walk from the end
   * when they lie in the second half.
   */
  find(query: IndexQuery, offset: number, limit: number): { total: number; codes: string[] } {
    const { listing, changes } = this;
    const { year } = query;
    const promotionalOnly = query.promotionalOnly === true;
    const text = query.item?.toLowerCase() || undefined;
    const makeName = query.make === undefined ? undefined : (this.makeByLowerName.get(query.make.toLowerCase()) ?? query.make);
    const make = makeName === undefined ? undefined : listing.makes.get(makeName);

    let walk = listing.all;
    if (makeName !== undefined && !make) walk = NO_PARTS;
    const yearly = year === undefined ? null : (listing.years.get(year) ?? NO_PARTS);
    if (yearly && yearly.length < walk.length) walk = yearly;
    if (make && make.ordinals.length < walk.length) walk = make.ordinals;
    if (promotionalOnly && listing.promotional.length < walk.length) walk = listing.promotional;
    const rarest = text && text.length >= 3 ? listing.trigrams.narrowest(text) : null;
    if (rarest && rarest.length < walk.length) walk = rarest;

    const checks: Checks = {
      make: make && walk !== make.ordinals ? make.bits : null,
      makeName,
      promotional: promotionalOnly && walk !== listing.promotional ? listing.promotionalBits : null,
      promotionalOnly,
      year: yearly && walk !== yearly ? year : undefined,
      // A three-character text is one trigram: its posting list is the exact answer.
      text: text && !(walk === rarest && text.length === 3) ? text : null,
      queryYear: year,
      queryText: text,
    };
    const codes: string[] = [];
    if (!changes && !checks.make && !checks.promotional && checks.text === null && checks.year === undefined) {
      for (let at = offset; at < Math.min(walk.length, offset + limit); at++) codes.push(listing.codes[walk[at]!]!);
      return { total: walk.length, codes };
    }

    const key = `${makeName ?? ""}\u001f${year ?? ""}\u001f${promotionalOnly ? 1 : 0}\u001f${text ?? ""}`;
    const known = this.totals.get(key);
    const end = offset + limit;
    if (known === undefined) {
      const total = this.scan(walk, checks, false, walk.length + this.changedParts, (code, number) => {
        if (number >= offset && number < end) codes.push(code);
      });
      this.totals.set(key, total);
      return { total, codes };
    }
    if (offset >= known) return { total: known, codes };
    if (offset > known / 2) {
      // Counted from the end: the last match is number known - 1.
      this.scan(walk, checks, true, known - offset, (code, fromEnd) => {
        if (known - 1 - fromEnd < end) codes.push(code);
      });
      return { total: known, codes: codes.reverse() };
    }
    this.scan(walk, checks, false, end, (code, number) => {
      if (number >= offset) codes.push(code);
    });
    return { total: known, codes };
  }

  /**
   * Walks `walk` (forwards or backwards) until `stop` parts passed every check, handing each to `visit`
   * with its number among them; returns how many passed. Changed parts are left out of the walk and
   * checked in at their places.
   */
  private scan(walk: Int32Array, checks: Checks, backwards: boolean, stop: number, visit: (code: string, number: number) => void): number {
    const { codes, texts, yearFrom, yearEnd } = this.listing;
    const { make, promotional, year, text } = checks;
    const replaced = this.changes?.replaced ?? null;
    const changed = this.changes?.parts ?? [];
    const last = walk.length - 1;
    let next = backwards ? changed.length - 1 : 0;
    let passed = 0;
    const passChangedUpTo = (key: number) => {
      for (; backwards ? next >= 0 && changed[next]!.key > key : next < changed.length && changed[next]!.key < key; next += backwards ? -1 : 1) {
        if (passed < stop && changedMatches(changed[next]!, checks)) visit(changed[next]!.code, passed++);
      }
    };
    for (let at = 0; at <= last && passed < stop; at++) {
      const ordinal = walk[backwards ? last - at : at]!;
      if (changed.length > 0) passChangedUpTo(ordinal);
      if (passed >= stop) break;
      if (replaced !== null && (replaced[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0) continue;
      if (make !== null && (make[ordinal >>> 5]! & (1 << (ordinal & 31))) === 0) continue;
      if (promotional !== null && (promotional[ordinal >>> 5]! & (1 << (ordinal & 31))) === 0) continue;
      if (year !== undefined && (yearFrom[ordinal]! > year || yearEnd[ordinal]! < year)) continue;
      if (text !== null && !texts[ordinal]!.includes(text)) continue;
      visit(codes[ordinal]!, passed++);
    }
    if (changed.length > 0) passChangedUpTo(backwards ? -1 : Number.POSITIVE_INFINITY);
    return passed;
  }
}

function changedMatches(part: ChangedPart, checks: Checks): boolean {
  if (checks.makeName !== undefined && !part.makes.has(checks.makeName)) return false;
  if (checks.promotionalOnly && !part.promotional) return false;
  if (checks.queryYear !== undefined && (part.yearFrom > checks.queryYear || part.yearEnd < checks.queryYear)) return false;
  return checks.queryText === undefined || part.text.includes(checks.queryText);
}

type Row = Record<string, unknown>;
const asPart = (row: Row): IndexedPart => ({
  item: String(row.item),
  descrip: String(row.descrip),
  yearFrom: Number(row.year_from),
  yearEnd: Number(row.year_end),
  promotional: row.promotional === true,
});

/** The oldest transaction not yet finished now: every change of an older one is either visible or never will be. */
const HORIZON_NOW = "pg_snapshot_xmin(pg_current_snapshot())::text";

async function makeNamesOf(db: Db): Promise<string[]> {
  return (await db.execute<{ make: string }>(sql`select make from makes`)).rows.map((row) => row.make);
}

/**
 * Reads the whole catalogue into a new index: the parts in item-code order (the database's own
 * ordering, a batch at a time keyed on the last code), which makes each fits, and the make grid's
 * names. Returns it with the transaction horizon taken before the read: changes of transactions
 * from that horizon on are read again by the first catch-up (see LiveCatalogIndex).
 */
export async function loadCatalogIndex(db: Db, batchSize = 20_000): Promise<{ index: CatalogIndex; horizon: bigint }> {
  const [{ horizon }] = (await db.execute<{ horizon: string }>(sql.raw(`select ${HORIZON_NOW} as horizon`))).rows as [{ horizon: string }];
  const parts: IndexedPart[] = [];
  let after: string | null = null;
  for (;;) {
    const from = after === null ? sql`` : sql`where item > ${after}`;
    const { rows } = await db.execute<Row>(sql`select item, descrip, year_from, year_end, promotional from parts ${from} order by item limit ${batchSize}`);
    for (const row of rows) parts.push(asPart(row));
    if (rows.length < batchSize) break;
    after = parts[parts.length - 1]!.item;
  }
  const fits = await db.execute<{ item: string; make: string }>(sql`select item, make from item_makes`);
  const index = await CatalogIndex.of(parts, fits.rows, await makeNamesOf(db));
  await db.execute(sql`delete from catalog_changes where changed_at < now() - interval '1 day'`);
  return { index, horizon: BigInt(horizon) };
}

/** The parts of some codes as they are now, with their makes; null for a code no part has. */
async function partsNow(db: Db, codes: string[]): Promise<Map<string, (IndexedPart & { makes: string[] }) | null>> {
  const { rows } = await db.execute<Row>(sql`
    select p.item, p.descrip, p.year_from, p.year_end, p.promotional, array(select im.make from item_makes im where im.item = p.item) as makes
    from parts p where p.item in (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )})`);
  const now = new Map<string, (IndexedPart & { makes: string[] }) | null>(codes.map((code) => [code, null]));
  for (const row of rows) now.set(String(row.item), { ...asPart(row), makes: row.makes as string[] });
  return now;
}

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

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(db: Db): Promise<CatalogIndex> {
    if (!this.current) await this.readWhole(db);
    else if (this.now() - this.current.builtAt >= this.maxAgeMs || this.current.index.changedParts >= FOLD_AT) void this.readWhole(db).catch(() => {});
    await this.catchUp(db);
    return this.current!.index;
  }

  /** Reads the whole catalogue into a new listing (one read at a time). */
  private readWhole(db: Db): Promise<void> {
    this.building ??= loadCatalogIndex(db)
      .then(({ index, horizon }) => {
        this.current = { index, horizon, applied: new Map(), builtAt: this.now() };
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
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
      return;
    }
  }
}
