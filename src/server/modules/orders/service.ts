import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { AdminOrderDetail, AdminOrderList, AdminOrderListQuery, AdminOrderRow, Dashboard } from "../../../domain/contracts/admin";
import type { HistoryRow, OneOrderReply, OrderAddress, PendingRow } from "../../../domain/contracts/buying";
import { formatCents, fromCents } from "../../../domain/money";
import {
  CART_EMPTY,
  canMove,
  cartAlreadyPaid,
  dealerOrderAlreadyConfirmed,
  HISTORY_STATUSES,
  isDeletable,
  ORDER_STATUS,
  type OrderStatus,
  orderBeingCancelled,
  orderBeingPaid,
  PENDING_STATUSES,
  quoteAlreadyRequested,
  requoteWhilePaying,
  staffStatusLabel,
} from "../../../domain/orders";
import { PAGE_SIZE, pageCount } from "../../../domain/pager";
import type { TaxPart } from "../../../domain/tax";
import { type OrderTotals, orderTaxLines, orderTaxRate, totalsOf } from "../../../domain/totals";
import type { AppCaches } from "../../caches";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { afterCommit, withTransaction } from "../../db/transaction";
import { AppError, notFound } from "../../errors";
import type { Mailer } from "../../integrations/mail/mailer";
import type { Payments } from "../../integrations/payments/create-gateway";
import { audit, auditHistory } from "../audit/service";
import type { CatalogContext } from "../catalog/service";
import { lockStock, takeStock } from "../catalog/service";
import { storeDetails } from "../content/service";
import { cancellationUnderWay, claimRefund, pendingAttemptOf, runRefund } from "../payments/service";
import { orderLines, orders } from "./schema";

/** Who an order belongs to. */
export interface OrderOwner {
  kind: "customer" | "dealer";
  id: number;
}

/** An order line as it is recorded: the part, the quantity and the price charged (cents). */
export interface RecordedLine {
  item: string;
  descrip: string;
  make: string;
  qty: number;
  unitCents: number;
}

/** What an order records besides its lines: money, destination, addresses, notes. */
export interface OrderDetails {
  totals: OrderTotals;
  /** The taxes of the order's destination, as totals were computed with them. */
  taxParts: TaxPart[];
  shippingDays: number | null;
  addressId: number;
  pickup: boolean;
  notes: string;
  ship: OrderAddress;
  bill: OrderAddress;
  email: string;
}

/** An order as the orders table holds it. */
export type OrderRow = typeof orders.$inferSelect;
/** An order line as the order_lines table holds it. */
export type OrderLineRow = typeof orderLines.$inferSelect;

const ownedBy = (owner: OrderOwner) => and(eq(orders.ownerKind, owner.kind), eq(orders.ownerId, owner.id));

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

/** A new, unique order number that is never reused. */
async function nextOrderNumber(tx: Db): Promise<string> {
  const result = await tx.execute<{ n: string | number }>(sql`select nextval('order_numbers') as n`);
  return String(result.rows[0]!.n);
}

/** Reserves an order number for the card flow (status 1), before anything is charged. */
export async function reserveOrderNumber(db: Db, owner: OrderOwner, email: string): Promise<string> {
  return withTransaction(db, async (tx) => {
    const orderNum = await nextOrderNumber(tx);
    await tx.insert(orders).values({ orderNum, ownerKind: owner.kind, ownerId: owner.id, salesStatus: ORDER_STATUS.reserved, email });
    return orderNum;
  });
}

/** Records a new order in a starting state (a quote request, a dealer's confirmed order) with its lines, in the caller's transaction. */
export async function createOrder(tx: Db, owner: OrderOwner, status: OrderStatus, lines: readonly RecordedLine[], details: OrderDetails): Promise<string> {
  const orderNum = await nextOrderNumber(tx);
  await tx.insert(orders).values({ orderNum, ownerKind: owner.kind, ownerId: owner.id, salesStatus: status, email: details.email });
  await writeOrder(tx, orderNum, lines, details);
  return orderNum;
}

/** The order, locked for the rest of the caller's transaction; 404 unless it belongs to the owner. */
export async function lockOrder(tx: Db, owner: OrderOwner, orderNum: string): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderNum, orderNum), ownedBy(owner)))
    .for("update");
  if (!row) throw notFound(`Order ${orderNum}`);
  return row;
}

