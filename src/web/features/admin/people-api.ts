import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { okReply } from "../../../domain/contracts/accounts";
import { customerDetail, customerList, dealerList, dealerRow, staffList, staffRow } from "../../../domain/contracts/admin";
import { buyerReply, buyersReply } from "../../../domain/contracts/buyers";
import { apiGet, apiPost } from "../../lib/api";
import { ADMIN_KEY } from "./session-api";

const customersKey = [ADMIN_KEY, "customers"] as const;
const dealersKey = [ADMIN_KEY, "dealers"] as const;
const staffKey = [ADMIN_KEY, "staff"] as const;

export interface PeopleSearch {
  q: string;
  page: number;
}

/** GET /api/admin/customers: a page of customers matching the search. */
export function useCustomers(search: PeopleSearch) {
  return useQuery({
    queryKey: [...customersKey, search],
    queryFn: ({ signal }) => apiGet("/admin/customers", { schema: customerList, params: { ...search }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/customers/:id: one customer with their profile. */
export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: [...customersKey, "one", id],
    queryFn: ({ signal }) => apiGet(`/admin/customers/${id}`, { schema: customerDetail, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** GET /api/admin/dealers: a page of dealers matching the search. */
export function useDealers(search: PeopleSearch) {
  return useQuery({
    queryKey: [...dealersKey, search],
    queryFn: ({ signal }) => apiGet("/admin/dealers", { schema: dealerList, params: { ...search }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/staff (owners only): every staff user. */
export function useStaffList(enabled: boolean) {
  return useQuery({ queryKey: staffKey, queryFn: ({ signal }) => apiGet("/admin/staff", { schema: staffList, signal }), enabled, staleTime: 0 });
}

type Area = "customers" | "dealers" | "staff";
const keyOf: Record<Area, readonly string[]> = { customers: customersKey, dealers: dealersKey, staff: staffKey };

/** A POST under /api/admin/{customers|dealers|staff}; the area's lists are loaded again afterwards, whatever the answer. */
function usePeopleChange<T>(area: Area, schema: z.ZodType<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) => apiPost(`/admin/${area}${path}`, body ?? {}, { schema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf[area] }),
  });
}

/** Disable, enable or send a reset link to a customer. */
export const useCustomerChange = () => usePeopleChange("customers", okReply);
/** Disable or enable a dealer. */
export const useDealerChange = () => usePeopleChange("dealers", okReply);
/** Create or edit a dealer: the server answers with the dealer as saved. */
export const useDealerSave = () => usePeopleChange("dealers", dealerRow);
/** Change a staff user's role, disable or enable them. */
export const useStaffChange = () => usePeopleChange("staff", okReply);
/** Create a staff user. */
export const useStaffCreate = () => usePeopleChange("staff", staffRow);

const dealerBuyersKey = (dealerId: number) => [...dealersKey, dealerId, "buyers"] as const;

/** GET /api/admin/dealers/:id/buyers: a dealer account's buyers (decision 041). */
export function useDealerBuyers(dealerId: number) {
  return useQuery({
    queryKey: dealerBuyersKey(dealerId),
    queryFn: ({ signal }) => apiGet(`/admin/dealers/${dealerId}/buyers`, { schema: buyersReply, signal }),
    staleTime: 0,
  });
}

/** Add a buyer under a dealer (path ""), or suspend, reactivate or mail one a new link (`/:buyerId/disable`, `/enable`, `/sendLink`); the buyers are loaded again afterwards. */
export function useDealerBuyerChange(dealerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) => apiPost(`/admin/dealers/${dealerId}/buyers${path}`, body ?? {}, { schema: buyerReply }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealerBuyersKey(dealerId) }),
  });
}
