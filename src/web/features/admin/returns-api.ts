import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { okReply } from "../../../domain/contracts/accounts";
import { staffReturnsReply } from "../../../domain/contracts/returns";
import { pageCount } from "../../../domain/pager";
import { apiGet, apiPost } from "../../lib/api";
import { ADMIN_KEY } from "./session-api";

const returnsKey = [ADMIN_KEY, "returns"] as const;
/** Returns are listed 20 a page (the server's page size). */
const RETURNS_PAGE_SIZE = 20;

/** GET /api/admin/returns: one page of returns, newest first, of one status or all; with the page and how many pages there are. */
export function useAdminReturns(filters: { status?: string; page?: string }) {
  return useQuery({
    queryKey: [...returnsKey, filters],
    queryFn: ({ signal }) => apiGet("/admin/returns", { schema: staffReturnsReply, params: { ...filters }, signal }),
    select: (reply) => ({ rows: reply.data, total: reply.total, page: reply.current_page, last_page: Math.max(1, pageCount(reply.total, RETURNS_PAGE_SIZE)) }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type ReturnAction = "approve" | "refuse" | "receive";

/** POST /api/admin/returns/:id/{approve|refuse|receive}; afterwards the list is loaded again. */
export function useReturnAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body = {} }: { id: number; action: ReturnAction; body?: unknown }) =>
      apiPost(`/admin/returns/${id}/${action}`, body, { schema: okReply }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}
