import { eq } from "drizzle-orm";
import { fromCents } from "../../../domain/money";
import {
  canMove,
  isDeletable,
  ORDER_STATUS,
  type OrderStatus,
  orderBeingCancelled,
  orderBeingPaid,
  requoteWhilePaying,
  staffStatusLabel,
} from "../../../domain/orders";
import { totalsOf } from "../../../domain/totals";
import { type Ctx, inTransaction } from "../../context";
import { AppError, fieldRefusal, notFound } from "../../errors";
import { lettersIn } from "../../lib/letters";
import { metrics } from "../../lib/metrics";
import { audit } from "../audit/service";
import { storeDetails } from "../content/service";
import { cancellationUnderWay, claimRefund, pendingAttemptOf, runRefund } from "../payments/service";
import { orderOwnerLocale } from "./owner-locale";
import { lockOrder, moveOrder, type OrderOwner, type OrderRow } from "./records";
import { orders } from "./schema";
import { returnOrderStock } from "./stock";
import { trackingUrl } from "./views";

/** Deletes a pending quote (3 or 5) of the owner's: it becomes cancelled, its number is never reused; 404 for anyone else's, 409 for an order past quoting. */
export async function deletePendingOrder(ctx: Ctx<"db", "caches">, owner: OrderOwner, orderNum: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await lockOrder(tx, owner, orderNum);
    if (!isDeletable(row.salesStatus)) throw new AppError("CONFLICT", { key: "errors.order.notPending", values: { id: orderNum } });
    if (await pendingAttemptOf(tx, orderNum)) throw new AppError("IN_PROGRESS", orderBeingPaid(orderNum));
    await returnOrderStock(tx, orderNum);
    await moveOrder(tx, orderNum, ORDER_STATUS.cancelled, { cancelledReason: "Deleted by the customer" });
  });
  metrics.order(owner.kind, "cancelled");
}

/**
 * The store quotes an oversize order's shipping (staff): the shipping and days are set, tax and total
 * recomputed at the order's destination rate, and it becomes Pending for Reply (5), payable from
 * Pending Orders; the customer is mailed a link to pay. A quoted order may be quoted again.
 */
export async function quoteShipping(
  ctx: Ctx<"db" | "config" | "mail", "caches">,
  orderNum: string,
  quote: { shippingCents: number; days: number },
  actor: string,
): Promise<void> {
  if (!Number.isInteger(quote.shippingCents) || quote.shippingCents < 0) throw fieldRefusal("INVALID", "shipping", "errors.order.shippingAmount");
  await inTransaction(ctx, async (tx) => {
    const [order] = await tx.db.select().from(orders).where(eq(orders.orderNum, orderNum)).for("update");
    if (!order) throw notFound("order", orderNum);
    if (order.salesStatus !== ORDER_STATUS.pendingQuote && order.salesStatus !== ORDER_STATUS.pendingReply)
      throw new AppError("CONFLICT", { key: "errors.order.notAwaitingQuote", values: { id: orderNum } });
    // The customer pays the total they were shown: while a payment is open, the total stays as it is.
    if (await pendingAttemptOf(tx, orderNum)) throw new AppError("IN_PROGRESS", requoteWhilePaying(orderNum));
    const { taxCents, totalCents } = totalsOf(order.subtotalCents, quote.shippingCents, order.taxParts);
    await moveOrder(tx, orderNum, ORDER_STATUS.pendingReply, {
      shippingCents: quote.shippingCents,
      taxCents,
      totalCents,
      shippingDays: quote.days,
      quotedAt: new Date(),
    });
    await audit(tx, {
      actor,
      action: "order.quote",
      target: `order:${orderNum}`,
      details: {
        before: { status: order.salesStatus, shippingCents: order.shippingCents, totalCents: order.totalCents },
        after: { status: ORDER_STATUS.pendingReply, shippingCents: quote.shippingCents, totalCents },
      },
    });
    const { t, page, shortSignature } = lettersIn(await orderOwnerLocale(tx, order));
    const link = page(ctx.config.publicUrl, `/pending-order-details?so=${encodeURIComponent(orderNum)}&id=${order.ownerId}`);
    const store = await storeDetails(tx);
    const shipping = fromCents(quote.shippingCents);
    await tx.mail.enqueue(tx.db, {
      to: order.email,
      subject: t("mail.quoteReady.subject", { orderNum }),
      text: `${t("mail.hello")}\n\n${t("mail.quoteReady.body", { orderNum, shipping, days: quote.days, total: fromCents(totalCents), link })}${shortSignature(store)}`,
    });
  });
}

