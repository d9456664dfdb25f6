import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { okReply } from "../../../domain/contracts/accounts";
import { adminOrderDetail, adminOrderList, dashboard } from "../../../domain/contracts/admin";
import { apiGet, apiPost } from "../../lib/api";
import { ADMIN_KEY } from "./session-api";

/** The order list's filters as they stand in the page's query string. */
export interface OrderFilters {
  status?: string;
  from?: string;
  to?: string;
  who?: string;
  orderNum?: string;
  ownerKind?: string;
  ownerId?: string;
  page?: string;
}

const ordersKey = [ADMIN_KEY, "orders"] as const;
const orderKey = (so: string) => [ADMIN_KEY, "order", so] as const;
const dashboardKey = [ADMIN_KEY, "dashboard"] as const;

/** GET /api/admin/dashboard: today's orders and sales, what is waiting, low stock. */
export function useDashboard() {
  return useQuery({ queryKey: dashboardKey, queryFn: ({ signal }) => apiGet("/admin/dashboard", { schema: dashboard, signal }), staleTime: 0 });
}

/** GET /api/admin/orders: one page of orders matching the filters. */
export function useAdminOrders(filters: OrderFilters) {
  return useQuery({
    queryKey: [...ordersKey, filters],
    queryFn: ({ signal }) => apiGet("/admin/orders", { schema: adminOrderList, params: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/orders/:so: one order with its payments and history. */
export function useAdminOrder(so: string) {
  return useQuery({
    queryKey: orderKey(so),
    queryFn: ({ signal }) => apiGet(`/admin/orders/${encodeURIComponent(so)}`, { schema: adminOrderDetail, signal }),
    staleTime: 0,
  });
}

export type OrderAction = "quote" | "ship" | "cancel" | "refund";

/** POST /api/admin/orders/:so/{quote|ship|cancel|refund}; afterwards the order, the list and the dashboard are loaded again. */
export function useOrderAction(so: string, action: OrderAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => apiPost(`/admin/orders/${encodeURIComponent(so)}/${action}`, body, { schema: okReply }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKey(so) }),
        queryClient.invalidateQueries({ queryKey: ordersKey }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]);
    },
  });
}
