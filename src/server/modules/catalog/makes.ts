import { asc, eq } from "drizzle-orm";
import type { Make } from "../../../domain/contracts/catalog";
import type { Ctx } from "../../context";
import { cached } from "./product-answers";
import { makes } from "./schema";

/** Every make of the make grid, in display order. */
export async function listMakes(ctx: Ctx<"db", "caches">): Promise<Make[]> {
  return cached(ctx, ["makes"], () =>
    ctx.db.select({ id: makes.id, make: makes.make, path: makes.path }).from(makes).orderBy(asc(makes.sortOrder), asc(makes.make)),
  );
}

/** The vehicle makes a customer picks their car's make from, alphabetically. */
export async function listVehicleMakes(ctx: Ctx<"db", "caches">): Promise<{ id: number; make: string }[]> {
  return cached(ctx, ["vehicle-makes"], () => ctx.db.select({ id: makes.id, make: makes.make }).from(makes).orderBy(asc(makes.make)));
}

/** The make of the make grid spelled exactly so, or null. */
export async function makeByName({ db }: Ctx<"db">, name: string): Promise<string | null> {
  const [row] = await db.select({ make: makes.make }).from(makes).where(eq(makes.make, name));
  return row?.make ?? null;
}

/** Every make's name, for reading a catalogue's scope from its name. */
export async function makeNames(ctx: Ctx<"db", "caches">): Promise<string[]> {
  return (await listMakes(ctx)).map((row) => row.make);
}
