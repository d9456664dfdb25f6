import type { ProductPage } from "../../../domain/contracts/catalog";
import type { ProductSearch } from "../../../domain/contracts/common";
import { PAGE_SIZE } from "../../../domain/pager";
import type { Ctx } from "../../context";
import { codesThatFit } from "./fits";
import { cached, pageOf, partsInOrder } from "./product-answers";
import { loadCatalogIndex } from "./search-index/loader";
import type { CatalogIndex } from "./search-index/queries";

/** The catalogue's search index (decision 022): the app's, brought up to date, or read afresh when there are no caches. */
async function searchIndex(ctx: Ctx<"db", "caches">): Promise<CatalogIndex> {
  return ctx.caches ? ctx.caches.catalogIndex.get(ctx.db) : (await loadCatalogIndex(ctx.db)).index;
}

/** The product list and search: parts by make, model year and item text, 20 a page in item-code order. */
export async function searchParts(ctx: Ctx<"db", "caches">, search: ProductSearch): Promise<ProductPage> {
  return searchScope(ctx, search, false);
}

/** The Hot Deals page: promotional parts with the same filters and paging as the product list. */
export async function searchPromotional(ctx: Ctx<"db", "caches">, search: ProductSearch): Promise<ProductPage> {
  return searchScope(ctx, search, true);
}

/**
 * A page of the product list, the search or Hot Deals: which parts, and how many, from the search
 * index; the page's parts from the database by primary key. The answer (total and page) is kept in the
 * read cache for CATALOG_CACHE_SECONDS.
 */
async function searchScope(ctx: Ctx<"db", "caches">, search: ProductSearch, promotionalOnly: boolean): Promise<ProductPage> {
  const key = ["page", promotionalOnly ? "promotional" : "all", search.make, search.year, search.item, search.fits ?? null, search.page];
  const { total, data } = await cached(ctx, key, async () => {
    const [index, fits] = await Promise.all([searchIndex(ctx), search.fits ? codesThatFit(ctx, search.fits) : undefined]);
    const found = index.find({ make: search.make, year: search.year, item: search.item, promotionalOnly, fits }, (search.page - 1) * PAGE_SIZE, PAGE_SIZE);
    return { total: found.total, data: await partsInOrder(ctx.db, found.codes) };
  });
  return pageOf(search, total, data);
}
