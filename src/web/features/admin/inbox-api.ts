import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { okReply } from "../../../domain/contracts/accounts";
import { inquiryDetail, inquiryList } from "../../../domain/contracts/admin";
import { apiGet, apiPost } from "../../lib/api";
import { ADMIN_KEY } from "./session-api";

const inboxKey = [ADMIN_KEY, "inbox"] as const;
const inquiryKey = (id: number) => [ADMIN_KEY, "inquiry", id] as const;

export interface InboxFilters {
  state?: string;
  kind?: string;
  q?: string;
  page?: string;
}

/** GET /api/admin/inquiries: a page of the inbox, waiting messages (oldest first) unless asked otherwise. */
export function useInquiries(filters: InboxFilters) {
  return useQuery({
    queryKey: [...inboxKey, filters],
    queryFn: ({ signal }) => apiGet("/admin/inquiries", { schema: inquiryList, params: { ...filters }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET /api/admin/inquiries/:id: one message with its replies. */
export function useInquiry(id: number) {
  return useQuery({ queryKey: inquiryKey(id), queryFn: ({ signal }) => apiGet(`/admin/inquiries/${id}`, { schema: inquiryDetail, signal }), staleTime: 0 });
}

/** POST /api/admin/inquiries/:id/{reply|answered}; the message, the inbox and the dashboard are loaded again afterwards. */
export function useInquiryAction(id: number, action: "reply" | "answered") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => apiPost(`/admin/inquiries/${id}/${action}`, body, { schema: okReply }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inquiryKey(id) }),
        queryClient.invalidateQueries({ queryKey: inboxKey }),
        queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, "dashboard"] }),
      ]);
    },
  });
}
