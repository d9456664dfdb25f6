import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SaleItem, SaleItemPage } from "../../../domain/contracts/catalog";
import type { ProductSearch } from "../../../domain/contracts/common";
import { fitOfKeys, vehicleOfFitsParam } from "../../../domain/fitment";
import { fromCents } from "../../../domain/money";
import { PAGE_SIZE } from "../../../domain/pager";
import { isOnSale, RETAIL_VIEWER, unitPrice } from "../../../domain/pricing";
import type { Ctx } from "../../context";
import { codesThatFit, fitsVehicleOrUniversal, vehicleThatFits } from "./fits";
import { cached, makeNamed, pageOf, productColumns, specialColumns, toProduct, toSaleItem } from "./product-answers";
import { holidaySaleItems, parts, specialPrices } from "./schema";
import { searchIndex } from "./search-index/current";
import { findWithVehicleWords } from "./search-vehicle-words";
import { vehicleVocabulary } from "./vehicles";

export const HOLIDAY_LIST_LIMIT = 100;

type Filters = Pick<ProductSearch, "make" | "year" | "fits">;

/**
 * FROM and WHERE of the holiday sale items a list without words matches (a small table: counted on
 * every request). Under a make it joins item_makes, whose copies of the part's years are kept by
 * triggers; with a year and no make it joins parts. Written as plain SQL with fixed aliases; only the
 * shopper's values are parameters.
 */
function holidayMatching(filters: Filters): SQL {
  const joins: SQL[] = [];
  const where: SQL[] = [];
  if (filters.make) {
    joins.push(sql`join item_makes im on im.item = h.item`);
    where.push(sql`im.make = ${makeNamed(filters.make)}`);
  } else if (filters.year !== undefined) joins.push(sql`join parts p on p.item = h.item`);
  const years = filters.make ? sql`im` : sql`p`;
  if (filters.year !== undefined) where.push(sql`${years}.year_from <= ${filters.year} and ${years}.year_end >= ${filters.year}`);
  const vehicle = filters.fits ? vehicleOfFitsParam(filters.fits) : null;
  if (vehicle) where.push(fitsVehicleOrUniversal(sql`h.item`, vehicle));
  const filtered = where.length > 0 ? sql` where ${sql.join(where, sql` and `)}` : sql``;
  return sql`holiday_sale_items h${joins.length > 0 ? sql` ${sql.join(joins, sql` `)}` : sql``}${filtered}`;
}

const pagePrices = { salePrice: sql<number>`page.sale_price`.mapWith(Number), orgPrice: sql<number>`page.org_price`.mapWith(Number) };

/**
 * Holiday sale items with the product list's filters and paging: the page (with its sale prices) and
 * the total in one statement each, in item-code order. Words are read as the product search reads them
 * (words in any order, typos, synonyms, part numbers, vehicle words: issue 20), by the search index,
 * best match first.
 */
export async function searchHolidaySale(ctx: Ctx<"db", "caches">, search: ProductSearch): Promise<SaleItemPage> {
  const key = ["holiday", search.make, search.year, search.item, search.fits ?? null, search.page];
  const { total, data } = await cached(ctx, key, async () => {
    if (search.item) return holidayByWords(ctx, search, search.item);
    const source = holidayMatching(search);
    const onPage = sql`(select h.item, h.sale_price, h.org_price from ${source} order by h.item limit ${PAGE_SIZE} offset ${(search.page - 1) * PAGE_SIZE}) page`;
    const [counted, found] = await Promise.all([
      ctx.db.execute<{ total: number }>(sql`select count(*)::int as total from ${source}`),
      ctx.db
        .select({ ...productColumns, ...pagePrices })
        .from(parts)
        .innerJoin(onPage, sql`page.item = parts.item`)
        .orderBy(asc(parts.item)),
    ]);
    return { total: counted.rows[0]?.total ?? 0, data: found.map(toSaleItem) };
  });
  return pageOf(search, total, data);
}

