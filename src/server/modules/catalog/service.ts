import { asc, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { ClassicBodyDetail, ClassicModel, ItemDetail, Make, Product, ProductPage, RandomNewProducts, SaleItem, SaleItemPage } from "../../../domain/contracts/catalog";
import type { ProductSearch } from "../../../domain/contracts/common";
import { PAGE_SIZE, pageCount } from "../../../domain/pager";
import type { Db } from "../../db/client";
import { classicModelImages, classicModels, itemMakes, makes, parts, specialPrices } from "../../db/schema/catalog";
import { notFound } from "../../errors";
import { BatchLoader } from "../../lib/batch-loader";
import { freezeAnswer, isFrozenAnswer, type ReadCache } from "../../lib/read-cache";

/**
 * Where catalogue verbs read: the database, and for public answers the app's read caches: `answers`
 * (lists and pages, reused for a few seconds), `costly` (search totals and new arrivals: slow to
 * compute, slow to change, reused longer) and `live` (answers that must be current, such as stock in
 * the quick view: only concurrent identical reads share a query).
 */
export interface CatalogContext {
  db: Db;
  caches?: { answers: ReadCache; costly: ReadCache; live: ReadCache };
}

type CacheKind = keyof NonNullable<CatalogContext["caches"]>;

function cached<T>(ctx: CatalogContext, key: unknown[], load: () => PromiseLike<T>, kind: CacheKind = "answers"): Promise<T> {
  const cache = ctx.caches?.[kind];
  return cache ? cache.get(JSON.stringify(key), load) : Promise.resolve(load());
}

export const CAROUSEL_SIZE = 12;
export const PROMOTIONAL_LIMIT = 24;
export const HOT_SALE_LIMIT = 24;
export const HOLIDAY_LIST_LIMIT = 100;

/**
 * The columns of a part that public answers carry. Dealer tier prices (price2..price6) are
 * deliberately absent: they are confidential and only a dealer's own session may see them.
 */
export const productColumns = {
  item: parts.item,
  descrip: parts.descrip,
  make: parts.make,
  model: parts.model,
  yearFrom: parts.yearFrom,
  yearEnd: parts.yearEnd,
  onhand: parts.onhand,
  onshpeta: parts.onshpeta,
  onsale: parts.onsale,
  orderpt: parts.orderpt,
  qty: parts.qty,
  price: parts.price,
  pricel: parts.pricel,
  imgPath: parts.imgPath,
  big: parts.big,
  oversize: parts.oversize,
};

export type PartRow = Pick<typeof parts.$inferSelect, keyof typeof productColumns>;

const specialColumns = { ...productColumns, salePrice: specialPrices.salePrice, orgPrice: specialPrices.orgPrice };

/** The one mapping from a parts row to the API's Product: every product answer goes through it. */
export function toProduct(row: PartRow): Product {
  return {
    item: row.item,
    descrip: row.descrip,
    make: row.make,
    model: row.model,
    year_from: row.yearFrom,
    year_end: row.yearEnd,
    onhand: row.onhand,
    onshpeta: row.onshpeta ? row.onshpeta.slice(0, 10) : null,
    onsale: row.onsale,
    orderpt: row.orderpt,
    qty: row.qty,
    price: Number(row.price),
    pricel: Number(row.pricel),
    img_path: row.imgPath,
    big: row.big,
    oversize: row.oversize,
  };
}

export function toSaleItem(row: PartRow & { salePrice: number; orgPrice: number }): SaleItem {
  return { ...toProduct(row), sale_price: Number(row.salePrice), org_price: Number(row.orgPrice) };
}

/** The text as a LIKE pattern that matches it literally: its own % _ and \ are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for ILIKE: the shopper's text anywhere, taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The stored spelling of a make, matched case-insensitively against the makes table (a small table). */
function makeNamed(make: string): SQL {
  return sql`coalesce((select m.make from makes m where lower(m.make) = lower(${make}) limit 1), ${make})`;
}

/** Every make of the make grid, in display order. */
export async function listMakes(ctx: CatalogContext): Promise<Make[]> {
  return cached(ctx, ["makes"], () => ctx.db.select({ id: makes.id, make: makes.make, path: makes.path }).from(makes).orderBy(asc(makes.sortOrder), asc(makes.make)));
}

/** The vehicle makes a customer picks their car's make from, alphabetically. */
export async function listVehicleMakes(ctx: CatalogContext): Promise<{ id: number; make: string }[]> {
  return cached(ctx, ["vehicle-makes"], () => ctx.db.select({ id: makes.id, make: makes.make }).from(makes).orderBy(asc(makes.make)));
}

type Scope = "all" | "promotional" | "holiday";
type Filters = Pick<ProductSearch, "make" | "year" | "item">;

/**
 * FROM and WHERE of the parts a search matches, and the item-code column to order them by. It starts
 * from the narrowest table: holiday items, else item_makes for a make (a part fitting two makes is
 * listed under each), else parts; parts is joined only when a filter reads its columns, so a make's
 * list and total come from the item_makes (make, item) index alone. Written as plain SQL with fixed
 * aliases; only the shopper's values are parameters.
 */
function matching(filters: Filters, scope: Scope): { source: SQL; key: SQL } {
  const readsParts = filters.year !== undefined || Boolean(filters.item) || scope === "promotional";
  const startsFromParts = scope !== "holiday" && !filters.make;
  const joins: SQL[] = [];
  const where: SQL[] = [];
  let from: SQL;
  let key: SQL;
  if (scope === "holiday") {
    from = sql`holiday_sale_items h`;
    key = sql`h.item`;
    if (filters.make) joins.push(sql`join item_makes im on im.item = h.item`);
  } else if (filters.make) {
    from = sql`item_makes im`;
    key = sql`im.item`;
  } else {
    from = sql`parts p`;
    key = sql`p.item`;
  }
  if (readsParts && !startsFromParts) joins.push(sql`join parts p on p.item = ${key}`);
  if (filters.make) where.push(sql`im.make = ${makeNamed(filters.make)}`);
  if (scope === "promotional") where.push(sql`p.promotional`);
  if (filters.year !== undefined) where.push(sql`p.year_from <= ${filters.year} and p.year_end >= ${filters.year}`);
  if (filters.item) {
    const pattern = containsPattern(filters.item);
    where.push(sql`(p.item ilike ${pattern} or p.descrip ilike ${pattern})`);
  }
  const filtered = where.length > 0 ? sql` where ${sql.join(where, sql` and `)}` : sql``;
  return { source: sql`${from}${joins.length > 0 ? sql` ${sql.join(joins, sql` `)}` : sql``}${filtered}`, key };
}

/**
 * How many parts match. Counting a big make walks tens of thousands of index entries, so totals are
 * cached on their own (and longer than pages): paging through one list counts once.
 */
function countParts(ctx: CatalogContext, filters: Filters, scope: Scope): Promise<number> {
  return cached(
    ctx,
    ["total", scope, filters.make, filters.year, filters.item],
    async () => {
      const { source } = matching(filters, scope);
      const result = await ctx.db.execute<{ total: number }>(sql`select count(*)::int as total from ${source}`);
      return result.rows[0]?.total ?? 0;
    },
    "costly",
  );
}

/**
 * One page of matching item codes, as a table to join: the offset skips item codes only (an
 * index-only scan for a make's list), and just the page's 20 parts are read in full. Holiday pages
 * carry their sale prices along, so the outer query joins parts alone and probes it by primary key.
 */
function pageOfKeys(filters: Filters, scope: Scope, page: number): SQL {
  const { source, key } = matching(filters, scope);
  const prices = scope === "holiday" ? sql`, h.sale_price, h.org_price` : sql``;
  return sql`(select ${key} as item${prices} from ${source} order by ${key} limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}) page`;
}

const pagesOfData = new WeakMap<object, { current_page: number; total: number }>();

/**
 * A page answer. Around a cached (frozen) page of data it is itself kept and frozen while the total
 * stays the same, so every request for that page sends one object whose JSON is made once.
 */
function pageOf<T>(search: ProductSearch, total: number, data: T[]) {
  const page = { current_page: search.page, total, per_page: PAGE_SIZE, last_page: pageCount(total), data };
  if (!isFrozenAnswer(data)) return page;
  const known = pagesOfData.get(data);
  if (known && known.total === total && known.current_page === search.page) return known as typeof page;
  pagesOfData.set(data, freezeAnswer(page));
  return page;
}

/** The product list and search: parts by make, model year and item text, 20 a page in item-code order. */
export async function searchParts(ctx: CatalogContext, search: ProductSearch): Promise<ProductPage> {
  return searchScope(ctx, search, "all");
}

/** The Hot Deals page: promotional parts with the same filters and paging as the product list. */
export async function searchPromotional(ctx: CatalogContext, search: ProductSearch): Promise<ProductPage> {
  return searchScope(ctx, search, "promotional");
}

async function searchScope(ctx: CatalogContext, search: ProductSearch, scope: "all" | "promotional"): Promise<ProductPage> {
  return pagedSearch(ctx, search, scope, async () => {
    const found = await ctx.db
      .select(productColumns)
      .from(parts)
      .innerJoin(pageOfKeys(search, scope, search.page), sql`page.item = parts.item`)
      .orderBy(asc(parts.item));
    return found.map(toProduct);
  });
}

/**
 * A page with its total. Page 1 reads both at once; a later page counts first (usually a cached total
 * by then), so a page past the end costs no scan.
 */
async function pagedSearch<T>(ctx: CatalogContext, search: ProductSearch, scope: Scope, loadPage: () => Promise<T[]>) {
  const key = ["page", scope, search.make, search.year, search.item, search.page];
  if (search.page === 1) {
    const [total, data] = await Promise.all([countParts(ctx, search, scope), cached(ctx, key, loadPage)]);
    return pageOf(search, total, data);
  }
  const total = await countParts(ctx, search, scope);
  const data = (search.page - 1) * PAGE_SIZE < total ? await cached(ctx, key, loadPage) : [];
  return pageOf(search, total, data);
}

const pagePrices = { salePrice: sql<number>`page.sale_price`.mapWith(Number), orgPrice: sql<number>`page.org_price`.mapWith(Number) };

/** Holiday sale items with the product list's filters and paging. */
export async function searchHolidaySale(ctx: CatalogContext, search: ProductSearch): Promise<SaleItemPage> {
  return pagedSearch(ctx, search, "holiday", async () => {
    const found = await ctx.db
      .select({ ...productColumns, ...pagePrices })
      .from(parts)
      .innerJoin(pageOfKeys(search, "holiday", search.page), sql`page.item = parts.item`)
      .orderBy(asc(parts.item));
    return found.map(toSaleItem);
  });
}

/** The home page's holiday sale carousel. */
export async function listHolidayItems(ctx: CatalogContext): Promise<SaleItem[]> {
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

/** Every part with a special sale price (the On Sale page; retail quick views read the sale price from it). */
export async function listSpecials(ctx: CatalogContext): Promise<SaleItem[]> {
  return cached(ctx, ["specials"], async () => {
    const rows = await ctx.db.select(specialColumns).from(specialPrices).innerJoin(parts, eq(parts.item, specialPrices.item)).orderBy(asc(specialPrices.item));
    return rows.map(toSaleItem);
  });
}

/** New Arrival: the newest parts of one make picked at random among the makes that have parts. */
export async function randomNewProducts(ctx: CatalogContext): Promise<RandomNewProducts> {
  const candidates = await cached(ctx, ["makes-with-parts"], async () => {
    const rows = await ctx.db
      .select({ make: makes.make })
      .from(makes)
      .where(sql`exists (select 1 from item_makes im where im.make = makes.make)`);
    return rows.map((row) => row.make);
  });
  const make = candidates[Math.floor(Math.random() * candidates.length)];
  if (make === undefined) return { random_items: [], random_make: "" };
  return cached(
    ctx,
    ["newest", make],
    async () => {
      const rows = await ctx.db
        .select(productColumns)
        .from(itemMakes)
        .innerJoin(parts, eq(parts.item, itemMakes.item))
        .where(eq(itemMakes.make, make))
        .orderBy(desc(parts.createdAt), asc(parts.item))
        .limit(CAROUSEL_SIZE);
      return { random_items: rows.map(toProduct), random_make: make };
    },
    "costly",
  );
}

function flagged(ctx: CatalogContext, name: string, load: () => Promise<PartRow[]>): Promise<Product[]> {
  return cached(ctx, [name], async () => (await load()).map(toProduct));
}

/** Most Popular: popular parts, most viewed first. */
export async function listPopular(ctx: CatalogContext): Promise<Product[]> {
  return flagged(ctx, "popular", () =>
    ctx.db.select(productColumns).from(parts).where(eq(parts.popular, true)).orderBy(desc(parts.viewCount), asc(parts.item)).limit(CAROUSEL_SIZE),
  );
}

/** Featured parts: the home page's On Discount carousel. */
export async function listFeatured(ctx: CatalogContext): Promise<Product[]> {
  return flagged(ctx, "featured", () => ctx.db.select(productColumns).from(parts).where(eq(parts.featured, true)).orderBy(asc(parts.item)).limit(CAROUSEL_SIZE));
}

/** Parts flagged hot sale. */
export async function listHotSale(ctx: CatalogContext): Promise<Product[]> {
  return flagged(ctx, "hot-sale", () => ctx.db.select(productColumns).from(parts).where(eq(parts.hotSale, true)).orderBy(asc(parts.item)).limit(HOT_SALE_LIMIT));
}

/** Parts flagged promotional, unfiltered (the Hot Deals page's filtered list is searchPromotional). */
export async function listPromotional(ctx: CatalogContext): Promise<Product[]> {
  return flagged(ctx, "promotional", () =>
    ctx.db.select(productColumns).from(parts).where(eq(parts.promotional, true)).orderBy(asc(parts.item)).limit(PROMOTIONAL_LIMIT),
  );
}

// Correlated subqueries name their tables outright: drizzle leaves columns unqualified in a single-table select list.
const detailColumns = {
  ...productColumns,
  itemMakes: sql<{ make: string; row_id: number }[]>`(select coalesce(json_agg(json_build_object('make', im.make, 'row_id', im.row_id) order by im.row_id), '[]'::json) from item_makes im where im.item = parts.item)`,
};

type DetailRow = Awaited<ReturnType<ReturnType<typeof prepareExactItems>["execute"]>>[number];

function prepareExactItems(db: Db) {
  return db
    .select(detailColumns)
    .from(parts)
    .where(sql`${parts.item} = any(${sql.placeholder("codes")})`)
    .prepare("catalog_items_exact");
}

const exactItemLoaders = new WeakMap<Db, BatchLoader<string, DetailRow>>();

/**
 * The quick view's lookup by exact code. The statement is prepared once per database (PGlite and
 * PostgreSQL then skip parsing and planning it), and the codes asked for together go in one query:
 * fifty shoppers opening quick views at once cost a round trip or two, not fifty.
 */
function exactItem(db: Db): BatchLoader<string, DetailRow> {
  let loader = exactItemLoaders.get(db);
  if (!loader) {
    const statement = prepareExactItems(db);
    loader = new BatchLoader(async (codes) => new Map((await statement.execute({ codes })).map((row) => [row.item, row])));
    exactItemLoaders.set(db, loader);
  }
  return loader;
}

/** The quick view of one part by its item code (exact code first, else the same code in another case). */
export async function itemDetail(ctx: CatalogContext, code: string): Promise<ItemDetail> {
  return cached(
    ctx,
    ["item", code],
    async () => {
      const { db } = ctx;
      let row = await exactItem(db).load(code);
      if (!row) {
        [row] = await db
          .select(detailColumns)
          .from(parts)
          .where(ilike(parts.item, escapeLike(code)))
          .orderBy(asc(parts.item))
          .limit(1);
      }
      if (!row) throw notFound(`Item ${code}`);
      const { itemMakes: makesOfItem, ...part } = row;
      return { singleItem: toProduct(part), item_makes: makesOfItem };
    },
    "live",
  );
}

/** Records that a shopper opened a part: one views row and one more on the part's view count. */
export async function recordView({ db }: CatalogContext, code: string): Promise<void> {
  // One statement: the count and the views row are one atomic step and one round trip.
  const recorded = await db.execute(
    sql`with viewed as (update parts set view_count = view_count + 1 where item = ${code} returning item) insert into views (item) select item from viewed returning item`,
  );
  if (recorded.rows.length === 0) throw notFound(`Item ${code}`);
}

const classicColumns = {
  item: classicModels.item,
  model: classicModels.model,
  make: classicModels.make,
  yearModel: classicModels.yearModel,
  priceUsd: classicModels.priceUsd,
  imgPath: sql<string>`coalesce((select ci.img_path from classic_model_images ci where ci.item = classic_models.item order by ci.seq, ci.id limit 1), '')`,
};

function toClassicModel(row: { item: string; model: string; make: string; yearModel: string; priceUsd: number; imgPath: string }): ClassicModel {
  return { item: row.item, model: row.model, make: row.make, year_model: row.yearModel, img_path: row.imgPath, price: Number(row.priceUsd), currency: "USD" };
}

/** Classic body models, of one make when given (case-insensitive), each with its first image. */
export async function listClassicModels(ctx: CatalogContext, make?: string): Promise<ClassicModel[]> {
  return cached(ctx, ["classic-models", make?.toUpperCase()], async () => {
    const rows = await ctx.db
      .select(classicColumns)
      .from(classicModels)
      .where(make ? sql`lower(${classicModels.make}) = lower(${make})` : undefined)
      .orderBy(asc(classicModels.make), asc(classicModels.sortOrder), asc(classicModels.item));
    return rows.map(toClassicModel);
  });
}

/** One classic body model with all its images in order, what the kit includes and how it ships. */
export async function classicBodyDetail(ctx: CatalogContext, code: string): Promise<ClassicBodyDetail> {
  return cached(ctx, ["classic-body", code], () => loadClassicBody(ctx.db, code));
}

async function loadClassicBody(db: Db, code: string): Promise<ClassicBodyDetail> {
  const [row] = await db
    .select({ ...classicColumns, description: classicModels.description, includes: classicModels.includes, shipping: classicModels.shipping })
    .from(classicModels)
    .where(eq(classicModels.item, code));
  if (!row) throw notFound(`Classic body model ${code}`);
  const images = await db
    .select({ imgPath: classicModelImages.imgPath })
    .from(classicModelImages)
    .where(eq(classicModelImages.item, row.item))
    .orderBy(asc(classicModelImages.seq), asc(classicModelImages.id));
  return {
    singleItem: { ...toClassicModel(row), description: row.description },
    img_path: images.map((image) => image.imgPath),
    info: [{ includes: row.includes, shipping: row.shipping }],
  };
}

const tierColumns = { 2: parts.price2, 3: parts.price3, 4: parts.price4, 5: parts.price5, 6: parts.price6 } as const;
type PaidTier = keyof typeof tierColumns;

function isPaidTier(tier: number | null): tier is PaidTier {
  return tier !== null && Number.isInteger(tier) && tier >= 2 && tier <= 6;
}

/**
 * Adds a signed-in dealer's own tier price (price2..price6 by their price code) to products that came
 * from the public, cached answers. Only that dealer's tier is added: other dealers' levels stay private.
 * Price code 1, or any other value, means the list price (pricel), which every answer already carries.
 */
export async function withDealerTier<T extends Product>({ db }: CatalogContext, products: T[], priceCode: number | null): Promise<T[]> {
  if (!isPaidTier(priceCode) || products.length === 0) return products;
  const column = tierColumns[priceCode];
  const rows = await db
    .select({ item: parts.item, tier: column })
    .from(parts)
    .where(inArray(parts.item, [...new Set(products.map((p) => p.item))]));
  const byItem = new Map(rows.map((row) => [row.item, row.tier === null ? null : Number(row.tier)]));
  return products.map((product) => ({ ...product, [`price${priceCode}`]: byItem.get(product.item) ?? null }));
}