/**
 * Reserved order numbers older than `hours`, each with its owner (at most 500 a call), for the
 * housekeeping job that releases those whose payment never started.
 */
export async function abandonedReservations(db: Db, hours: number): Promise<{ orderNum: string; owner: OrderOwner }[]> {
  const rows = await db
    .select({ orderNum: orders.orderNum, kind: orders.ownerKind, id: orders.ownerId })
    .from(orders)
    .where(and(eq(orders.salesStatus, ORDER_STATUS.reserved), lt(orders.createdAt, sql`now() - make_interval(hours => ${hours})`)))
    .limit(500);
  return rows.map((row) => ({ orderNum: row.orderNum, owner: { kind: row.kind, id: row.id } }));
}

/**
 * The owner's latest order placed from their cart since `since` (a paid card or PayPal order, a quote
 * request, a dealer's confirmed order), if any: what a repeated payment or confirmation of the same
 * cart is told it became. A paid quote counts from when it was asked for.
 */
export async function latestOrderFromCart(tx: Db, owner: OrderOwner, since: Date | SQL, excluding?: string): Promise<{ orderNum: string; status: OrderStatus } | null> {
  const placedAt = sql`case when ${orders.quotedAt} is null and ${orders.paidAt} is not null and ${orders.ownerKind} = 'customer' then ${orders.paidAt} else ${orders.createdAt} end`;
  const [row] = await tx
    .select({ orderNum: orders.orderNum, status: orders.salesStatus })
    .from(orders)
    .where(
      and(
        ownedBy(owner),
        sql`${orders.salesStatus} not in (${ORDER_STATUS.reserved}, ${ORDER_STATUS.cancelled})`,
        sql`${placedAt} >= ${since}`,
        excluding ? sql`${orders.orderNum} <> ${excluding}` : undefined,
      ),
    )
    .orderBy(desc(placedAt))
    .limit(1);
  return row ? { orderNum: row.orderNum, status: row.status as OrderStatus } : null;
}

/** The first of `orderNums` that belongs to the owner (other than `excluding`), if any. */
export async function ownedOrderAmong(tx: Db, owner: OrderOwner, orderNums: readonly string[], excluding: string): Promise<string | null> {
  const candidates = orderNums.filter((orderNum) => orderNum !== excluding);
  if (candidates.length === 0) return null;
  const [row] = await tx
    .select({ orderNum: orders.orderNum })
    .from(orders)
    .where(and(ownedBy(owner), inArray(orders.orderNum, candidates)))
    .limit(1);
  return row?.orderNum ?? null;
}

/** How long after a cart became an order a second request of the same cart is told which order it became. */
const REPEAT_WINDOW = sql`now() - interval '10 minutes'`;

/**
 * Why a cart found empty cannot be ordered: when the owner's cart became an order since `since` (by
 * default the last ten minutes), the request is a repeat of it (another tab, a double click, a retry
 * after a lost answer) and is told that order's number (409 ALREADY_PLACED); otherwise 'Your cart is empty'.
 */
export async function emptyCartRefusal(tx: Db, owner: OrderOwner, options: { since?: Date; excluding?: string } = {}): Promise<AppError> {
  const placed = await latestOrderFromCart(tx, owner, options.since ?? REPEAT_WINDOW, options.excluding);
  if (!placed) return new AppError("CONFLICT", CART_EMPTY);
  const fields = { order_num: placed.orderNum };
  if (isDeletable(placed.status)) return new AppError("ALREADY_PLACED", quoteAlreadyRequested(placed.orderNum), fields);
  if (owner.kind === "dealer") return new AppError("ALREADY_PLACED", dealerOrderAlreadyConfirmed(placed.orderNum), fields);
  return new AppError("ALREADY_PLACED", cartAlreadyPaid(placed.orderNum), fields);
}

