import type { ListFacets, Product, ProductListPage } from "../../../domain/contracts/catalog";
import type { ProductListSearch } from "../../../domain/contracts/common";
import { PRICE_BAND_IDS, PRICE_BANDS } from "../../../domain/list-facets";
import { PAGE_SIZE } from "../../../domain/pager";
import { OTHER_PART_TYPE, PART_TYPES, partTypeLabel } from "../../../domain/part-types";
import { didYouMeanOf } from "../../../domain/search-suggestions";
import type { Ctx } from "../../context";
import { wrapOnce } from "../../lib/read-cache";
import { codesThatFit, vehicleThatFits } from "./fits";
import { cached, pageOf, partsInOrder } from "./product-answers";
import { searchIndex } from "./search-index/current";
import type { FacetChoices, FacetTally } from "./search-index/facets";
import { partTypeNumber } from "./search-index/listing";
import type { IndexQuery } from "./search-index/queries";
import { findWithVehicleWords } from "./search-vehicle-words";
import { vehicleVocabulary } from "./vehicles";

/** The product list and search: parts by make, model year and item text, 20 a page in item-code order (or by the sort asked), with facets. */
export async function searchParts(ctx: Ctx<"db", "caches">, search: ProductListSearch): Promise<ProductListPage> {
  return searchScope(ctx, search, false);
}

/** The Hot Deals page: promotional parts with the same filters, facets, sorts and paging as the product list. */
export async function searchPromotional(ctx: Ctx<"db", "caches">, search: ProductListSearch): Promise<ProductListPage> {
  return searchScope(ctx, search, true);
}

/** The facet choices and sort of a search, as the index reads them; null when it asks for none of them (the list as it always was). */
function facetChoicesOf(search: ProductListSearch): FacetChoices | null {
  const asked = search.type || search.model || search.in_stock || search.on_sale || search.price || search.sort || search.facets;
  if (!asked) return null;
  return {
    types: new Set((search.type ?? []).map((id) => (id === OTHER_PART_TYPE ? 0 : partTypeNumber(id)))),
    models: new Set((search.model ?? []).map((model) => model.toLowerCase())),
    inStock: search.in_stock === true,
    onSale: search.on_sale === true,
    bands: new Set((search.price ?? []).map((id) => PRICE_BAND_IDS.indexOf(id))),
    sort: search.sort ?? "relevance",
  };
}

/** The index's counts as the answer gives them: every type, make and model that lists a part (and those chosen), every price band. */
function facetsOf(counts: FacetTally, search: ProductListSearch): ListFacets {
  const chosenTypes = new Set(search.type ?? []);
  const types = [...PART_TYPES.map((type) => type.id), OTHER_PART_TYPE]
    .map((id) => ({
      value: id,
      label: partTypeLabel(id === OTHER_PART_TYPE ? null : id),
      count: counts.partTypes[id === OTHER_PART_TYPE ? 0 : partTypeNumber(id)]!,
    }))
    .filter((type) => type.count > 0 || chosenTypes.has(type.value))
    .sort((a, b) => (a.value === OTHER_PART_TYPE ? 1 : b.value === OTHER_PART_TYPE ? -1 : a.label.localeCompare(b.label)));
  const makes = new Map(counts.makes);
  if (search.make && ![...makes.keys()].some((name) => name.toLowerCase() === search.make!.toLowerCase())) makes.set(search.make, 0);
  const models = new Map(counts.models);
  for (const chosen of search.model ?? []) if (![...models.keys()].some((name) => name.toLowerCase() === chosen.toLowerCase())) models.set(chosen, 0);
  return {
    part_type: types,
    make: [...makes].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, count]) => ({ value: name, label: name, count })),
    model: [...models].sort(([a], [b]) => a.localeCompare(b)).map(([name, count]) => ({ value: name, label: name, count })),
    year: [...counts.years].sort(([a], [b]) => b - a).map(([value, count]) => ({ value, count })),
    in_stock: counts.inStock,
    on_sale: counts.onSale,
    price: PRICE_BANDS.map((band, at) => ({ value: band.id, label: band.label, count: counts.bands[at]! })),
  };
}

