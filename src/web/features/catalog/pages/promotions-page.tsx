import { useOpenPart } from "../../../products/part-path";
import { usePromotions } from "../api";
import { FacetedResults } from "../components/faceted-results";
import { FilterBar } from "../components/filter-bar";
import { OnlyFitsToggle } from "../components/only-fits-toggle";
import { useCatalogParams } from "../filters";

/** Hot Deals: promotional parts, priced by the one rule (10% off list, or a special), filtered by make, year and item. */
export function Component() {
  const { make, year, item, fits, page, facets, setFilters, setPage, setFits, setFacets } = useCatalogParams();
  const results = usePromotions({ make, year, item, fits, page, ...facets });
  const openPart = useOpenPart();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">Hot Deals</h1>
        <p className="mt-1 text-slate-700">Promotional parts at 10% off the list price, or at their special price when they have one.</p>
      </div>
      <FilterBar make={make} year={year} item={item} onChange={setFilters} allowAllMakes label="Filter hot deals" counts={results.data?.facets} />
      <OnlyFitsToggle fits={fits} onChange={setFits} />
      <FacetedResults
        results={results}
        chosen={facets}
        onFacetsChange={setFacets}
        page={page}
        onPageChange={setPage}
        onOpen={openPart}
        emptyText="No hot deals match these filters."
      />
    </div>
  );
}