/** The holiday items among the parts the search index ranks for the words (and the list's filters), best first; the page's rows by their codes. */
async function holidayByWords(ctx: Ctx<"db", "caches">, search: ProductSearch, item: string): Promise<{ total: number; data: SaleItem[] }> {
  const [index, vocabulary, vehicle, holiday] = await Promise.all([
    searchIndex(ctx),
    vehicleVocabulary(ctx),
    search.fits ? vehicleThatFits(ctx, search.fits) : null,
    ctx.db.execute<{ item: string }>(sql`select item from holiday_sale_items`),
  ]);
  const fits = search.fits ? codesThatFit(index, vehicle) : undefined;
  const onSale = new Set(holiday.rows.map((row) => row.item));
  const scope = { make: search.make, year: search.year, item, promotionalOnly: false, fits };
  const ranked = findWithVehicleWords(index, vocabulary, scope, (query) => {
    const all = index.find(query, 0, Number.MAX_SAFE_INTEGER);
    const codes = all.codes.filter((code) => onSale.has(code));
    return { total: codes.length, codes };
  });
  const offset = (search.page - 1) * PAGE_SIZE;
  const codes = ranked.codes.slice(offset, offset + PAGE_SIZE);
  if (codes.length === 0) return { total: ranked.total, data: [] };
  const rows = await ctx.db
    .select({ ...productColumns, salePrice: holidaySaleItems.salePrice, orgPrice: holidaySaleItems.orgPrice })
    .from(parts)
    .innerJoin(holidaySaleItems, eq(holidaySaleItems.item, parts.item))
    .where(inArray(parts.item, codes));
  const byCode = new Map(rows.map((row) => [row.item, toSaleItem({ ...row, salePrice: Number(row.salePrice), orgPrice: Number(row.orgPrice) })]));
  return { total: ranked.total, data: codes.flatMap((code) => byCode.get(code) ?? []) };
}

/** The home page's holiday sale carousel. */
export async function listHolidayItems(ctx: Ctx<"db", "caches">): Promise<SaleItem[]> {
  return cached(ctx, ["holiday-items"], async () => {
    const firstItems = sql`(select item, sale_price, org_price from holiday_sale_items order by item limit ${HOLIDAY_LIST_LIMIT}) page`;
    const rows = await ctx.db
      .select({ ...productColumns, ...pagePrices })
      .from(parts)
      .innerJoin(firstItems, sql`page.item = parts.item`)
      .orderBy(asc(parts.item));
    return rows.map(toSaleItem);
  });
}

/**
 * The On Sale page: every part whose one retail price (domain/pricing) is below list because of a
 * special sale price or the on-sale flag (issue 22: the flagged parts were missing), by item code. A
 * flagged part's sale_price is its one price and org_price its list price, as a special's are.
 */
export async function listSpecials(ctx: Ctx<"db", "caches">, fits?: string): Promise<SaleItem[]> {
  const all = await allSpecials(ctx);
  const vehicle = fits ? vehicleOfFitsParam(fits) : null;
  // 'Only parts that fit' by the one rule, on the fitment every listed part carries.
  return vehicle ? all.filter((part) => fitOfKeys(part.fits ?? [], vehicle) !== "does-not-fit") : all;
}

function allSpecials(ctx: Ctx<"db", "caches">): Promise<SaleItem[]> {
  return cached(ctx, ["specials"], async () => {
    const specials = await ctx.db
      .select(specialColumns)
      .from(specialPrices)
      .innerJoin(parts, eq(parts.item, specialPrices.item))
      .orderBy(asc(specialPrices.item));
    const flagged = await ctx.db
      .select(productColumns)
      .from(parts)
      .where(and(eq(parts.onsale, true), sql`not exists (select 1 from special_prices sp where sp.item = ${parts.item})`))
      .orderBy(asc(parts.item));
    const onSaleFlag = flagged.map((row): SaleItem => {
      const part = toProduct(row);
      return { ...part, sale_price: fromCents(unitPrice(part, RETAIL_VIEWER).unitCents), org_price: part.pricel };
    });
    return [...specials.map(toSaleItem), ...onSaleFlag].filter(isOnSale).sort((a, b) => (a.item < b.item ? -1 : a.item > b.item ? 1 : 0));
  });
}
