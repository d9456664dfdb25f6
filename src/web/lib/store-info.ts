import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEFAULT_STORE, type StoreInfo } from "../../domain/store";
import { apiGet } from "./api";

export const storeInfoQueryOptions = () =>
  queryOptions({
    queryKey: ["store"],
    queryFn: ({ signal }) => apiGet("/store", { schema: () => import("../../domain/contracts/content").then((contracts) => contracts.storeInfo), signal }),
    staleTime: 60 * 60_000,
  });

/**
 * The store's address, phone, dealer line, fax and hours from GET /api/store: one cached call for every
 * page that shows them; the built-in defaults stand in until it answers.
 */
export function useStoreInfo(): StoreInfo {
  const { data } = useQuery(storeInfoQueryOptions());
  return data ?? DEFAULT_STORE;
}
