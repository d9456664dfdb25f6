import { and, asc, eq, sql } from "drizzle-orm";
import { returnNumber } from "../../../domain/returns";
import type { Ctx } from "../../context";
import { orderReturns } from "./schema";

/** A credit's month and day in the store's time zone: when its parts were received. */
const storeMonth = sql<string>`to_char(${orderReturns.receivedAt} at time zone 'America/Toronto', 'YYYY-MM')`;
const storeDay = sql<string>`to_char(${orderReturns.receivedAt} at time zone 'America/Toronto', 'YYYY-MM-DD')`;

const dealersCredits = (dealerId: number) => and(eq(orderReturns.ownerKind, "dealer"), eq(orderReturns.ownerId, dealerId), eq(orderReturns.status, "credited"));

/** What a dealer's credited returns take off each month of their statement (store time), in cents: the parts less fees, the tax, the whole. */
export async function dealerCreditMonths({ db }: Ctx<"db">, dealerId: number) {
  return db
    .select({
      month: storeMonth,
      credits: sql<number>`count(*)::int`,
      subtotalCents: sql<number>`sum(${orderReturns.goodsCents} - ${orderReturns.feeCents})::bigint`.mapWith(Number),
      taxCents: sql<number>`sum(${orderReturns.taxCents})::bigint`.mapWith(Number),
      totalCents: sql<number>`sum(${orderReturns.refundCents})::bigint`.mapWith(Number),
    })
    .from(orderReturns)
    .where(dealersCredits(dealerId))
    .groupBy(storeMonth);
}

/** A dealer's credited returns of one month (YYYY-MM, store time), oldest first, in cents. */
export async function dealerCreditsOfMonth({ db }: Ctx<"db">, dealerId: number, month: string) {
  const rows = await db
    .select({
      id: orderReturns.id,
      orderNum: orderReturns.orderNum,
      day: storeDay,
      subtotalCents: sql<number>`${orderReturns.goodsCents} - ${orderReturns.feeCents}`.mapWith(Number),
      taxCents: orderReturns.taxCents,
      totalCents: orderReturns.refundCents,
    })
    .from(orderReturns)
    .where(and(dealersCredits(dealerId), sql`${storeMonth} = ${month}`))
    .orderBy(asc(orderReturns.receivedAt), asc(orderReturns.id));
  return rows.map((row) => ({ ...row, rma: returnNumber(row.id) }));
}
