import { sql } from "drizzle-orm";
import type { LowStockRow } from "../../../domain/contracts/admin";
import type { LowStockPart, LowStockReport, QuotesWaitingReport, WaitingQuote } from "../../../domain/contracts/reports";
import { fromCents } from "../../../domain/money";
import { ORDER_STATUS } from "../../../domain/orders";
import { reorderQuantity, storeDay } from "../../../domain/reports";
import type { Ctx } from "../../context";
import { allLowStockParts, lowStockParts } from "../catalog/service";

/** How many low-stock parts the screen lists (the CSV file holds them all). */
export const LOW_STOCK_ROWS = 50;

/** Every order waiting for the store's shipping quote (Pending for Quote) now, the longest waiting first, with how long each has waited. */
export async function quotesWaiting({ db }: Ctx<"db">): Promise<QuotesWaitingReport> {
  const { rows } = await db.execute<{
    order_num: string;
    placed_at: Date | string;
    name: string;
    email: string;
    subtotal_cents: number;
    waited_minutes: number;
  }>(sql`
    select o.order_num, o.created_at as placed_at,
      coalesce(nullif(o.bill_company, ''), nullif(trim(o.bill_forename || ' ' || o.bill_surname), ''), o.email) as name,
      o.email, o.subtotal_cents, floor(extract(epoch from (now() - o.created_at)) / 60)::int as waited_minutes
    from orders o
    where o.sales_status = ${ORDER_STATUS.pendingQuote}
    order by o.created_at asc, o.order_num asc`);
  const quotes: WaitingQuote[] = rows.map((row) => ({
    order_num: row.order_num,
    placed_at: new Date(row.placed_at).toISOString(),
    name: row.name,
    email: row.email,
    subtotal: fromCents(Number(row.subtotal_cents)),
    waited_minutes: Math.max(0, Number(row.waited_minutes)),
  }));
  return { asOf: storeDay(), count: quotes.length, longestMinutes: quotes[0]?.waited_minutes ?? 0, rows: quotes };
}

const withReorder = (row: LowStockRow): LowStockPart => ({ ...row, reorder: reorderQuantity(row.onhand, row.orderpt) });

/** Parts at or below their reorder point now (the furthest below it first, the first 50) and how many to reorder of each. */
export async function lowStock(ctx: Ctx<"db">): Promise<LowStockReport> {
  const { count, rows } = await lowStockParts(ctx, LOW_STOCK_ROWS);
  return { asOf: storeDay(), count, rows: rows.map(withReorder) };
}

/** Every part at or below its reorder point, with its quantity to reorder, a batch at a time. */
export async function* allLowStock(ctx: Ctx<"db">): AsyncGenerator<LowStockPart[]> {
  for await (const batch of allLowStockParts(ctx)) yield batch.map(withReorder);
}
