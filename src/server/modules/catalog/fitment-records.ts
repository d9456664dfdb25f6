import { sql } from "drizzle-orm";
import type { FitmentRow } from "../../../domain/fitment";
import { type FitmentRangeFields, type PartFitmentColumns, partColumnsOfFitment, rangesOfRows } from "../../../domain/fitment-rows";
import type { Ctx } from "../../context";
import type { Db } from "../../db/client";
import { writeFits } from "./item-makes";

/*
 * Fitment as staff write it: a part's rows replaced whole, set-wise, and the part's make, model, years
 * and item_makes derived from them in the same transaction (partColumnsOfFitment, the one rule). Every
 * writer of a part's fitment or of those columns locks the part's row first, so two writers never
 * derive the columns from each other's half-written rows.
 */

const arrayOf = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
/**
 * Codes as a table `c(item)` to join: the planner hashes it or probes the index once per code, where
 * `item = any(array)` over a table it has not analysed yet compares every row with every code.
 */
const codesOf = (codes: readonly string[]) => sql`unnest(${arrayOf([...codes], "text")}) as c(item)`;
/** Fitment rows written per statement. */
const ROWS_PER_STATEMENT = 10_000;

type RawRow = { item: string; year: number; make: string; model: string; submodel: string | null; engine: string | null };
const toRow = (row: RawRow): FitmentRow => ({ year: Number(row.year), make: row.make, model: row.model, submodel: row.submodel, engine: row.engine });

/** The fitment rows of these parts, by part (parts with none are absent). */
async function rowsOf(db: Db, items: readonly string[]): Promise<Map<string, FitmentRow[]>> {
  const byItem = new Map<string, FitmentRow[]>();
  if (items.length === 0) return byItem;
  const { rows } = await db.execute<RawRow>(
    sql`select f.item, f.year, f.make, f.model, f.submodel, f.engine from fitment f join ${codesOf(items)} on f.item = c.item order by f.item, f.year, f.make, f.model, f.id`,
  );
  for (const row of rows) {
    const list = byItem.get(row.item);
    if (list) list.push(toRow(row));
    else byItem.set(row.item, [toRow(row)]);
  }
  return byItem;
}

/** A part's fitment as ranges (runs of consecutive years), in the order a part page lists them. */
export async function fitmentRangesOf({ db }: Ctx<"db">, item: string): Promise<FitmentRangeFields[]> {
  return rangesOfRows((await rowsOf(db, [item])).get(item) ?? []);
}

/**
 * Parts as a batch of the parts import or the part form would write them, with their make, model,
 * years and makes they fit replaced by what their fitment says (parts with no fitment as given).
 * Locks the rows of the parts that exist, for the caller's transaction.
 */
export async function withFitmentColumns<P extends { item: string; make: string; model: string; year_from: number; year_end: number; fits: string[] }>(
  tx: Db,
  records: readonly P[],
): Promise<P[]> {
  const items = records.map((record) => record.item);
  await tx.execute(sql`select p.item from parts p join ${codesOf(items)} on p.item = c.item order by p.item for update of p`);
  const fitmentOf = await rowsOf(tx, items);
  if (fitmentOf.size === 0) return [...records];
  return records.map((record) => {
    const rows = fitmentOf.get(record.item);
    const columns = rows ? partColumnsOfFitment(rows, record) : null;
    return columns
      ? { ...record, make: columns.make, model: columns.model, year_from: columns.yearFrom, year_end: columns.yearEnd, fits: columns.fits }
      : record;
  });
}

/** Which of these codes name parts, as stored. */
export async function existingPartCodes({ db }: Ctx<"db">, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const { rows } = await db.execute<{ item: string }>(sql`select p.item from parts p join ${codesOf(codes)} on p.item = c.item`);
  return new Set(rows.map((row) => row.item));
}

/**
 * Replaces the whole fitment of each part given (an empty list: the part becomes universal) in the
 * caller's transaction, and sets the part's make, model, years and item_makes from its new rows by
 * the one rule (a universal part keeps the columns staff gave it). Parts' rows are locked first, in
 * code order. Returns how many fitment rows were written and for how many parts.
 */
