import { messageKey } from "../../../domain/forms";
import type { Cents } from "../../../domain/money";
import { ORDER_STATUS, PAYPAL_UNAVAILABLE } from "../../../domain/orders";
import { type Ctx, inTransaction } from "../../context";
import { AppError, notFound } from "../../errors";
import type { CustomerViewer } from "../../viewer";
import { customerAddresses } from "../accounts/service";
import { clearCart } from "../cart/service";
import { lockOrder, reserveOrderNumber, writeOrder } from "../orders/service";
import type { PaymentAttempt } from "../payments/service";
import { assertQuotedTotal } from "./card";
import type { CheckoutCtx } from "./context";
import { customerOwner } from "./context";
import { assertSameFigures, detailsOf, planOrder, recordedLines, type ShownFigures } from "./order-plan";
import { type PaymentJob, payOrder } from "./pay";

function paypalOrThrow(ctx: Ctx<"payments">) {
  if (!ctx.payments.paypal.isConfigured()) throw new AppError("CONFLICT", PAYPAL_UNAVAILABLE);
  return ctx.payments.paypal;
}

const SHIPS_BY_QUOTE = messageKey("payments.error.shipsByQuote");
const TOTAL_CHANGED = messageKey("payments.error.totalChanged");

/**
 * POST /api/paypal/orders (checkout): reserves an order number and creates a PayPal order for the
 * server's own total of the cart to the chosen address; the browser then shows PayPal's approval.
 */
export async function createPaypalCheckout(
  ctx: CheckoutCtx,
  viewer: CustomerViewer,
  input: { addressID: number; pickupInstore: boolean } & ShownFigures,
): Promise<string> {
  const paypal = paypalOrThrow(ctx);
  const plan = await planOrder(ctx, viewer, { addressId: input.addressID, pickup: input.pickupInstore });
  if (plan.quote) throw new AppError("CONFLICT", SHIPS_BY_QUOTE);
  assertSameFigures(plan.totals, input);
  const own = plan.destination.own ?? (await customerAddresses(ctx, viewer.id));
  const orderNum = await reserveOrderNumber(ctx, customerOwner(viewer), own?.email ?? viewer.email);
  const order = await paypal.createOrder({ amountCents: plan.totals.totalCents, currency: "CAD", orderNumber: orderNum, requestId: `${orderNum}-create` });
  return order.id;
}

/** POST /api/paypal/orders (pending): a PayPal order for a quoted order's total now. */
export async function createPaypalForQuote(ctx: CheckoutCtx, viewer: CustomerViewer, sono: string): Promise<string> {
  const paypal = paypalOrThrow(ctx);
  const order = await inTransaction(ctx, (tx) => lockOrder(tx, customerOwner(viewer), sono));
  if (order.salesStatus !== ORDER_STATUS.pendingReply) throw new AppError("CONFLICT", messageKey("payments.pending.notQuoted"));
  const created = await paypal.createOrder({
    amountCents: order.totalCents,
    currency: "CAD",
    orderNumber: order.orderNum,
    requestId: `${order.orderNum}-create-${order.totalCents}`,
  });
  return created.id;
}

/** The shop order a PayPal order was created for, and its amount: 404 unless it is the caller's. */
async function shopOrderOfPaypal(ctx: Ctx<"payments">, paypalOrderId: string): Promise<{ orderNum: string; amountCents: Cents }> {
  const order = await paypalOrThrow(ctx).getOrder(paypalOrderId);
  if (!order?.orderNumber || order.amountCents === null || order.currency !== "CAD") throw notFound("paypalOrder");
  return { orderNum: order.orderNumber, amountCents: order.amountCents };
}

/** Capturing an approved PayPal order as a payment step: exactly the attempt's amount in CAD, else given back at once. */
function paypalCapture(ctx: Ctx<"payments">, paypalOrderId: string): Pick<PaymentJob, "provider" | "cancelOnFailure" | "charge"> {
  const paypal = paypalOrThrow(ctx);
  return {
    provider: "paypal",
    cancelOnFailure: false,
    async charge(attempt: PaymentAttempt) {
      const capture = await paypal.captureOrder(paypalOrderId, attempt.idempotencyKey);
      if (capture.status === "declined") return { status: "declined" as const, message: capture.message };
      if (capture.currency !== "CAD" || capture.amountCents !== attempt.amountCents) {
        await ctx.payments.refund(
          { provider: "paypal", reference: capture.captureId, orderNumber: attempt.orderNum, amountCents: capture.amountCents },
          capture.amountCents,
          `${attempt.idempotencyKey}-mismatch`,
        );
        throw new AppError("CONFLICT", messageKey("payments.error.paypalMismatch"));
      }
      return { status: "approved" as const, charged: { reference: capture.captureId, card: null, provider: "paypal" } };
    },
  };
}

/**
 * POST /finishOrder_paypal: captures the approved PayPal order (exactly the server's total, in CAD)
 * and records the order; the cart is held as for a card payment, and a repeat answers the same order.
 */
export async function finishPaypalCheckout(
  ctx: CheckoutCtx,
  viewer: CustomerViewer,
  input: { paypalOrderId: string; addressID: number; pickupInstore: boolean; notes?: string } & ShownFigures,
): Promise<string> {
  const { orderNum, amountCents } = await shopOrderOfPaypal(ctx, input.paypalOrderId);
  const paid = await payOrder(ctx, {
    owner: customerOwner(viewer),
    orderNum,
    ...paypalCapture(ctx, input.paypalOrderId),
    fromCart: true,
    payableFrom: ORDER_STATUS.reserved,
    notPayable: "errors.pay.notWaiting",
    async prepare(tx) {
      const plan = await planOrder(tx, viewer, { addressId: input.addressID, pickup: input.pickupInstore });
      if (plan.quote) throw new AppError("CONFLICT", SHIPS_BY_QUOTE);
      assertSameFigures(plan.totals, input);
      if (plan.totals.totalCents !== amountCents) throw new AppError("CONFLICT", TOTAL_CHANGED);
      const lines = await writeOrder(tx, orderNum, recordedLines(plan.lines), await detailsOf(tx, viewer, plan, input.notes));
      return { amountCents, reference: input.paypalOrderId, lines };
    },
    recorded: (tx) => clearCart(tx, viewer),
  });
  return paid.orderNum;
}

/** POST /finishOrder_paypal_quote: captures the approved PayPal order for a quoted order and records it paid; its total must be the order's now. */
export async function finishPaypalQuote(ctx: CheckoutCtx, viewer: CustomerViewer, input: { sono: string; paypalOrderId: string }): Promise<string> {
  const { orderNum, amountCents } = await shopOrderOfPaypal(ctx, input.paypalOrderId);
  if (orderNum !== input.sono) throw notFound("paypalOrder");
  const paid = await payOrder(ctx, {
    owner: customerOwner(viewer),
    orderNum,
    ...paypalCapture(ctx, input.paypalOrderId),
    fromCart: false,
    payableFrom: ORDER_STATUS.pendingReply,
    notPayable: "errors.pay.notQuoted",
    async prepare(_tx, order) {
      assertQuotedTotal(order, amountCents);
      return { amountCents, reference: input.paypalOrderId };
    },
  });
  return paid.orderNum;
}
