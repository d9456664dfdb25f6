import { useLocation, useNavigate, useParams } from "react-router";
import { useWords } from "../../../lib/i18n";
import { LazyQuickView } from "../../../products/lazy-quick-view";
import { openedFromList, partPath, type QuickViewState } from "../../../products/part-path";
import { addToCartMutation } from "../../cart/api";
import { addToWishlistMutation } from "../../wishlist/api";
import { useProductSearch } from "../api";
import { FacetedResults } from "../components/faceted-results";
import { FilterBar } from "../components/filter-bar";
import { OnlyFitsToggle } from "../components/only-fits-toggle";
import { type CatalogFilters, filtersToParams, useCatalogParams } from "../filters";

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** One make's parts (/all-products/:productId), with the quick view of :productCode open when given. */
export function Component() {
  const { productId = "", productCode } = useParams();
  const { t } = useWords();
  const navigate = useNavigate();
  const location = useLocation();
  const { year, item, fits, page, facets, params, setPage, setFits, setFacets } = useCatalogParams();
  const results = useProductSearch({ make: productId || undefined, year, item, fits, page, ...facets });
  const listPath = `/all-products/${encodeURIComponent(productId)}`;

  function applyFilters(filters: CatalogFilters) {
    const otherMake = filters.make !== undefined && filters.make !== productId;
    // The models ticked are the old make's: another make's list starts without them.
    const query = filtersToParams({ year: filters.year, item: filters.item, fits, ...facets, ...(otherMake ? { model: undefined } : {}) }, params);
    const path = otherMake ? `/all-products/${encodeURIComponent(filters.make!)}` : listPath;
    navigate(withQuery(path, query));
  }

  function openQuickView(code: string) {
    const query = params.toString();
    navigate(partPath(productId, code, query ? `?${query}` : ""), { preventScrollReset: true, state: { openedFromList: true } satisfies QuickViewState });
  }

  function closeQuickView() {
    if (openedFromList(location.state)) navigate(-1);
    else navigate(withQuery(listPath, params), { replace: true, preventScrollReset: true });
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{t("catalog.makeParts", { make: productId })}</h1>
      <FilterBar make={productId} year={year} item={item} onChange={applyFilters} counts={results.data?.facets} fits={fits} />
      <OnlyFitsToggle fits={fits} onChange={setFits} />
      <FacetedResults results={results} chosen={facets} onFacetsChange={setFacets} page={page} onPageChange={setPage} onOpen={openQuickView} />
      <LazyQuickView
        code={productCode ?? null}
        onClose={closeQuickView}
        inPlace={!openedFromList(location.state)}
        addToCart={addToCartMutation}
        addToWishlist={addToWishlistMutation}
      />
    </div>
  );
}
