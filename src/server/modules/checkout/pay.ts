import type { BrowserDetailsBody, OrderAddress } from "../../../domain/contracts/buying";
import { type Cents, fromCents, toCents } from "../../../domain/money";
import { ORDER_STATUS, type OrderStatus, orderBeingPaid, orderNumberCancelled, PAYMENT_FAILED } from "../../../domain/orders";
import type { Db } from "../../db/client";
import { withTransaction } from "../../db/transaction";
import { AppError } from "../../errors";
import { type ChargeResult, GatewayUnavailableError, type PaymentAddress } from "../../integrations/payments/gateway";
import { defineSteps } from "../../lib/steps";
import type { CustomerViewer } from "../../viewer";
import { cartIsEmpty, clearCart, lockCart } from "../cart/service";
import { storeDetails } from "../content/service";
import {
  addressOf,
  emptyCartRefusal,
  linesOf,
  lockOrder,
  moveOrder,
  type OrderDetails,
  type OrderOwner,
  type OrderRow,
  ownedOrderAmong,
  returnOrderStock,
  takeOrderStock,
  writeOrder,
} from "../orders/service";
import { latestAttemptOf, ordersBeingPaidFromCarts, type PaymentAttempt, pendingAttemptOf, settleAttempt, startAttempt } from "../payments/service";
import { type CheckoutDeps, customerOwner } from "./context";
import { orderPaidMails } from "./mails";
import { assertSameFigures, detailsOf, planOrder, recordedLines } from "./order-plan";

/** What the gateway said, and how to take it back. */
export interface Charged {
  reference: string;
  card: { brand: string; last4: string } | null;
  provider: string;
}

/** An order paid: its number and what was charged. */
export interface PaidOrder {
  orderNum: string;
  totalCents: Cents;
}

/** One payment of one order: what to hold, how to charge, what the order becomes. */
export interface PaymentJob {
  owner: OrderOwner;
  orderNum: string;
  provider: "card" | "paypal";
  /**
   * Whether a failed payment cancels a new order's reserved number (the card flow, spec section 4);
   * a PayPal order stays open for the shopper to approve and finish again.
   */
  cancelOnFailure: boolean;
  /**
   * Whether this pays the owner's cart (a new order). Then the cart is held while the payment starts,
   * and a cart being paid under another number, or paid since this number was reserved, is refused.
   */
  fromCart: boolean;
  /** The states the order may be paid from, and what the shopper is told otherwise. */
  payableFrom: OrderStatus;
  notPayable: string;
  /**
   * Writes what the order will be (lines, money, addresses) in the hold step's transaction, from the
   * order as it is now (locked); returns the amount to charge.
   */
  prepare(tx: Db, order: OrderRow): Promise<{ amountCents: Cents; reference?: string | null }>;
  /** Charges exactly the amount, or says it was declined; throws GatewayUnavailableError when the gateway cannot be reached. */
  charge(attempt: PaymentAttempt): Promise<{ status: "approved"; charged: Charged } | { status: "declined"; message: string }>;
  /** Also done in the record step's transaction (empty the cart). */
  recorded?(tx: Db): Promise<void>;
}

/** Flags the steps set for their undos. */
interface PaymentRun {
  /** The gateway may hold money we cannot confirm or give back now: leave everything for the reconciliation. */
  inDoubt: boolean;
  declined: string | null;
}

/** The order was paid already (a retry, a double click): the same answer as the first time. */
class AlreadyPaid {
  constructor(readonly order: OrderRow) {}
}

/** A payment of the same order is under way (a double click): wait for its end, then answer as it did. */
class PaymentUnderWay {}

/** How long a repeated payment of an order waits for the first one to end before it says it is still being paid. */
const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 100;

