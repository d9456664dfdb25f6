import { queryOptions, useQuery } from "@tanstack/react-query";
import { classicBodyDetail, classicModels } from "../../../domain/contracts/catalog";
import { ApiRequestError, apiGet } from "../../lib/api";

/** The makes the classic body landing page offers, in the order it shows them. */
export const CLASSIC_MAKES = ["FORD", "GM", "DODGE"] as const;

export const classicModelsQuery = (make: string) =>
  queryOptions({
    queryKey: ["classic-body", "models", make],
    queryFn: ({ signal }) => apiGet("/getClassicModels", { params: { make }, schema: classicModels, signal }),
    select: (data) => data.models,
  });

/** The classic body models of one make (GET /getClassicModels?make=). */
export function useClassicModels(make: string) {
  return useQuery(classicModelsQuery(make));
}

export const classicBodyQuery = (code: string) =>
  queryOptions({
    queryKey: ["classic-body", "detail", code],
    queryFn: ({ signal }) => apiGet(`/classicBody/${encodeURIComponent(code)}`, { schema: classicBodyDetail, signal }),
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1,
  });

/** One model with its images, description, includes and shipping text (GET /classicBody/:id). */
export function useClassicBody(code: string | undefined) {
  return useQuery({ ...classicBodyQuery(code ?? ""), enabled: Boolean(code) });
}