/** Writes an order's lines (replacing any) and its money, destination and addresses, in the caller's transaction. */
export async function writeOrder(tx: Db, orderNum: string, lines: readonly RecordedLine[], details: OrderDetails): Promise<void> {
  await tx.delete(orderLines).where(eq(orderLines.orderNum, orderNum));
  if (lines.length > 0) {
    await tx.insert(orderLines).values(lines.map((line, index) => ({ orderNum, lineNo: index + 1, item: line.item, descrip: line.descrip, make: line.make, qty: line.qty, unitCents: line.unitCents })));
  }
  const { ship, bill } = details;
  await tx
    .update(orders)
    .set({
      subtotalCents: details.totals.subtotalCents,
      shippingCents: details.totals.shippingCents,
      taxCents: details.totals.taxCents,
      totalCents: details.totals.totalCents,
      taxRate: orderTaxRate(details.taxParts),
      taxParts: details.taxParts,
      shippingDays: details.shippingDays,
      addressId: details.addressId,
      pickup: details.pickup,
      notes: details.notes,
      email: details.email,
      shipForename: ship.forename,
      shipSurname: ship.surname,
      shipCompany: ship.company,
      shipAddress: ship.address,
      shipCity: ship.city,
      shipState: ship.state,
      shipZipcode: ship.zipcode,
      shipCountry: ship.country,
      shipTel: ship.tel,
      billForename: bill.forename,
      billSurname: bill.surname,
      billCompany: bill.company,
      billAddress: bill.address,
      billCity: bill.city,
      billState: bill.state,
      billZipcode: bill.zipcode,
      billCountry: bill.country,
      billTel: bill.tel,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.orderNum, orderNum));
}

/** The lines of an order, in order. */
export async function linesOf(tx: Db, orderNum: string) {
  return tx.select().from(orderLines).where(eq(orderLines.orderNum, orderNum)).orderBy(asc(orderLines.lineNo));
}

/**
 * Moves an order to another state, in the caller's transaction, if the move is one the shop allows
 * (domain/orders canMove): the one place an order's state changes. 409 otherwise.
 */
export async function moveOrder(tx: Db, orderNum: string, to: OrderStatus, changes: Partial<typeof orders.$inferInsert> = {}): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNum, orderNum)).for("update");
  if (!row) throw notFound(`Order ${orderNum}`);
  if (!canMove(row.salesStatus as OrderStatus, to)) throw new AppError("CONFLICT", `Order ${orderNum} cannot go from status ${row.salesStatus} to ${to}.`);
  const [moved] = await tx
    .update(orders)
    .set({ ...changes, salesStatus: to, updatedAt: sql`now()` })
    .where(eq(orders.orderNum, orderNum))
    .returning();
  return moved!;
}

/**
 * Takes the stock of an order's lines in the caller's transaction. Customers' orders take only what
 * is on hand (409 OUT_OF_STOCK naming the parts otherwise); dealers may order beyond stock, and what
 * was not on hand is recorded on the line as back-order.
 */
export async function takeOrderStock(ctx: CatalogContext, tx: Db, orderNum: string, owner: OrderOwner): Promise<void> {
  const lines = await linesOf(tx, orderNum);
  const pending = lines.filter((line) => !line.stockTaken);
  if (pending.length === 0) return;
  if (owner.kind === "dealer") {
    const left = await lockStock(tx, pending.map((line) => line.item));
    for (const line of pending) {
      const available = left.get(line.item) ?? 0;
      const backorder = Math.max(0, line.qty - available);
      left.set(line.item, Math.max(0, available - line.qty));
      await tx.update(orderLines).set({ backorder }).where(and(eq(orderLines.orderNum, orderNum), eq(orderLines.lineNo, line.lineNo)));
    }
  }
  const short = await takeStock(ctx, tx, pending.map((line) => ({ item: line.item, quantity: line.qty })), { allowBackorder: owner.kind === "dealer" });
  if (short.length > 0) {
    const names = short.map((line) => line.item).join(", ");
    throw new AppError("OUT_OF_STOCK", `Not enough stock left of ${names}. Please change the quantity in your cart.`, Object.fromEntries(short.map((line) => [line.item, "Quantity exceeds available stock"])));
  }
  await tx
    .update(orderLines)
    .set({ stockTaken: true })
    .where(and(eq(orderLines.orderNum, orderNum), inArray(orderLines.lineNo, pending.map((line) => line.lineNo))));
}

/** Gives back the stock an order's lines took (a cancelled order, a failed payment), in the caller's transaction. */
export async function returnOrderStock(ctx: CatalogContext, tx: Db, orderNum: string): Promise<void> {
  const taken = (await linesOf(tx, orderNum)).filter((line) => line.stockTaken);
  if (taken.length === 0) return;
  await takeStock(ctx, tx, taken.map((line) => ({ item: line.item, quantity: -(line.qty - line.backorder) })), { allowBackorder: true });
  await tx.update(orderLines).set({ stockTaken: false, backorder: 0 }).where(eq(orderLines.orderNum, orderNum));
  afterCommit(tx, () => ctx.caches?.invalidate("stock"));
}

