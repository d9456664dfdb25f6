import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { ItemDetail, RelatedParts } from "../../domain/contracts/catalog";
import { ApiRequestError, apiGet, apiPost, contractsOf } from "../lib/api";

// Loaded beside the first call that needs them, so the part page's code holds no schema (decision 009).
const catalogContract = contractsOf(() => import("../../domain/contracts/catalog"));
const commonContract = contractsOf(() => import("../../domain/contracts/common"));
const stockAlertContract = contractsOf(() => import("../../domain/contracts/stock-alerts"));

export const productKeys = {
  all: ["products"] as const,
  item: (code: string) => [...productKeys.all, "item", code] as const,
  related: (code: string) => [...productKeys.all, "related", code] as const,
};

/** GET /item/:code: one part with the makes it fits, as the quick view shows it. */
export function fetchItemDetail(code: string, signal?: AbortSignal): Promise<ItemDetail> {
  return apiGet(`/item/${encodeURIComponent(code)}`, { schema: catalogContract("itemDetail"), signal });
}

/** Records that a shopper opened a part (feeds Most Popular). */
export function recordView(code: string): Promise<{ status: string }> {
  return apiPost("/viewed", { item: code }, { schema: commonContract("statusReply") });
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
    queryFn: ({ signal }): Promise<RelatedParts> => apiGet(`/item/${encodeURIComponent(code)}/related`, { schema: catalogContract("relatedParts"), signal }),
  });

export function useRelatedParts(code: string) {
  return useQuery(relatedPartsQueryOptions(code));
}

/** POST /stockAlerts: "Notify me when it arrives"; a signed-in shopper sends the item alone, a visitor an e-mail and a solved captcha. */
export function useRequestStockAlert() {
  return useMutation({
    mutationFn: (body: { item: string; email?: string; altcha?: string }) => apiPost("/stockAlerts", body, { schema: stockAlertContract("stockAlertReply") }),
  });
}
