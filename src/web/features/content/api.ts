import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { catalogs } from "../../../domain/contracts/catalog";
import { statusReply } from "../../../domain/contracts/common";
import type { ContactMessage } from "../../../domain/forms";
import { apiGet, apiPost } from "../../lib/api";

export const catalogsQuery = () =>
  queryOptions({
    queryKey: ["content", "catalogs"],
    queryFn: ({ signal }) => apiGet("/catalogs", { schema: catalogs, signal }),
    select: (data) => data.catalogs,
  });

/** The PDF catalogues (GET /catalogs). */
export function useCatalogs() {
  return useQuery(catalogsQuery());
}

/** POST /contact: the Contact Us message. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) => apiPost("/contact", message, { schema: statusReply }),
  });
}
