import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { OrderReturnsReply, RequestReturnBody, ReturnView } from "../../../domain/contracts/returns";
import { fromCents } from "../../../domain/money";
import { isPlaced } from "../../../domain/orders";
import { holdsLines, isReturnable, RETURN_STATUSES, returnAmounts, returnableQty, returnDeadline } from "../../../domain/returns";
import { type Ctx, inTransaction } from "../../context";
import { AppError, fieldRefusal, notFound } from "../../errors";
import { audit } from "../audit/service";
import { linesOf, lockOrder, type OrderOwner, type OrderRow, ownedOrder } from "../orders/service";
import { mailReturn, returnViewOf, returnViews } from "./records";
import { orderReturnLines, orderReturns } from "./schema";

/** The statuses whose returns hold their order's lines: a refused return gives its parts back to the order. */
const HOLDING = RETURN_STATUSES.filter(holdsLines);

/** How many of each line of an order the returns not refused already hold, by line number. */
async function heldByLine({ db }: Ctx<"db">, orderNum: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineNo: orderReturnLines.lineNo, qty: sql<number>`sum(${orderReturnLines.qty})::int` })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturns.orderNum, orderNum), inArray(orderReturns.status, HOLDING)))
    .groupBy(orderReturnLines.lineNo);
  return new Map(rows.map((row) => [row.lineNo, row.qty]));
}

/** An order's returns, newest first. */
async function returnsOfOrder(ctx: Ctx<"db">, orderNum: string): Promise<ReturnView[]> {
  const rows = await ctx.db.select().from(orderReturns).where(eq(orderReturns.orderNum, orderNum)).orderBy(asc(orderReturns.id));
  return (await returnViews(ctx, rows)).reverse();
}

/** A placed order of the owner's, or 404 (anyone else's, a quote, a cancelled order). */
function placedOrNotFound(order: OrderRow, orderNum: string): OrderRow {
  if (!isPlaced(order.salesStatus)) throw notFound("order", orderNum);
  return order;
}

/**
 * GET /api/orders/:so/returns: an order's returns and what of it may still come back, for its customer or
 * dealer (404 for anyone else), with the order's taxes so the page can show the refund before asking.
 */
export async function orderReturnsFor(ctx: Ctx<"db">, owner: OrderOwner, orderNum: string, now = new Date()): Promise<OrderReturnsReply> {
  const order = placedOrNotFound(await ownedOrder(ctx, owner, orderNum), orderNum);
  const [held, lines, returns] = await Promise.all([heldByLine(ctx, orderNum), linesOf(ctx, orderNum), returnsOfOrder(ctx, orderNum)]);
  return {
    order_num: orderNum,
    date_order: order.createdAt.toISOString(),
    deadline: returnDeadline(order.createdAt).toISOString(),
    open: isReturnable({ status: order.salesStatus, invoiceDate: order.createdAt }, now),
    credit: order.ownerKind === "dealer",
    tax_parts: order.taxParts,
    lines: lines.map((line) => ({
      line_no: line.lineNo,
      item: line.item,
      descrip: line.descrip,
      qty: line.qty,
      price: fromCents(line.unitCents),
      returnable: returnableQty(line.qty, held.get(line.lineNo) ?? 0),
    })),
    returns,
  };
}

/**
 * POST /api/returns: the order's customer or dealer asks to return lines of a paid, confirmed or shipped
 * order within 30 days of its invoice, with a reason. Under the order's lock, so requests made at once
 * never hold more of a line than was ordered. The amounts come from the domain's rule at the order's
 * prices and taxes; the shopper is mailed the request.
 */
export async function requestReturn(ctx: Ctx<"db" | "mail" | "config">, owner: OrderOwner, body: RequestReturnBody, now = new Date()): Promise<ReturnView> {
  return inTransaction(ctx, async (tx) => {
    const order = placedOrNotFound(await lockOrder(tx, owner, body.so), body.so);
    if (!isReturnable({ status: order.salesStatus, invoiceDate: order.createdAt }, now))
      throw new AppError("CONFLICT", { key: "errors.returns.closed", values: { id: body.so } });
    const ordered = new Map((await linesOf(tx, body.so)).map((line) => [line.lineNo, line]));
    const held = await heldByLine(tx, body.so);
    const seen = new Set<number>();
    const chosen = body.lines.map(({ line_no, qty }) => {
      if (seen.has(line_no)) throw fieldRefusal("INVALID", "lines", { key: "errors.returns.sameLineTwice", values: { line: line_no } });
      seen.add(line_no);
      const line = ordered.get(line_no);
      if (!line) throw fieldRefusal("INVALID", "lines", { key: "errors.returns.unknownLine", values: { id: body.so, line: line_no } });
      const left = returnableQty(line.qty, held.get(line_no) ?? 0);
      if (qty > left) throw fieldRefusal("CONFLICT", "lines", { key: "errors.returns.tooMany", values: { count: left, item: line.item } });
      return { lineNo: line_no, item: line.item, descrip: line.descrip, qty, unitCents: line.unitCents };
    });
    const amounts = returnAmounts(chosen, body.reason, order.taxParts);
    const [row] = await tx.db
      .insert(orderReturns)
      .values({ orderNum: body.so, ownerKind: owner.kind, ownerId: owner.id, reason: body.reason, note: body.note, status: "requested", ...amounts })
      .returning();
    const lines = chosen.map((line) => ({ returnId: row!.id, ...line }));
    await tx.db.insert(orderReturnLines).values(lines);
    await audit(tx, {
      actor: `${owner.kind}:${owner.id}`,
      action: "order.return.request",
      target: `order:${body.so}`,
      details: { return: row!.id, reason: body.reason, refundCents: amounts.refundCents },
    });
    await mailReturn(tx, "requested", row!, order, lines);
    return returnViewOf(row!, lines);
  });
}
