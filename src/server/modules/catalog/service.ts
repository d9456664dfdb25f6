import { and, asc, desc, eq, gte, ilike, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { ClassicBodyDetail, ClassicModel, ItemDetail, Make, Product, ProductPage, RandomNewProducts, SaleItem, SaleItemPage } from "../../../domain/contracts/catalog";
import type { ProductSearch } from "../../../domain/contracts/common";
import { PAGE_SIZE, pageCount } from "../../../domain/pager";
import type { Db } from "../../db/client";
import { classicModelImages, classicModels, holidaySaleItems, itemMakes, makes, parts, specialPrices, views } from "../../db/schema/catalog";
import { notFound } from "../../errors";

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

const saleColumns = { ...productColumns, salePrice: holidaySaleItems.salePrice, orgPrice: holidaySaleItems.orgPrice };
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

/** `%text%` for ILIKE with the shopper's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The stored spelling of a make, matched case-insensitively against the makes table (a small table). */
function makeNamed(make: string): SQL {
  return sql`coalesce((select ${makes.make} from ${makes} where lower(${makes.make}) = lower(${make}) limit 1), ${make})`;
}

/** Every make of the make grid, in display order. */
export async function listMakes(db: Db): Promise<Make[]> {
  return db.select({ id: makes.id, make: makes.make, path: makes.path }).from(makes).orderBy(asc(makes.sortOrder), asc(makes.make));
}

/** The vehicle makes a customer picks their car's make from, alphabetically. */
export async function listVehicleMakes(db: Db): Promise<{ id: number; make: string }[]> {
  return db.select({ id: makes.id, make: makes.make }).from(makes).orderBy(asc(makes.make));
}

type Scope = "all" | "promotional" | "holiday";
type Filters = Pick<ProductSearch, "make" | "year" | "item">;

function conditionsOf(filters: Filters, scope: Scope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope === "promotional") conditions.push(eq(parts.promotional, true));
  if (filters.year !== undefined) conditions.push(lte(parts.yearFrom, filters.year), gte(parts.yearEnd, filters.year));
  if (filters.item) {
    const pattern = containsPattern(filters.item);
    conditions.push(or(ilike(parts.item, pattern), ilike(parts.descrip, pattern)));
  }
  return and(...conditions);
}

/** Joins what the filters and scope need: item_makes for a make (a part fitting two makes is listed under each), holiday items. */
function joined<T extends PgSelect>(query: T, filters: Filters, scope: Scope): T {
  // The joins add no selected columns, so the row type stays T's; drizzle's types cannot see that.
  let q: PgSelect = query;
  if (filters.make) q = q.innerJoin(itemMakes, and(eq(itemMakes.item, parts.item), eq(itemMakes.make, makeNamed(filters.make))));
  if (scope === "holiday") q = q.innerJoin(holidaySaleItems, eq(holidaySaleItems.item, parts.item));
  return q.where(conditionsOf(filters, scope)) as unknown as T;
}

async function countParts(db: Db, filters: Filters, scope: Scope): Promise<number> {
  if (scope === "all" && filters.make && filters.year === undefined && !filters.item) {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(itemMakes)
      .where(eq(itemMakes.make, makeNamed(filters.make)));
    return row?.total ?? 0;
  }
  const [row] = await joined(db.select({ total: sql<number>`count(*)::int` }).from(parts).$dynamic(), filters, scope);
  return row?.total ?? 0;
}

function pageOf<T>(search: ProductSearch, total: number, data: T[]) {
  return { current_page: search.page, total, per_page: PAGE_SIZE, last_page: pageCount(total), data };
}

/** The product list and search: parts by make, model year and item text, 20 a page in item-code order. */
export async function searchParts(db: Db, search: ProductSearch): Promise<ProductPage> {
  return searchScope(db, search, "all");
}

/** The Hot Deals page: promotional parts with the same filters and paging as the product list. */
export async function searchPromotional(db: Db, search: ProductSearch): Promise<ProductPage> {
  return searchScope(db, search, "promotional");
}

async function searchScope(db: Db, search: ProductSearch, scope: "all" | "promotional"): Promise<ProductPage> {
  const rows = joined(db.select(productColumns).from(parts).$dynamic(), search, scope)
    .orderBy(asc(parts.item))
    .limit(PAGE_SIZE)
    .offset((search.page - 1) * PAGE_SIZE);
  const [total, data] = await Promise.all([countParts(db, search, scope), rows]);
  return pageOf(search, total, data.map(toProduct));
}

/** Holiday sale items with the product list's filters and paging. */
export async function searchHolidaySale(db: Db, search: ProductSearch): Promise<SaleItemPage> {
  const rows = joined(db.select(saleColumns).from(parts).$dynamic(), search, "holiday")
    .orderBy(asc(parts.item))
    .limit(PAGE_SIZE)
    .offset((search.page - 1) * PAGE_SIZE);
  const [total, data] = await Promise.all([countParts(db, search, "holiday"), rows]);
  return pageOf(search, total, data.map(toSaleItem));
}

/** The home page's holiday sale carousel. */
export async function listHolidayItems(db: Db): Promise<SaleItem[]> {
  const rows = await db
    .select(saleColumns)
    .from(holidaySaleItems)
    .innerJoin(parts, eq(parts.item, holidaySaleItems.item))
    .orderBy(asc(holidaySaleItems.item))
    .limit(HOLIDAY_LIST_LIMIT);
  return rows.map(toSaleItem);
}