export async function replaceFitment({ db: tx }: Ctx<"db">, fitmentOf: ReadonlyMap<string, readonly FitmentRow[]>): Promise<{ rows: number; parts: number }> {
  const items = [...fitmentOf.keys()].sort();
  if (items.length === 0) return { rows: 0, parts: 0 };
  const locked = await tx.execute<{ item: string; make: string; model: string }>(
    sql`select p.item, p.make, p.model from parts p join ${codesOf(items)} on p.item = c.item order by p.item for update of p`,
  );
  const current = new Map(locked.rows.map((row) => [row.item, row]));
  await tx.execute(sql`delete from fitment f using ${codesOf(items)} where f.item = c.item`);

  let written = 0;
  let batch: { item: string; row: FitmentRow }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(sql`
      insert into fitment (item, year, make, model, submodel, engine)
      select * from unnest(${arrayOf(
        batch.map((entry) => entry.item),
        "text",
      )}, ${arrayOf(
        batch.map((entry) => entry.row.year),
        "int4",
      )}, ${arrayOf(
        batch.map((entry) => entry.row.make),
        "text",
      )}, ${arrayOf(
        batch.map((entry) => entry.row.model),
        "text",
      )}, ${arrayOf(
        batch.map((entry) => entry.row.submodel),
        "text",
      )}, ${arrayOf(
        batch.map((entry) => entry.row.engine),
        "text",
      )})
      on conflict do nothing`);
    written += batch.length;
    batch = [];
  };
  const columns: (PartFitmentColumns & { item: string })[] = [];
  for (const item of items) {
    const part = current.get(item);
    if (!part) continue;
    const rows = fitmentOf.get(item)!;
    for (const row of rows) {
      batch.push({ item, row });
      if (batch.length >= ROWS_PER_STATEMENT) await flush();
    }
    const derived = partColumnsOfFitment(rows, part);
    if (derived) columns.push({ item, ...derived });
  }
  await flush();
  if (columns.length === 0) return { rows: written, parts: current.size };
  await tx.execute(sql`
    update parts p set make = u.make, model = u.model, year_from = u.year_from, year_end = u.year_end
    from unnest(${arrayOf(
      columns.map((c) => c.item),
      "text",
    )}, ${arrayOf(
      columns.map((c) => c.make),
      "text",
    )}, ${arrayOf(
      columns.map((c) => c.model),
      "text",
    )}, ${arrayOf(
      columns.map((c) => c.yearFrom),
      "int4",
    )}, ${arrayOf(
      columns.map((c) => c.yearEnd),
      "int4",
    )}) as u(item, make, model, year_from, year_end)
    where p.item = u.item and (p.make, p.model, p.year_from, p.year_end) is distinct from (u.make, u.model, u.year_from, u.year_end)`);
  await writeFits(tx, columns);
  return { rows: written, parts: current.size };
}

/**
 * Every part's fitment as ranges, in part-code order, a batch of parts at a time (each batch one
 * query keyed on the last code), so the whole file is written out in pieces and never held whole.
 */
export async function* allFitmentRanges({ db }: Ctx<"db">, partsPerBatch = 2000): AsyncGenerator<{ item: string; ranges: FitmentRangeFields[] }[]> {
  let after = "";
  for (;;) {
    const codes = await db.execute<{ item: string }>(
      sql`select item from parts p where p.item > ${after} and exists (select 1 from fitment f where f.item = p.item) order by p.item limit ${partsPerBatch}`,
    );
    if (codes.rows.length === 0) return;
    const items = codes.rows.map((row) => row.item);
    const rows = await rowsOf(db, items);
    yield items.map((item) => ({ item, ranges: rangesOfRows(rows.get(item) ?? []) }));
    if (codes.rows.length < partsPerBatch) return;
    after = items[items.length - 1]!;
  }
}
