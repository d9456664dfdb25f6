import { useWords } from "../../../lib/i18n";
import { useOpenPart } from "../../../products/part-path";
import { englishT, type Translate } from "../../../ui/translate";
import { useProductSearch } from "../api";
import { DidYouMean } from "../components/did-you-mean";
import { FacetedResults } from "../components/faceted-results";
import { FilterBar } from "../components/filter-bar";
import { OnlyFitsToggle } from "../components/only-fits-toggle";
import { type CatalogFilters, useCatalogParams } from "../filters";

/** The heading that names the search: 'Search results for "hood" in FORD, 1967' (in the page's language when given its `t`, as page-head may). */
export function searchHeading({ make, year, item }: CatalogFilters, t: Translate = englishT): string {
  const scope = [make, year].filter((part) => part !== undefined).join(", ");
  if (item && scope) return t("catalog.search.itemInScope", { item, scope });
  if (item) return t("catalog.search.item", { item });
  if (scope) return t("catalog.search.scope", { scope });
  return t("catalog.search.all");
}

/** /search?make&year&item&page: parts matching the header search, with the filters to refine it. */
export function Component() {
  const { t } = useWords();
  const { make, year, item, fits, page, facets, setFilters, setPage, setFits, setFacets } = useCatalogParams();
  // Models are a make's (the API refuses them without one): an address with models and no make lists every model.
  const results = useProductSearch({ make, year, item, fits, page, ...facets, model: make ? facets.model : undefined });
  const openPart = useOpenPart();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{searchHeading({ make, year, item }, t)}</h1>
      <FilterBar
        make={make}
        year={year}
        item={item}
        onChange={setFilters}
        allowAllMakes
        label={t("catalog.search.refine")}
        counts={results.data?.facets}
        fits={fits}
      />
      <OnlyFitsToggle fits={fits} onChange={setFits} />
      <DidYouMean suggestion={results.data?.total === 0 ? results.data.did_you_mean : undefined} filters={{ make, year, item, fits }} />
      <FacetedResults results={results} chosen={facets} onFacetsChange={setFacets} page={page} onPageChange={setPage} onOpen={openPart} />
    </div>
  );
}
