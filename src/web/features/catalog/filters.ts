import { useSearchParams } from "react-router";
import { type ProductSearch, productSearch } from "../../../domain/contracts/common";

/** The make, year and item a shopper filters by (a product search without its page); empty means no filter. */
export type CatalogFilters = Omit<ProductSearch, "page">;

/** The names of the filters, in the contract's order, as a query string carries them. */
export const FILTER_FIELDS = productSearch.keyof().exclude(["page"]).options;

function parsed<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }, value: string | null, fallback: T): T {
  const result = schema.safeParse(value ?? undefined);
  return result.success ? result.data : fallback;
}

/** Reads make, year, item and page from a query string; a value the API would reject counts as no filter. */
export function readCatalogParams(params: URLSearchParams): ProductSearch {
  const { make, year, item, fits, page } = productSearch.shape;
  return {
    make: parsed(make, params.get("make"), undefined),
    year: parsed(year, params.get("year"), undefined),
    item: parsed(item, params.get("item"), undefined),
    fits: parsed(fits, params.get("fits"), undefined),
    page: parsed(page, params.get("page"), 1),
  };
}

/** A new query string with the given filters and no page (a changed filter starts at page 1). */
export function filtersToParams(filters: CatalogFilters, keep?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(keep);
  for (const field of productSearch.keyof().options) next.delete(field);
  for (const field of FILTER_FIELDS) {
    const value = filters[field];
    if (value !== undefined && value !== "") next.set(field, String(value));
  }
  return next;
}

/** The catalog query of the current URL, with setters that keep it in the URL. */
export function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  const current = readCatalogParams(params);
  return {
    ...current,
    params,
    /** New make, year and item; 'Only parts that fit' stays as it is unless the filters say otherwise. */
    setFilters: (filters: CatalogFilters) => setParams(filtersToParams({ fits: current.fits, ...filters }, params)),
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
