import { useOpenPart } from "../../../products/part-path";
import { usePromotions } from "../api";
import { FilterBar } from "../components/filter-bar";
import { OnlyFitsToggle } from "../components/only-fits-toggle";
import { ProductResults } from "../components/product-results";
import { useCatalogParams } from "../filters";

/** Hot Deals: promotional parts, priced by the one rule (10% off list, or a special), filtered by make, year and item. */
export function Component() {
  const { make, year, item, fits, page, setFilters, setPage, setFits } = useCatalogParams();
  const results = usePromotions({ make, year, item, fits, page });
  const openPart = useOpenPart();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">Hot Deals</h1>
        <p className="mt-1 text-slate-700">Promotional parts at 10% off the list price, or at their special price when they have one.</p>
      </div>
      <FilterBar make={make} year={year} item={item} onChange={setFilters} allowAllMakes label="Filter hot deals" />
      <OnlyFitsToggle fits={fits} onChange={setFits} />
      <ProductResults
        products={results.data?.data ?? []}
        total={results.data?.total ?? 0}
        status={results}
        page={page}
        onPageChange={setPage}
        onOpen={openPart}
        emptyText="No hot deals match these filters."
      />
    </div>
  );
}
