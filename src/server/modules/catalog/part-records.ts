import { type SQL, sql } from "drizzle-orm";
import type { StaffPartDetail, StaffPartRow, StaffPartsQuery } from "../../../domain/contracts/admin-parts";
import { PAGE_SIZE } from "../../../domain/pager";
import type { PartFields } from "../../../domain/part-rows";
import { partTypeOf } from "../../../domain/part-types";
import type { Ctx } from "../../context";
import type { Db } from "../../db/client";
import { withFitmentColumns } from "./fitment-records";
import { writeFits } from "./item-makes";

/*
 * Parts as staff keep them: every field, read and written set-wise. Each write takes an array per
 * column and one statement per table for a whole batch (INSERT ... SELECT FROM unnest(...)), so a
 * batch of thousands of parts costs a handful of statements, on PostgreSQL and the embedded database alike.
 */

/** The text as a LIKE pattern that matches it literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const partSelect = sql`
  p.item, p.descrip, p.descrip_fr, p.part_type, p.make, p.model, p.year_from, p.year_end, p.price, p.pricel, p.price2, p.price3, p.price4, p.price5, p.price6,
  p.onhand, p.orderpt, p.qty, to_char(p.onshpeta, 'YYYY-MM-DD') as onshpeta, p.weight_kg, p.oversize, p.onsale, p.featured, p.popular,
  p.promotional, p.hot_sale, p.img_path, p.big, p.view_count, p.created_at,
  array(select im.make from item_makes im where im.item = p.item order by im.make) as fits,
  (select sp.sale_price from special_prices sp where sp.item = p.item) as special_price,
  (select h.sale_price from holiday_sale_items h where h.item = p.item) as holiday_price`;

type Row = Record<string, unknown>;
const amount = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function fitsOf(row: Row): string[] {
  const fits = row.fits as string[] | string;
  if (Array.isArray(fits)) return fits;
  return fits === "{}" ? [] : fits.slice(1, -1).split(",");
}

function toPartFields(row: Row): PartFields {
  return {
    item: String(row.item),
    descrip: String(row.descrip),
    descrip_fr: row.descrip_fr === null || row.descrip_fr === undefined ? null : String(row.descrip_fr),
    part_type: row.part_type === null ? null : String(row.part_type),
    make: String(row.make),
    fits: fitsOf(row),
    model: String(row.model),
    year_from: Number(row.year_from),
    year_end: Number(row.year_end),
    price: Number(row.price),
    pricel: Number(row.pricel),
    price2: amount(row.price2),
    price3: amount(row.price3),
    price4: amount(row.price4),
    price5: amount(row.price5),
    price6: amount(row.price6),
    onhand: Number(row.onhand),
    orderpt: Number(row.orderpt),
    qty: Number(row.qty),
    onshpeta: row.onshpeta === null ? null : String(row.onshpeta),
    weight_kg: Number(row.weight_kg),
    oversize: Boolean(row.oversize),
    onsale: Boolean(row.onsale),
    featured: Boolean(row.featured),
    popular: Boolean(row.popular),
    promotional: Boolean(row.promotional),
    hot_sale: Boolean(row.hot_sale),
    special_price: amount(row.special_price),
    holiday_price: amount(row.holiday_price),
    img_path: String(row.img_path),
    big: String(row.big),
  };
}

function toDetail(row: Row): StaffPartDetail {
  const createdAt = row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at));
  return { ...toPartFields(row), view_count: Number(row.view_count), created_at: createdAt.toISOString() };
}

/** Every field of one part, or null; given `lock`, the part's row stays locked for the caller's transaction. */
export async function partRecord({ db }: Ctx<"db">, item: string, options: { lock?: boolean } = {}): Promise<StaffPartDetail | null> {
  const result = await db.execute<Row>(sql`select ${partSelect} from parts p where p.item = ${item}${options.lock ? sql` for update of p` : sql``}`);
  const row = result.rows[0];
  return row ? toDetail(row) : null;
}

