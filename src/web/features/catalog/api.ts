import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { z } from "zod";
import { type ItemDetail, itemDetail, type Make, make, type ProductPage, productPage, type SaleItem, specials } from "../../../domain/contracts/catalog";
import { statusReply } from "../../../domain/contracts/common";
import type { SpecialPrice } from "../../../domain/pricing";
import { apiGet, apiPost } from "../../lib/api";
import { useViewer } from "./viewer";

/** The make, year, item and page a product list, search or Hot Deals page asks for. */
export interface CatalogQuery {
  make?: string;
  year?: number;
  item?: string;
  page: number;
}

const makeList = z.array(make);

function searchParams(query: CatalogQuery) {
  return { make: query.make, year: query.year, item: query.item, page: query.page };
}

export function fetchMakes(signal?: AbortSignal): Promise<Make[]> {
  return apiGet("/makes", { schema: makeList, signal });
}

export function fetchProductSearch(query: CatalogQuery, signal?: AbortSignal): Promise<ProductPage> {
  return apiGet("/searchResualt", { params: searchParams(query), schema: productPage, signal });
}

export function fetchPromotions(query: CatalogQuery, signal?: AbortSignal): Promise<ProductPage> {
  return apiGet("/searchFeatured", { params: searchParams(query), schema: productPage, signal });
}

export function fetchItemDetail(code: string, signal?: AbortSignal): Promise<ItemDetail> {
  return apiGet(`/item/${encodeURIComponent(code)}`, { schema: itemDetail, signal });
}

export async function fetchSpecials(signal?: AbortSignal): Promise<SaleItem[]> {
  const reply = await apiGet("/specials", { schema: specials, signal });
  return reply.item;
}

/** Records that a shopper opened a part (feeds Most Popular). */
export function recordView(code: string): Promise<{ status: string }> {
  return apiPost("/viewed", { item: code }, { schema: statusReply });
}

export const catalogKeys = {
  all: ["catalog"] as const,
  makes: () => [...catalogKeys.all, "makes"] as const,
  search: (query: CatalogQuery) => [...catalogKeys.all, "search", query] as const,
  promotions: (query: CatalogQuery) => [...catalogKeys.all, "promotions", query] as const,
  item: (code: string) => [...catalogKeys.all, "item", code] as const,
  specials: () => [...catalogKeys.all, "specials"] as const,
};

export const makesQueryOptions = () => queryOptions({ queryKey: catalogKeys.makes(), queryFn: ({ signal }) => fetchMakes(signal), staleTime: 10 * 60_000 });

export const productSearchQueryOptions = (query: CatalogQuery) =>
  queryOptions({ queryKey: catalogKeys.search(query), queryFn: ({ signal }) => fetchProductSearch(query, signal), placeholderData: keepPreviousData });

export const promotionsQueryOptions = (query: CatalogQuery) =>
  queryOptions({ queryKey: catalogKeys.promotions(query), queryFn: ({ signal }) => fetchPromotions(query, signal), placeholderData: keepPreviousData });

export const itemDetailQueryOptions = (code: string) => queryOptions({ queryKey: catalogKeys.item(code), queryFn: ({ signal }) => fetchItemDetail(code, signal) });

export const specialsQueryOptions = () => queryOptions({ queryKey: catalogKeys.specials(), queryFn: ({ signal }) => fetchSpecials(signal), staleTime: 5 * 60_000 });

export function useMakes() {
  return useQuery(makesQueryOptions());
}

export function useProductSearch(query: CatalogQuery) {
  return useQuery(productSearchQueryOptions(query));
}

export function usePromotions(query: CatalogQuery) {
  return useQuery(promotionsQueryOptions(query));
}

export function useItemDetail(code: string | null) {
  return useQuery({ ...itemDetailQueryOptions(code ?? ""), enabled: code !== null && code !== "" });
}

/** The specials list. Dealers never fetch it: pass enabled=false for them. */
export function useSpecials(enabled = true) {
  return useQuery({ ...specialsQueryOptions(), enabled });
}

const noSpecials = new Map<string, SpecialPrice>();

/** Special sale prices by item code for non-dealers (dealers never fetch the specials list). */
export function useSpecialPrices(): Map<string, SpecialPrice> {
  const viewer = useViewer();
  const query = useSpecials(!viewer.dealer);
  return useMemo(() => (query.data ? new Map(query.data.map((entry) => [entry.item, { sale_price: entry.sale_price, org_price: entry.org_price }])) : noSpecials), [query.data]);
}
