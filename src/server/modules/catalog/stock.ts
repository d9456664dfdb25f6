import { asc, inArray, type SQL, sql } from "drizzle-orm";
import type { LowStockRow } from "../../../domain/contracts/admin";
import type { Ctx } from "../../context";
import { afterCommit } from "../../db/transaction";
import { parts } from "./schema";

/** The stock on hand of parts, locked for the rest of the caller's transaction (what an order is about to take). */
export async function lockStock({ db: tx }: Ctx<"db">, items: readonly string[]): Promise<Map<string, number>> {
  if (items.length === 0) return new Map();
  const rows = await tx
    .select({ item: parts.item, onhand: parts.onhand })
    .from(parts)
    .where(inArray(parts.item, [...new Set(items)]))
    .orderBy(asc(parts.item))
    .for("update");
  return new Map(rows.map((row) => [row.item, row.onhand]));
}

/** A change of stock on hand: `quantity` units of `item` taken (an order) or, when negative, returned (a cancellation). */
export interface StockChange {
  item: string;
  quantity: number;
}

/**
 * Takes stock in the caller's transaction, so an order and its stock are one step: each line is taken
 * only if that many are on hand (unless back-orders are allowed, as for dealers: stock then stops at
 * 0). Returns the lines that could not be taken (empty when all were); the caller decides what a
 * shortfall means. Catalogue answers are invalidated once the transaction commits.
 */
export async function takeStock(
  { db: tx, caches }: Ctx<"db", "caches">,
  changes: readonly StockChange[],
  options: { allowBackorder: boolean },
): Promise<StockChange[]> {
  const short: StockChange[] = [];
  const byItem = new Map<string, number>();
  for (const change of changes) byItem.set(change.item, (byItem.get(change.item) ?? 0) + change.quantity);
  for (const [item, quantity] of [...byItem].sort(([a], [b]) => a.localeCompare(b))) {
    const taken = options.allowBackorder
      ? await tx.execute(sql`update parts set onhand = greatest(onhand - ${quantity}, 0) where item = ${item} returning onhand`)
      : await tx.execute(sql`update parts set onhand = onhand - ${quantity} where item = ${item} and onhand >= ${quantity} returning onhand`);
    if (taken.rows.length === 0) short.push({ item, quantity });
  }
  afterCommit(tx, () => caches?.invalidate("stock"));
  return short;
}

/** A part low on stock: at or below its reorder point (domain/reports isLowStock; above it, shoppers get the promo price). */
const LOW = sql`${parts.onhand} <= ${parts.orderpt}`;
const GAP = sql<number>`${parts.onhand} - ${parts.orderpt}`;
const LOW_COLUMNS = { item: parts.item, descrip: parts.descrip, make: parts.make, onhand: parts.onhand, orderpt: parts.orderpt, onshpeta: parts.onshpeta };

/** Parts at or below their reorder point, the furthest below it first (the dashboard and Reports show the first few and how many there are). */
export async function lowStockParts({ db }: Ctx<"db">, limit: number): Promise<{ count: number; rows: LowStockRow[] }> {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(parts).where(LOW);
  const rows = await db.select(LOW_COLUMNS).from(parts).where(LOW).orderBy(asc(GAP), asc(parts.item)).limit(limit);
  return { count: counted?.n ?? 0, rows };
}

/** Every part at or below its reorder point in the same order, a batch at a time (a CSV file of a large catalogue is never held whole). */
export async function* allLowStockParts({ db }: Ctx<"db">, batchSize = 1000): AsyncGenerator<LowStockRow[]> {
  let after: { gap: number; item: string } | null = null;
  for (;;) {
    const from: SQL = after ? sql`and (${GAP}, ${parts.item}) > (${after.gap}, ${after.item})` : sql``;
    const rows = await db
      .select({ ...LOW_COLUMNS, gap: GAP })
      .from(parts)
      .where(sql`${LOW} ${from}`)
      .orderBy(asc(GAP), asc(parts.item))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(({ gap: _gap, ...row }) => row);
    const last = rows[rows.length - 1]!;
    after = { gap: Number(last.gap), item: last.item };
    if (rows.length < batchSize) return;
  }
}
