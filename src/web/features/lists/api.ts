import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api";
import { cartKeys } from "../cart/api";

/**
 * Saved lists (issue 23): the shopper's named lists of parts, made from the cart ('Save as list'),
 * kept in the profile's Saved Lists tab and added to the cart whole. Every change answers the list as
 * it is now; the lists are asked again after it.
 */
const contracts = () => import("../../../domain/contracts/trade");

export const listKeys = { all: ["saved-lists"] as const };

/** GET /api/savedLists: the shopper's lists, newest first, at their prices now. */
export const savedListsQueryOptions = () =>
  queryOptions({
    queryKey: listKeys.all,
    queryFn: ({ signal }) => apiGet("/savedLists", { schema: () => contracts().then((c) => c.savedListsReply), signal }),
    staleTime: 0,
  });

export function useSavedLists() {
  return useQuery(savedListsQueryOptions());
}

function useListChange<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: listKeys.all }) });
}

const listReply = () => contracts().then((c) => c.savedListReply);

/** POST /api/savedLists: saves the cart as a new list. */
export function useSaveCartAsList() {
  return useListChange((name: string) => apiPost("/savedLists", { name }, { schema: listReply }));
}

/** POST /api/savedLists/:id/rename. */
export function useRenameList() {
  return useListChange(({ id, name }: { id: number; name: string }) => apiPost(`/savedLists/${id}/rename`, { name }, { schema: listReply }));
}

/** POST /api/savedLists/:id/delete. */
export function useDeleteList() {
  return useListChange((id: number) => apiPost(`/savedLists/${id}/delete`, {}, { schema: () => contracts().then((c) => c.listDeletedReply) }));
}

/** POST /api/savedLists/:id/lines: a part's quantity on the list (0 takes it off). */
export function useSetListQuantity() {
  return useListChange(({ id, item, qty }: { id: number; item: string; qty: number }) =>
    apiPost(`/savedLists/${id}/lines`, { item, qty }, { schema: listReply }),
  );
}

/** POST /api/savedLists/:id/addToCart: the whole list into the cart at today's prices and stock. */
export function useAddListToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost(`/savedLists/${id}/addToCart`, {}, { schema: () => contracts().then((c) => c.cartFillReply) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
