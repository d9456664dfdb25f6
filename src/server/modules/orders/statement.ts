import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ORDER_STATUS } from "../../../domain/orders";
import type { Ctx } from "../../context";
import { orders } from "./schema";

/** The orders a dealer's statement counts: confirmed (7) and shipped (9). */
const ON_STATEMENT = [ORDER_STATUS.dealerConfirmed, ORDER_STATUS.shipped];
/** An order's month and day in the store's time zone. */
const storeMonth = sql<string>`to_char(${orders.createdAt} at time zone 'America/Toronto', 'YYYY-MM')`;
const storeDay = sql<string>`to_char(${orders.createdAt} at time zone 'America/Toronto', 'YYYY-MM-DD')`;

const dealersOrders = (dealerId: number) => and(eq(orders.ownerKind, "dealer"), eq(orders.ownerId, dealerId), inArray(orders.salesStatus, ON_STATEMENT));

/** A dealer's confirmed orders by month (store time), newest month first: how many, and their subtotal, tax and total in cents. */
export async function dealerStatementMonths({ db }: Ctx<"db">, dealerId: number) {
  return db
    .select({
      month: storeMonth,
      orders: sql<number>`count(*)::int`,
      subtotalCents: sql<number>`sum(${orders.subtotalCents})::bigint`.mapWith(Number),
      taxCents: sql<number>`sum(${orders.taxCents})::bigint`.mapWith(Number),
      totalCents: sql<number>`sum(${orders.totalCents})::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(dealersOrders(dealerId))
    .groupBy(storeMonth)
    .orderBy(sql`1 desc`);
}

/** A dealer's confirmed orders of one month (YYYY-MM, store time), oldest first. */
export async function dealerStatementOrders({ db }: Ctx<"db">, dealerId: number, month: string) {
  return db
    .select({
      orderNum: orders.orderNum,
      day: storeDay,
      poNumber: orders.poNumber,
      subtotalCents: orders.subtotalCents,
      taxCents: orders.taxCents,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(and(dealersOrders(dealerId), sql`${storeMonth} = ${month}`))
    .orderBy(asc(orders.createdAt), asc(orders.orderNum));
}
