import { type SQL, sql } from "drizzle-orm";
import { vehiclesOfFitKeys } from "../../../../domain/fitment";
import { facetFactsOf } from "../../../../domain/list-facets";
import type { Db } from "../../../db/client";
import type { PartNow } from "./changes";
import type { FittedYears } from "./fit-years";
import { type FittedModel, fittedModelKey, type IndexedPart, type Listing } from "./listing";
import { ListingBuilder } from "./listing-builder";
import { YIELD_EVERY, yieldToRequests } from "./ordinals";
import { CatalogIndex } from "./queries";

type Row = Record<string, unknown>;

/** A part read from `parts p` (PART_COLUMNS); universal when it has no fitment row. */
function asPart(row: Row, universal: boolean): IndexedPart {
  const facts = facetFactsOf({
    pricel: Number(row.pricel),
    onsale: row.onsale === true,
    promotional: row.promotional === true,
    onhand: Number(row.onhand),
    orderpt: Number(row.orderpt),
    special_price: row.special_price === null ? null : Number(row.special_price),
  });
  return {
    item: String(row.item),
    descrip: String(row.descrip),
    yearFrom: Number(row.year_from),
    yearEnd: Number(row.year_end),
    promotional: row.promotional === true,
    universal,
    partType: row.part_type === null ? null : String(row.part_type),
    ...facts,
    createdAt: Number(row.created_ms),
  };
}

/** The columns of `parts p` (joined to `special_prices sp`) the index reads: what lists filter and order by, and what the facets' rules read (decision 036). */
const PART_COLUMNS = sql`p.item, p.descrip, p.year_from, p.year_end, p.promotional, p.part_type, p.pricel, p.onsale, p.onhand, p.orderpt,
  sp.sale_price as special_price, (extract(epoch from p.created_at) * 1000)::float8 as created_ms`;

/** What each batch of the catalogue is read from: the parts with their special prices. */
const PARTS = sql`parts p left join special_prices sp on sp.item = p.item`;

/**
 * The makes, and the models with their model years, of the parts from after `after` (exclusive; null:
 * from the first) to `last` (inclusive), in the database's order, by code: two reads of whole ranges, each part's rows found
 * by code rather than by order, so a row written between the reads is simply left for the catch-up.
 */
async function makesAndModels(db: Db, after: string | null, last: string) {
  const range = (column: SQL) => (after === null ? sql`${column} <= ${last}` : sql`${column} > ${after} and ${column} <= ${last}`);
  const [makes, models] = await Promise.all([
    db.execute<{ item: string; make: string }>(sql`select im.item, im.make from item_makes im where ${range(sql`im.item`)}`),
    // The years as text ("1967,1968,1967"): an int[] or a distinct aggregate cost the load a fifth more.
    db.execute<{ item: string; spelling: string; years: string }>(
      sql`select f.item, f.make || chr(31) || f.model as spelling, string_agg(f.year::text, ',') as years
          from fitment f where ${range(sql`f.item`)} group by f.item, f.make, f.model`,
    ),
  ]);
  const byCode = <T>(rows: Row[], value: (row: Row) => T) => {
    const lists = new Map<string, T[]>();
    for (const row of rows) {
      const code = row.item as string;
      const list = lists.get(code);
      if (list) list.push(value(row));
      else lists.set(code, [value(row)]);
    }
    return lists;
  };
  return {
    makes: byCode(makes.rows, (row) => row.make as string),
    models: byCode(models.rows, (row): FittedYears => ({ spelling: row.spelling as string, years: distinctYears(row.years as string) })),
  };
}

/** The distinct years of a comma-separated list (a model's fitment rows repeat a year for each submodel and engine). */
function distinctYears(list: string): number[] {
  const years = list.split(",").map(Number);
  return years.length === 1 ? years : [...new Set(years)];
}

/** How long catalog_changes keeps a change: an index read (or a snapshot of one, snapshots.ts) older than this cannot be caught up. */
export const CHANGES_KEPT_HOURS = 24;

/** The oldest transaction not yet finished now: every change of an older one is either visible or never will be. */
export const HORIZON_NOW = "pg_snapshot_xmin(pg_current_snapshot())::text";

/** The make grid's names, which a filter's make is matched to in any case. */
export async function makeNamesOf(db: Db): Promise<string[]> {
  return (await db.execute<{ make: string }>(sql`select make from makes`)).rows.map((row) => row.make);
}

/**
 * Reads the whole catalogue into a new index: the parts in item-code order (the database's own
 * ordering, a batch at a time keyed on the last code), each with the makes it is listed under and the
 * models it fits, and the make grid's names. Each batch is added to the listing while the next ones
 * are read (on PostgreSQL, on other connections), so neither side waits for the other, and no batch
 * outlives its turn: the catalogue is never held as rows or objects all at once. Returns the index with the transaction horizon taken before the read:
 * changes of transactions from that horizon on are read again by the first catch-up (see LiveCatalogIndex).
 */
