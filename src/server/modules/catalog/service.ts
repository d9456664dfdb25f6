import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { LowStockRow } from "../../../domain/contracts/admin";
import type { AdminClassicModel, ClassicModelFields } from "../../../domain/contracts/admin-content";
import type { ClassicBodyDetail, ClassicModel, ItemDetail, Make, Product, ProductPage, RandomNewProducts, SaleItem, SaleItemPage } from "../../../domain/contracts/catalog";
import type { ProductSearch } from "../../../domain/contracts/common";
import { PAGE_SIZE, pageCount } from "../../../domain/pager";
import { type PriceViewer, RETAIL_VIEWER, tierOf, type UnitPrice, unitPrice } from "../../../domain/pricing";
import type { AppCaches } from "../../caches";
import type { Db } from "../../db/client";
import { afterCommit } from "../../db/transaction";
import { notFound } from "../../errors";
import { BatchLoader } from "../../lib/batch-loader";
import { freezeAnswer, isFrozenAnswer } from "../../lib/read-cache";
import type { Viewer } from "../../viewer";
import { classicModelImages, classicModels, makes, parts, specialPrices } from "./schema";
import { type CatalogIndex, loadCatalogIndex } from "./search-index";

/**
 * Where catalogue verbs read: the database, and for public answers the app's read caches (see
 * AppCaches.catalog): `answers` (lists and pages, reused for a few seconds), `costly` (new arrivals:
 * slow to compute, slow to change, reused longer), `totals` (how many parts a filter matches: kept
 * until the catalogue changes, so turning pages never counts again) and `live` (answers that must be
 * current, such as stock in the quick view: only concurrent identical reads share a query). Verbs that
 * change the catalogue invalidate them once their transaction commits.
 */
export interface CatalogContext {
  db: Db;
  caches?: AppCaches;
}

type CacheKind = keyof AppCaches["catalog"];

function cached<T>(ctx: CatalogContext, key: unknown[], load: () => PromiseLike<T>, kind: CacheKind = "answers"): Promise<T> {
  const cache = ctx.caches?.catalog[kind];
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
  promotional: parts.promotional,
  specialPrice: sql<number | null>`(select sp.sale_price from special_prices sp where sp.item = parts.item)`.mapWith((value) => (value === null ? null : Number(value))),
  qty: parts.qty,
  price: parts.price,
  pricel: parts.pricel,
  imgPath: parts.imgPath,
  big: parts.big,
  oversize: parts.oversize,
};

export type PartRow = Pick<typeof parts.$inferSelect, Exclude<keyof typeof productColumns, "specialPrice">> & { specialPrice: number | null };

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
    promotional: row.promotional,
    special_price: row.specialPrice === null ? null : Number(row.specialPrice),
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

type Filters = Pick<ProductSearch, "make" | "year" | "item">;

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
  const filtered = where.length > 0 ? sql` where ${sql.join(where, sql` and `)}` : sql``;
  return sql`holiday_sale_items h${joins.length > 0 ? sql` ${sql.join(joins, sql` `)}` : sql``}${filtered}`;
}

/** The catalogue's search index (decision 022): the app's, brought up to date, or read afresh when there are no caches. */
async function searchIndex(ctx: CatalogContext): Promise<CatalogIndex> {
  return ctx.caches ? ctx.caches.catalogIndex.get(ctx.db) : (await loadCatalogIndex(ctx.db)).index;
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
  return searchScope(ctx, search, false);
}

/** The Hot Deals page: promotional parts with the same filters and paging as the product list. */
export async function searchPromotional(ctx: CatalogContext, search: ProductSearch): Promise<ProductPage> {
  return searchScope(ctx, search, true);
}

function preparePageParts(db: Db) {
  return db
    .select(productColumns)
    .from(parts)
    .where(sql`${parts.item} = any(${sql.placeholder("codes")})`)
    .prepare("catalog_page_parts");
}

const pagePartStatements = new WeakMap<Db, ReturnType<typeof preparePageParts>>();

/** Parts by exact code, in the order asked: one prepared statement per database, so no page is planned again. */
async function partsInOrder(db: Db, codes: string[]): Promise<Product[]> {
  if (codes.length === 0) return [];
  let statement = pagePartStatements.get(db);
  if (!statement) {
    statement = preparePageParts(db);
    pagePartStatements.set(db, statement);
  }
  const byCode = new Map((await statement.execute({ codes })).map((row) => [row.item, row]));
  // A part deleted between the index's answer and this read is left out of the page.
  return codes.flatMap((code) => {
    const row = byCode.get(code);
    return row ? [toProduct(row)] : [];
  });
}

