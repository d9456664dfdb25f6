import { sql } from "drizzle-orm";
import { type Product, type ProductPage, RELATED_PARTS } from "../../../domain/contracts/catalog";
import { makeName, type Vehicle, vehicleName } from "../../../domain/fitment";
import { PAGE_SIZE } from "../../../domain/pager";
import type { KnownVehicle, VehicleVocabulary } from "../../../domain/search-vehicle-words";
import type { Ctx } from "../../context";
import { AppError } from "../../errors";
import { type FitmentSnapshot, fitmentSnapshot } from "./fitment-snapshot";
import { cached, pageOf, partsInOrder } from "./product-answers";
import { searchIndex } from "./search-index/current";
import type { CatalogIndex } from "./search-index/queries";

/**
 * Shop by vehicle (issue 19): the years, makes and models that have parts, from the fitment snapshot's
 * vehicles (read once per version of the fitment table, exact, as every server sees it), and a
 * vehicle's parts, read from the fitment table's year -> make -> model -> item index.
 */

/** The model years some part fits, newest first: read from the fitment snapshot's vehicles (one read of the fitment table per version of it). */
export async function vehicleYears(ctx: Ctx<"db", "caches">): Promise<number[]> {
  const vehicles = await (await fitmentSnapshot(ctx)).vehicles();
  return [...new Set(vehicles.map((vehicle) => vehicle.year))];
}

/** The makes with parts for a model year, alphabetically, with their names (FORD: Ford). */
export async function vehicleMakesOfYear(ctx: Ctx<"db", "caches">, year: number): Promise<{ make: string; name: string }[]> {
  const vehicles = await (await fitmentSnapshot(ctx)).vehicles();
  // The snapshot's vehicles are in the database's order (year newest first, then make, then model).
  const makes = new Set(vehicles.filter((vehicle) => vehicle.year === year).map((vehicle) => vehicle.make));
  return [...makes].map((make) => ({ make, name: makeName(make) }));
}

/** The models of a make (any case) with parts for a model year, alphabetically. */
export async function vehicleModelsOf(ctx: Ctx<"db", "caches">, year: number, make: string): Promise<string[]> {
  return [...(await (await fitmentSnapshot(ctx)).models(year, make.toUpperCase()))];
}

/** The vehicle as the shop spells it (FORD, Mustang) when some part fits it, whatever the case asked; else null. */
export async function knownVehicle(ctx: Ctx<"db", "caches">, asked: Vehicle, snapshot?: FitmentSnapshot): Promise<Vehicle | null> {
  const make = asked.make.toUpperCase();
  const models = await (snapshot ?? (await fitmentSnapshot(ctx))).models(asked.year, make);
  const model = models.find((name) => name === asked.model) ?? models.find((name) => name.toLowerCase() === asked.model.toLowerCase());
  return model ? { year: asked.year, make, model } : null;
}

/** A page of the parts that fit a vehicle, 20 a page in item-code order, as the make list's pages; 404 for a vehicle no part fits. */
export async function vehicleParts(
  ctx: Ctx<"db", "caches">,
  asked: Vehicle,
  page: number,
): Promise<ProductPage & { vehicle: Vehicle & { name: string }; neighbours: { previous: number | null; next: number | null } }> {
  // One state of fitment for the whole page: its version is read once, not by each step.
  const snapshot = await fitmentSnapshot(ctx);
  const vehicle = await knownVehicle(ctx, asked, snapshot);
  if (!vehicle) throw new AppError("NOT_FOUND", { key: "vehicles.error.noParts", values: { vehicle: vehicleName(asked) } });
  const [{ total, data }, neighbours] = await Promise.all([
    cached(ctx, ["vehicle-parts", vehicle.year, vehicle.make, vehicle.model, page], async () => {
      // The vehicle's codes ('Only parts that fit' reads the same), and the page's parts by code with
      // their fitment, from the search index (decision 045).
      const index = await searchIndex(ctx);
      const codes = codesOfVehicle(index, vehicle);
      const data = await partsInOrder(ctx.db, pageOfCodes(codes, page), (code) => index.fitKeysOf(code));
      return { total: codes.size, data };
    }),
    neighbourYears(snapshot, vehicle),
  ]);
  const answer = pageOf({ page }, total, data);
  return { ...answer, vehicle: { ...vehicle, name: vehicleName(vehicle) }, neighbours };
}