const dateOf = (at: Date) => at.toISOString();

function historyRowOf(row: OrderRow): HistoryRow {
  return {
    order_num: row.orderNum,
    date_order: dateOf(row.createdAt),
    track_num: row.trackNum,
    courier: row.courier,
    tracking_url: trackingUrl(row.courier, row.trackNum),
    subtotal: fromCents(row.subtotalCents),
    total: fromCents(row.totalCents),
  };
}

/** The owner's Order History (paid, confirmed, shipped) and Pending Orders (quotes: 3 and 5), newest first. */
export async function orderHistory(db: Db, owner: OrderOwner): Promise<{ history: HistoryRow[]; pending: PendingRow[] }> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(ownedBy(owner), inArray(orders.salesStatus, [...HISTORY_STATUSES, ...PENDING_STATUSES])))
    .orderBy(desc(orders.createdAt), desc(orders.orderNum));
  return {
    history: rows.filter((row) => (HISTORY_STATUSES as readonly number[]).includes(row.salesStatus)).map(historyRowOf),
    pending: rows.filter((row) => (PENDING_STATUSES as readonly number[]).includes(row.salesStatus)).map((row) => ({ ...historyRowOf(row), sales_status: row.salesStatus })),
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
function orderView(row: OrderRow, lines: Awaited<ReturnType<typeof linesOf>>): OneOrderReply {
  return {
    oneOrder: lines.map((line) => ({ descrip: line.descrip, item: line.item, make: line.make, qty: line.qty, price: fromCents(line.unitCents), backorder: line.backorder })),
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
    },
    address: addressOf(row, "ship"),
    billing: addressOf(row, "bill"),
  };
}

/** One order of the owner's (or any order, for staff: owner null) with its lines (spec: oneOrder, somast, address); 404 for anyone else's or a bare reserved number. */
export async function oneOrder(db: Db, owner: OrderOwner | null, orderNum: string): Promise<OneOrderReply> {
  const [row] = await db
    .select()
    .from(orders)
    .where(owner ? and(eq(orders.orderNum, orderNum), ownedBy(owner)) : eq(orders.orderNum, orderNum));
  if (!row || row.salesStatus === ORDER_STATUS.reserved || row.salesStatus === ORDER_STATUS.cancelled) throw notFound(`Order ${orderNum}`);
  return orderView(row, await linesOf(db, orderNum));
}

/** Deletes a pending quote (3 or 5) of the owner's: it becomes cancelled, its number is never reused; 404 for anyone else's, 409 for an order past quoting. */
export async function deletePendingOrder(ctx: CatalogContext, owner: OrderOwner, orderNum: string): Promise<void> {
  await withTransaction(ctx.db, async (tx) => {
    const row = await lockOrder(tx, owner, orderNum);
    if (!isDeletable(row.salesStatus)) throw new AppError("CONFLICT", `Order ${orderNum} is not a pending order and cannot be deleted.`);
    if (await pendingAttemptOf(tx, orderNum)) throw new AppError("IN_PROGRESS", orderBeingPaid(orderNum));
    await returnOrderStock(ctx, tx, orderNum);
    await moveOrder(tx, orderNum, ORDER_STATUS.cancelled, { cancelledReason: "Deleted by the customer" });
  });
}

/**
 * The store quotes an oversize order's shipping (staff): the shipping and days are set, tax and total
 * recomputed at the order's destination rate, and it becomes Pending for Reply (5), payable from
 * Pending Orders; the customer is mailed a link to pay. A quoted order may be quoted again.
 */
