import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  checkoutDealerReply,
  type DealerAddressFields,
  dealerConfirmReply,
  dealerHistoryReply,
  dealerOrderReply,
  priceSheetReply,
} from "../../../domain/contracts/buying";
import { apiGet, apiPost } from "../../lib/api";
import { cartKeys } from "../cart/api";
import { orderKeys, refreshAfterOrder } from "../orders/api";

/**
 * A dealer's buying on account (spec section 7: /checkoutDealer, /dealerConfirm, /dealerOrderHistory,
 * /oneOrder_dealer_finish, /generatePriceSheet), as the server's dealer module answers them. The dealer's
 * checkout lives under their cart's key and their orders under the orders' key, so a change to the cart
 * or an order placed refreshes them as it does a customer's.
 */
const dealerCheckoutKey = (account: string) => [...cartKeys.of({ user: account, type: 2 }), "checkout"] as const;
const dealerOrderKeys = {
  history: (account: string) => [...orderKeys.all, "dealer-history", account] as const,
  one: (so: string, account: string) => [...orderKeys.all, "dealer-one", so, account] as const,
};

/** POST /checkoutDealer: the dealer's cart at their price code, tax at their province, no shipping. */
export const dealerCheckoutQueryOptions = (account: string) =>
  queryOptions({
    queryKey: dealerCheckoutKey(account),
    queryFn: () => apiPost("/checkoutDealer", { userID: account }, { schema: checkoutDealerReply }),
    staleTime: 0,
    gcTime: 0,
  });

/** The dealer's checkout; nothing is asked while `enabled` is false. */
export function useDealerCheckout(account: string, enabled = true) {
  return useQuery({ ...dealerCheckoutQueryOptions(account), enabled });
}

/** The dealer's checkout taxed where the confirm form ships it now; asked only while `enabled` (a valid province other than the company's). */
export function useDealerCheckoutTo(account: string, shipTo: { country: "CA" | "USA"; state: string }, enabled: boolean) {
  return useQuery({
    queryKey: [...dealerCheckoutKey(account), shipTo.country, shipTo.state],
    queryFn: () => apiPost("/checkoutDealer", { userID: account, shipTo }, { schema: checkoutDealerReply }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /dealerConfirm: records the dealer's cart as a confirmed order (parts beyond stock are back-ordered). */
export function useDealerConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: { address: DealerAddressFields; dealerId: string; note: string; poNumber?: string }) =>
      apiPost("/dealerConfirm", order, { schema: dealerConfirmReply }),
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}

/** GET /dealerOrderHistory?account. */
export const dealerHistoryQueryOptions = (account: string) =>
  queryOptions({
    queryKey: dealerOrderKeys.history(account),
    queryFn: ({ signal }) => apiGet("/dealerOrderHistory", { schema: dealerHistoryReply, params: { account }, signal }),
    staleTime: 0,
  });

/** A dealer's Order History; nothing is asked without an account. */
export function useDealerOrderHistory(account: string | null) {
  return useQuery({ ...dealerHistoryQueryOptions(account ?? ""), enabled: account !== null });
}

/** GET /oneOrder_dealer_finish?so&account: a dealer's order and their company. */
export const dealerOrderQueryOptions = (so: string, account: string) =>
  queryOptions({
    queryKey: dealerOrderKeys.one(so, account),
    queryFn: ({ signal }) => apiGet("/oneOrder_dealer_finish", { schema: dealerOrderReply, params: { so, account }, signal }),
    staleTime: 0,
  });

/** One of the dealer's orders; nothing is asked without an order number. */
export function useDealerOrder(so: string, account: string) {
  return useQuery({ ...dealerOrderQueryOptions(so, account), enabled: so !== "" });
}

/** GET /generatePriceSheet/:level/:make: prepares the dealer's price sheet of one make ("all": every make) and answers where to download it. */
export function usePreparePriceSheet(level: number | null) {
  return useMutation({
    mutationFn: (make: string) => apiGet(`/generatePriceSheet/${level}/${encodeURIComponent(make)}`, { schema: priceSheetReply }),
  });
}

/** GET /api/dealerStatement: the dealer's confirmed orders by month, newest first, with totals and tax. */
export function useDealerStatement() {
  return useQuery({
    queryKey: [...orderKeys.all, "dealer-statement"],
    queryFn: ({ signal }) => apiGet("/dealerStatement", { schema: () => import("../../../domain/contracts/trade").then((c) => c.statementReply), signal }),
    staleTime: 0,
  });
}

/** Where one month of the statement downloads as CSV. */
export const statementCsvUrl = (month: string) => `/api/dealerStatement/${encodeURIComponent(month)}.csv`;
