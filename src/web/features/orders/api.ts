import { useMutation, useQueryClient } from "@tanstack/react-query";
import { statusOk } from "../../../domain/contracts/buying";
import { apiPost } from "../../lib/api";
import { refreshAfterOrder } from "../../lib/order-api";

/** POST /deleteOrder: deletes one of the customer's pending orders (a quote, 3 or 5). */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sono: string) => apiPost("/deleteOrder", { sono }, { schema: statusOk }),
    onSuccess: () => refreshAfterOrder(queryClient),
  });
}
