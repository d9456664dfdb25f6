import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { HistoryRow, OneOrderReply, OrderAddress, PendingRow } from "../../../domain/contracts/buying";
import { fromCents } from "../../../domain/money";
import { HISTORY_STATUSES, ORDER_STATUS, PENDING_STATUSES } from "../../../domain/orders";
import { orderTaxLines } from "../../../domain/totals";
import type { Ctx } from "../../context";
import { notFound } from "../../errors";
import { linesOf, type OrderOwner, type OrderRow, ownedBy } from "./records";
import { orders } from "./schema";

/** Courier tracking pages by waybill. */
export function trackingUrl(courier: string | null, waybill: string | null): string | null {
  if (!waybill) return null;
  const code = encodeURIComponent(waybill);
  switch ((courier ?? "").toLowerCase()) {
    case "purolator":
      return `https://www.purolator.com/en/shipping/tracker?pin=${code}`;
    case "ups":
      return `https://www.ups.com/track?tracknum=${code}`;
    case "fedex":
      return `https://www.fedex.com/fedextrack/?trknbr=${code}`;
    case "dhl":
      return `https://www.dhl.com/ca-en/home/tracking.html?tracking-id=${code}`;
    default:
      return `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${code}`;
  }
}

/** An order's time as the answers carry it (ISO 8601). */
export const dateOf = (at: Date) => at.toISOString();

function historyRowOf(row: OrderRow): HistoryRow {
  return {
    order_num: row.orderNum,
    date_order: dateOf(row.createdAt),
    track_num: row.trackNum,
    courier: row.courier,
    tracking_url: trackingUrl(row.courier, row.trackNum),
    subtotal: fromCents(row.subtotalCents),
    total: fromCents(row.totalCents),
    po_number: row.poNumber,
  };
}

/** The owner's Order History (paid, confirmed, shipped) and Pending Orders (quotes: 3 and 5), newest first. */
export async function orderHistory({ db }: Ctx<"db">, owner: OrderOwner): Promise<{ history: HistoryRow[]; pending: PendingRow[] }> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(ownedBy(owner), inArray(orders.salesStatus, [...HISTORY_STATUSES, ...PENDING_STATUSES])))
    .orderBy(desc(orders.createdAt), desc(orders.orderNum));
  return {
    history: rows.filter((row) => (HISTORY_STATUSES as readonly number[]).includes(row.salesStatus)).map(historyRowOf),
    pending: rows
      .filter((row) => (PENDING_STATUSES as readonly number[]).includes(row.salesStatus))
      .map((row) => ({ ...historyRowOf(row), sales_status: row.salesStatus })),
  };
}

/** An order's shipping or billing address as its row holds it. */
export function addressOf(row: OrderRow, prefix: "ship" | "bill"): OrderAddress {
  const field = <K extends string>(name: K) => row[`${prefix}${name}` as keyof OrderRow] as string;
  return {
    forename: field("Forename"),
    surname: field("Surname"),
    company: (row[`${prefix}Company`] as string | null) ?? null,
    address: field("Address"),
    city: field("City"),
    state: field("State"),
    zipcode: field("Zipcode"),
    country: field("Country"),
    tel: field("Tel"),
  };
}

/** An order's tax by component as receipts, mails and documents show it, summing to its tax. */
export function taxLinesReply(row: Pick<OrderRow, "subtotalCents" | "shippingCents" | "taxParts">): { name: string; rate: number; amount: number }[] {
  return orderTaxLines(row, row.taxParts).map((line) => ({ name: line.name, rate: line.rate, amount: fromCents(line.cents) }));
}

/** An order and its lines in the spec's shape (oneOrder, somast, address, billing), as its owner and staff read it. */
export function orderView(row: OrderRow, lines: Awaited<ReturnType<typeof linesOf>>): OneOrderReply {
  return {
    oneOrder: lines.map((line) => ({
      descrip: line.descrip,
      item: line.item,
      make: line.make,
      qty: line.qty,
      price: fromCents(line.unitCents),
      backorder: line.backorder,
    })),
    somast: {
      order_num: row.orderNum,
      date_order: dateOf(row.createdAt),
      subtotal: fromCents(row.subtotalCents),
      shipping: fromCents(row.shippingCents),
      tax: fromCents(row.taxCents),
      tax_lines: taxLinesReply(row),
      total: fromCents(row.totalCents),
      shipping_days: row.shippingDays,
      address: row.addressId,
      pickup: row.pickup,
      notes: row.notes,
      sales_status: row.salesStatus,
      track_num: row.trackNum,
      courier: row.courier,
      tracking_url: trackingUrl(row.courier, row.trackNum),
      paid_with: row.paidWith,
      po_number: row.poNumber,
      buyer: row.buyerName,
    },
    address: addressOf(row, "ship"),
    billing: addressOf(row, "bill"),
  };
}

/** One order of the owner's (or any order, for staff: owner null) with its lines (spec: oneOrder, somast, address); 404 for anyone else's or a bare reserved number. */
export async function oneOrder(ctx: Ctx<"db">, owner: OrderOwner | null, orderNum: string): Promise<OneOrderReply> {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(owner ? and(eq(orders.orderNum, orderNum), ownedBy(owner)) : eq(orders.orderNum, orderNum));
  if (!row || row.salesStatus === ORDER_STATUS.reserved || row.salesStatus === ORDER_STATUS.cancelled) throw notFound("order", orderNum);
  return orderView(row, await linesOf(ctx, orderNum));
}

/** A dealer's last order and how many orders they have placed (the Dealer Profile). */
export async function dealerOrderSummary(
  { db }: Ctx<"db">,
  dealerId: number,
): Promise<{ recentOrder: { order_num: string; date_order: string; total: number } | null; orderCount: number }> {
  const owner: OrderOwner = { kind: "dealer", id: dealerId };
  const placed = and(ownedBy(owner), inArray(orders.salesStatus, [...HISTORY_STATUSES]));
  const [last] = await db.select().from(orders).where(placed).orderBy(desc(orders.createdAt), desc(orders.orderNum)).limit(1);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(placed);
  return {
    recentOrder: last ? { order_num: last.orderNum, date_order: dateOf(last.createdAt), total: fromCents(last.totalCents) } : null,
    orderCount: counted?.n ?? 0,
  };
}
