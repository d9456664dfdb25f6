import type { MessageKey } from "../../../domain/i18n/catalogue";
import type { Cents } from "../../../domain/money";
import { ORDER_STATUS, type OrderStatus, orderBeingPaid, orderNumberCancelled, PAYMENT_FAILED } from "../../../domain/orders";
import { type Ctx, inTransaction } from "../../context";
import { AppError } from "../../errors";
import { GatewayUnavailableError } from "../../integrations/payments/gateway";
import { failpointsOf } from "../../lib/failpoints";
import { metrics } from "../../lib/metrics";
import { defineSteps } from "../../lib/steps";
import { cartIsEmpty, lockCart } from "../cart/service";
import { storeDetails } from "../content/service";
import {
  emptyCartRefusal,
  linesOf,
  lockOrder,
  moveOrder,
  type OrderLineRow,
  type OrderOwner,
  type OrderRow,
  orderOwnerLocale,
  ownedOrderAmong,
  returnOrderStock,
  takeOrderStock,
} from "../orders/service";
import { latestAttemptOf, ordersBeingPaidFromCarts, type PaymentAttempt, pendingAttemptOf, settleAttempt, startAttempt } from "../payments/service";
import type { CheckoutCtx } from "./context";
import { orderPaidMails } from "./mails";

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
  notPayable: MessageKey;
  /**
   * Writes what the order will be (lines, money, addresses) in the hold step's transaction, from the
   * order as it is now (locked); returns the amount to charge.
   */
  prepare(tx: CheckoutCtx, order: OrderRow): Promise<{ amountCents: Cents; reference?: string | null; lines?: OrderLineRow[] }>;
  /** Charges exactly the amount, or says it was declined; throws GatewayUnavailableError when the gateway cannot be reached. */
  charge(attempt: PaymentAttempt): Promise<{ status: "approved"; charged: Charged } | { status: "declined"; message: string }>;
  /** Also done in the record step's transaction (empty the cart). */
  recorded?(tx: CheckoutCtx): Promise<void>;
}

/** Flags the steps set for their undos. */
interface PaymentRun {
  /** The gateway may hold money we cannot confirm or give back now: leave everything for the reconciliation. */
  inDoubt: boolean;
  declined: string | null;
  /** The charge step began: whatever happens now is a payment attempt (metrics). */
  charging: boolean;
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
async function attemptEnded(ctx: Ctx<"db">, orderNum: string): Promise<boolean> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  while (Date.now() < deadline) {
    if (!(await pendingAttemptOf(ctx, orderNum))) return true;
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
async function holdable(tx: Ctx<"db">, job: PaymentJob): Promise<OrderRow> {
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
    const underWay = await ownedOrderAmong(tx, job.owner, ordersBeingPaidFromCarts(tx), job.orderNum);
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
export async function payOrder(ctx: CheckoutCtx, job: PaymentJob): Promise<PaidOrder> {
  for (;;) {
    try {
      return await runPayment(ctx, job);
    } catch (signal) {
      if (signal instanceof AlreadyPaid) return { orderNum: signal.order.orderNum, totalCents: signal.order.totalCents };
      if (!(signal instanceof PaymentUnderWay)) throw signal;
      if (!(await attemptEnded(ctx, job.orderNum))) throw new AppError("IN_PROGRESS", orderBeingPaid(job.orderNum), { order_num: job.orderNum });
    }
  }
}

async function runPayment(ctx: CheckoutCtx, job: PaymentJob): Promise<PaidOrder> {
  const run: PaymentRun = { inDoubt: false, declined: null, charging: false };
  const results = await defineSteps<PaymentRun>()
    .step({
      name: "hold",
      run: () =>
        inTransaction(ctx, async (tx) => {
          const order = await holdable(tx, job);
          const { amountCents, reference, lines } = await job.prepare(tx, order);
          await takeOrderStock(tx, job.orderNum, job.owner, lines);
          return startAttempt(tx, { orderNum: job.orderNum, provider: job.provider, amountCents, priorStatus: order.salesStatus, reference });
        }),
      undo: async (state, attempt) => {
        if (state.inDoubt) return;
        await inTransaction(ctx, async (tx) => {
          await returnOrderStock(tx, job.orderNum);
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
        state.charging = true;
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
          await reverse(ctx, attempt, charged);
          await settleAttempt(ctx, attempt.id, { status: "reversed", reference: charged.reference, card: charged.card });
        } catch (error) {
          state.inDoubt = true;
          throw error;
        }
      },
    })
    .step({
      name: "record",
      run: async (_state, { hold: attempt, charge: charged }) => {
        failpointsOf(ctx.config).hit("after-charge");
        await inTransaction(ctx, async (tx) => {
          await recordPaid(tx, attempt, charged);
          await job.recorded?.(tx);
        });
      },
    })
    .run(run)
    .catch((error: unknown) => {
      if (run.charging) {
        metrics.paymentAttempt(job.provider, run.declined !== null ? "declined" : run.inDoubt ? "in_doubt" : "failed");
        if (run.declined !== null) metrics.order(job.owner.kind, "declined");
      }
      throw error;
    });
  metrics.paymentAttempt(job.provider, "approved");
  metrics.order(job.owner.kind, "paid");
  return { orderNum: job.orderNum, totalCents: results.hold.amountCents };
}

/** Gives an approved charge's whole amount back through the provider that took it. */
export function reverse({ payments }: Ctx<"payments">, attempt: PaymentAttempt, charged: Pick<Charged, "reference">): Promise<unknown> {
  return payments.reverse(
    {
      provider: attempt.provider === "paypal" ? "paypal" : "card",
      reference: charged.reference,
      orderNumber: attempt.orderNum,
      amountCents: attempt.amountCents,
    },
    attempt.idempotencyKey,
  );
}

/** Marks an order paid by an approved attempt and queues its mails, in the caller's transaction; answers whose order it is and what it bought. */
export async function recordPaid(
  tx: Ctx<"db" | "config" | "mail", "caches">,
  attempt: PaymentAttempt,
  charged: Charged,
): Promise<{ ownerKind: "customer" | "dealer"; ownerId: number; items: string[] }> {
  const order = await moveOrder(tx, attempt.orderNum, ORDER_STATUS.paid, { paidAt: new Date(), paidWith: attempt.provider });
  await settleAttempt(tx, attempt.id, { status: "approved", reference: charged.reference, card: charged.card });
  const lines = await linesOf(tx, attempt.orderNum);
  const locale = await orderOwnerLocale(tx, order);
  for (const mail of orderPaidMails({ ...tx.config, store: await storeDetails(tx) }, order, lines, locale)) await tx.mail.enqueue(tx.db, mail);
  return { ownerKind: order.ownerKind, ownerId: order.ownerId, items: lines.map((line) => line.item) };
}