/**
 * A page of the product list, the search or Hot Deals: which parts, and how many, from the search
 * index; the page's parts from the database by primary key. The answer (total and page) is kept in the
 * read cache for CATALOG_CACHE_SECONDS.
 */
async function searchScope(ctx: CatalogContext, search: ProductSearch, promotionalOnly: boolean): Promise<ProductPage> {
  const key = ["page", promotionalOnly ? "promotional" : "all", search.make, search.year, search.item, search.page];
  const { total, data } = await cached(ctx, key, async () => {
    const index = await searchIndex(ctx);
    const found = index.find({ make: search.make, year: search.year, item: search.item, promotionalOnly }, (search.page - 1) * PAGE_SIZE, PAGE_SIZE);
    return { total: found.total, data: await partsInOrder(ctx.db, found.codes) };
  });
  return pageOf(search, total, data);
}

const pagePrices = { salePrice: sql<number>`page.sale_price`.mapWith(Number), orgPrice: sql<number>`page.org_price`.mapWith(Number) };

/** Holiday sale items with the product list's filters and paging: the page (with its sale prices) and the total in one statement each. */
export async function searchHolidaySale(ctx: CatalogContext, search: ProductSearch): Promise<SaleItemPage> {
  const key = ["holiday", search.make, search.year, search.item, search.page];
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
      // The make's newest twelve from item_makes_newest (make, created_at, item): no sort of the make's every part.
      const newest = sql`(select im.item, im.part_created_at from item_makes im where im.make = ${make} order by im.part_created_at desc nulls last, im.item limit ${CAROUSEL_SIZE}) newest`;
      const rows = await ctx.db
        .select(productColumns)
        .from(parts)
        .innerJoin(newest, sql`newest.item = ${parts.item}`)
        .orderBy(sql`newest.part_created_at desc`, asc(parts.item));
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

/**
 * Adds a signed-in dealer's own tier price (price2..price6 by their price code) to products that came
 * from the public, cached answers. Only that dealer's tier is added: other dealers' levels stay private.
 * Price code 1, or any other value, means the list price (pricel), which every answer already carries.
 */
export async function withDealerTier<T extends Product>({ db }: CatalogContext, products: T[], priceCode: number | null): Promise<T[]> {
  const tier = tierOf(priceCode);
  if (tier === null || tier === 1 || products.length === 0) return products;
  const column = tierColumns[tier];
  const rows = await db
    .select({ item: parts.item, tier: column })
    .from(parts)
    .where(inArray(parts.item, [...new Set(products.map((p) => p.item))]));
  const byItem = new Map(rows.map((row) => [row.item, row.tier === null ? null : Number(row.tier)]));
  return products.map((product) => ({ ...product, [`price${tier}`]: byItem.get(product.item) ?? null }));
}

/** The caller as the one price rule takes it: a dealer with their price code, else a retail shopper. */
export function priceViewerOf(viewer: Viewer): PriceViewer {
  return viewer.kind === "dealer" ? { kind: "dealer", priceCode: viewer.pricecode } : RETAIL_VIEWER;
}

/** A part as a cart, a checkout and an order need it: the product, its one price for the buyer, and its weight. */
export interface PricedPart {
  product: Product;
  unit: UnitPrice;
  weightKg: number;
}

/**
 * Parts with their one price for a viewer, read from the database now (never from a cache): what a
 * cart line, a checkout total and a charge use. The same rule, on the same fields, as every product
 * answer the browser prices. Given a transaction, it reads (and sees) that transaction's rows.
 */
export async function pricedParts({ db }: CatalogContext, codes: readonly string[], viewer: PriceViewer, tx: Db = db): Promise<Map<string, PricedPart>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({ ...productColumns, price2: parts.price2, price3: parts.price3, price4: parts.price4, price5: parts.price5, price6: parts.price6, weightKg: parts.weightKg })
    .from(parts)
    .where(inArray(parts.item, [...new Set(codes)]));
  const tiers = (value: number | null) => (value === null ? null : Number(value));
  return new Map(
    rows.map((row) => {
      const product = toProduct(row);
      const priced = { ...product, price2: tiers(row.price2), price3: tiers(row.price3), price4: tiers(row.price4), price5: tiers(row.price5), price6: tiers(row.price6) };
      return [row.item, { product, unit: unitPrice(priced, viewer), weightKg: Number(row.weightKg) }];
    }),
  );
}

