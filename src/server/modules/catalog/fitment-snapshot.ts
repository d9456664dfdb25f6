import { sql } from "drizzle-orm";
import type { KnownVehicle, VehicleVocabulary } from "../../../domain/search-vehicle-words";
import type { Ctx } from "../../context";
import { vocabularyOf } from "./search-words";

/**
 * What each server keeps of the fitment table, for one value of fitment_version (migration 0023: a
 * number taken from a sequence by statement triggers on every write to fitment, so no two states of
 * the table ever share it, even across a rolled-back transaction). Every read first asks the version
 * (one row), so a change is seen on the next request on every server, as the search index sees the
 * catalogue's; what was read for the version before is dropped whole.
 *
 * Kept: the vehicles fitment names (with their models by year and make), the vocabulary a search's
 * words are read with (those vehicles, and the synonyms and make aliases staff keep, whose writes
 * move the same version: decision 038). Which parts fit a vehicle the search index answers (decision 045).
 */
export interface FitmentSnapshot {
  vehicles(): Promise<readonly KnownVehicle[]>;
  /** The vehicles with the search words, as domain/search-vehicle-words lays them out; one object per version. */
  vocabulary(): Promise<VehicleVocabulary>;
  /** The models of a make (upper case) in a model year, as the shop spells them, or none. */
  models(year: number, make: string): Promise<readonly string[]>;
}

interface Kept {
  version: string;
  snapshot: FitmentSnapshot;
}

const kept = new WeakMap<object, Kept>();

/**
 * The fitment as it is now, for the database (or transaction) of ctx. Requests that ask while a read
 * of the version is under way share it (a vehicle page asks three times): a fitment change committed
 * during that read is seen from the next read on.
 */
export async function fitmentSnapshot(ctx: Ctx<"db">): Promise<FitmentSnapshot> {
  const version = await currentVersion(ctx);
  // No row (a database emptied by hand): nothing says when fitment moves, so nothing is kept.
  if (version === null) return snapshotOf(ctx);
  const known = kept.get(ctx.db);
  if (known?.version === version) return known.snapshot;
  const snapshot = snapshotOf(ctx);
  kept.set(ctx.db, { version, snapshot });
  return snapshot;
}

const versionReads = new WeakMap<object, Promise<string | null>>();

function currentVersion(ctx: Ctx<"db">): Promise<string | null> {
  let read = versionReads.get(ctx.db);
  if (!read) {
    read = ctx.db
      .execute<{ version: number | string }>(sql`select version from fitment_version where id = 1`)
      .then(({ rows }) => (rows[0] ? String(rows[0].version) : null))
      .finally(() => versionReads.delete(ctx.db));
    versionReads.set(ctx.db, read);
  }
  return read;
}

function snapshotOf(ctx: Ctx<"db">): FitmentSnapshot {
  let vehicles: Promise<readonly KnownVehicle[]> | null = null;
  let modelsOf: Promise<Map<string, string[]>> | null = null;
  let vocabulary: Promise<VehicleVocabulary> | null = null;
  const readVehicles = () => {
    vehicles ??= readKnownVehicles(ctx).catch((error: unknown) => {
      vehicles = null;
      throw error;
    });
    return vehicles;
  };
  return {
    vehicles: readVehicles,
    vocabulary() {
      vocabulary ??= readVehicles()
        .then((vehicles) => vocabularyOf(ctx, vehicles))
        .catch((error: unknown) => {
          vocabulary = null;
          throw error;
        });
      return vocabulary;
    },
    async models(year, make) {
      modelsOf ??= readVehicles().then((list) => {
        const byYearAndMake = new Map<string, string[]>();
        for (const vehicle of list) {
          const key = `${vehicle.year}|${vehicle.make}`;
          const models = byYearAndMake.get(key) ?? [];
          models.push(vehicle.model);
          byYearAndMake.set(key, models);
        }
        return byYearAndMake;
      });
      return (await modelsOf).get(`${year}|${make}`) ?? [];
    },
  };
}

async function readKnownVehicles(ctx: Ctx<"db">): Promise<readonly KnownVehicle[]> {
  const { rows } = await ctx.db.execute<{ year: number; make: string; model: string; parts: number }>(
    // Parts, not rows: a part may fit one vehicle by several rows (submodels, engines). Counted in the
    // vehicle index's own order (an index-only scan, no sort), then the few thousand vehicles sorted:
    // grouped in the answer's order, the fitment rows were sorted on disk (4.4 s against 1.4 s at 2.9 million rows).
    sql`select * from (select year, make, model, count(distinct item)::int as parts from fitment group by year, make, model) vehicles
        order by year desc, make, model`,
  );
  return rows.map((row) => ({ year: Number(row.year), make: row.make, model: row.model, parts: Number(row.parts) }));
}