export async function quoteShipping(
  deps: { db: Db; config: Pick<Config, "store" | "publicUrl">; mail: Mailer },
  orderNum: string,
  quote: { shippingCents: number; days: number },
  actor: string,
): Promise<void> {
  if (!Number.isInteger(quote.shippingCents) || quote.shippingCents < 0) throw new AppError("INVALID", "Shipping must be an amount of 0 or more.", { shipping: "Shipping must be an amount of 0 or more." });
  await withTransaction(deps.db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.orderNum, orderNum)).for("update");
    if (!order) throw notFound(`Order ${orderNum}`);
    if (order.salesStatus !== ORDER_STATUS.pendingQuote && order.salesStatus !== ORDER_STATUS.pendingReply) throw new AppError("CONFLICT", `Order ${orderNum} is not waiting for a shipping quote.`);
    // The customer pays the total they were shown: while a payment is open, the total stays as it is.
    if (await pendingAttemptOf(tx, orderNum)) throw new AppError("IN_PROGRESS", requoteWhilePaying(orderNum));
    const { taxCents, totalCents } = totalsOf(order.subtotalCents, quote.shippingCents, order.taxParts);
    await moveOrder(tx, orderNum, ORDER_STATUS.pendingReply, { shippingCents: quote.shippingCents, taxCents, totalCents, shippingDays: quote.days, quotedAt: new Date() });
    await audit(tx, {
      actor,
      action: "order.quote",
      target: `order:${orderNum}`,
      details: { before: { status: order.salesStatus, shippingCents: order.shippingCents, totalCents: order.totalCents }, after: { status: ORDER_STATUS.pendingReply, shippingCents: quote.shippingCents, totalCents } },
    });
    const link = `${deps.config.publicUrl}/pending-order-details?so=${encodeURIComponent(orderNum)}&id=${order.ownerId}`;
    const store = await storeDetails(deps, tx);
    await deps.mail.enqueue(tx, {
      to: order.email,
      subject: `Your shipping quote for order ${orderNum} is ready`,
      text: `Hello,\n\nWe have quoted the shipping of your order ${orderNum}: ${fromCents(quote.shippingCents).toFixed(2)} CAD, about ${quote.days} business days. With tax, your order's total is ${fromCents(totalCents).toFixed(2)} CAD.\n\nYou can review and pay it here:\n${link}\n\n${store.name}\nPhone ${store.phone}`,
    });
  });
}

