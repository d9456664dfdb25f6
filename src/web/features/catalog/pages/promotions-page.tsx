import { useWords } from "../../../lib/i18n";
import { useOpenPart } from "../../../products/part-path";
import { usePromotions } from "../api";
import { FacetedResults } from "../components/faceted-results";
import { FilterBar } from "../components/filter-bar";
import { OnlyFitsToggle } from "../components/only-fits-toggle";
import { useCatalogParams } from "../filters";

/** Hot Deals: promotional parts, priced by the one rule (10% off list, or a special), filtered by make, year and item. */
export function Component() {
  const { t } = useWords();
  const { make, year, item, fits, page, facets, setFilters, setPage, setFits, setFacets } = useCatalogParams();
  const results = usePromotions({ make, year, item, fits, page, ...facets });
  const openPart = useOpenPart();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t("catalog.promotions.heading")}</h1>
        <p className="mt-1 text-slate-700">{t("catalog.promotions.intro")}</p>
      </div>
      <FilterBar
        make={make}
        year={year}
        item={item}
        onChange={setFilters}
        allowAllMakes
        label={t("catalog.promotions.filter")}
        counts={results.data?.facets}
        fits={fits}
      />
      <OnlyFitsToggle fits={fits} onChange={setFits} />
      <FacetedResults
        results={results}
        chosen={facets}
        onFacetsChange={setFacets}
        page={page}
        onPageChange={setPage}
        onOpen={openPart}
        emptyText={t("catalog.promotions.empty")}
      />
    </div>
  );
}