/** Waits until the order has no payment attempt under way; false when the wait ran out. */
async function attemptEnded(db: Db, orderNum: string): Promise<boolean> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  while (Date.now() < deadline) {
    if (!(await pendingAttemptOf(db, orderNum))) return true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

/**
 * The hold step's checks, under the order's lock: a paid order answers itself; a payment under way
 * makes this one wait; a cancelled number says why. For a cart's payment, the cart is held too: a
 * payment of it under another number, or one that paid it since this number was reserved, is
 * refused with that order's number.
 */
async function holdable(tx: Db, job: PaymentJob): Promise<OrderRow> {
  const order = await lockOrder(tx, job.owner, job.orderNum);
  if (order.salesStatus === ORDER_STATUS.paid || order.salesStatus === ORDER_STATUS.shipped) throw new AlreadyPaid(order);
  if (await pendingAttemptOf(tx, job.orderNum)) throw new PaymentUnderWay();
  if (order.salesStatus === ORDER_STATUS.cancelled) {
    if ((await latestAttemptOf(tx, job.orderNum))?.status === "declined") throw new AppError("PAYMENT_DECLINED", PAYMENT_FAILED);
    throw new AppError("CONFLICT", orderNumberCancelled(job.orderNum));
  }
  if (order.salesStatus !== job.payableFrom) throw new AppError("CONFLICT", job.notPayable);
  if (job.fromCart) {
    await lockCart(tx, job.owner);
    const underWay = await ownedOrderAmong(tx, job.owner, await ordersBeingPaidFromCarts(tx), job.orderNum);
    if (underWay) throw new AppError("IN_PROGRESS", orderBeingPaid(underWay), { order_num: underWay });
    if (await cartIsEmpty(tx, job.owner)) {
      throw await emptyCartRefusal(tx, job.owner, { since: order.createdAt, excluding: job.orderNum });
    }
  }
  return order;
}

/**
 * Pays one order as steps: holds it (lines, stock, a pending attempt: one transaction), charges
 * (outside any transaction), then records the payment (status 6, the cart emptied, mails queued: one
 * transaction). A failure undoes the finished steps newest first: a failed record gives the money
 * back, a decline or failure gives the stock back and cancels a new order's number (a quoted order
 * stays payable). When the outcome cannot be known, nothing is undone: the attempt stays pending and
 * the reconciliation settles it from what the gateway holds.
 *
 * Sent twice at once for the same order, the second waits for the first and answers as it did (the
 * same order, or the same decline); however many numbers are reserved for one cart, one payment of
 * it runs at a time and it is paid once.
 */
export async function payOrder(deps: CheckoutDeps, job: PaymentJob): Promise<PaidOrder> {
  for (;;) {
    try {
      return await runPayment(deps, job);
    } catch (signal) {
      if (signal instanceof AlreadyPaid) return { orderNum: signal.order.orderNum, totalCents: signal.order.totalCents };
      if (!(signal instanceof PaymentUnderWay)) throw signal;
      if (!(await attemptEnded(deps.db, job.orderNum))) throw new AppError("IN_PROGRESS", orderBeingPaid(job.orderNum), { order_num: job.orderNum });
    }
  }
}

async function runPayment(deps: CheckoutDeps, job: PaymentJob): Promise<PaidOrder> {
  const run: PaymentRun = { inDoubt: false, declined: null };
  const catalog = { db: deps.db, caches: deps.caches };
  const results = await defineSteps<PaymentRun>()
    .step({
      name: "hold",
      run: () =>
        withTransaction(deps.db, async (tx) => {
          const order = await holdable(tx, job);
          const { amountCents, reference } = await job.prepare(tx, order);
          await takeOrderStock(catalog, tx, job.orderNum, job.owner);
          return startAttempt(tx, { orderNum: job.orderNum, provider: job.provider, amountCents, priorStatus: order.salesStatus, reference });
        }),
      undo: async (state, attempt) => {
        if (state.inDoubt) return;
        await withTransaction(deps.db, async (tx) => {
          await returnOrderStock(catalog, tx, job.orderNum);
          if (attempt.priorStatus === ORDER_STATUS.reserved && job.cancelOnFailure) {
            await moveOrder(tx, job.orderNum, ORDER_STATUS.cancelled, { cancelledReason: state.declined ? "Payment declined" : "Payment failed" });
          }
          await settleAttempt(tx, attempt.id, { status: state.declined ? "declined" : "failed", message: state.declined });
        });
      },
    })
    .step({
      name: "charge",
      run: async (state, { hold: attempt }) => {
        const outcome = await job.charge(attempt).catch((error: unknown) => {
          if (error instanceof GatewayUnavailableError && error.outcomeUnknown) state.inDoubt = true;
          throw error;
        });
        if (outcome.status === "declined") {
          state.declined = outcome.message;
          throw new AppError("PAYMENT_DECLINED", PAYMENT_FAILED);
        }
        return outcome.charged;
      },
      undo: async (state, charged, { hold: attempt }) => {
        try {
          await reverse(deps, attempt, charged);
          await settleAttempt(deps.db, attempt.id, { status: "reversed", reference: charged.reference, card: charged.card });
        } catch (error) {
          state.inDoubt = true;
          throw error;
        }
      },
    })
    .step({
      name: "record",
      run: async (_state, { hold: attempt, charge: charged }) => {
        deps.failpoints.hit("after-charge");
        await withTransaction(deps.db, async (tx) => {
          await recordPaid(deps, tx, attempt, charged);
          await job.recorded?.(tx);
        });
      },
    })
    .run(run);
  return { orderNum: job.orderNum, totalCents: results.hold.amountCents };
}

/** Gives an approved charge's whole amount back through the provider that took it. */
export function reverse(deps: CheckoutDeps, attempt: PaymentAttempt, charged: Pick<Charged, "reference">): Promise<unknown> {
  return deps.payments.reverse({ provider: attempt.provider === "paypal" ? "paypal" : "card", reference: charged.reference, orderNumber: attempt.orderNum, amountCents: attempt.amountCents }, attempt.idempotencyKey);
}

/** Marks an order paid by an approved attempt and queues its mails, in the caller's transaction; answers whose order it is and what it bought. */
export async function recordPaid(deps: CheckoutDeps, tx: Db, attempt: PaymentAttempt, charged: Charged): Promise<{ ownerKind: "customer" | "dealer"; ownerId: number; items: string[] }> {
  const order = await moveOrder(tx, attempt.orderNum, ORDER_STATUS.paid, { paidAt: new Date(), paidWith: attempt.provider });
  await settleAttempt(tx, attempt.id, { status: "approved", reference: charged.reference, card: charged.card });
  const lines = await linesOf(tx, attempt.orderNum);
  for (const mail of orderPaidMails({ ...deps.config, store: await storeDetails(deps, tx) }, order, lines)) await deps.mail.enqueue(tx, mail);
  return { ownerKind: order.ownerKind, ownerId: order.ownerId, items: lines.map((line) => line.item) };
}

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
function cardCharge(deps: CheckoutDeps, input: CardPayment & { addresses: () => { ship: OrderAddress; bill: OrderAddress; email: string } }) {
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
      termUrl: `${deps.config.publicUrl}/payment`,
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
      result = await deps.payments.gateway.purchase(purchase);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError) || !error.outcomeUnknown) throw error;
      // The request may have reached the gateway: ask it before deciding anything. If it cannot say,
      // the outcome stays unknown and the attempt is left for the reconciliation.
      const known = await deps.payments.gateway.findCharge(attempt.orderNum).catch((lookup: unknown) => {
        throw new GatewayUnavailableError(deps.payments.gateway.name, true, lookup instanceof Error ? lookup.message : String(lookup));
      });
      if (known?.status !== "approved" || known.voided || known.reference === null) throw new GatewayUnavailableError(deps.payments.gateway.name, false, "no charge was made");
      return { status: "approved" as const, charged: { reference: known.reference, card: null, provider: deps.payments.gateway.name } };
    }
    if (result.status === "declined") return { status: "declined" as const, message: result.message };
    if (result.amountCents !== attempt.amountCents) throw new Error(`The gateway charged ${result.amountCents} cents for order ${attempt.orderNum}, not ${attempt.amountCents}.`);
    return { status: "approved" as const, charged: { reference: result.reference, card: result.card, provider: deps.payments.gateway.name } };
  };
}

