import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { AdminOrderDetail, AdminOrderList, AdminOrderListQuery, AdminOrderRow, Dashboard } from "../../../domain/contracts/admin";
import { fromCents } from "../../../domain/money";
import { ORDER_STATUS, staffStatusLabel } from "../../../domain/orders";
import { PAGE_SIZE, pageCount } from "../../../domain/pager";
import { SALE_STATUSES } from "../../../domain/reports";
import type { Ctx } from "../../context";
import { notFound } from "../../errors";
import { auditHistory } from "../audit/service";
import { linesOf, type OrderRow } from "./records";
import { orders } from "./schema";
import { dateOf, orderView } from "./views";

// ---------------------------------------------------------------------------------------------
// The staff console

const ownerName = (row: OrderRow) => row.billCompany || `${row.billForename} ${row.billSurname}`.trim() || row.email;

/** The console's order list: filtered by status, dates (inclusive, store days), a customer or dealer (name, e-mail, company, PO number, buyer) or order number; newest first, 20 a page. Bare reserved numbers are left out unless asked for. */
export async function listOrdersForStaff({ db }: Ctx<"db">, query: AdminOrderListQuery): Promise<AdminOrderList> {
  const where: SQL[] = [];
  if (query.status !== undefined) where.push(eq(orders.salesStatus, query.status));
  else where.push(sql`${orders.salesStatus} <> ${ORDER_STATUS.reserved}`);
  if (query.from) where.push(gte(orders.createdAt, sql`(${query.from}::date)::timestamp at time zone 'America/Toronto'`));
  if (query.to) where.push(lt(orders.createdAt, sql`((${query.to}::date + 1)::timestamp at time zone 'America/Toronto')`));
  if (query.orderNum) where.push(eq(orders.orderNum, query.orderNum));
  if (query.ownerKind) where.push(eq(orders.ownerKind, query.ownerKind));
  if (query.ownerId) where.push(eq(orders.ownerId, query.ownerId));
  if (query.who) {
    const pattern = `%${query.who.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(orders.email, pattern),
        ilike(orders.poNumber, pattern),
        ilike(orders.buyerName, pattern),
        ilike(orders.billCompany, pattern),
        ilike(sql`${orders.billForename} || ' ' || ${orders.billSurname}`, pattern),
        ilike(sql`${orders.shipForename} || ' ' || ${orders.shipSurname}`, pattern),
      )!,
    );
  }
  const filter = and(...where);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(filter);
  const total = counted?.n ?? 0;
  const rows = await db
    .select()
    .from(orders)
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.orderNum))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    rows: rows.map(adminOrderRowOf),
    total,
    page: query.page,
    per_page: PAGE_SIZE,
    last_page: pageCount(total),
  };
}

function adminOrderRowOf(row: typeof orders.$inferSelect): AdminOrderRow {
  return {
    order_num: row.orderNum,
    date_order: dateOf(row.createdAt),
    owner_kind: row.ownerKind,
    owner_id: row.ownerId,
    name: ownerName(row),
    email: row.email,
    sales_status: row.salesStatus,
    status_label: staffStatusLabel(row.salesStatus),
    total: fromCents(row.totalCents),
    track_num: row.trackNum,
    paid_with: row.paidWith,
  };
}

const DASHBOARD_ROWS = 10;

/**
 * The dashboard's orders: today's (Toronto time; not reserved numbers nor cancelled orders), what the
 * sold ones come to, and the quote requests waiting for the store, oldest first.
 */
export async function ordersDashboard({ db }: Ctx<"db">): Promise<Pick<Dashboard, "today" | "quotesWaiting">> {
  const placedToday = and(
    gte(orders.createdAt, sql`(now() at time zone 'America/Toronto')::date::timestamp at time zone 'America/Toronto'`),
    sql`${orders.salesStatus} not in (${ORDER_STATUS.reserved}, ${ORDER_STATUS.cancelled})`,
  );
  const [today] = await db
    .select({
      count: sql<number>`count(*)::int`,
      soldCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${inArray(orders.salesStatus, [...SALE_STATUSES])}), 0)::bigint`,
    })
    .from(orders)
    .where(placedToday);
  const todayRows = await db.select().from(orders).where(placedToday).orderBy(desc(orders.createdAt)).limit(DASHBOARD_ROWS);
  const waiting = eq(orders.salesStatus, ORDER_STATUS.pendingQuote);
  const [quotes] = await db.select({ count: sql<number>`count(*)::int` }).from(orders).where(waiting);
  const quoteRows = await db.select().from(orders).where(waiting).orderBy(asc(orders.createdAt)).limit(DASHBOARD_ROWS);
  return {
    today: { count: today?.count ?? 0, sales: fromCents(Number(today?.soldCents ?? 0)), rows: todayRows.map(adminOrderRowOf) },
    quotesWaiting: { count: quotes?.count ?? 0, rows: quoteRows.map(adminOrderRowOf) },
  };
}

/** An order as staff see it: lines, money and addresses, who placed it, its payments and refunds, and what was done to it. */
export async function orderForStaff(
  ctx: Ctx<"db">,
  orderNum: string,
  paid: {
    provider: string;
    status: string;
    amountCents: number;
    refundedCents: number;
    reference: string | null;
    cardBrand: string | null;
    cardLast4: string | null;
    createdAt: Date;
  }[],
): Promise<AdminOrderDetail> {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNum, orderNum));
  if (!row) throw notFound("order", orderNum);
  return {
    // Staff see every order, a reserved or cancelled one too, in the same shape as its owner does.
    ...orderView(row, await linesOf(ctx, orderNum)),
    owner: { kind: row.ownerKind, id: row.ownerId, name: ownerName(row), email: row.email },
    status_label: staffStatusLabel(row.salesStatus),
    payments: paid.map((payment) => ({
      provider: payment.provider,
      status: payment.status,
      amount: fromCents(payment.amountCents),
      refunded: fromCents(payment.refundedCents),
      reference: payment.reference,
      card: payment.cardBrand && payment.cardLast4 ? `${payment.cardBrand} ending ${payment.cardLast4}` : null,
      at: payment.createdAt.toISOString(),
    })),
    history: await auditHistory(ctx, `order:${orderNum}`),
  };
}