/** The codes of the parts with a fitment row of a vehicle (as the shop spells it), in item-code order, from the search index. */
export function codesOfVehicle(index: CatalogIndex, vehicle: Vehicle): ReadonlySet<string> {
  return index.fitting([vehicle], [vehicle.year]);
}

/** The codes of a page of a set (in its order), read up to the page only. */
function pageOfCodes(codes: ReadonlySet<string>, page: number): string[] {
  const offset = (page - 1) * PAGE_SIZE;
  const found: string[] = [];
  let at = 0;
  for (const code of codes) {
    if (at++ < offset) continue;
    found.push(code);
    if (found.length === PAGE_SIZE) break;
  }
  return found;
}

/** The model years before and after a vehicle's that have parts for the same make and model. */
async function neighbourYears(snapshot: FitmentSnapshot, vehicle: Vehicle): Promise<{ previous: number | null; next: number | null }> {
  const has = async (year: number) => (await snapshot.models(year, vehicle.make)).includes(vehicle.model);
  const [previous, next] = await Promise.all([has(vehicle.year - 1), has(vehicle.year + 1)]);
  return { previous: previous ? vehicle.year - 1 : null, next: next ? vehicle.year + 1 : null };
}

/**
 * Every vehicle some part fits, with how many fitment rows name it, by year, make and model: the
 * sitemap's vehicle pages, and what vehicle words in a search and suggestions are read against. Each
 * server reads the list once for each fitment_version (fitment-snapshot.ts); the catalogue's read cache
 * spares even the version's read.
 */
export async function knownVehicles(ctx: Ctx<"db", "caches">): Promise<readonly KnownVehicle[]> {
  return cached(ctx, ["known-vehicles"], async () => (await fitmentSnapshot(ctx)).vehicles(), "costly");
}

/**
 * The known vehicles and the search words staff keep, laid out for reading a search's words
 * (domain/search-vehicle-words): made once per fitment_version on each server (fitment-snapshot.ts).
 */
export async function vehicleVocabulary(ctx: Ctx<"db", "caches">): Promise<VehicleVocabulary> {
  return cached(ctx, ["vehicle-vocabulary"], async () => (await fitmentSnapshot(ctx)).vocabulary(), "costly");
}

/**
 * Reads the fitment snapshot's vehicles and search vocabulary now (the server's start), so the first
 * shopper's vehicle select, vehicle page or search does not wait for the count of every vehicle's parts
 * (a pass over the whole fitment table: seconds for 1,000,000 parts). After a fitment change the
 * next request reads them again, as before.
 */
export async function readFitmentAtStart(ctx: Ctx<"db">): Promise<number> {
  const snapshot = await fitmentSnapshot(ctx);
  const [vehicles] = await Promise.all([snapshot.vehicles(), snapshot.vocabulary()]);
  return vehicles.length;
}

/** Every vehicle some part fits, for the sitemap's vehicle pages (one row per vehicle, by year, make and model). */
export async function vehiclesForSitemap(ctx: Ctx<"db", "caches">): Promise<Vehicle[]> {
  return (await knownVehicles(ctx)).map(({ year, make, model }) => ({ year, make, model }));
}

/**
 * A part page's other parts for the same vehicles: the parts sharing the most of its fitment rows
 * (year, make and model) first, then in item-code order, at most RELATED_PARTS; none for a universal
 * part or a code the shop does not have. Read from the fitment table's vehicle index.
 */
export async function relatedParts(ctx: Ctx<"db", "caches">, code: string): Promise<Product[]> {
  return cached(ctx, ["related-parts", code], async () => {
    const { rows } = await ctx.db.execute<{ item: string }>(sql`
      select other.item from fitment own
      join fitment other on other.year = own.year and other.make = own.make and other.model = own.model and other.item <> own.item
      where own.item = ${code}
      group by other.item
      order by count(*) desc, other.item
      limit ${RELATED_PARTS}`);
    return partsInOrder(
      ctx.db,
      rows.map((row) => row.item),
    );
  });
}
