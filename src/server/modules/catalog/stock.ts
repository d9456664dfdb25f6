import { asc, inArray, sql } from "drizzle-orm";
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

/** Parts on hand below their reorder point, the emptiest first (the dashboard shows the first few and how many there are). */
export async function lowStockParts({ db }: Ctx<"db">, limit: number): Promise<{ count: number; rows: LowStockRow[] }> {
  const low = sql`${parts.onhand} < ${parts.orderpt}`;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(parts).where(low);
  const rows = await db
    .select({ item: parts.item, descrip: parts.descrip, make: parts.make, onhand: parts.onhand, orderpt: parts.orderpt, onshpeta: parts.onshpeta })
    .from(parts)
    .where(low)
    .orderBy(asc(sql`${parts.onhand} - ${parts.orderpt}`), asc(parts.item))
    .limit(limit);
  return { count: counted?.n ?? 0, rows };
}
