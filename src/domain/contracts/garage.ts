import { z } from "zod";
import { en } from "../i18n/en-CA";
import { makeName, rowId, wholeNumber } from "./common";
import { modelName, modelYear } from "./vehicles";

// My Garage (issue 19 §2): the vehicles a signed-in customer or dealer keeps, one of them selected.

/** How many vehicles one garage holds: enough for a family's cars and a project car or two. */
export const GARAGE_LIMIT = 10;
/** The English of the refusal (the catalogue's "vehicles.garage.full"), as the server's reply says it. */
export const GARAGE_FULL_MESSAGE = en["vehicles.garage.full"].replace("{limit}", String(GARAGE_LIMIT));

/** One vehicle in a garage: the shop's own spelling, its name ("1967 Ford Mustang") and whether it is the selected one. */
export const garageVehicle = z.object({
  id: z.number().int(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  name: z.string(),
  selected: z.boolean(),
});
export type GarageVehicle = z.infer<typeof garageVehicle>;

/** GET /api/garage and every change's answer: the vehicles, most recently added first, and the selected one (null for an empty garage). */
export const garageReply = z.object({ vehicles: z.array(garageVehicle), selected: garageVehicle.nullable() });
export type GarageReply = z.infer<typeof garageReply>;

/** POST /api/garage: adds a vehicle some part fits (any case) and selects it; one already there is selected. */
export const garageAddBody = z.strictObject({
  year: modelYear,
  make: makeName,
  model: modelName,
});
export type GarageAddBody = z.infer<typeof garageAddBody>;

/** POST /api/garage/{id}/select and POST /api/garage/{id}/remove (the shop's calls that change something are POSTs of JSON). */
export const garageVehicleParams = z.object({ id: wholeNumber("Vehicle").pipe(rowId) });
