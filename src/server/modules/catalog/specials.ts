import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { SaleItem, SaleItemPage } from "../../../domain/contracts/catalog";
import type { ProductSearch } from "../../../domain/contracts/common";
import { fitOfKeys, vehicleOfFitsParam } from "../../../domain/fitment";
import { fromCents } from "../../../domain/money";
import { PAGE_SIZE } from "../../../domain/pager";
import { isOnSale, RETAIL_VIEWER, unitPrice } from "../../../domain/pricing";
import type { Ctx } from "../../context";
import { fitsVehicleOrUniversal } from "./fits";
import { cached, containsPattern, makeNamed, pageOf, productColumns, specialColumns, toProduct, toSaleItem } from "./product-answers";
import { parts, specialPrices } from "./schema";

export const HOLIDAY_LIST_LIMIT = 100;

type Filters = Pick<ProductSearch, "make" | "year" | "item" | "fits">;

/**
 * FROM and WHERE of the holiday sale items a search matches (a small table: counted on every
 * request). Under a make it joins item_makes, whose copies of the part's years and search text are
 * kept by triggers; with a year or text and no make it joins parts. Written as plain SQL with fixed
 * aliases; only the shopper's values are parameters.
 */
function holidayMatching(filters: Filters): SQL {
  const joins: SQL[] = [];
  const where: SQL[] = [];
  if (filters.make) {
    joins.push(sql`join item_makes im on im.item = h.item`);
    where.push(sql`im.make = ${makeNamed(filters.make)}`);
  } else if (filters.year !== undefined || filters.item) joins.push(sql`join parts p on p.item = h.item`);
  const years = filters.make ? sql`im` : sql`p`;
  if (filters.year !== undefined) where.push(sql`${years}.year_from <= ${filters.year} and ${years}.year_end >= ${filters.year}`);
  if (filters.item) {
    const pattern = containsPattern(filters.item);
    where.push(filters.make ? sql`im.search_text like lower(${pattern})` : sql`(p.item ilike ${pattern} or p.descrip ilike ${pattern})`);
  }
  const vehicle = filters.fits ? vehicleOfFitsParam(filters.fits) : null;
  if (vehicle) where.push(fitsVehicleOrUniversal(sql`h.item`, vehicle));
  const filtered = where.length > 0 ? sql` where ${sql.join(where, sql` and `)}` : sql``;
  return sql`holiday_sale_items h${joins.length > 0 ? sql` ${sql.join(joins, sql` `)}` : sql``}${filtered}`;
}

const pagePrices = { salePrice: sql<number>`page.sale_price`.mapWith(Number), orgPrice: sql<number>`page.org_price`.mapWith(Number) };

/** Holiday sale items with the product list's filters and paging: the page (with its sale prices) and the total in one statement each. */
export async function searchHolidaySale(ctx: Ctx<"db", "caches">, search: ProductSearch): Promise<SaleItemPage> {
  const key = ["holiday", search.make, search.year, search.item, search.fits ?? null, search.page];
  const { total, data } = await cached(ctx, key, async () => {
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
