import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NewBuyerForm } from "../../../domain/buyers";
import { apiGet, apiPost } from "../../lib/api";

/**
 * Buyers under one dealer account (issue 23, decision 041): the administrator's Buyers tab. Every
 * change answers the buyer as they are now; the list is asked again after it.
 */
const contracts = () => import("../../../domain/contracts/buyers");
const buyerReply = () => contracts().then((c) => c.buyerReply);

export const buyerKeys = { all: ["buyers"] as const };

/** GET /api/buyers: the account's buyers, by name. */
export function useBuyers() {
  return useQuery({
    queryKey: buyerKeys.all,
    queryFn: ({ signal }) => apiGet("/buyers", { schema: () => contracts().then((c) => c.buyersReply), signal }),
    staleTime: 0,
  });
}

function useBuyerChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: buyerKeys.all }) });
}

/** POST /api/buyers: adds a buyer, who is mailed a link to set their password. */
export function useAddBuyer() {
  return useBuyerChange((form: NewBuyerForm) => apiPost("/buyers", form, { schema: buyerReply }));
}

/** What the administrator may do to a buyer. */
export type BuyerAction = "suspend" | "reactivate" | "sendLink";

/** POST /api/buyers/:id/{suspend|reactivate|sendLink}. */
export function useBuyerAction() {
  return useBuyerChange(({ id, action }: { id: number; action: BuyerAction }) => apiPost(`/buyers/${id}/${action}`, {}, { schema: buyerReply }));
}
