import { sql } from "drizzle-orm";
import type { LowStockRow } from "../../../domain/contracts/admin";
import type { LowStockPart, LowStockReport, QuotesWaitingReport, WaitingQuote } from "../../../domain/contracts/reports";
import { fromCents } from "../../../domain/money";
import { ORDER_STATUS } from "../../../domain/orders";
import { OPEN_BACKORDER_STATUSES, reorderQuantity, storeDay } from "../../../domain/reports";
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

/** The units of each part that dealers have on back-order now: the back-ordered part of the lines of orders still owed (domain OPEN_BACKORDER_STATUSES). */
async function backorderedUnits({ db }: Ctx<"db">, items: readonly string[]): Promise<Map<string, number>> {
  if (items.length === 0) return new Map();
  const { rows } = await db.execute<{ item: string; units: string }>(sql`
    select l.item, sum(l.backorder)::bigint as units
    from order_lines l join orders o on o.order_num = l.order_num
    where o.sales_status = any(${sql.param([...OPEN_BACKORDER_STATUSES])}::smallint[]) and l.backorder > 0
      and l.item = any(${sql.param([...items])}::text[])
    group by l.item`);
  return new Map(rows.map((row) => [row.item, Number(row.units)]));
}

/** Low-stock parts with the units on back-order and the quantity to reorder of each (domain reorderQuantity). */
async function withReorder(ctx: Ctx<"db">, rows: readonly LowStockRow[]): Promise<LowStockPart[]> {
  const owed = await backorderedUnits(
    ctx,
    rows.map((row) => row.item),
  );
  return rows.map((row) => {
    const backordered = owed.get(row.item) ?? 0;
    return { ...row, backordered, reorder: reorderQuantity(row.onhand, row.orderpt, backordered) };
  });
}

/** Parts at or below their reorder point now (the furthest below it first, the first 50) and how many to reorder of each, dealers' back-orders included. */
export async function lowStock(ctx: Ctx<"db">): Promise<LowStockReport> {
  const { count, rows } = await lowStockParts(ctx, LOW_STOCK_ROWS);
  return { asOf: storeDay(), count, rows: await withReorder(ctx, rows) };
}

/** Every part at or below its reorder point, with its back-ordered units and quantity to reorder, a batch at a time. */
export async function* allLowStock(ctx: Ctx<"db">): AsyncGenerator<LowStockPart[]> {
  for await (const batch of allLowStockParts(ctx)) yield withReorder(ctx, batch);
}