/** The one price of each part for a viewer (see pricedParts). */
export async function unitPricesFor(ctx: CatalogContext, codes: readonly string[], viewer: PriceViewer): Promise<Map<string, UnitPrice>> {
  return new Map([...(await pricedParts(ctx, codes, viewer))].map(([item, part]) => [item, part.unit]));
}

/** The stock on hand of parts, locked for the rest of the caller's transaction (what an order is about to take). */
export async function lockStock(tx: Db, items: readonly string[]): Promise<Map<string, number>> {
  if (items.length === 0) return new Map();
  const rows = await tx
    .select({ item: parts.item, onhand: parts.onhand })
    .from(parts)
    .where(inArray(parts.item, [...new Set(items)]))
    .orderBy(asc(parts.item))
    .for("update");
  return new Map(rows.map((row) => [row.item, row.onhand]));
}

/** A change of stock on hand: `quantity` units of `item` taken (an order) or, when negative, returned (a cancellation). */
export interface StockChange {
  item: string;
  quantity: number;
}

/**
 * Takes stock in the caller's transaction, so an order and its stock are one step: each line is taken
 * only if that many are on hand (unless back-orders are allowed, as for dealers: stock then stops at
 * 0). Returns the lines that could not be taken (empty when all were); the caller decides what a
 * shortfall means. Catalogue answers are invalidated once the transaction commits.
 */
export async function takeStock(ctx: CatalogContext, tx: Db, changes: readonly StockChange[], options: { allowBackorder: boolean }): Promise<StockChange[]> {
  const short: StockChange[] = [];
  const byItem = new Map<string, number>();
  for (const change of changes) byItem.set(change.item, (byItem.get(change.item) ?? 0) + change.quantity);
  for (const [item, quantity] of [...byItem].sort(([a], [b]) => a.localeCompare(b))) {
    const taken = options.allowBackorder
      ? await tx.execute(sql`update parts set onhand = greatest(onhand - ${quantity}, 0) where item = ${item} returning onhand`)
      : await tx.execute(sql`update parts set onhand = onhand - ${quantity} where item = ${item} and onhand >= ${quantity} returning onhand`);
    if (taken.rows.length === 0) short.push({ item, quantity });
  }
  afterCommit(tx, () => ctx.caches?.invalidate("stock"));
  return short;
}

/** A part's description by exact code (what its generated picture shows), or null. */
export async function partDescription({ db }: CatalogContext, code: string): Promise<string | null> {
  const [row] = await db.select({ descrip: parts.descrip }).from(parts).where(eq(parts.item, code));
  return row?.descrip ?? null;
}

/** The make of the make grid spelled exactly so, or null. */
export async function makeByName({ db }: CatalogContext, name: string): Promise<string | null> {
  const [row] = await db.select({ make: makes.make }).from(makes).where(eq(makes.make, name));
  return row?.make ?? null;
}

/** Every make's name, for reading a catalogue's scope from its name. */
export async function makeNames(ctx: CatalogContext): Promise<string[]> {
  return (await listMakes(ctx)).map((row) => row.make);
}

/** The classic body model a picture belongs to, with the picture's place among the model's pictures; null when no model has it. */
export async function classicModelOfImage({ db }: CatalogContext, imgPath: string) {
  const [row] = await db
    .select({ item: classicModels.item, make: classicModels.make, model: classicModels.model, yearModel: classicModels.yearModel, seq: classicModelImages.seq })
    .from(classicModelImages)
    .innerJoin(classicModels, eq(classicModels.item, classicModelImages.item))
    .where(eq(classicModelImages.imgPath, imgPath));
  return row ?? null;
}

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
  { db }: CatalogContext,
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

/** What the store needs to know about a part a shopper asks about; null when there is no such part. */
export async function partFacts({ db }: CatalogContext, code: string) {
  const [part] = await db
    .select({ item: parts.item, descrip: parts.descrip, make: parts.make, yearFrom: parts.yearFrom, yearEnd: parts.yearEnd, onhand: parts.onhand, onshpeta: parts.onshpeta, oversize: parts.oversize })
    .from(parts)
    .where(eq(parts.item, code));
  return part ?? null;
}

