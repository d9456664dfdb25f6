import { useSearchParams } from "react-router";
import type { ProductListSearch, ProductSearch } from "../../../domain/contracts/common";
import { LIST_FILTER_FIELDS, LIST_SEARCH_FIELDS, readListSearch } from "../../../domain/list-search";

/** The make, year and item a shopper filters by (a product search without its page); empty means no filter. */
export type CatalogFilters = Omit<ProductSearch, "page">;

/** The facets and the sort (decision 036), which every list page keeps in its address beside make, year and item. */
export type FacetFilters = Partial<Pick<ProductListSearch, "type" | "model" | "in_stock" | "on_sale" | "price" | "sort">>;

/** Reads the filters, facets, sort and page from a query string; a value the API would reject counts as no filter. */
export const readCatalogParams = readListSearch;

/** A filter's value as its query string writes it: lists joined by commas, a switch as 1. */
function paramValue(value: (CatalogFilters & FacetFilters)[keyof (CatalogFilters & FacetFilters)]): string | null {
  if (value === undefined || value === "" || value === false) return null;
  if (Array.isArray(value)) return value.length > 0 ? value.join(",") : null;
  return value === true ? "1" : String(value);
}

/** A new query string with the given filters and no page (a changed filter starts at page 1). */
export function filtersToParams(filters: CatalogFilters & FacetFilters, keep?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(keep);
  for (const field of LIST_SEARCH_FIELDS) next.delete(field);
  for (const field of LIST_FILTER_FIELDS) {
    const value = paramValue(filters[field]);
    if (value !== null) next.set(field, value);
  }
  return next;
}

/** The catalog query of the current URL, with setters that keep it in the URL. */
export function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  const current = readCatalogParams(params);
  const facets: FacetFilters = {
    type: current.type,
    model: current.model,
    in_stock: current.in_stock,
    on_sale: current.on_sale,
    price: current.price,
    sort: current.sort,
  };
  return {
    ...current,
    facets,
    params,
    /** New make, year and item; 'Only parts that fit', the facets and the sort stay as they are unless the filters say otherwise (a new make drops the old one's models). */
    setFilters: (filters: CatalogFilters) =>
      setParams(filtersToParams({ fits: current.fits, ...facets, ...(filters.make === current.make ? {} : { model: undefined }), ...filters }, params)),
    /** New facets or sort, from page 1; make, year, item and fits stay. */
    setFacets: (next: FacetFilters) =>
      setParams(filtersToParams({ make: current.make, year: current.year, item: current.item, fits: current.fits, ...next }, params)),
    /** 'Only parts that fit' a vehicle (its fits parameter, domain/fitment fitsParamOf), or every part (undefined): from page 1. */
    setFits: (fits: string | undefined) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete("page");
        if (fits) next.set("fits", fits);
        else next.delete("fits");
        return next;
      }),
    setPage: (page: number) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (page <= 1) next.delete("page");
        else next.set("page", String(page));
        return next;
      }),
  };
}