export async function loadCatalogIndex(db: Db, batchSize = 20_000): Promise<{ index: CatalogIndex; listing: Listing; horizon: bigint }> {
  const [{ horizon }] = (await db.execute<{ horizon: string }>(sql.raw(`select ${HORIZON_NOW} as horizon`))).rows as [{ horizon: string }];
  const makeNames = awaitedLater(makeNamesOf(db));
  const partsAfter = (after: string | null) => {
    const from = after === null ? sql`` : sql`where p.item > ${after}`;
    return awaitedLater(db.execute<Row>(sql`select ${PART_COLUMNS} from ${PARTS} ${from} order by p.item limit ${batchSize}`).then((result) => result.rows));
  };
  const builder = new ListingBuilder();
  const add = ({ rows, makes, models }: Batch) => addBatch(builder, rows, makes, models);
  // Batch k is added while the parts of batch k + 2 and the makes and models of batch k + 1 are read.
  let reading: Promise<Row[]> | null = partsAfter(null);
  let after: string | null = null;
  let previous: Promise<Batch> | null = null;
  while (reading) {
    const rows: Row[] = await reading;
    const last: string | null = rows.length === 0 ? after : String(rows[rows.length - 1]!.item);
    const batch = awaitedLater(
      last === null || rows.length === 0 ? Promise.resolve({ rows, ...NO_LISTS }) : makesAndModels(db, after, last).then((lists) => ({ rows, ...lists })),
    );
    after = last;
    reading = rows.length < batchSize ? null : partsAfter(last);
    if (previous) await add(await previous);
    previous = batch;
  }
  if (previous) await add(await previous);
  const listing = await builder.build();
  const index = CatalogIndex.ofListing(listing, await makeNames);
  await db.execute(sql`delete from catalog_changes where changed_at < now() - interval ${sql.raw(`'${CHANGES_KEPT_HOURS} hours'`)}`);
  return { index, listing, horizon: BigInt(horizon) };
}

const NONE: readonly never[] = [];

/** A read started now and awaited later: its failure is thrown where it is awaited, never reported as unhandled meanwhile. */
function awaitedLater<T>(reading: Promise<T>): Promise<T> {
  reading.catch(() => {});
  return reading;
}

/** Adds a batch's parts to the listing in their order, handing the event loop back now and then. */
async function addBatch(builder: ListingBuilder, rows: Row[], makes: Map<string, string[]>, models: Map<string, FittedYears[]>) {
  for (let at = 0; at < rows.length; at++) {
    if (at > 0 && at % YIELD_EVERY === 0) await yieldToRequests();
    const code = String(rows[at]!.item);
    const fitted = models.get(code) ?? NONE;
    builder.add(asPart(rows[at]!, fitted.length === 0), makes.get(code) ?? NONE, fitted);
  }
}

/** The distinct models of a part's fitment keys (domain/fitment's fitKeysOf keys, read back by its vehiclesOfFitKeys). */
function modelsOfFitKeys(keys: readonly string[]): FittedModel[] {
  const models = new Map<string, FittedModel>();
  for (const { make, model } of vehiclesOfFitKeys(keys)) models.set(fittedModelKey(make, model), { make, model });
  return [...models.values()];
}

/** A batch of the catalogue's parts (rows of PART_COLUMNS), with the batch's makes and models (with their years) by code. */
interface Batch {
  rows: Row[];
  makes: Map<string, string[]>;
  models: Map<string, FittedYears[]>;
}
const NO_LISTS = { makes: new Map<string, string[]>(), models: new Map<string, FittedYears[]>() };

/** The parts of some codes as they are now, with their makes, the models they fit and their fitment keys; null for a code no part has. */
export async function partsNow(db: Db, codes: string[]): Promise<Map<string, PartNow | null>> {
  const { rows } = await db.execute<Row>(sql`
    select ${PART_COLUMNS}, array(select im.make from item_makes im where im.item = p.item) as makes,
      array(select distinct f.year::text || '|' || f.make || '|' || f.model from fitment f where f.item = p.item) as fits
    from ${PARTS} where p.item in (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )})`);
  const now = new Map<string, PartNow | null>(codes.map((code) => [code, null]));
  for (const row of rows) {
    const fits = row.fits as string[];
    now.set(String(row.item), { ...asPart(row, fits.length === 0), makes: row.makes as string[], models: modelsOfFitKeys(fits), fits });
  }
  return now;
}