/** What the store needs to know about a classic body model a shopper asks about; null when there is no such model. */
export async function classicModelFacts({ db }: CatalogContext, code: string) {
  const [model] = await db
    .select({ item: classicModels.item, make: classicModels.make, model: classicModels.model, yearModel: classicModels.yearModel, priceUsd: classicModels.priceUsd })
    .from(classicModels)
    .where(eq(classicModels.item, code));
  return model ?? null;
}

/** Parts by code (as given, or in upper case as the shop writes codes), as product answers carry them; codes with no part are left out. */
export async function productsByCode({ db }: CatalogContext, codes: readonly string[]): Promise<Product[]> {
  if (codes.length === 0) return [];
  const wanted = [...new Set(codes.flatMap((code) => [code, code.toUpperCase()]))];
  const rows = await db.select(productColumns).from(parts).where(inArray(parts.item, wanted)).orderBy(asc(parts.item));
  return rows.map(toProduct);
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
}

/**
 * Every part of a make (or all parts), in item-code order, a batch at a time: a price sheet of 200,000
 * parts is read and written in pieces, never held whole. Each batch is one query keyed on the last code.
 */
export async function* partsForPriceSheet({ db }: CatalogContext, make: string | null, batchSize = 2000): AsyncGenerator<PriceSheetPart[]> {
  const money = (value: unknown) => (value === null ? null : Number(value));
  let after = "";
  for (;;) {
    const source = make ? sql`item_makes im join parts p on p.item = im.item where im.make = ${make} and im.item > ${after}` : sql`parts p where p.item > ${after}`;
    const result = await db.execute<Record<string, unknown>>(sql`
      select p.item, p.descrip, p.year_from, p.year_end, p.pricel, p.price2, p.price3, p.price4, p.price5, p.price6, p.onhand,
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
    }));
    if (result.rows.length < batchSize) return;
    after = String(result.rows[result.rows.length - 1]!.item);
  }
}

const classicTierColumns = { 2: classicModels.price2Usd, 3: classicModels.price3Usd, 4: classicModels.price4Usd, 5: classicModels.price5Usd, 6: classicModels.price6Usd } as const;

/**
 * Classic body models of a make (or all) priced for the caller: a dealer's by their price code (the
 * tier price in USD, else the list price, as tierPrice does for parts); everyone else's list price.
 */
export async function classicModelsPriced(ctx: CatalogContext, make: string | undefined, priceCode: number | null): Promise<ClassicModel[]> {
  const models = await listClassicModels(ctx, make);
  const tier = tierOf(priceCode);
  if (tier === null || tier === 1 || models.length === 0) return models;
  const rows = await ctx.db
    .select({ item: classicModels.item, tier: classicTierColumns[tier] })
    .from(classicModels)
    .where(inArray(classicModels.item, models.map((model) => model.item)));
  const byItem = new Map(rows.map((row) => [row.item, row.tier === null ? null : Number(row.tier)]));
  return models.map((model) => ({ ...model, price: byItem.get(model.item) ?? model.price }));
}

/** Parts on hand below their reorder point, the emptiest first (the dashboard shows the first few and how many there are). */
export async function lowStockParts({ db }: Pick<CatalogContext, "db">, limit: number): Promise<{ count: number; rows: LowStockRow[] }> {
  const low = sql`${parts.onhand} < ${parts.orderpt}`;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(parts).where(low);
  const rows = await db
    .select({ item: parts.item, descrip: parts.descrip, make: parts.make, onhand: parts.onhand, orderpt: parts.orderpt, onshpeta: parts.onshpeta })
    .from(parts)
    .where(low)
    .orderBy(asc(sql`${parts.onhand} - ${parts.orderpt}`), asc(parts.item))
    .limit(limit);
  return { count: counted?.n ?? 0, rows };
}

// ---------------------------------------------------------------------------------------------
// Classic body models as the console edits them

const adminClassicColumns = {
  item: classicModels.item,
  make: classicModels.make,
  model: classicModels.model,
  years: classicModels.yearModel,
  description: classicModels.description,
  includes: classicModels.includes,
  shipping: classicModels.shipping,
  priceUsd: classicModels.priceUsd,
  order: classicModels.sortOrder,
};

async function withImages(db: Db, rows: Omit<AdminClassicModel, "images">[]): Promise<AdminClassicModel[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select({ item: classicModelImages.item, imgPath: classicModelImages.imgPath })
    .from(classicModelImages)
    .where(inArray(
      classicModelImages.item,
      rows.map((row) => row.item),
    ))
    .orderBy(asc(classicModelImages.seq), asc(classicModelImages.id));
  return rows.map((row) => ({ ...row, priceUsd: Number(row.priceUsd), images: images.filter((image) => image.item === row.item).map((image) => image.imgPath) }));
}

/** Every classic body model with all its pictures, by make and place, for the console. */
export async function classicModelsForStaff(db: Db): Promise<AdminClassicModel[]> {
  const rows = await db.select(adminClassicColumns).from(classicModels).orderBy(asc(classicModels.make), asc(classicModels.sortOrder), asc(classicModels.item));
  return withImages(db, rows);
}

/** One classic body model as the console shows it (locked for a change when asked), or null. */
export async function classicModelForStaff(db: Db, item: string, lock = false): Promise<AdminClassicModel | null> {
  const query = db.select(adminClassicColumns).from(classicModels).where(eq(classicModels.item, item));
  const rows = await (lock ? query.for("update") : query);
  return (await withImages(db, rows))[0] ?? null;
}

async function replaceClassicImages(tx: Db, item: string, images: string[]): Promise<void> {
  await tx.delete(classicModelImages).where(eq(classicModelImages.item, item));
  if (images.length > 0) await tx.insert(classicModelImages).values(images.map((imgPath, index) => ({ item, imgPath, seq: index + 1 })));
}

const classicValues = (fields: ClassicModelFields) => ({
  make: fields.make,
  model: fields.model,
  yearModel: fields.years,
  description: fields.description,
  includes: fields.includes,
  shipping: fields.shipping,
  priceUsd: fields.priceUsd,
  ...(fields.order === undefined ? {} : { sortOrder: fields.order }),
});

/** Adds a classic body model with its pictures; false when its code is taken. Call inside the change's transaction. */
export async function insertClassicModel(tx: Db, item: string, fields: ClassicModelFields): Promise<boolean> {
  const [created] = await tx.insert(classicModels).values({ item, ...classicValues(fields) }).onConflictDoNothing({ target: classicModels.item }).returning({ item: classicModels.item });
  if (!created) return false;
  await replaceClassicImages(tx, item, fields.images);
  return true;
}

/** Changes everything of a classic body model but its code; its pictures become the given ones, in order. */
export async function updateClassicModel(tx: Db, item: string, fields: ClassicModelFields): Promise<void> {
  await tx.update(classicModels).set(classicValues(fields)).where(eq(classicModels.item, item));
  await replaceClassicImages(tx, item, fields.images);
}

/** Deletes a classic body model and its pictures' rows. */
export async function deleteClassicModel(tx: Db, item: string): Promise<void> {
  await tx.delete(classicModels).where(eq(classicModels.item, item));
}
/** Parts as staff keep them (the console's parts list, editor, CSV export and import): see part-records.ts. */
export { allPartRecords, makesByLowerName, partRecord, staffPartsPage, writePartRecords } from "./part-records";

/** How many parts the catalogue holds (the sitemap's part files are counted from it). */
export async function countAllParts({ db }: Pick<CatalogContext, "db">): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(parts);
  return Number(row?.count ?? 0);
}

/**
 * The parts of one sitemap file (the `fileIndex`th run of `perFile` parts by item code), as their part
 * URLs name them (item code and make), a batch at a time: the first batch is found by offset, the rest
 * follow the last code read, so a file of 50,000 parts is never held in memory at once.
 */
export async function* partsForSitemap({ db }: Pick<CatalogContext, "db">, fileIndex: number, perFile: number, batchSize = 2000): AsyncGenerator<{ item: string; make: string }[]> {
  let left = perFile;
  let after: string | null = null;
  while (left > 0) {
    const size = Math.min(batchSize, left);
    const query = db.select({ item: parts.item, make: parts.make }).from(parts);
    const rows: { item: string; make: string }[] =
      after === null
        ? await query.orderBy(asc(parts.item)).limit(size).offset(fileIndex * perFile)
        : await query.where(sql`${parts.item} > ${after}`).orderBy(asc(parts.item)).limit(size);
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.item;
  }
}