const NOT_A_NEW_ORDER = "This order number is not waiting for a payment. Please check your order history.";
const NOT_QUOTED = "This order is not ready to be paid: the store has not quoted its shipping yet.";

/**
 * POST /storeOrderData: pays a reserved order number by card and records the order. The server
 * prices the cart itself and refuses (409, with its figures) when the shown ones differ; a second
 * submit of a paid number answers the same order and charges nothing; a cart paid (or being paid)
 * under another number is refused with that number.
 */
export async function payNewOrder(
  deps: CheckoutDeps,
  viewer: CustomerViewer,
  input: { orderNumber: string; addressID: number; pickupInstore: boolean; notes?: string; subtotal: number; hst: number; shipping: number } & CardPayment,
): Promise<PaidOrder> {
  let details: OrderDetails | undefined;
  return payOrder(deps, {
    owner: customerOwner(viewer),
    orderNum: input.orderNumber,
    provider: "card",
    cancelOnFailure: true,
    fromCart: true,
    payableFrom: ORDER_STATUS.reserved,
    notPayable: NOT_A_NEW_ORDER,
    async prepare(tx) {
      // Priced inside the hold: what is recorded and charged is what the cart holds now, and it must be what the shopper saw.
      const plan = await planOrder(deps, viewer, { addressId: input.addressID, pickup: input.pickupInstore }, tx);
      if (plan.quote) throw new AppError("CONFLICT", "Oversize parts ship by quote: please use Get a Quote, or pick the order up in store.");
      assertSameFigures(plan.totals, input);
      details = await detailsOf(tx, viewer, plan, input.notes);
      await writeOrder(tx, input.orderNumber, recordedLines(plan.lines), details);
      return { amountCents: plan.totals.totalCents };
    },
    charge: cardCharge(deps, { ...input, addresses: () => ({ ship: details!.ship, bill: details!.bill, email: details!.email }) }),
    recorded: (tx) => clearCart(tx, viewer),
  });
}

/** 409 with the order's total now when the shopper was shown another one (the store quoted again meanwhile). */
export function assertQuotedTotal(order: OrderRow, shownCents: Cents): void {
  if (shownCents === order.totalCents) return;
  const total = fromCents(order.totalCents).toFixed(2);
  throw new AppError("CONFLICT", `This order's total is now $${total} (shipping $${fromCents(order.shippingCents).toFixed(2)}, tax $${fromCents(order.taxCents).toFixed(2)}). Please review it and try again.`, {
    total,
    shipping: fromCents(order.shippingCents).toFixed(2),
    hst: fromCents(order.taxCents).toFixed(2),
  });
}

/**
 * POST /payPendingOrder: pays a quoted order (5) by card with its existing number; a decline leaves it
 * payable. The total is read under the order's lock when the payment starts, and must be the one the
 * shopper was shown; while the payment is open the store cannot quote it again.
 */
export async function payQuotedOrder(deps: CheckoutDeps, viewer: CustomerViewer, input: { sono: string; total: number } & CardPayment): Promise<PaidOrder> {
  let held: OrderRow | undefined;
  return payOrder(deps, {
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
    charge: cardCharge(deps, { ...input, addresses: () => ({ ship: addressOf(held!, "ship"), bill: addressOf(held!, "bill"), email: held!.email }) }),
  });
}
