import { sql } from "drizzle-orm";
import type { ProductPage } from "../../../domain/contracts/catalog";
import type { ProductSearch } from "../../../domain/contracts/common";
import { PAGE_SIZE } from "../../../domain/pager";
import { didYouMeanOf } from "../../../domain/search-suggestions";
import { type VehicleVocabulary, type VehicleWords, vehicleWordsOf } from "../../../domain/search-vehicle-words";
import type { Ctx } from "../../context";
import { codesThatFit } from "./fits";
import { cached, pageOf, partsInOrder } from "./product-answers";
import { loadCatalogIndex } from "./search-index/loader";
import type { CatalogIndex } from "./search-index/queries";
import { vehicleVocabulary } from "./vehicles";

/** The catalogue's search index (decision 022): the app's, brought up to date, or read afresh when there are no caches. */
export async function searchIndex(ctx: Ctx<"db", "caches">): Promise<CatalogIndex> {
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
 * index; the page's parts from the database by primary key. A search that finds nothing offers a close
 * search that finds something ('Did you mean'). The answer is kept in the read cache for
 * CATALOG_CACHE_SECONDS.
 */
async function searchScope(ctx: Ctx<"db", "caches">, search: ProductSearch, promotionalOnly: boolean): Promise<ProductPage> {
  const key = ["page", promotionalOnly ? "promotional" : "all", search.make, search.year, search.item, search.fits ?? null, search.page];
  const { total, data, didYouMean } = await cached(ctx, key, async () => {
    const [index, vocabulary, fits] = await Promise.all([
      searchIndex(ctx),
      search.item ? vehicleVocabulary(ctx) : null,
      search.fits ? codesThatFit(ctx, search.fits) : undefined,
    ]);
    const lookUp = (item: string | undefined, offset: number, limit: number) =>
      findParts(ctx, { index, vocabulary, fits }, { ...search, item }, promotionalOnly, offset, limit);
    const found = await lookUp(search.item, (search.page - 1) * PAGE_SIZE, PAGE_SIZE);
    let didYouMean: string | undefined;
    if (found.total === 0 && search.item) {
      const suggestion = didYouMeanOf(search.item, [...index.words, ...(vocabulary?.typoNames ?? [])]);
      if (suggestion !== null && (await lookUp(suggestion, 0, 0)).total > 0) didYouMean = suggestion;
    }
    return { total: found.total, data: await partsInOrder(ctx.db, found.codes), didYouMean };
  });
  const page = pageOf(search, total, data);
  return didYouMean === undefined ? page : { ...page, did_you_mean: didYouMean };
}

/**
 * Which parts a list or search holds, and how many: vehicle words among the search's words
 * (domain/search-vehicle-words) narrow it to the parts that fit that vehicle and the universal ones,
 * the vehicle's own first, the rest of the words matched as text. When they narrow to nothing, every
 * word is matched as text, as before, so a search never finds less for naming a vehicle.
 */
export async function findParts(
  ctx: Ctx<"db", "caches">,
  lookups: { index: CatalogIndex; vocabulary: VehicleVocabulary | null; fits: ReadonlySet<string> | undefined },
  search: Pick<ProductSearch, "make" | "year" | "item">,
  promotionalOnly: boolean,
  offset: number,
  limit: number,
): Promise<{ total: number; codes: string[] }> {
  const { index, vocabulary, fits } = lookups;
  const filters = { make: search.make, year: search.year, promotionalOnly };
  const words = search.item && vocabulary ? vehicleWordsOf(search.item, vocabulary) : null;
  if (words) {
    const own = await codesOfVehicleWords(ctx, words);
    const narrowed = fits ? new Set([...own].filter((code) => fits.has(code))) : own;
    if (own.size > 0) {
      const found = index.find({ ...filters, item: words.text || undefined, fits: narrowed, fitsFirst: true }, offset, limit);
      if (found.total > 0) return found;
    }
  }
  return index.find({ ...filters, item: search.item, fits }, offset, limit);
}

/**
 * The parts with a fitment row of the vehicle a search's vehicle words name (any of its models, in
 * any of its years), read from the fitment table's (year, make, model, item) index one year at a
 * time, and kept with the catalogue's answers as 'Only parts that fit' keeps its vehicle's.
 */
async function codesOfVehicleWords(ctx: Ctx<"db", "caches">, words: VehicleWords): Promise<Set<string>> {
  const models = words.models.map(({ make, model }) => sql`(make = ${make} and model = ${model})`);
  const codes = await cached(ctx, ["vehicle-words", words.years, words.make, words.models], async () => {
    const { rows } = await ctx.db.execute<{ item: string }>(sql`
      select distinct item from fitment
      where year = any(${`{${words.years.join(",")}}`}::int[])
        ${words.make ? sql`and make = ${words.make}` : sql``}
        ${models.length > 0 ? sql`and (${sql.join(models, sql` or `)})` : sql``}`);
    return rows.map((row) => row.item);
  });
  return new Set(codes);
}
