import type { BrowserDetailsBody, OrderAddress } from "../../../domain/contracts/buying";
import { messageKey } from "../../../domain/forms";
import { type Cents, fromCents, toCents } from "../../../domain/money";
import { ORDER_STATUS } from "../../../domain/orders";
import type { Ctx } from "../../context";
import { AppError } from "../../errors";
import { type ChargeResult, GatewayUnavailableError, type PaymentAddress } from "../../integrations/payments/gateway";
import type { CustomerViewer } from "../../viewer";
import { clearCart } from "../cart/service";
import { addressOf, type OrderDetails, type OrderRow, writeOrder } from "../orders/service";
import type { PaymentAttempt } from "../payments/service";
import type { CheckoutCtx } from "./context";
import { customerOwner } from "./context";
import { assertSameFigures, detailsOf, planOrder, recordedLines } from "./order-plan";
import { type PaidOrder, payOrder } from "./pay";

function paymentAddress(address: OrderAddress, email: string): PaymentAddress {
  return {
    name: `${address.forename} ${address.surname}`.trim() || address.company || "",
    addressLine1: address.address,
    city: address.city,
    province: address.state,
    postalCode: address.zipcode,
    country: address.country === "USA" ? "US" : address.country,
    phoneNumber: address.tel,
    emailAddress: email,
  };
}

/** A card payment's details as the browser sends them. */
export interface CardPayment {
  token: string;
  cardholderName: string;
  browser: BrowserDetailsBody;
  customerIp: string;
}

/** A card charge through the configured gateway, by the browser's single-use token, to the order's addresses as written in the hold. */
function cardCharge(ctx: Ctx<"config" | "payments">, input: CardPayment & { addresses: () => { ship: OrderAddress; bill: OrderAddress; email: string } }) {
  return async (attempt: PaymentAttempt) => {
    const { ship, bill, email } = input.addresses();
    const purchase = {
      orderNumber: attempt.orderNum,
      amountCents: attempt.amountCents,
      currency: "CAD" as const,
      token: input.token,
      idempotencyKey: attempt.idempotencyKey,
      cardholderName: input.cardholderName,
      billing: paymentAddress(bill, email),
      shipping: paymentAddress(ship, email),
      customerIp: input.customerIp,
      termUrl: `${ctx.config.publicUrl}/payment`,
      browser: {
        acceptHeader: input.browser.accept_header,
        javaEnabled: input.browser.java_enabled,
        language: input.browser.language,
        colorDepth: input.browser.color_depth,
        screenHeight: input.browser.screen_height,
        screenWidth: input.browser.screen_width,
        timeZone: input.browser.time_zone,
        userAgent: input.browser.user_agent,
        javascriptEnabled: input.browser.javascript_enabled,
      },
    };
    let result: ChargeResult;
    try {
      result = await ctx.payments.gateway.purchase(purchase);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError) || !error.outcomeUnknown) throw error;
      // The request may have reached the gateway: ask it before deciding anything. If it cannot say,
      // the outcome stays unknown and the attempt is left for the reconciliation.
      const known = await ctx.payments.gateway.findCharge(attempt.orderNum).catch((lookup: unknown) => {
        throw new GatewayUnavailableError(ctx.payments.gateway.name, true, lookup instanceof Error ? lookup.message : String(lookup));
      });
      if (known?.status !== "approved" || known.voided || known.reference === null)
        throw new GatewayUnavailableError(ctx.payments.gateway.name, false, "no charge was made");
      return { status: "approved" as const, charged: { reference: known.reference, card: null, provider: ctx.payments.gateway.name } };
    }
    if (result.status === "declined") return { status: "declined" as const, message: result.message };
    if (result.amountCents !== attempt.amountCents)
      throw new Error(`The gateway charged ${result.amountCents} cents for order ${attempt.orderNum}, not ${attempt.amountCents}.`);
    return { status: "approved" as const, charged: { reference: result.reference, card: result.card, provider: ctx.payments.gateway.name } };
  };
}

const NOT_A_NEW_ORDER = "errors.pay.notWaiting";

const NOT_QUOTED = "errors.pay.notQuoted";

/**
 * POST /storeOrderData: pays a reserved order number by card and records the order. The server
 * prices the cart itself and refuses (409, with its figures) when the shown ones differ; a second
 * submit of a paid number answers the same order and charges nothing; a cart paid (or being paid)
 * under another number is refused with that number.
 */
export async function payNewOrder(
  ctx: CheckoutCtx,
  viewer: CustomerViewer,
  input: { orderNumber: string; addressID: number; pickupInstore: boolean; notes?: string; subtotal: number; hst: number; shipping: number } & CardPayment,
): Promise<PaidOrder> {
  let details: OrderDetails | undefined;
  return payOrder(ctx, {
    owner: customerOwner(viewer),
    orderNum: input.orderNumber,
    provider: "card",
    cancelOnFailure: true,
    fromCart: true,
    payableFrom: ORDER_STATUS.reserved,
    notPayable: NOT_A_NEW_ORDER,
    async prepare(tx) {
      // Priced inside the hold: what is recorded and charged is what the cart holds now, and it must be what the shopper saw.
      const plan = await planOrder(tx, viewer, { addressId: input.addressID, pickup: input.pickupInstore });
      if (plan.quote) throw new AppError("CONFLICT", messageKey("payments.error.shipsByQuote"));
      assertSameFigures(plan.totals, input);
      details = await detailsOf(tx, viewer, plan, input.notes);
      const lines = await writeOrder(tx, input.orderNumber, recordedLines(plan.lines), details);
      return { amountCents: plan.totals.totalCents, lines };
    },
    charge: cardCharge(ctx, { ...input, addresses: () => ({ ship: details!.ship, bill: details!.bill, email: details!.email }) }),
    recorded: (tx) => clearCart(tx, viewer),
  });
}

/** 409 with the order's total now when the shopper was shown another one (the store quoted again meanwhile). */
export function assertQuotedTotal(order: OrderRow, shownCents: Cents): void {
  if (shownCents === order.totalCents) return;
  const total = fromCents(order.totalCents).toFixed(2);
  throw new AppError(
    "CONFLICT",
    { key: "errors.totalNow", values: { total: fromCents(order.totalCents), shipping: fromCents(order.shippingCents), hst: fromCents(order.taxCents) } },
    {
      total,
      shipping: fromCents(order.shippingCents).toFixed(2),
      hst: fromCents(order.taxCents).toFixed(2),
    },
  );
}

/**
 * POST /payPendingOrder: pays a quoted order (5) by card with its existing number; a decline leaves it
 * payable. The total is read under the order's lock when the payment starts, and must be the one the
 * shopper was shown; while the payment is open the store cannot quote it again.
 */
export async function payQuotedOrder(ctx: CheckoutCtx, viewer: CustomerViewer, input: { sono: string; total: number } & CardPayment): Promise<PaidOrder> {
  let held: OrderRow | undefined;
  return payOrder(ctx, {
    owner: customerOwner(viewer),
    orderNum: input.sono,
    provider: "card",
    cancelOnFailure: false,
    fromCart: false,
    payableFrom: ORDER_STATUS.pendingReply,
    notPayable: NOT_QUOTED,
    async prepare(_tx, order) {
      assertQuotedTotal(order, toCents(input.total));
      held = order;
      return { amountCents: order.totalCents };
    },
    charge: cardCharge(ctx, { ...input, addresses: () => ({ ship: addressOf(held!, "ship"), bill: addressOf(held!, "bill"), email: held!.email }) }),
  });
}
