import { asc } from "drizzle-orm";
import type { Make } from "../../../domain/contracts/catalog";
import type { Db } from "../../db/client";
import { makes } from "../../db/schema/catalog";

/** Every make of the make grid, in display order. */
export async function listMakes(db: Db): Promise<Make[]> {
  return db.select({ id: makes.id, make: makes.make, path: makes.path }).from(makes).orderBy(asc(makes.sortOrder), asc(makes.make));
}
