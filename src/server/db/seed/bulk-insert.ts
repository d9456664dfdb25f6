/** Fast loading: one INSERT ... SELECT FROM unnest(arrays) per chunk instead of a statement per row. */
import pg from "pg";
import { type FitmentRow, yearsOf } from "../../../domain/fitment";
import { partTypeOf } from "../../../domain/part-types";
import type { Db } from "../client";
import type { PartRow } from "./part-generator";

export interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
}

export type ColumnType = "text" | "int4" | "numeric" | "bool" | "date" | "timestamptz" | "jsonb";

export interface Column<Row> {
  name: string;
  type: ColumnType;
  value: (row: Row) => unknown;
}

/**
 * Inserts rows in chunks, each chunk one statement whose parameters are one array per column.
 * The number of parameters stays the number of columns however many rows a chunk has.
 */
export async function insertRows<Row>(
  client: Queryable,
  table: string,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  options: { chunkSize?: number; onConflict?: string } = {},
): Promise<number> {
  const chunkSize = options.chunkSize ?? 5000;
  const names = columns.map((c) => `"${c.name}"`).join(", ");
  const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
  const text = `INSERT INTO "${table}" (${names}) SELECT * FROM unnest(${arrays})${options.onConflict ? ` ${options.onConflict}` : ""}`;
  let inserted = 0;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    const values = columns.map((column) => chunk.map((row) => column.value(row)));
    const result = await client.query(text, values);
    inserted += result.rowCount ?? 0;
  }
  return inserted;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export const PART_COLUMNS: readonly Column<PartRow>[] = [
  { name: "item", type: "text", value: (p) => p.item },
  { name: "descrip", type: "text", value: (p) => p.descrip },
  { name: "part_type", type: "text", value: (p) => partTypeOf(p.descrip) },
  { name: "make", type: "text", value: (p) => p.make },
  { name: "model", type: "text", value: (p) => p.model },
  { name: "year_from", type: "int4", value: (p) => p.yearFrom },
  { name: "year_end", type: "int4", value: (p) => p.yearEnd },
  { name: "onhand", type: "int4", value: (p) => p.onhand },
  { name: "onshpeta", type: "date", value: (p) => p.onshpeta },
  { name: "onsale", type: "bool", value: (p) => p.onsale },
  { name: "orderpt", type: "int4", value: (p) => p.orderpt },
  { name: "qty", type: "int4", value: (p) => p.qty },
  { name: "price", type: "numeric", value: (p) => dollars(p.priceCents) },
  { name: "pricel", type: "numeric", value: (p) => dollars(p.pricelCents) },
  { name: "price2", type: "numeric", value: (p) => dollars(p.tierCents[0]) },
  { name: "price3", type: "numeric", value: (p) => dollars(p.tierCents[1]) },
  { name: "price4", type: "numeric", value: (p) => dollars(p.tierCents[2]) },
  { name: "price5", type: "numeric", value: (p) => dollars(p.tierCents[3]) },
  { name: "price6", type: "numeric", value: (p) => dollars(p.tierCents[4]) },
  { name: "img_path", type: "text", value: (p) => p.imgPath },
  { name: "big", type: "text", value: (p) => p.big },
  { name: "weight_kg", type: "numeric", value: (p) => p.weightKg.toFixed(2) },
  { name: "oversize", type: "bool", value: (p) => p.oversize },
  { name: "featured", type: "bool", value: (p) => p.featured },
  { name: "popular", type: "bool", value: (p) => p.popular },
  { name: "promotional", type: "bool", value: (p) => p.promotional },
  { name: "hot_sale", type: "bool", value: (p) => p.hotSale },
  { name: "view_count", type: "int4", value: (p) => p.viewCount },
  { name: "created_at", type: "timestamptz", value: (p) => p.createdAt },
];

export const ITEM_MAKE_COLUMNS: readonly Column<{ item: string; make: string }>[] = [
  { name: "item", type: "text", value: (r) => r.item },
  { name: "make", type: "text", value: (r) => r.make },
];

export function itemMakeRows(parts: readonly PartRow[]): { item: string; make: string }[] {
  return parts.flatMap((part) => part.fits.map((make) => ({ item: part.item, make })));
}

export const FITMENT_COLUMNS: readonly Column<FitmentRow & { item: string }>[] = [
  { name: "item", type: "text", value: (r) => r.item },
  { name: "year", type: "int4", value: (r) => r.year },
  { name: "make", type: "text", value: (r) => r.make },
  { name: "model", type: "text", value: (r) => r.model },
  { name: "submodel", type: "text", value: (r) => r.submodel },
  { name: "engine", type: "text", value: (r) => r.engine },
];

/**
 * The fitment of seeded parts, from the make, model and years each was made for: one row per model
 * year (F67-HOOD: 1967 and 1968 Ford Mustang). A part without a model is universal and has none.
 */
export function fitmentRows(parts: readonly PartRow[]): (FitmentRow & { item: string })[] {
  return parts.flatMap((part) =>
    part.model
      ? yearsOf(part.yearFrom, part.yearEnd).map((year) => ({ item: part.item, year, make: part.make, model: part.model, submodel: null, engine: null }))
      : [],
  );
}

/**
 * Runs work on one connection inside a transaction. With the embedded database's pool of one,
 * everything the work does must go through the client it is given.
 */
export async function inTransaction<T>(db: Db, work: (client: Queryable) => Promise<T>): Promise<T> {
  const driver = (db as Db & { $client: pg.Pool | pg.ClientBase }).$client;
  const client = driver instanceof pg.Pool ? await driver.connect() : null;
  const runner: Queryable = client ?? (driver as unknown as Queryable);
  try {
    await runner.query("BEGIN");
    const result = await work(runner);
    await runner.query("COMMIT");
    return result;
  } catch (error) {
    await runner.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client?.release();
  }
}
