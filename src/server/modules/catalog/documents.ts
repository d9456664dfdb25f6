import { and, asc, eq, gte, ilike, lte, or, sql } from "drizzle-orm";
import type { Ctx } from "../../context";
import { containsPattern } from "./product-answers";
import { parts } from "./schema";

/** A part as a printed catalogue lists it. */
export interface CataloguePart {
  item: string;
  descrip: string;
  yearFrom: number;
  yearEnd: number;
  /** Every make the part fits, comma-separated. */
  makes: string;
  pricel: number;
}

/** The parts of a printed catalogue: those fitting a make, model and years, or (no scope) the featured, popular and promotional ones; at most `limit`. */
export async function partsForCatalogue(
  { db }: Ctx<"db">,
  scope: { make: string; model: string; from: number; to: number } | null,
  limit: number,
): Promise<CataloguePart[]> {
  // Spelled out: drizzle leaves table names off columns in a one-table select, which would uncorrelate the subqueries.
  const fits = sql<string>`coalesce((select string_agg(fit.make, ', ' order by fit.make) from item_makes fit where fit.item = "parts"."item"), "parts"."make")`;
  const columns = { item: parts.item, descrip: parts.descrip, yearFrom: parts.yearFrom, yearEnd: parts.yearEnd, pricel: parts.pricel, makes: fits };
  if (!scope) {
    return db
      .select(columns)
      .from(parts)
      .where(or(eq(parts.featured, true), eq(parts.popular, true), eq(parts.promotional, true)))
      .orderBy(asc(parts.descrip), asc(parts.item))
      .limit(limit);
  }
  const fitsMake = or(eq(parts.make, scope.make), sql`exists (select 1 from item_makes fit where fit.item = "parts"."item" and fit.make = ${scope.make})`);
  return db
    .select(columns)
    .from(parts)
    .where(and(fitsMake, ilike(parts.model, containsPattern(scope.model)), lte(parts.yearFrom, scope.to), gte(parts.yearEnd, scope.from)))
    .orderBy(asc(parts.yearFrom), asc(parts.descrip), asc(parts.item))
    .limit(limit);
}

/** A part as a dealer's price sheet lists it: what the tier rule reads, and what the sheet shows. */
export interface PriceSheetPart {
  item: string;
  descrip: string;
  makes: string;
  yearFrom: number;
  yearEnd: number;
  pricel: number;
  price2: number | null;
  price3: number | null;
  price4: number | null;
  price5: number | null;
  price6: number | null;
  onhand: number;
  onsale: boolean;
  promotional: boolean;
  orderpt: number;
  special_price: number | null;
}

/**
 * Every part of a make (or all parts), in item-code order, a batch at a time: a price sheet of 200,000
 * parts is read and written in pieces, never held whole. Each batch is one query keyed on the last code.
 */
export async function* partsForPriceSheet({ db }: Ctx<"db">, make: string | null, batchSize = 2000): AsyncGenerator<PriceSheetPart[]> {
  const money = (value: unknown) => (value === null ? null : Number(value));
  let after = "";
  for (;;) {
    const source = make
      ? sql`item_makes im join parts p on p.item = im.item where im.make = ${make} and im.item > ${after}`
      : sql`parts p where p.item > ${after}`;
    const result = await db.execute<Record<string, unknown>>(sql`
      select p.item, p.descrip, p.year_from, p.year_end, p.pricel, p.price2, p.price3, p.price4, p.price5, p.price6, p.onhand,
        p.onsale, p.promotional, p.orderpt, (select sp.sale_price from special_prices sp where sp.item = p.item) as special_price,
        coalesce((select string_agg(fit.make, ', ' order by fit.make) from item_makes fit where fit.item = p.item), p.make) as makes
      from ${source} order by p.item limit ${batchSize}`);
    if (result.rows.length === 0) return;
    yield result.rows.map((row) => ({
      item: String(row.item),
      descrip: String(row.descrip),
      makes: String(row.makes),
      yearFrom: Number(row.year_from),
      yearEnd: Number(row.year_end),
      pricel: Number(row.pricel),
      price2: money(row.price2),
      price3: money(row.price3),
      price4: money(row.price4),
      price5: money(row.price5),
      price6: money(row.price6),
      onhand: Number(row.onhand),
      onsale: row.onsale === true,
      promotional: row.promotional === true,
      orderpt: Number(row.orderpt),
      special_price: money(row.special_price),
    }));
    if (result.rows.length < batchSize) return;
    after = String(result.rows[result.rows.length - 1]!.item);
  }
}