/**
 * A page of the product list, the search or Hot Deals: which parts, and how many, from the search
 * index; the page's parts from the database by primary key. Vehicle words in the text narrow by
 * fitment (search-vehicle-words.ts). With facet choices, a sort or `facets=1` the index walks the whole
 * list once and counts every facet (decision 036). A search that finds nothing offers a close search
 * that finds something ('Did you mean', decision 035). The answer (total, page, counts and suggestion)
 * is kept in the read cache for CATALOG_CACHE_SECONDS.
 */
async function searchScope(ctx: Ctx<"db", "caches">, search: ProductListSearch, promotionalOnly: boolean): Promise<ProductListPage> {
  const choices = facetChoicesOf(search);
  const key = [
    "page",
    promotionalOnly ? "promotional" : "all",
    search.make,
    search.year,
    search.item,
    search.fits ?? null,
    search.page,
    ...(choices
      ? [
          search.type ?? [],
          search.model ?? [],
          search.in_stock ?? false,
          search.on_sale ?? false,
          search.price ?? [],
          search.sort ?? null,
          search.facets ?? false,
        ]
      : []),
  ];
  const answer = await cached(ctx, key, async () => {
    const [index, vocabulary, vehicle] = await Promise.all([
      searchIndex(ctx),
      search.item ? vehicleVocabulary(ctx) : null,
      search.fits ? vehicleThatFits(ctx, search.fits) : null,
    ]);
    const fits = search.fits ? codesThatFit(index, vehicle) : undefined;
    const offset = (search.page - 1) * PAGE_SIZE;
    const run = (query: IndexQuery) =>
      choices ? index.listed(query, choices, offset, PAGE_SIZE) : { ...index.find(query, offset, PAGE_SIZE), counts: undefined };
    const scope = { make: search.make, year: search.year, promotionalOnly, fits };
    const found = findWithVehicleWords(index, vocabulary, { ...scope, item: search.item }, run);
    let didYouMean: string | undefined;
    if (found.total === 0 && search.item) {
      const suggestion = didYouMeanOf(search.item, [...index.words, ...(vocabulary?.typoNames ?? [])]);
      const count = (query: IndexQuery) => index.find(query, 0, 0);
      if (suggestion !== null && findWithVehicleWords(index, vocabulary, { ...scope, item: suggestion }, count).total > 0) didYouMean = suggestion;
    }
    const counts = found.counts && search.facets ? facetsOf(found.counts, search) : undefined;
    const data = await partsInOrder(ctx.db, found.codes, (code) => index.fitKeysOf(code));
    return { page: search.page, total: found.total, data, facets: counts, didYouMean } satisfies FoundPage;
  });
  return listAnswerOf(answer);
}

/** A list's page as found (and kept in the read cache under a key that holds its page number). */
interface FoundPage {
  page: number;
  total: number;
  data: Product[];
  facets: ListFacets | undefined;
  didYouMean: string | undefined;
}

/** The page answer with its facets and 'Did you mean' (made once around a cached page: wrapOnce). */
const withExtras = wrapOnce(
  (found: FoundPage): ProductListPage => ({
    ...pageOf({ page: found.page }, found.total, found.data),
    ...(found.facets ? { facets: found.facets } : {}),
    ...(found.didYouMean === undefined ? {} : { did_you_mean: found.didYouMean }),
  }),
);

/**
 * A list's answer: the page (pageOf), with its facets and 'Did you mean' when it has them. Around a
 * cached (frozen) page each is one frozen object, so its JSON is made once (response-serializer.ts),
 * not a new object serialized again for every request.
 */
function listAnswerOf(found: FoundPage): ProductListPage {
  return found.facets || found.didYouMean !== undefined ? withExtras(found) : pageOf({ page: found.page }, found.total, found.data);
}
