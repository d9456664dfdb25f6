import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Make, ProductListPage, SaleItem } from "../../../domain/contracts/catalog";
import type { ProductListSearch } from "../../../domain/contracts/common";
import type { SuggestReply } from "../../../domain/contracts/suggest";
import { LIST_SEARCH_FIELDS } from "../../../domain/list-search";
import { SUGGEST_MIN_LENGTH } from "../../../domain/search-suggestions";
import { apiGet, contractsOf } from "../../lib/api";

// Loaded beside the first call that needs them: a list page's first render needs no schema (decision 009).
const catalogContract = contractsOf(() => import("../../../domain/contracts/catalog"));
const suggestContract = contractsOf(() => import("../../../domain/contracts/suggest"));

/**
 * A list's query as its query string sends it: the contract's fields, in the contract's order, lists
 * joined by commas and switches as 1. The list pages always ask for the facets' counts.
 */
function searchParams(query: ListQuery) {
  const full: ProductListSearch = { ...query, facets: true };
  return Object.fromEntries(
    LIST_SEARCH_FIELDS.map((field) => {
      const value = full[field];
      return [field, Array.isArray(value) ? value.join(",") : value === true ? "1" : value === false ? undefined : value];
    }),
  );
}

/** A list page's query: everything but `facets`, which the list pages always ask for. */
export type ListQuery = Omit<ProductListSearch, "facets">;

export function fetchMakes(signal?: AbortSignal): Promise<Make[]> {
  return apiGet("/makes", { schema: catalogContract("makeList"), signal });
}

export function fetchProductSearch(query: ListQuery, signal?: AbortSignal): Promise<ProductListPage> {
  return apiGet("/searchResualt", { params: searchParams(query), schema: catalogContract("productListPage"), signal });
}

export function fetchPromotions(query: ListQuery, signal?: AbortSignal): Promise<ProductListPage> {
  return apiGet("/searchFeatured", { params: searchParams(query), schema: catalogContract("productListPage"), signal });
}

export async function fetchSpecials(fits?: string, signal?: AbortSignal): Promise<SaleItem[]> {
  const reply = await apiGet("/specials", { params: { fits }, schema: catalogContract("specials"), signal });
  return reply.item;
}

/** Suggestions for what is typed in the header search (at least SUGGEST_MIN_LENGTH characters). */
export function fetchSuggestions(text: string, signal?: AbortSignal): Promise<SuggestReply> {
  return apiGet("/suggest", { params: { q: text }, schema: suggestContract("suggestReply"), signal });
}

export const catalogKeys = {
  all: ["catalog"] as const,
  makes: () => [...catalogKeys.all, "makes"] as const,
  search: (query: ListQuery) => [...catalogKeys.all, "search", query] as const,
  promotions: (query: ListQuery) => [...catalogKeys.all, "promotions", query] as const,
  suggestions: (text: string) => [...catalogKeys.all, "suggest", text] as const,
  specials: (fits?: string) => [...catalogKeys.all, "specials", ...(fits ? [{ fits }] : [])] as const,
};

export const makesQueryOptions = () => queryOptions({ queryKey: catalogKeys.makes(), queryFn: ({ signal }) => fetchMakes(signal), staleTime: 10 * 60_000 });

export const productSearchQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: catalogKeys.search(query), queryFn: ({ signal }) => fetchProductSearch(query, signal), placeholderData: keepPreviousData });

export const promotionsQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: catalogKeys.promotions(query), queryFn: ({ signal }) => fetchPromotions(query, signal), placeholderData: keepPreviousData });

/** On Sale's parts; with fits only those that fit that vehicle (and universal parts). */
export const specialsQueryOptions = (fits?: string) =>
  queryOptions({
    queryKey: catalogKeys.specials(fits),
    queryFn: ({ signal }) => fetchSpecials(fits, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/**
 * The suggestions for a text, or none under SUGGEST_MIN_LENGTH characters. Keyed by the text, so an
 * answer to an older text is never shown for a newer one (and its request is cancelled).
 */
export function useSuggestions(text: string, enabled = true) {
  return useQuery({
    queryKey: catalogKeys.suggestions(text),
    queryFn: ({ signal }) => fetchSuggestions(text, signal),
    enabled: enabled && text.length >= SUGGEST_MIN_LENGTH,
    staleTime: 60_000,
  });
}

export function useMakes() {
  return useQuery(makesQueryOptions());
}

export function useProductSearch(query: ListQuery) {
  return useQuery(productSearchQueryOptions(query));
}

export function usePromotions(query: ListQuery) {
  return useQuery(promotionsQueryOptions(query));
}

/** The specials list. Dealers never fetch it: pass enabled=false for them. */
export function useSpecials(enabled = true, fits?: string) {
  return useQuery({ ...specialsQueryOptions(fits), enabled });
}
