/** A large, deterministic catalogue for benchmarks: up to a million parts, loaded in big batches. */
import pg from "pg";
import type { Db } from "../client";
import { FITMENT_COLUMNS, fitmentRows, ITEM_MAKE_COLUMNS, insertRows, itemMakeRows, PART_COLUMNS, type Queryable } from "./bulk-insert";
import { seedShopContent } from "./demo";
import { buildPart, dressKind, type PartRow, pickKind, pickYears, seedDay } from "./part-generator";
import { hashText, SeededRandom } from "./random";
import { MAKE_PROFILES } from "./vehicles";

export const MAX_LARGE_ITEMS = 1_000_000;
const LARGE_SEED = 20_000_000;

/** Trigram indexes are rebuilt once after a big load instead of being updated row by row. */
const TRIGRAM_INDEXES = [
  { name: "parts_item_trgm", create: 'CREATE INDEX IF NOT EXISTS "parts_item_trgm" ON "parts" USING gin ("item" gin_trgm_ops)' },
  { name: "parts_descrip_trgm", create: 'CREATE INDEX IF NOT EXISTS "parts_descrip_trgm" ON "parts" USING gin ("descrip" gin_trgm_ops)' },
];

export interface LargeSeedOptions {
  items: number;
  /** Rows per INSERT statement. */
  chunkSize?: number;
  today?: Date;
  /** Drops and rebuilds the trigram indexes around the load; by default when loading 20,000 parts or more. */
  rebuildIndexes?: boolean;
  onProgress?: (event: LargeSeedProgress) => void;
}

export type LargeSeedProgress = { step: "parts"; done: number; total: number } | { step: "indexes" } | { step: "analyze" };

export interface LargeSeedResult {
  inserted: number;
  ms: number;
}

/** The part numbered index (0-based) of the large catalogue: the same part whatever else is loaded. */
export function largePart(index: number, day: Date): PartRow {
  const rng = new SeededRandom(hashText(`${LARGE_SEED}:${index}`));
  const profile = rng.weighted(MAKE_PROFILES, (p) => p.weight);
  const model = rng.pick(profile.models);
  const years = pickYears(rng, model);
  const kind = pickKind(rng, years[0], model.model);
  const side = kind.sided ? (rng.chance(0.5) ? "LH" : "RH") : null;
  const code = `${profile.prefix}${kind.group}-${String(index + 1).padStart(7, "0")}`;
  const part = buildPart(rng, { code, profile, model: model.model, years, kind, side, ...dressKind(rng, kind) }, day);
  const roll = rng.next();
  if (roll < 0.00025) part.featured = true;
  else if (roll < 0.0005) {
    part.popular = true;
    part.viewCount = rng.int(200, 4000);
  } else if (roll < 0.001) part.promotional = true;
  else if (roll < 0.00125) part.hotSale = true;
  else if (roll < 0.05125) part.onsale = true;
  return part;
}

async function withSession<T>(db: Db, work: (client: Queryable, kind: "postgres" | "embedded") => Promise<T>): Promise<T> {
  const driver = (db as Db & { $client: pg.Pool }).$client;
  const client = driver instanceof pg.Pool ? await driver.connect() : (driver as unknown as pg.PoolClient);
  try {
    const { rows } = await client.query("SELECT version() AS version");
    const kind = String(rows[0]?.version ?? "").includes("wasm") || String(rows[0]?.version ?? "").includes("emscripten") ? "embedded" : "postgres";
    return await work(client, kind);
  } finally {
    if (driver instanceof pg.Pool) client.release();
  }
}

/**
 * Loads parts 1..items of the large catalogue (with the shop's makes, banners and other content)
 * after whatever is there: parts already loaded are skipped, so a second run with a bigger N adds the rest.
 */
export async function seedLargeCatalogue(db: Db, options: LargeSeedOptions): Promise<LargeSeedResult> {
  const items = Math.floor(options.items);
  if (!(items >= 0 && items <= MAX_LARGE_ITEMS)) throw new RangeError(`--items must be between 0 and ${MAX_LARGE_ITEMS}`);
  const started = Date.now();
  const day = seedDay(options.today ?? new Date());
  const rebuild = options.rebuildIndexes ?? items >= 20_000;

  return withSession(db, async (client, kind) => {
    const chunkSize = options.chunkSize ?? (kind === "postgres" ? 10_000 : 5_000);
    if (kind === "postgres") {
      await client.query("SET synchronous_commit = off");
      await client.query("SET maintenance_work_mem = '256MB'");
    }
    await client.query("BEGIN");
    await seedShopContent(client, day);
    await client.query("COMMIT");

    if (rebuild) for (const index of TRIGRAM_INDEXES) await client.query(`DROP INDEX IF EXISTS "${index.name}"`);
    let inserted = 0;
    try {
      for (let start = 0; start < items; start += chunkSize) {
        const end = Math.min(items, start + chunkSize);
        const parts: PartRow[] = [];
        for (let i = start; i < end; i++) parts.push(largePart(i, day));
        await client.query("BEGIN");
        inserted += await insertRows(client, "parts", PART_COLUMNS, parts, { chunkSize, onConflict: "ON CONFLICT (item) DO NOTHING" });
        await insertRows(client, "item_makes", ITEM_MAKE_COLUMNS, itemMakeRows(parts), {
          chunkSize: chunkSize * 2,
          onConflict: "ON CONFLICT (make, item) DO NOTHING",
        });
        await insertRows(client, "fitment", FITMENT_COLUMNS, fitmentRows(parts), { chunkSize: chunkSize * 4, onConflict: "ON CONFLICT DO NOTHING" });
        await client.query("COMMIT");
        options.onProgress?.({ step: "parts", done: end, total: items });
      }
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      // Also restores indexes a load that was killed halfway left dropped.
      if (rebuild) options.onProgress?.({ step: "indexes" });
      for (const index of TRIGRAM_INDEXES) await client.query(index.create);
    }
    options.onProgress?.({ step: "analyze" });
    // VACUUM as well as ANALYZE: it marks the freshly loaded pages all-visible, so a make's list and its
    // count (with a year or text filter too) are true index-only scans of item_makes_listing, with no
    // visits to the table.
    await client.query("VACUUM (ANALYZE) parts");
    await client.query("VACUUM (ANALYZE) item_makes");
    await client.query("VACUUM (ANALYZE) fitment");
    return { inserted, ms: Date.now() - started };
  });
}
