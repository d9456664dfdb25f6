import { useState } from "react";
import { usePromotions } from "../api";
import { FilterBar } from "../components/filter-bar";
import { LazyQuickView } from "../components/lazy-quick-view";
import { ProductResults } from "../components/product-results";
import { useCatalogParams } from "../filters";

/** Hot Deals: promotional parts at 90% of list, filtered by make, year and item. */
export function Component() {
  const { make, year, item, page, setFilters, setPage } = useCatalogParams();
  const results = usePromotions({ make, year, item, page });
  const [openCode, setOpenCode] = useState<string | null>(null);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">Hot Deals</h1>
        <p className="mt-1 text-slate-700">Promotional parts at 10% off the list price.</p>
      </div>
      <FilterBar make={make} year={year} item={item} onChange={setFilters} allowAllMakes label="Filter hot deals" />
      <ProductResults
        products={results.data?.data ?? []}
        total={results.data?.total ?? 0}
        status={results}
        page={page}
        onPageChange={setPage}
        onOpen={setOpenCode}
        variant="promotion"
        emptyText="No hot deals match these filters."
      />
      <LazyQuickView code={openCode} onClose={() => setOpenCode(null)} />
    </div>
  );
}