/** Staff mark a paid or dealer-confirmed order shipped (9) with its courier and waybill; the customer is mailed the tracking link. */
export async function markShipped(
  ctx: Ctx<"db" | "config" | "mail", "caches">,
  orderNum: string,
  shipment: { courier: string; waybill: string },
  actor: string,
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(orders).where(eq(orders.orderNum, orderNum)).for("update");
    if (!before) throw notFound("order", orderNum);
    if (before.salesStatus !== ORDER_STATUS.paid && before.salesStatus !== ORDER_STATUS.dealerConfirmed)
      throw new AppError("CONFLICT", { key: "errors.order.cannotShip", values: { id: orderNum, status: staffStatusLabel(before.salesStatus).toLowerCase() } });
    if (await cancellationUnderWay(tx, orderNum)) throw new AppError("IN_PROGRESS", orderBeingCancelled(orderNum));
    await moveOrder(tx, orderNum, ORDER_STATUS.shipped, { courier: shipment.courier, trackNum: shipment.waybill, shippedAt: new Date() });
    await audit(tx, {
      actor,
      action: "order.ship",
      target: `order:${orderNum}`,
      details: {
        before: { status: before.salesStatus, trackNum: before.trackNum },
        after: { status: ORDER_STATUS.shipped, courier: shipment.courier, trackNum: shipment.waybill },
      },
    });
    const link = trackingUrl(shipment.courier, shipment.waybill);
    const store = await storeDetails(tx);
    const { t, shortSignature } = lettersIn(await orderOwnerLocale(tx, before));
    await tx.mail.enqueue(tx.db, {
      to: before.email,
      subject: t("mail.shipped.subject", { orderNum }),
      text: `${t("mail.hello")}\n\n${t("mail.shipped.body", { orderNum, courier: shipment.courier, waybill: shipment.waybill, link })}${shortSignature(store)}`,
    });
  });
}

/** Locks an order for a staff change; 409 unless it may still be cancelled and no payment of it is under way. */
async function lockCancellable(tx: Ctx<"db">, orderNum: string): Promise<OrderRow> {
  const [order] = await tx.db.select().from(orders).where(eq(orders.orderNum, orderNum)).for("update");
  if (!order) throw notFound("order", orderNum);
  if (!canMove(order.salesStatus as OrderStatus, ORDER_STATUS.cancelled))
    throw new AppError("CONFLICT", { key: "errors.order.cannotCancel", values: { id: orderNum, status: staffStatusLabel(order.salesStatus).toLowerCase() } });
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
  ctx: Ctx<"db" | "mail" | "config" | "payments", "caches">,
  orderNum: string,
  reason: string,
  actor: string,
): Promise<void> {
  let cancelled: "customer" | "dealer" | null = null;
  await runRefund(
    ctx,
    async (tx) => {
      await lockCancellable(tx, orderNum);
      return claimRefund(tx, { orderNum, amountCents: "rest", reason: `Cancelled: ${reason}`, actor, purpose: "cancel" });
    },
    async (tx, refund) => {
      const before = await lockCancellable(tx, orderNum);
      await returnOrderStock(tx, orderNum);
      await moveOrder(tx, orderNum, ORDER_STATUS.cancelled, { cancelledReason: reason });
      cancelled = before.ownerKind;
      await audit(tx, {
        actor,
        action: "order.cancel",
        target: `order:${orderNum}`,
        details: { reason, refundedCents: refund?.amountCents ?? 0, before: { status: before.salesStatus }, after: { status: ORDER_STATUS.cancelled } },
      });
      const store = await storeDetails(tx);
      const { t, money, shortSignature } = lettersIn(await orderOwnerLocale(tx, before));
      const refunded = refund ? `\n\n${t("mail.cancelled.refunded", { amount: money(refund.amountCents) })}` : "";
      await tx.mail.enqueue(tx.db, {
        to: before.email,
        subject: t("mail.cancelled.subject", { orderNum }),
        text: `${t("mail.hello")}\n\n${t("mail.cancelled.body", { orderNum, reason })}${refunded}${shortSignature(store)}`,
      });
    },
  );
  if (cancelled) metrics.order(cancelled, "cancelled");
}
