import { asc, desc, eq, sql } from "drizzle-orm";
import type { Product, RandomNewProducts } from "../../../domain/contracts/catalog";
import type { Ctx } from "../../context";
import { cached, type PartRow, productColumns, toProduct } from "./product-answers";
import { makes, parts } from "./schema";

export const CAROUSEL_SIZE = 12;

export const PROMOTIONAL_LIMIT = 24;

export const HOT_SALE_LIMIT = 24;

/** New Arrival: the newest parts of one make picked at random among the makes that have parts. */
export async function randomNewProducts(ctx: Ctx<"db", "caches">): Promise<RandomNewProducts> {
  const candidates = await cached(ctx, ["makes-with-parts"], async () => {
    const rows = await ctx.db.select({ make: makes.make }).from(makes).where(sql`exists (select 1 from item_makes im where im.make = makes.make)`);
    return rows.map((row) => row.make);
  });
  const make = candidates[Math.floor(Math.random() * candidates.length)];
  if (make === undefined) return { random_items: [], random_make: "" };
  return cached(
    ctx,
    ["newest", make],
    async () => {
      // The make's newest twelve from item_makes_newest (make, created_at, item): no sort of the make's every part.
      const newest = sql`(select im.item, im.part_created_at from item_makes im where im.make = ${make} order by im.part_created_at desc nulls last, im.item limit ${CAROUSEL_SIZE}) newest`;
      const rows = await ctx.db
        .select(productColumns)
        .from(parts)
        .innerJoin(newest, sql`newest.item = ${parts.item}`)
        .orderBy(sql`newest.part_created_at desc`, asc(parts.item));
      return { random_items: rows.map(toProduct), random_make: make };
    },
    "costly",
  );
}

function flagged(ctx: Ctx<"db", "caches">, name: string, load: () => Promise<PartRow[]>): Promise<Product[]> {
  return cached(ctx, [name], async () => (await load()).map(toProduct));
}

/** Most Popular: popular parts, most viewed first. */
export async function listPopular(ctx: Ctx<"db", "caches">): Promise<Product[]> {
  return flagged(ctx, "popular", () =>
    ctx.db.select(productColumns).from(parts).where(eq(parts.popular, true)).orderBy(desc(parts.viewCount), asc(parts.item)).limit(CAROUSEL_SIZE),
  );
}

/** Featured parts: the home page's On Discount carousel. */
export async function listFeatured(ctx: Ctx<"db", "caches">): Promise<Product[]> {
  return flagged(ctx, "featured", () =>
    ctx.db.select(productColumns).from(parts).where(eq(parts.featured, true)).orderBy(asc(parts.item)).limit(CAROUSEL_SIZE),
  );
}

/** Parts flagged hot sale. */
export async function listHotSale(ctx: Ctx<"db", "caches">): Promise<Product[]> {
  return flagged(ctx, "hot-sale", () =>
    ctx.db.select(productColumns).from(parts).where(eq(parts.hotSale, true)).orderBy(asc(parts.item)).limit(HOT_SALE_LIMIT),
  );
}

/** Parts flagged promotional, unfiltered (the Hot Deals page's filtered list is searchPromotional). */
export async function listPromotional(ctx: Ctx<"db", "caches">): Promise<Product[]> {
  return flagged(ctx, "promotional", () =>
    ctx.db.select(productColumns).from(parts).where(eq(parts.promotional, true)).orderBy(asc(parts.item)).limit(PROMOTIONAL_LIMIT),
  );
}
