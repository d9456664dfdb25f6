import type { UseQueryResult } from "@tanstack/react-query";
import type { ProductListPage } from "../../../../domain/contracts/catalog";
import type { FacetFilters } from "../filters";
import { FacetPanel } from "./facet-panel";
import { ProductResults } from "./product-results";
import { SortSelect } from "./sort-select";

export interface FacetedResultsProps {
  results: UseQueryResult<ProductListPage>;
  chosen: FacetFilters;
  onFacetsChange: (next: FacetFilters) => void;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (code: string, make: string) => void;
  emptyText?: string;
}

/** A list's facets beside its results, with the sort above them: the product list, the search and Hot Deals. */
export function FacetedResults({ results, chosen, onFacetsChange, page, onPageChange, onOpen, emptyText }: FacetedResultsProps) {
  return (
    <div className="flex flex-col gap-4 sm:grid sm:grid-cols-[15rem_minmax(0,1fr)] sm:items-start sm:gap-6">
      <FacetPanel facets={results.data?.facets} chosen={chosen} onChange={onFacetsChange} />
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex justify-end">
          <SortSelect sort={chosen.sort} onChange={(sort) => onFacetsChange({ ...chosen, sort })} />
        </div>
        <ProductResults
          products={results.data?.data ?? []}
          total={results.data?.total ?? 0}
          status={results}
          page={page}
          onPageChange={onPageChange}
          onOpen={onOpen}
          {...(emptyText ? { emptyText } : {})}
        />
      </div>
    </div>
  );
}