/** The console's parts list: by item-code prefix or description words, and by make; 20 a page in item-code order. */
export async function staffPartsPage({ db }: Ctx<"db">, query: StaffPartsQuery): Promise<{ rows: StaffPartRow[]; total: number }> {
  const where: SQL[] = [];
  if (query.q) {
    const words = query.q.split(/\s+/).filter(Boolean);
    const byWords = sql.join(
      words.map((word) => sql`p.descrip ilike ${`%${literal(word)}%`}`),
      sql` and `,
    );
    where.push(sql`(p.item ilike ${`${literal(query.q)}%`} or (${byWords}))`);
  }
  if (query.make) where.push(sql`exists (select 1 from item_makes fit where fit.item = p.item and lower(fit.make) = lower(${query.make}))`);
  const filter = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const counted = await db.execute<{ total: number }>(sql`select count(*)::int as total from parts p ${filter}`);
  const found = await db.execute<Row>(
    sql`select ${partSelect} from parts p ${filter} order by p.item limit ${PAGE_SIZE} offset ${(query.page - 1) * PAGE_SIZE}`,
  );
  const rows = found.rows.map((row) => {
    const part = toPartFields(row);
    return {
      item: part.item,
      descrip: part.descrip,
      make: part.make,
      fits: part.fits,
      year_from: part.year_from,
      year_end: part.year_end,
      price: part.price,
      pricel: part.pricel,
      price2: part.price2,
      price3: part.price3,
      price4: part.price4,
      price5: part.price5,
      price6: part.price6,
      onhand: part.onhand,
      orderpt: part.orderpt,
      special_price: part.special_price,
      holiday_price: part.holiday_price,
      featured: part.featured,
      holiday_sale: part.holiday_price !== null,
      promotional: part.promotional,
      oversize: part.oversize,
      onsale: part.onsale,
      hot_sale: part.hot_sale,
      popular: part.popular,
    };
  });
  return { rows, total: counted.rows[0]?.total ?? 0 };
}

/** The shop's makes by lower-case name, for settling the makes a part is entered with. */
export async function makesByLowerName({ db }: Ctx<"db">): Promise<Map<string, string>> {
  const result = await db.execute<{ make: string }>(sql`select make from makes`);
  return new Map(result.rows.map((row) => [row.make.toLowerCase(), row.make]));
}

/**
 * Every part in item-code order, a batch at a time (each batch one query keyed on the last code), so
 * a catalogue of 200,000 parts is written out in pieces and never held whole.
 */
export async function* allPartRecords({ db }: Ctx<"db">, batchSize = 2000): AsyncGenerator<PartFields[]> {
  let after = "";
  for (;;) {
    const result = await db.execute<Row>(sql`select ${partSelect} from parts p where p.item > ${after} order by p.item limit ${batchSize}`);
    if (result.rows.length === 0) return;
    yield result.rows.map(toPartFields);
    if (result.rows.length < batchSize) return;
    after = String(result.rows[result.rows.length - 1]!.item);
  }
}

const dollars = (value: number | null) => (value === null ? null : value.toFixed(2));
const arrayOf = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;

/**
 * Writes parts (with the makes they fit, special prices and holiday sale prices) in the caller's
 * transaction, a few statements for the whole batch. `existing: "update"` upserts by item code (a part
 * whose fields are all as given is left alone, and counted neither inserted nor updated);
 * `"refuse"` inserts only when no code exists yet (else nothing is written and inserted is short). Returns how many parts were
 * inserted and updated. A part's views and the day it was added are kept.
 */
