import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Make } from "../../domain/contracts/catalog";
import { apiGet } from "../lib/api";

export const headerMakesQueryOptions = () =>
  queryOptions({
    queryKey: ["app", "makes"],
    queryFn: ({ signal }) => apiGet<Make[]>("/makes", { signal }),
    staleTime: 10 * 60_000,
  });

/** The makes for the header search's make picker (GET /api/makes), fetched once the search opens. */
export function useHeaderMakes(enabled: boolean) {
  return useQuery({ ...headerMakesQueryOptions(), enabled });
}
