import { sql } from "drizzle-orm";
import { facetFactsOf } from "../../../../domain/list-facets";
import type { Db } from "../../../db/client";
import type { FittedModel, IndexedPart } from "./listing";
import { CatalogIndex } from "./queries";

type Row = Record<string, unknown>;

function asPart(row: Row): IndexedPart {
  const facts = facetFactsOf({
    pricel: Number(row.pricel),
    onsale: row.onsale === true,
    promotional: row.promotional === true,
    onhand: Number(row.onhand),
    orderpt: Number(row.orderpt),
    special_price: row.special_price === null ? null : Number(row.special_price),
  });
  return {
    item: String(row.item),
    descrip: String(row.descrip),
    yearFrom: Number(row.year_from),
    yearEnd: Number(row.year_end),
    promotional: row.promotional === true,
    universal: row.universal === true,
    partType: row.part_type === null ? null : String(row.part_type),
    ...facts,
    createdAt: Number(row.created_ms),
  };
}

/** The columns of `parts p` the index reads: what lists filter and order by, and what the facets' rules read (decision 036). */
const PART_COLUMNS = sql`p.item, p.descrip, p.year_from, p.year_end, p.promotional, p.part_type, p.pricel, p.onsale, p.onhand, p.orderpt,
  (select sp.sale_price from special_prices sp where sp.item = p.item) as special_price, (extract(epoch from p.created_at) * 1000)::float8 as created_ms`;

/** Whether a part (the row of `parts p`) is universal: it has no fitment row (the fitment_item index answers). */
const UNIVERSAL = sql`not exists (select 1 from fitment f where f.item = p.item) as universal`;

/** The oldest transaction not yet finished now: every change of an older one is either visible or never will be. */
export const HORIZON_NOW = "pg_snapshot_xmin(pg_current_snapshot())::text";

/** The make grid's names, which a filter's make is matched to in any case. */
export async function makeNamesOf(db: Db): Promise<string[]> {
  return (await db.execute<{ make: string }>(sql`select make from makes`)).rows.map((row) => row.make);
}

/**
 * Reads the whole catalogue into a new index: the parts in item-code order (the database's own
 * ordering, a batch at a time keyed on the last code), which makes each fits, and the make grid's
 * names. Returns it with the transaction horizon taken before the read: changes of transactions
 * from that horizon on are read again by the first catch-up (see LiveCatalogIndex).
 */
export async function loadCatalogIndex(db: Db, batchSize = 20_000): Promise<{ index: CatalogIndex; horizon: bigint }> {
  const [{ horizon }] = (await db.execute<{ horizon: string }>(sql.raw(`select ${HORIZON_NOW} as horizon`))).rows as [{ horizon: string }];
  const parts: IndexedPart[] = [];
  let after: string | null = null;
  for (;;) {
    const from = after === null ? sql`` : sql`where p.item > ${after}`;
    const { rows } = await db.execute<Row>(sql`select ${PART_COLUMNS}, ${UNIVERSAL} from parts p ${from} order by p.item limit ${batchSize}`);
    for (const row of rows) parts.push(asPart(row));
    if (rows.length < batchSize) break;
    after = parts[parts.length - 1]!.item;
  }
  const fits = await db.execute<{ item: string; make: string }>(sql`select item, make from item_makes`);
  const fitted = await db.execute<{ item: string; make: string; model: string }>(sql`select distinct item, make, model from fitment`);
  const index = await CatalogIndex.of(parts, fits.rows, await makeNamesOf(db), fitted.rows);
  await db.execute(sql`delete from catalog_changes where changed_at < now() - interval '1 day'`);
  return { index, horizon: BigInt(horizon) };
}

/** The parts of some codes as they are now, with their makes and the models they fit; null for a code no part has. */
export async function partsNow(db: Db, codes: string[]): Promise<Map<string, (IndexedPart & { makes: string[]; models: FittedModel[] }) | null>> {
  const { rows } = await db.execute<Row>(sql`
    select ${PART_COLUMNS}, ${UNIVERSAL}, array(select im.make from item_makes im where im.item = p.item) as makes,
      coalesce((select json_agg(distinct jsonb_build_object('make', f.make, 'model', f.model)) from fitment f where f.item = p.item), '[]') as models
    from parts p where p.item in (${sql.join(
      codes.map((code) => sql`${code}`),
      sql`, `,
    )})`);
  const now = new Map<string, (IndexedPart & { makes: string[]; models: FittedModel[] }) | null>(codes.map((code) => [code, null]));
  for (const row of rows) now.set(String(row.item), { ...asPart(row), makes: row.makes as string[], models: row.models as FittedModel[] });
  return now;
}