export async function writePartRecords(
  { db: tx }: Ctx<"db">,
  given: readonly PartFields[],
  existing: "update" | "refuse",
): Promise<{ inserted: number; updated: number }> {
  if (given.length === 0) return { inserted: 0, updated: 0 };
  // A part with fitment has the make, model, years and makes its fitment says, whatever the batch gave (decision 033).
  const records = await withFitmentColumns(tx, given);
  const columns: [string, string, (p: PartFields) => unknown][] = [
    ["item", "text", (p) => p.item],
    ["descrip", "text", (p) => p.descrip],
    ["descrip_fr", "text", (p) => p.descrip_fr],
    ["part_type", "text", (p) => p.part_type ?? partTypeOf(p.descrip)],
    ["make", "text", (p) => p.make],
    ["model", "text", (p) => p.model],
    ["year_from", "int4", (p) => p.year_from],
    ["year_end", "int4", (p) => p.year_end],
    ["onhand", "int4", (p) => p.onhand],
    ["onshpeta", "date", (p) => p.onshpeta],
    ["onsale", "bool", (p) => p.onsale],
    ["orderpt", "int4", (p) => p.orderpt],
    ["qty", "int4", (p) => p.qty],
    ["price", "numeric", (p) => dollars(p.price)],
    ["pricel", "numeric", (p) => dollars(p.pricel)],
    ["price2", "numeric", (p) => dollars(p.price2)],
    ["price3", "numeric", (p) => dollars(p.price3)],
    ["price4", "numeric", (p) => dollars(p.price4)],
    ["price5", "numeric", (p) => dollars(p.price5)],
    ["price6", "numeric", (p) => dollars(p.price6)],
    ["img_path", "text", (p) => p.img_path],
    ["big", "text", (p) => p.big],
    ["weight_kg", "numeric", (p) => p.weight_kg.toFixed(2)],
    ["oversize", "bool", (p) => p.oversize],
    ["featured", "bool", (p) => p.featured],
    ["popular", "bool", (p) => p.popular],
    ["promotional", "bool", (p) => p.promotional],
    ["hot_sale", "bool", (p) => p.hot_sale],
  ];
  const names = sql.raw(columns.map(([name]) => name).join(", "));
  const arrays = sql.join(
    columns.map(([, type, value]) => arrayOf(records.map(value), type)),
    sql`, `,
  );
  const changeable = columns.slice(1).map(([name]) => name);
  // A part the batch leaves as it was is not written again: re-importing a file costs reads, not writes.
  const onConflict =
    existing === "update"
      ? sql.raw(
          `on conflict (item) do update set ${changeable.map((name) => `${name} = excluded.${name}`).join(", ")} where (${changeable
            .map((name) => `parts.${name}`)
            .join(", ")}) is distinct from (${changeable.map((name) => `excluded.${name}`).join(", ")})`,
        )
      : sql`on conflict (item) do nothing`;
  const written = await tx.execute<{ inserted: number; total: number }>(sql`
    with written as (insert into parts (${names}) select * from unnest(${arrays}) ${onConflict} returning (xmax = 0) as inserted)
    select count(*) filter (where inserted)::int as inserted, count(*)::int as total from written`);
  const { inserted = 0, total = 0 } = written.rows[0] ?? {};
  // Refused: some code exists already; the caller rolls back, so nothing else need be written.
  if (existing === "refuse" && inserted !== records.length) return { inserted, updated: 0 };
  await writeFits(tx, records);
  await writeSalePrices(tx, records, "special_prices", (p) => p.special_price);
  await writeSalePrices(tx, records, "holiday_sale_items", (p) => p.holiday_price);
  return { inserted, updated: total - inserted };
}

async function writeSalePrices(
  tx: Db,
  records: readonly PartFields[],
  table: "special_prices" | "holiday_sale_items",
  priceOf: (p: PartFields) => number | null,
): Promise<void> {
  const cleared = records.filter((p) => priceOf(p) === null).map((p) => p.item);
  const priced = records.filter((p) => priceOf(p) !== null);
  if (cleared.length > 0) await tx.execute(sql`delete from ${sql.identifier(table)} where item = any(${arrayOf(cleared, "text")})`);
  if (priced.length === 0) return;
  await tx.execute(sql`
    insert into ${sql.identifier(table)} (item, sale_price, org_price)
    select * from unnest(${arrayOf(
      priced.map((p) => p.item),
      "text",
    )}, ${arrayOf(
      priced.map((p) => dollars(priceOf(p))),
      "numeric",
    )}, ${arrayOf(
      priced.map((p) => dollars(p.pricel)),
      "numeric",
    )})
    on conflict (item) do update set sale_price = excluded.sale_price, org_price = excluded.org_price
    where (${sql.identifier(table)}.sale_price, ${sql.identifier(table)}.org_price) is distinct from (excluded.sale_price, excluded.org_price)`);
}
