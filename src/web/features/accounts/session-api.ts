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
 * A visitor's answer to /me read as the contract reads it (its one field; any other is dropped), or null
 * for a signed-in answer, which the contract checks.
 */
export function anonymousMe(data: unknown): MeReply | null {
  return typeof data === "object" && data !== null && (data as { kind?: unknown }).kind === "anonymous" ? { kind: "anonymous" } : null;
}

/**
 * GET /me: who the session cookie belongs to. Every page load asks it: a visitor's answer is read
 * without zod, so a visitor's page never loads it for this; a signed-in answer loads its contract.
 */
export const meQuery = queryOptions({
  queryKey: accountKeys.me,
  queryFn: ({ signal }) =>
    apiGet("/me", {
      schema: { known: anonymousMe, schema: () => import("../../../domain/contracts/accounts").then((contracts) => contracts.meReply) },
      signal,
    }),
  staleTime: 60_000,
  retry: false,
});

export function useMe() {
  return useQuery(meQuery);
}
