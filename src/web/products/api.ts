import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ItemDetail, itemDetail, type RelatedParts, relatedParts } from "../../domain/contracts/catalog";
import { statusReply } from "../../domain/contracts/common";
import { ApiRequestError, apiGet, apiPost } from "../lib/api";

export const productKeys = {
  all: ["products"] as const,
  item: (code: string) => [...productKeys.all, "item", code] as const,
  related: (code: string) => [...productKeys.all, "related", code] as const,
};

/** GET /item/:code: one part with the makes it fits, as the quick view shows it. */
export function fetchItemDetail(code: string, signal?: AbortSignal): Promise<ItemDetail> {
  return apiGet(`/item/${encodeURIComponent(code)}`, { schema: itemDetail, signal });
}

/** Records that a shopper opened a part (feeds Most Popular). */
export function recordView(code: string): Promise<{ status: string }> {
  return apiPost("/viewed", { item: code }, { schema: statusReply });
}

/**
 * One part's detail; null when the shop has no such part (a 404 is an answer, not a failure), so a
 * server-rendered page hands "not found" to the browser, which shows the same instead of asking again.
 */
export const itemDetailQueryOptions = (code: string) =>
  queryOptions({
    queryKey: productKeys.item(code),
    queryFn: ({ signal }): Promise<ItemDetail | null> =>
      fetchItemDetail(code, signal).catch((error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }),
  });

/** The part a quick view is open on; nothing is fetched while no code is given. */
export function useItemDetail(code: string | null) {
  return useQuery({ ...itemDetailQueryOptions(code ?? ""), enabled: code !== null && code !== "" });
}

/** GET /item/:code/related: the part page's other parts for the same vehicles. */
export const relatedPartsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: productKeys.related(code),
    queryFn: ({ signal }): Promise<RelatedParts> => apiGet(`/item/${encodeURIComponent(code)}/related`, { schema: relatedParts, signal }),
  });

export function useRelatedParts(code: string) {
  return useQuery(relatedPartsQueryOptions(code));
}