/** A dealer's last order and how many orders they have placed (the Dealer Profile). */
export async function dealerOrderSummary(db: Db, dealerId: number): Promise<{ recentOrder: { order_num: string; date_order: string; total: number } | null; orderCount: number }> {
  const owner: OrderOwner = { kind: "dealer", id: dealerId };
  const placed = and(ownedBy(owner), inArray(orders.salesStatus, [...HISTORY_STATUSES]));
  const [last] = await db.select().from(orders).where(placed).orderBy(desc(orders.createdAt), desc(orders.orderNum)).limit(1);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(placed);
  return { recentOrder: last ? { order_num: last.orderNum, date_order: dateOf(last.createdAt), total: fromCents(last.totalCents) } : null, orderCount: counted?.n ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// The staff console

const ownerName = (row: OrderRow) => row.billCompany || `${row.billForename} ${row.billSurname}`.trim() || row.email;

/** The console's order list: filtered by status, dates (inclusive, store days), a customer or dealer (name, e-mail, company) or order number; newest first, 20 a page. Bare reserved numbers are left out unless asked for. */
export async function listOrdersForStaff(db: Db, query: AdminOrderListQuery): Promise<AdminOrderList> {
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
const SOLD: readonly OrderStatus[] = [ORDER_STATUS.paid, ORDER_STATUS.dealerConfirmed, ORDER_STATUS.shipped];

/**
 * The dashboard's orders: today's (Toronto time; not reserved numbers nor cancelled orders), what the
 * sold ones come to, and the quote requests waiting for the store, oldest first.
 */
export async function ordersDashboard(db: Db): Promise<Pick<Dashboard, "today" | "quotesWaiting">> {
  const placedToday = and(
    gte(orders.createdAt, sql`(now() at time zone 'America/Toronto')::date::timestamp at time zone 'America/Toronto'`),
    sql`${orders.salesStatus} not in (${ORDER_STATUS.reserved}, ${ORDER_STATUS.cancelled})`,
  );
  const [today] = await db
    .select({ count: sql<number>`count(*)::int`, soldCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${inArray(orders.salesStatus, [...SOLD])}), 0)::bigint` })
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
export async function orderForStaff(db: Db, orderNum: string, paid: { provider: string; status: string; amountCents: number; refundedCents: number; reference: string | null; cardBrand: string | null; cardLast4: string | null; createdAt: Date }[]): Promise<AdminOrderDetail> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNum, orderNum));
  if (!row) throw notFound(`Order ${orderNum}`);
  return {
    // Staff see every order, a reserved or cancelled one too, in the same shape as its owner does.
    ...orderView(row, await linesOf(db, orderNum)),
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
    history: await auditHistory(db, `order:${orderNum}`),
  };
}

/** Staff mark a paid or dealer-confirmed order shipped (9) with its courier and waybill; the customer is mailed the tracking link. */
export async function markShipped(deps: { db: Db; config: Pick<Config, "store" | "publicUrl">; mail: Mailer }, orderNum: string, shipment: { courier: string; waybill: string }, actor: string): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.orderNum, orderNum)).for("update");
    if (!before) throw notFound(`Order ${orderNum}`);
    if (before.salesStatus !== ORDER_STATUS.paid && before.salesStatus !== ORDER_STATUS.dealerConfirmed) throw new AppError("CONFLICT", `Order ${orderNum} is ${staffStatusLabel(before.salesStatus).toLowerCase()}: only a paid or confirmed order can be shipped.`);
    if (await cancellationUnderWay(tx, orderNum)) throw new AppError("IN_PROGRESS", orderBeingCancelled(orderNum));
    await moveOrder(tx, orderNum, ORDER_STATUS.shipped, { courier: shipment.courier, trackNum: shipment.waybill, shippedAt: new Date() });
    await audit(tx, { actor, action: "order.ship", target: `order:${orderNum}`, details: { before: { status: before.salesStatus, trackNum: before.trackNum }, after: { status: ORDER_STATUS.shipped, courier: shipment.courier, trackNum: shipment.waybill } } });
    const link = trackingUrl(shipment.courier, shipment.waybill);
    const store = await storeDetails(deps, tx);
    await deps.mail.enqueue(tx, {
      to: before.email,
      subject: `Your order ${orderNum} has shipped`,
      text: `Hello,\n\nYour order ${orderNum} is on its way with ${shipment.courier}, waybill ${shipment.waybill}.\n\nTrack it here: ${link}\n\n${store.name}\nPhone ${store.phone}`,
    });
  });
}

/** Locks an order for a staff change; 409 unless it may still be cancelled and no payment of it is under way. */
async function lockCancellable(tx: Db, orderNum: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNum, orderNum)).for("update");
  if (!order) throw notFound(`Order ${orderNum}`);
  if (!canMove(order.salesStatus as OrderStatus, ORDER_STATUS.cancelled)) throw new AppError("CONFLICT", `Order ${orderNum} is ${staffStatusLabel(order.salesStatus).toLowerCase()} and cannot be cancelled.`);
  if (await pendingAttemptOf(tx, orderNum)) throw new AppError("IN_PROGRESS", orderBeingPaid(orderNum));
  return order;
}

/**
 * Staff cancel an order with a reason, as steps: under the order's lock, what is left of its payment
 * is claimed for a refund (nothing for an unpaid order); the provider gives it back; then its stock
 * goes back, it becomes cancelled (0), its number is never reused, and the customer is mailed why.
 * Cancels asked at once refund once: the others are told the order is being (or was) cancelled. A
 * refund the provider refuses leaves the order as it was.
 */
export async function cancelOrderByStaff(
  deps: { db: Db; caches?: AppCaches; mail: Mailer; config: Pick<Config, "store">; payments: Payments },
  orderNum: string,
  reason: string,
  actor: string,
): Promise<void> {
  await runRefund(
    deps,
    async (tx) => {
      await lockCancellable(tx, orderNum);
      return claimRefund(tx, { orderNum, amountCents: "rest", reason: `Cancelled: ${reason}`, actor, purpose: "cancel" });
    },
    async (tx, refund) => {
      const before = await lockCancellable(tx, orderNum);
      await returnOrderStock({ db: deps.db, caches: deps.caches }, tx, orderNum);
      await moveOrder(tx, orderNum, ORDER_STATUS.cancelled, { cancelledReason: reason });
      await audit(tx, {
        actor,
        action: "order.cancel",
        target: `order:${orderNum}`,
        details: { reason, refundedCents: refund?.amountCents ?? 0, before: { status: before.salesStatus }, after: { status: ORDER_STATUS.cancelled } },
      });
      const store = await storeDetails(deps, tx);
      const refunded = refund ? `\n\nWe refunded ${formatCents(refund.amountCents)} to the card or PayPal account it came from; it may take a few days to show.` : "";
      await deps.mail.enqueue(tx, {
        to: before.email,
        subject: `Your order ${orderNum} was cancelled`,
        text: `Hello,\n\nWe cancelled your order ${orderNum}: ${reason}${refunded}\n\n${store.name}\nPhone ${store.phone}`,
      });
    },
  );
}
