import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RequestReturnBody } from "../../../domain/contracts/returns";
import { apiGet, apiPost } from "../../lib/api";

/**
 * Returns (issue 22): an order's returns and what of it may still come back, and asking for a return.
 * The contracts load with the first call, so the receipts that show a return's status carry no more
 * code until they ask.
 */
const contracts = () => import("../../../domain/contracts/returns");

export const returnKeys = {
  all: ["returns"] as const,
  order: (so: string) => ["returns", "order", so] as const,
};

/** GET /api/orders/:so/returns: the order's returns, newest first, and each line's returnable quantity. */
export const orderReturnsQueryOptions = (so: string) =>
  queryOptions({
    queryKey: returnKeys.order(so),
    queryFn: ({ signal }) => apiGet(`/orders/${encodeURIComponent(so)}/returns`, { schema: () => contracts().then((c) => c.orderReturnsReply), signal }),
    staleTime: 0,
  });

/** One order's returns; nothing is asked without an order number. */
export function useOrderReturns(so: string) {
  return useQuery({ ...orderReturnsQueryOptions(so), enabled: so !== "" });
}

/** POST /api/returns: asks to return lines of an order; the order's returns are asked again after. */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestReturnBody) => apiPost("/returns", body, { schema: () => contracts().then((c) => c.returnView) }),
    onSettled: (_data, _error, body) => queryClient.invalidateQueries({ queryKey: returnKeys.order(body.so) }),
  });
}
