import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Vehicle } from "../../../domain/fitment";
import { apiGet, contractsOf } from "../../lib/api";

/** The vehicles' contracts, loaded with the first call that needs one, so the header's Shop by vehicle adds no schema to the first page. */
const vehicleContract = contractsOf(() => import("../../../domain/contracts/vehicles"));

/** Shop by vehicle (issue 19): the selects' lists and a vehicle's parts. Other features use this slice only through this file. */

export const vehicleKeys = {
  all: ["vehicles"] as const,
  years: () => [...vehicleKeys.all, "years"] as const,
  makes: (year: number) => [...vehicleKeys.all, "makes", year] as const,
  models: (year: number, make: string) => [...vehicleKeys.all, "models", year, make.toUpperCase()] as const,
  parts: (vehicle: Vehicle, page: number) =>
    [...vehicleKeys.all, "parts", vehicle.year, vehicle.make.toUpperCase(), vehicle.model.toLowerCase(), page] as const,
};

const pathOf = (vehicle: Vehicle) => `/vehicles/${vehicle.year}/${encodeURIComponent(vehicle.make)}/${encodeURIComponent(vehicle.model)}/parts`;

export const vehicleYearsQuery = () =>
  queryOptions({
    queryKey: vehicleKeys.years(),
    queryFn: async ({ signal }) => (await apiGet("/vehicles/years", { schema: vehicleContract("vehicleYearsReply"), signal })).years,
    staleTime: 10 * 60_000,
  });

export const vehicleMakesQuery = (year: number) =>
  queryOptions({
    queryKey: vehicleKeys.makes(year),
    queryFn: async ({ signal }) => (await apiGet("/vehicles/makes", { params: { year }, schema: vehicleContract("vehicleMakesReply"), signal })).makes,
    staleTime: 10 * 60_000,
  });

export const vehicleModelsQuery = (year: number, make: string) =>
  queryOptions({
    queryKey: vehicleKeys.models(year, make),
    queryFn: async ({ signal }) => (await apiGet("/vehicles/models", { params: { year, make }, schema: vehicleContract("vehicleModelsReply"), signal })).models,
    staleTime: 10 * 60_000,
  });

export const vehiclePartsQuery = (vehicle: Vehicle, page: number) =>
  queryOptions({
    queryKey: vehicleKeys.parts(vehicle, page),
    queryFn: ({ signal }) => apiGet(pathOf(vehicle), { params: { page }, schema: vehicleContract("vehiclePartsReply"), signal }),
    placeholderData: keepPreviousData,
  });

export function useVehicleYears() {
  return useQuery(vehicleYearsQuery());
}

export function useVehicleMakes(year: number | null) {
  return useQuery({ ...vehicleMakesQuery(year ?? 0), enabled: year !== null });
}

export function useVehicleModels(year: number | null, make: string | null) {
  return useQuery({ ...vehicleModelsQuery(year ?? 0, make ?? ""), enabled: year !== null && !!make });
}

export function useVehicleParts(vehicle: Vehicle, page: number) {
  return useQuery(vehiclePartsQuery(vehicle, page));
}
