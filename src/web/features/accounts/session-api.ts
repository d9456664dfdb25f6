import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MeReply } from "../../../domain/contracts/accounts";
import { apiGet } from "../../lib/api";

export const accountKeys = {
  me: ["accounts", "me"] as const,
  details: ["accounts", "details"] as const,
  vehicleMakes: ["accounts", "vehicle-makes"] as const,
  store: ["store"] as const,
};

/**
 * GET /me: who the session cookie belongs to. Every page load asks it, so it stays out of the zod
 * contracts' bundle: the answer comes from our own server and only its `kind` is branched on.
 */
export const meQuery = queryOptions({
  queryKey: accountKeys.me,
  queryFn: ({ signal }) => apiGet<MeReply>("/me", { signal }),
  staleTime: 60_000,
  retry: false,
});

export function useMe() {
  return useQuery(meQuery);
}
