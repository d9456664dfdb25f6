import type { Vehicle } from "../../../domain/fitment";

/** A vehicle page's path parameters as a vehicle (year 0 when the path's year is not a number: the API refuses it). */
export function vehicleOfParams(params: { year?: string; make?: string; model?: string }): Vehicle {
  const year = /^\d{4}$/.test(params.year ?? "") ? Number(params.year) : 0;
  return { year, make: params.make ?? "", model: params.model ?? "" };
}

/** The page of a list from ?page=, 1 when absent or not a page number. */
export function pageOfSearch(search: URLSearchParams): number {
  const page = Number(search.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
