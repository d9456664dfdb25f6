import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { catalogs } from "../../../domain/contracts/catalog";
import { statusReply } from "../../../domain/contracts/common";
import { storeInfo } from "../../../domain/contracts/content";
import type { ContactMessage } from "../../../domain/forms";
import { DEFAULT_STORE, type StoreInfo } from "../../../domain/store";
import { apiGet, apiPost } from "../../lib/api";

export const catalogsQuery = () =>
  queryOptions({
    queryKey: ["content", "catalogs"],
    queryFn: ({ signal }) => apiGet("/catalogs", { schema: catalogs, signal }),
    select: (data) => data.catalogs,
  });

/** The PDF catalogues (GET /catalogs). */
export function useCatalogs() {
  return useQuery(catalogsQuery());
}

export const storeQuery = () =>
  queryOptions({
    queryKey: ["content", "store"],
    queryFn: ({ signal }) => apiGet("/store", { schema: storeInfo, signal }),
    staleTime: 60 * 60_000,
  });

/** The store's address, phone, fax and hours (GET /store); the defaults stand in until, or unless, it answers. */
export function useStoreInfo(): StoreInfo {
  const { data } = useQuery(storeQuery());
  return data ?? DEFAULT_STORE;
}

/** POST /contact: the Contact Us message. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) => apiPost("/contact", message, { schema: statusReply }),
  });
}
