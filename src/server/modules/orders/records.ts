import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { OrderAddress } from "../../../domain/contracts/buying";
import { ORDER_STATUS, type OrderStatus, statusesMovableTo } from "../../../domain/orders";
import type { TaxPart } from "../../../domain/tax";
import { type OrderTotals, orderTaxRate } from "../../../domain/totals";
import type { Ctx } from "../../context";
import { AppError, notFound } from "../../errors";
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
  /** A dealer's purchase-order number; customers' orders have none. */
  poNumber?: string | null;
  /** The dealer's buyer who placed it, and their name then (decision 041); none when the account's administrator did. */
  buyer?: { id: number; name: string } | null;
  ship: OrderAddress;
  bill: OrderAddress;
  email: string;
}

/** An order as the orders table holds it. */
export type OrderRow = typeof orders.$inferSelect;

/** An order line as the order_lines table holds it. */
export type OrderLineRow = typeof orderLines.$inferSelect;

/** The orders of one owner. */
export const ownedBy = (owner: OrderOwner) => and(eq(orders.ownerKind, owner.kind), eq(orders.ownerId, owner.id));

/** A new, unique order number that is never reused, taken by the insert that records the order (one statement, no transaction of its own). */
const nextOrderNumber = sql<string>`nextval('order_numbers')::text`;

/** Reserves an order number for the card flow (status 1), before anything is charged. */
export async function reserveOrderNumber(ctx: Ctx<"db">, owner: OrderOwner, email: string): Promise<string> {
  const [row] = await ctx.db
    .insert(orders)
    .values({ orderNum: nextOrderNumber, ownerKind: owner.kind, ownerId: owner.id, salesStatus: ORDER_STATUS.reserved, email })
    .returning({ orderNum: orders.orderNum });
  return row!.orderNum;
}

/** Records a new order in a starting state (a quote request, a dealer's confirmed order) with its lines, in the caller's transaction; answers its number and the lines as written. */
export async function createOrder(
  tx: Ctx<"db">,
  owner: OrderOwner,
  status: OrderStatus,
  lines: readonly RecordedLine[],
  details: OrderDetails,
): Promise<{ orderNum: string; lines: OrderLineRow[] }> {
  const [row] = await tx.db
    .insert(orders)
    .values({
      orderNum: nextOrderNumber,
      ownerKind: owner.kind,
      ownerId: owner.id,
      salesStatus: status,
      email: details.email,
      buyerId: details.buyer?.id ?? null,
      buyerName: details.buyer?.name ?? null,
    })
    .returning({ orderNum: orders.orderNum });
  const orderNum = row!.orderNum;
  return { orderNum, lines: await writeOrder(tx, orderNum, lines, details) };
}

/** The order, locked for the rest of the caller's transaction; 404 unless it belongs to the owner. */
export async function lockOrder({ db: tx }: Ctx<"db">, owner: OrderOwner, orderNum: string): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderNum, orderNum), ownedBy(owner)))
    .for("update");
  if (!row) throw notFound("order", orderNum);
  return row;
}

/** One order of the owner's (any order for staff: owner null) as its row holds it, unlocked; 404 for anyone else's. */
export async function ownedOrder({ db }: Ctx<"db">, owner: OrderOwner | null, orderNum: string): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(owner ? and(eq(orders.orderNum, orderNum), ownedBy(owner)) : eq(orders.orderNum, orderNum));
  if (!row) throw notFound("order", orderNum);
  return row;
}

/** The e-mail each of the given orders was placed with, by order number (the staff console's lists). */
export async function orderEmails({ db }: Ctx<"db">, orderNums: readonly string[]): Promise<Map<string, string>> {
  if (orderNums.length === 0) return new Map();
  const rows = await db
    .select({ orderNum: orders.orderNum, email: orders.email })
    .from(orders)
    .where(inArray(orders.orderNum, [...orderNums]));
  return new Map(rows.map((row) => [row.orderNum, row.email]));
}

/** Writes an order's lines (replacing any) and its money, destination and addresses, in the caller's transaction; answers the lines as written. */
export async function writeOrder({ db: tx }: Ctx<"db">, orderNum: string, lines: readonly RecordedLine[], details: OrderDetails): Promise<OrderLineRow[]> {
  await tx.delete(orderLines).where(eq(orderLines.orderNum, orderNum));
  let written: OrderLineRow[] = [];
  if (lines.length > 0) {
    written = await tx
      .insert(orderLines)
      .values(
        lines.map((line, index) => ({
          orderNum,
          lineNo: index + 1,
          item: line.item,
          descrip: line.descrip,
          make: line.make,
          qty: line.qty,
          unitCents: line.unitCents,
        })),
      )
      .returning();
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
      poNumber: details.poNumber ?? null,
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
  return written.sort((a, b) => a.lineNo - b.lineNo);
}

/** The lines of an order, in order. */
export async function linesOf({ db }: Ctx<"db">, orderNum: string) {
  return db.select().from(orderLines).where(eq(orderLines.orderNum, orderNum)).orderBy(asc(orderLines.lineNo));
}

/**
 * Moves an order to another state, in the caller's transaction, if the move is one the shop allows
 * (domain/orders canMove): the one place an order's state changes. 409 otherwise.
 */
export async function moveOrder(
  { db: tx }: Ctx<"db">,
  orderNum: string,
  to: OrderStatus,
  changes: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  // One statement: the update takes the order's lock, and PostgreSQL checks its state again on the
  // row as it is once any transaction that held the lock has ended, so two moves at once never both pass.
  const [moved] = await tx
    .update(orders)
    .set({ ...changes, salesStatus: to, updatedAt: sql`now()` })
    .where(and(eq(orders.orderNum, orderNum), inArray(orders.salesStatus, statusesMovableTo(to))))
    .returning();
  if (moved) return moved;
  const [row] = await tx.select({ salesStatus: orders.salesStatus }).from(orders).where(eq(orders.orderNum, orderNum));
  if (!row) throw notFound("order", orderNum);
  throw new AppError("CONFLICT", { key: "errors.order.cannotMove", values: { id: orderNum, from: row.salesStatus, to } });
}

/**
 * Reserved order numbers older than `hours`, each with its owner (at most 500 a call), for the
 * housekeeping job that releases those whose payment never started.
 */
export async function abandonedReservations({ db }: Ctx<"db">, hours: number): Promise<{ orderNum: string; owner: OrderOwner }[]> {
  const rows = await db
    .select({ orderNum: orders.orderNum, kind: orders.ownerKind, id: orders.ownerId })
    .from(orders)
    .where(and(eq(orders.salesStatus, ORDER_STATUS.reserved), lt(orders.createdAt, sql`now() - make_interval(hours => ${hours})`)))
    .limit(500);
  return rows.map((row) => ({ orderNum: row.orderNum, owner: { kind: row.kind, id: row.id } }));
}
