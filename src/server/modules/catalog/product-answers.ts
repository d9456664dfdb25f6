import { type SQL, sql } from "drizzle-orm";
import type { Product, SaleItem } from "../../../domain/contracts/catalog";
import type { ProductSearch } from "../../../domain/contracts/common";
import { fitKeysOf, vehiclesOfFitKeys } from "../../../domain/fitment";
import { PAGE_SIZE, pageCount } from "../../../domain/pager";
import type { AppCaches } from "../../caches";
import type { Ctx } from "../../context";
import type { Db } from "../../db/client";
import { BatchLoader } from "../../lib/batch-loader";
import { freezeAnswer, isFrozenAnswer } from "../../lib/read-cache";
import { parts, specialPrices } from "./schema";

type CacheKind = keyof AppCaches["catalog"];

/**
 * A public answer read through the app's read caches when the context has them (see AppCaches.catalog):
 * `answers` (lists and pages, reused for a few seconds), `costly` (new arrivals: slow to compute, slow
 * to change, reused longer) and `live` (answers that must be current, such as stock in the quick view:
 * only concurrent identical reads share a query). Verbs that change the catalogue invalidate them once
 * their transaction commits. Without caches (a test, a script) every read goes to the database.
 */
export function cached<T>(ctx: Ctx<"db", "caches">, key: unknown[], load: () => PromiseLike<T>, kind: CacheKind = "answers"): Promise<T> {
  const cache = ctx.caches?.catalog[kind];
  return cache ? cache.get(JSON.stringify(key), load) : Promise.resolve(load());
}

/**
 * The columns of a part that public answers carry. Dealer tier prices (price2..price6) are
 * deliberately absent: they are confidential and only a dealer's own session may see them.
 */
export const productColumns = {
  item: parts.item,
  descrip: parts.descrip,
  descripFr: parts.descripFr,
  make: parts.make,
  model: parts.model,
  yearFrom: parts.yearFrom,
  yearEnd: parts.yearEnd,
  onhand: parts.onhand,
  onshpeta: parts.onshpeta,
  onsale: parts.onsale,
  orderpt: parts.orderpt,
  promotional: parts.promotional,
  specialPrice: sql<number | null>`(select sp.sale_price from special_prices sp where sp.item = parts.item)`.mapWith((value) =>
    value === null ? null : Number(value),
  ),
  // The vehicles a part fits, one "1967|FORD|Mustang" a model year (toProduct writes them as runs of years): by the fitment_item index.
  fits: sql<
    string[]
  >`(select coalesce(json_agg(distinct f.year::text || '|' || f.make || '|' || f.model), '[]'::json) from fitment f where f.item = parts.item)`,
  qty: parts.qty,
  price: parts.price,
  pricel: parts.pricel,
  imgPath: parts.imgPath,
  big: parts.big,
  oversize: parts.oversize,
};

/** productColumns without the fitment aggregate, for reads that know a part's fitment otherwise (productOf). */
const { fits: _fits, ...butFits } = productColumns;
export const columnsButFits = butFits;

export type PartRow = Pick<typeof parts.$inferSelect, Exclude<keyof typeof productColumns, "specialPrice" | "fits">> & {
  specialPrice: number | null;
  fits: readonly string[];
};

export const specialColumns = { ...productColumns, salePrice: specialPrices.salePrice, orgPrice: specialPrices.orgPrice };

/** The one mapping from a parts row to the API's Product: every product answer goes through it. */
export function toProduct(row: PartRow): Product {
  return productOf(row, fitKeysOf(vehiclesOfFitKeys(row.fits)));
}

/** A parts row and its fitment as Product answers carry it (fitKeysOf's keys), as the API's Product. */
export function productOf(row: Omit<PartRow, "fits">, fits: string[]): Product {
  return {
    item: row.item,
    descrip: row.descrip,
    descrip_fr: row.descripFr,
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
    fits,
    price: Number(row.price),
    pricel: Number(row.pricel),
    img_path: row.imgPath,
    big: row.big,
    oversize: row.oversize,
  };
}

/** A sale row (special or holiday price) as the API's SaleItem: the product with its sale and original prices. */
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
export function makeNamed(make: string): SQL {
  return sql`coalesce((select m.make from makes m where lower(m.make) = lower(${make}) limit 1), ${make})`;
}

export const pagesOfData = new WeakMap<object, { current_page: number; total: number }>();

/**
 * A page answer. Around a cached (frozen) page of data it is itself kept and frozen while the total
 * stays the same, so every request for that page sends one object whose JSON is made once.
 */
export function pageOf<T>(search: Pick<ProductSearch, "page">, total: number, data: T[]) {
  const page = { current_page: search.page, total, per_page: PAGE_SIZE, last_page: pageCount(total), data };
  if (!isFrozenAnswer(data)) return page;
  const known = pagesOfData.get(data);
  if (known && known.total === total && known.current_page === search.page) return known as typeof page;
  pagesOfData.set(data, freezeAnswer(page));
  return page;
}

/**
 * The page loaders of a database: parts by code, with their fitment aggregated from the fitment table
 * or without it, each a prepared statement whose codes are gathered from every page asked in one turn
 * of the event loop (BatchLoader): when many shoppers turn pages at once, one read serves several
 * pages instead of a round trip each.
 */
function pageLoaders(db: Db) {
  const byCodes = sql`${parts.item} = any(${sql.placeholder("codes")})`;
  const whole = db.select(productColumns).from(parts).where(byCodes).prepare("catalog_page_parts");
  const butFits = db.select(columnsButFits).from(parts).where(byCodes).prepare("catalog_page_parts_but_fitment");
  const byCode = <T extends { item: string }>(rows: T[]) => new Map(rows.map((row) => [row.item, row]));
  return {
    whole: new BatchLoader<string, PartRow>(async (codes) => byCode(await whole.execute({ codes }))),
    butFits: new BatchLoader<string, Omit<PartRow, "fits">>(async (codes) => byCode(await butFits.execute({ codes }))),
  };
}

const pageLoadersOf = new WeakMap<Db, ReturnType<typeof pageLoaders>>();

/**
 * Parts by exact code, in the order asked (pageLoaders: prepared once per database, batched across
 * pages asked together). With `fitmentOf` (the search index's fitKeysOf) each part's fitment is read
 * there instead of aggregated from the fitment table for every part: most of the page's cost in the
 * database (decision 045). A code the index does not know yet (a part written after its last
 * catch-up) is read with its fitment from the table.
 */
export async function partsInOrder(db: Db, codes: string[], fitmentOf?: (code: string) => string[] | null): Promise<Product[]> {
  if (codes.length === 0) return [];
  let loaders = pageLoadersOf.get(db);
  if (!loaders) {
    loaders = pageLoaders(db);
    pageLoadersOf.set(db, loaders);
  }
  const products = await Promise.all(
    codes.map(async (code) => {
      const fits = fitmentOf?.(code) ?? null;
      if (fits === null) {
        const row = await loaders.whole.load(code);
        return row && toProduct(row);
      }
      const row = await loaders.butFits.load(code);
      return row && productOf(row, fits);
    }),
  );
  // A part deleted between the index's answer and this read is left out of the page.
  return products.filter((product) => product !== undefined);
}
