import { sql } from "drizzle-orm";
import { type Vehicle, vehicleOfFitsParam } from "../../../domain/fitment";
import type { Ctx } from "../../context";
import type { CatalogIndex } from "./search-index/queries";
import { codesOfVehicle, knownVehicle } from "./vehicles";

/**
 * 'Only parts that fit' (decision 032): the parts with a fitment row of the vehicle a list's `fits`
 * names, from the search index (which has each part's fitment and follows its changes: decision 045).
 * The universal parts, which fit too, are added by whoever narrows (the search index knows them). A
 * vehicle no part fits has none: only universal parts fit it.
 */
export function codesThatFit(index: CatalogIndex, vehicle: Vehicle | null): ReadonlySet<string> {
  return vehicle ? codesOfVehicle(index, vehicle) : NO_CODES;
}

/** The vehicle a list's `fits` names (year_MAKE_Model), as the shop spells it; null when no part fits it or it names none. */
export async function vehicleThatFits(ctx: Ctx<"db", "caches">, fits: string): Promise<Vehicle | null> {
  const asked = vehicleOfFitsParam(fits);
  return asked ? knownVehicle(ctx, asked) : null;
}

const NO_CODES: ReadonlySet<string> = new Set();

/** SQL that keeps the parts (their code in `item`) that fit a vehicle or are universal: for lists read from the database (holiday sale). */
export function fitsVehicleOrUniversal(item: ReturnType<typeof sql>, vehicle: Vehicle) {
  return sql`(exists (select 1 from fitment f where f.item = ${item} and f.year = ${vehicle.year} and f.make = ${vehicle.make.toUpperCase()} and lower(f.model) = lower(${vehicle.model}))
    or not exists (select 1 from fitment f where f.item = ${item}))`;
}
