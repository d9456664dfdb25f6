import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { oneOrderReply, orderHistoryReply, statusOk } from "../../../domain/contracts/buying";
import { apiGet, apiPost } from "../../lib/api";
import { cartKeys } from "../cart/api";

/**
 * A customer's orders (spec section 7: /customerOrderHistory, /oneOrder, /deleteOrder), read by the
 * profile's tabs, the receipts, pending orders and paying them; a dealer's orders (dealer/api.ts) live
 * under the same key. Whatever places, pays or deletes an order invalidates `orderKeys.all`.
 */
export const orderKeys = {
  all: ["orders"] as const,
  history: (id: number) => ["orders", "history", id] as const,
  one: (so: string, id: number | string) => ["orders", "one", so, String(id)] as const,
};

/** GET /customerOrderHistory?id: Order History and Pending Orders, newest first. */
export const orderHistoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.history(id),
    queryFn: ({ signal }) => apiGet("/customerOrderHistory", { schema: orderHistoryReply, params: { id }, signal }),
    staleTime: 0,
  });

/** A customer's Order History and Pending Orders; nothing is asked without an id. */
export function useOrderHistory(id: number | null) {
  return useQuery({ ...orderHistoryQueryOptions(id ?? 0), enabled: id !== null });
}

/** GET /oneOrder?so&id: one of the customer's orders with its lines, addresses and money. */
export const oneOrderQueryOptions = (so: string, id: number | string) =>
  queryOptions({
    queryKey: orderKeys.one(so, id),
    queryFn: ({ signal }) => apiGet("/oneOrder", { schema: oneOrderReply, params: { so, id }, signal }),
    staleTime: 0,
  });

/** One of the customer's orders; nothing is asked without an order number. */
export function useOneOrder(so: string, id: number | string) {
  return useQuery({ ...oneOrderQueryOptions(so, id), enabled: so !== "" });
}

/**
 * After an order is recorded, paid or deleted: the cart may be empty and the order lists have changed.
 * The refresh is not waited for, so the page moves on (to the receipt) instead of flashing an empty
 * checkout. Checkout's own answers are left to expire with the page that showed them: asked again for
 * an emptied cart, the server would only refuse.
 */
export function refreshAfterOrder(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: cartKeys.all, predicate: (query) => query.queryKey.at(-1) !== "checkout" });
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

/** POST /deleteOrder: deletes one of the customer's pending orders (a quote, 3 or 5). */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sono: string) => apiPost("/deleteOrder", { sono }, { schema: statusOk }),
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}

/** POST /orderAgain: puts one of the shopper's orders (a customer's or a dealer's) back in their cart at today's prices and stock. */
export function useOrderAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (so: string) => apiPost("/orderAgain", { so }, { schema: () => import("../../../domain/contracts/trade").then((c) => c.cartFillReply) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
