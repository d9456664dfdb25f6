import { asc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { ItemDetail, Product } from "../../../domain/contracts/catalog";
import { fitKeysOf } from "../../../domain/fitment";
import type { Ctx } from "../../context";
import type { Db } from "../../db/client";
import { notFound } from "../../errors";
import { BatchLoader } from "../../lib/batch-loader";
import { cached, columnsButFits, escapeLike, productColumns, productOf, toProduct } from "./product-answers";
import { parts } from "./schema";

// Correlated subqueries name their tables outright: drizzle leaves columns unqualified in a single-table select list.
// The part's fitment is read once, in rows: its product answer's runs of years are made from them (productOf).
const detailColumns = {
  ...columnsButFits,
  itemMakes: sql<
    { make: string; row_id: number }[]
  >`(select coalesce(json_agg(json_build_object('make', im.make, 'row_id', im.row_id) order by im.row_id), '[]'::json) from item_makes im where im.item = parts.item)`,
  fitment: sql<
    { year: number; make: string; model: string; submodel: string | null; engine: string | null }[]
  >`(select coalesce(json_agg(json_build_object('year', f.year, 'make', f.make, 'model', f.model, 'submodel', f.submodel, 'engine', f.engine) order by f.make, f.model, f.year, f.submodel nulls first, f.engine nulls first), '[]'::json) from fitment f where f.item = parts.item)`,
};

type DetailRow = Awaited<ReturnType<ReturnType<typeof prepareExactItems>["execute"]>>[number];

function prepareExactItems(db: Db) {
  return db
    .select(detailColumns)
    .from(parts)
    .where(sql`${parts.item} = any(${sql.placeholder("codes")})`)
    .prepare("catalog_items_exact");
}

const exactItemLoaders = new WeakMap<Db, BatchLoader<string, DetailRow>>();

/**
 * The quick view's lookup by exact code. The statement is prepared once per database (PGlite and
 * PostgreSQL then skip parsing and planning it), and the codes asked for together go in one query:
 * fifty shoppers opening quick views at once cost a round trip or two, not fifty.
 */
function exactItem(db: Db): BatchLoader<string, DetailRow> {
  let loader = exactItemLoaders.get(db);
  if (!loader) {
    const statement = prepareExactItems(db);
    loader = new BatchLoader(async (codes) => new Map((await statement.execute({ codes })).map((row) => [row.item, row])));
    exactItemLoaders.set(db, loader);
  }
  return loader;
}

/** The quick view of one part by its item code (exact code first, else the same code in another case). */
export async function itemDetail(ctx: Ctx<"db", "caches">, code: string): Promise<ItemDetail> {
  return cached(
    ctx,
    ["item", code],
    async () => {
      const { db } = ctx;
      let row = await exactItem(db).load(code);
      if (!row) {
        [row] = await db
          .select(detailColumns)
          .from(parts)
          .where(ilike(parts.item, escapeLike(code)))
          .orderBy(asc(parts.item))
          .limit(1);
      }
      if (!row) throw notFound("item", code);
      const { itemMakes: makesOfItem, fitment, ...part } = row;
      return { singleItem: productOf(part, fitKeysOf(fitment)), item_makes: makesOfItem, fitment };
    },
    "live",
  );
}

/** Records that a shopper opened a part: one views row and one more on the part's view count. */
export async function recordView({ db }: Ctx<"db">, code: string): Promise<void> {
  // One statement: the count and the views row are one atomic step and one round trip.
  const recorded = await db.execute(
    sql`with viewed as (update parts set view_count = view_count + 1 where item = ${code} returning item) insert into views (item) select item from viewed returning item`,
  );
  if (recorded.rows.length === 0) throw notFound("item", code);
}

/** A part's description by exact code (what its generated picture shows), or null. */
export async function partDescription({ db }: Ctx<"db">, code: string): Promise<string | null> {
  const [row] = await db.select({ descrip: parts.descrip }).from(parts).where(eq(parts.item, code));
  return row?.descrip ?? null;
}

/** What the store needs to know about a part a shopper asks about; null when there is no such part. */
export async function partFacts({ db }: Ctx<"db">, code: string) {
  const [part] = await db
    .select({
      item: parts.item,
      descrip: parts.descrip,
      make: parts.make,
      yearFrom: parts.yearFrom,
      yearEnd: parts.yearEnd,
      onhand: parts.onhand,
      onshpeta: parts.onshpeta,
      oversize: parts.oversize,
    })
    .from(parts)
    .where(eq(parts.item, code));
  return part ?? null;
}

/** Parts by code (as given, or in upper case as the shop writes codes), as product answers carry them; codes with no part are left out. */
export async function productsByCode({ db }: Ctx<"db">, codes: readonly string[]): Promise<Product[]> {
  if (codes.length === 0) return [];
  const wanted = [...new Set(codes.flatMap((code) => [code, code.toUpperCase()]))];
  const rows = await db.select(productColumns).from(parts).where(inArray(parts.item, wanted)).orderBy(asc(parts.item));
  return rows.map(toProduct);
}
