import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";

export const accountKeys = {
  me: ["accounts", "me"] as const,
  details: ["accounts", "details"] as const,
  vehicleMakes: ["accounts", "vehicle-makes"] as const,
  store: ["store"] as const,
};

/** GET /me: who the session cookie belongs to. Every page load asks it, so its contract loads beside the request. */
export const meQuery = queryOptions({
  queryKey: accountKeys.me,
  queryFn: ({ signal }) => apiGet("/me", { schema: () => import("../../../domain/contracts/accounts").then((contracts) => contracts.meReply), signal }),
  staleTime: 60_000,
  retry: false,
});

export function useMe() {
  return useQuery(meQuery);
}