/** Every part with a special sale price (the On Sale page; retail quick views read the sale price from it). */
export async function listSpecials(db: Db): Promise<SaleItem[]> {
  const rows = await db.select(specialColumns).from(specialPrices).innerJoin(parts, eq(parts.item, specialPrices.item)).orderBy(asc(specialPrices.item));
  return rows.map(toSaleItem);
}

/** New Arrival: the newest parts of one make picked at random among the makes that have parts. */
export async function randomNewProducts(db: Db): Promise<RandomNewProducts> {
  const [picked] = await db
    .select({ make: makes.make })
    .from(makes)
    .where(sql`exists (select 1 from ${itemMakes} where ${itemMakes.make} = ${makes.make})`)
    .orderBy(sql`random()`)
    .limit(1);
  if (!picked) return { random_items: [], random_make: "" };
  const rows = await db
    .select(productColumns)
    .from(itemMakes)
    .innerJoin(parts, eq(parts.item, itemMakes.item))
    .where(eq(itemMakes.make, picked.make))
    .orderBy(desc(parts.createdAt), asc(parts.item))
    .limit(CAROUSEL_SIZE);
  return { random_items: rows.map(toProduct), random_make: picked.make };
}

/** Most Popular: popular parts, most viewed first. */
export async function listPopular(db: Db): Promise<Product[]> {
  const rows = await db.select(productColumns).from(parts).where(eq(parts.popular, true)).orderBy(desc(parts.viewCount), asc(parts.item)).limit(CAROUSEL_SIZE);
  return rows.map(toProduct);
}

/** Featured parts: the home page's On Discount carousel. */
export async function listFeatured(db: Db): Promise<Product[]> {
  const rows = await db.select(productColumns).from(parts).where(eq(parts.featured, true)).orderBy(asc(parts.item)).limit(CAROUSEL_SIZE);
  return rows.map(toProduct);
}

/** Parts flagged hot sale. */
export async function listHotSale(db: Db): Promise<Product[]> {
  const rows = await db.select(productColumns).from(parts).where(eq(parts.hotSale, true)).orderBy(asc(parts.item)).limit(HOT_SALE_LIMIT);
  return rows.map(toProduct);
}

/** Parts flagged promotional, unfiltered (the Hot Deals page's filtered list is searchPromotional). */
export async function listPromotional(db: Db): Promise<Product[]> {
  const rows = await db.select(productColumns).from(parts).where(eq(parts.promotional, true)).orderBy(asc(parts.item)).limit(PROMOTIONAL_LIMIT);
  return rows.map(toProduct);
}

const detailColumns = {
  ...productColumns,
  itemMakes: sql<{ make: string; row_id: number }[]>`(select coalesce(json_agg(json_build_object('make', ${itemMakes.make}, 'row_id', ${itemMakes.rowId}) order by ${itemMakes.rowId}), '[]'::json) from ${itemMakes} where ${itemMakes.item} = ${parts.item})`,
};

/** The quick view of one part by its item code (exact code first, else the same code in another case). */
export async function itemDetail(db: Db, code: string): Promise<ItemDetail> {
  let [row] = await db.select(detailColumns).from(parts).where(eq(parts.item, code));
  if (!row) {
    [row] = await db
      .select(detailColumns)
      .from(parts)
      .where(ilike(parts.item, code.replace(/[\\%_]/g, (c) => `\\${c}`)))
      .orderBy(asc(parts.item))
      .limit(1);
  }
  if (!row) throw notFound(`Item ${code}`);
  const { itemMakes: makesOfItem, ...part } = row;
  return { singleItem: toProduct(part), item_makes: makesOfItem };
}

/** Records that a shopper opened a part: one views row and one more on the part's view count. */
export async function recordView(db: Db, code: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [part] = await tx
      .update(parts)
      .set({ viewCount: sql`${parts.viewCount} + 1` })
      .where(eq(parts.item, code))
      .returning({ item: parts.item });
    if (!part) throw notFound(`Item ${code}`);
    await tx.insert(views).values({ item: part.item });
  });
}

const classicColumns = {
  item: classicModels.item,
  model: classicModels.model,
  make: classicModels.make,
  yearModel: classicModels.yearModel,
  priceUsd: classicModels.priceUsd,
  imgPath: sql<string>`coalesce((select ${classicModelImages.imgPath} from ${classicModelImages} where ${classicModelImages.item} = ${classicModels.item} order by ${classicModelImages.seq}, ${classicModelImages.id} limit 1), '')`,
};

function toClassicModel(row: { item: string; model: string; make: string; yearModel: string; priceUsd: number; imgPath: string }): ClassicModel {
  return { item: row.item, model: row.model, make: row.make, year_model: row.yearModel, img_path: row.imgPath, price: Number(row.priceUsd), currency: "USD" };
}

/** Classic body models, of one make when given (case-insensitive), each with its first image. */
export async function listClassicModels(db: Db, make?: string): Promise<ClassicModel[]> {
  const rows = await db
    .select(classicColumns)
    .from(classicModels)
    .where(make ? sql`lower(${classicModels.make}) = lower(${make})` : undefined)
    .orderBy(asc(classicModels.make), asc(classicModels.sortOrder), asc(classicModels.item));
  return rows.map(toClassicModel);
}

/** One classic body model with all its images in order, what the kit includes and how it ships. */
export async function classicBodyDetail(db: Db, code: string): Promise<ClassicBodyDetail> {
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
