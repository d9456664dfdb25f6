import { useSearchParams } from "react-router";
import { makeFilter, pageParam, textFilter, yearFilter } from "../../../domain/contracts/common";

/** The make, year and item a shopper filters by; empty means no filter. */
export interface CatalogFilters {
  make?: string;
  year?: number;
  item?: string;
}

function parsed<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }, value: string | null, fallback: T): T {
  const result = schema.safeParse(value ?? undefined);
  return result.success ? result.data : fallback;
}

/** Reads make, year, item and page from a query string; a value the API would reject counts as no filter. */
export function readCatalogParams(params: URLSearchParams): CatalogFilters & { page: number } {
  return {
    make: parsed(makeFilter, params.get("make"), undefined),
    year: parsed(yearFilter, params.get("year"), undefined),
    item: parsed(textFilter, params.get("item"), undefined),
    page: parsed(pageParam, params.get("page"), 1),
  };
}

/** A new query string with the given filters and no page (a changed filter starts at page 1). */
export function filtersToParams(filters: CatalogFilters, keep?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(keep);
  for (const key of ["make", "year", "item", "page"]) next.delete(key);
  if (filters.make) next.set("make", filters.make);
  if (filters.year !== undefined) next.set("year", String(filters.year));
  if (filters.item) next.set("item", filters.item);
  return next;
}

/** The catalog query of the current URL, with setters that keep it in the URL. */
export function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  const current = readCatalogParams(params);
  return {
    ...current,
    params,
    setFilters: (filters: CatalogFilters) => setParams(filtersToParams(filters, params)),
    setPage: (page: number) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (page <= 1) next.delete("page");
        else next.set("page", String(page));
        return next;
      }),
  };
}
