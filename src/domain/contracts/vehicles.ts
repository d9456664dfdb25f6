import { z } from "zod";
import { FIRST_MODEL_YEAR } from "../years";
import { productPage } from "./catalog";
import { makeName, pageParam } from "./common";

// Shop by vehicle (issue 19): the year / make / model selects, vehicle pages, fitment and My Garage.

/** A model year in a path or a query: a whole number from the first model year the shop lists. */
export const modelYear = z.coerce
  .number({ error: "Year must be a model year, like 1967" })
  .int("Year must be a model year, like 1967")
  .min(FIRST_MODEL_YEAR, `Year must be ${FIRST_MODEL_YEAR} or later`)
  .max(2100, "Year must be a model year, like 1967");

/** A model's name as a path or query gives it (any case; the shop answers its own spelling). */
export const modelName = z.string().trim().min(1, "Choose a model").max(60, "Model must be at most 60 characters");

/** GET /api/vehicles/years: the model years that have parts, newest first. */
export const vehicleYearsReply = z.object({ years: z.array(z.number().int()) });
/** GET /api/vehicles/makes?year=: the makes with parts for that year, with their names (FORD: Ford). */
export const vehicleMakesQuery = z.object({ year: modelYear });
export const vehicleMakesReply = z.object({ makes: z.array(z.object({ make: z.string(), name: z.string() })) });
/** GET /api/vehicles/models?year=&make=: the models of that make with parts for that year. */
export const vehicleModelsQuery = z.object({ year: modelYear, make: makeName });
export const vehicleModelsReply = z.object({ models: z.array(z.string()) });

/** A vehicle as the shop names it: its own spelling of make and model, and "1967 Ford Mustang". */
export const vehicle = z.object({ year: z.number().int(), make: z.string(), model: z.string(), name: z.string() });
export type VehicleReply = z.infer<typeof vehicle>;

/** GET /api/vehicles/{year}/{make}/{model}/parts?page=: the parts that fit, 20 a page, as the spec's lists. */
export const vehicleParams = z.object({ year: modelYear, make: makeName, model: modelName });
export const vehiclePartsQuery = z.object({ page: pageParam });
/** `neighbours`: the model years just before and after with parts for the same make and model, or null. */
export const vehiclePartsReply = productPage.extend({
  vehicle,
  neighbours: z.object({ previous: z.number().int().nullable(), next: z.number().int().nullable() }),
});
export type VehiclePartsReply = z.infer<typeof vehiclePartsReply>;

/** One vehicle a part fits, as the part detail (/api/item/{id}) lists it (defined beside the part detail). */
export { type FitmentLine, fitmentLine } from "./catalog";

/** My Garage: the shopper's vehicles, the current one first marked. */
export const garageVehicle = vehicle.extend({ id: z.number().int(), current: z.boolean() });
export const garageReply = z.object({ vehicles: z.array(garageVehicle) });
/** POST /api/garage: adds a vehicle (or finds it) and makes it the current one. */
export const garageAddBody = z.object({ year: modelYear, make: makeName, model: modelName });
