import { ORDER_STATUS } from "../../../domain/orders";
import { type Ctx, inTransaction } from "../../context";
import { type JobHost, startJob } from "../../lib/jobs";
import { metrics } from "../../lib/metrics";
import { removeOrderedFromCart } from "../cart/service";
import { moveOrder, returnOrderStock } from "../orders/service";
import { attemptsInDoubt, type PaymentAttempt, settleAttempt, settleRefundsInDoubt } from "../payments/service";
import type { CheckoutCtx } from "./context";
import { type Charged, recordPaid, reverse } from "./pay";

/** What one round of settling found and did. */
export interface Settled {
  recorded: number;
  reversed: number;
  released: number;
  refunded: number;
}

/**
 * Settles payment attempts left pending by a crash (or a server that went away) between calling the
 * gateway and recording the outcome: an approved charge records its order (or, when that is no longer
 * possible, is given back); no charge puts the order back as it was. Refunds whose answer was lost are
 * asked again with their key. Run at start and every half minute.
 */
export async function settlePaymentsInDoubt(ctx: CheckoutCtx, olderThanMs: number): Promise<Settled> {
  const settled: Settled = { recorded: 0, reversed: 0, released: 0, refunded: 0 };
  for (const attempt of await attemptsInDoubt(ctx, olderThanMs)) {
    const known = attempt.provider === "paypal" ? await paypalChargeOf(ctx, attempt) : await cardChargeOf(ctx, attempt);
    if (known === "unknown") continue;
    if (known) {
      try {
        const order = await inTransaction(ctx, async (tx) => {
          const order = await recordPaid(tx, attempt, known);
          // A new order was placed from the cart: what it bought leaves the cart, as it would have.
          if (attempt.priorStatus === ORDER_STATUS.reserved) await removeOrderedFromCart(tx, { kind: order.ownerKind, id: order.ownerId }, order.items);
          return order;
        });
        metrics.order(order.ownerKind, "paid");
        settled.recorded++;
      } catch {
        await reverse(ctx, attempt, known);
        await settleAttempt(ctx, attempt.id, { status: "reversed", reference: known.reference });
        settled.reversed++;
      }
      continue;
    }
    await inTransaction(ctx, async (tx) => {
      await returnOrderStock(tx, attempt.orderNum);
      if (attempt.priorStatus === ORDER_STATUS.reserved)
        await moveOrder(tx, attempt.orderNum, ORDER_STATUS.cancelled, { cancelledReason: "Payment not completed" }).catch(() => undefined);
      await settleAttempt(tx, attempt.id, { status: "failed", message: "Not charged: settled after a restart" });
    });
    settled.released++;
  }
  settled.refunded = (await settleRefundsInDoubt(ctx, olderThanMs)).done;
  return settled;
}

async function cardChargeOf(ctx: Ctx<"payments">, attempt: PaymentAttempt): Promise<Charged | null | "unknown"> {
  try {
    const known = await ctx.payments.gateway.findCharge(attempt.orderNum);
    if (known?.status !== "approved" || known.voided || known.reference === null || known.refundedCents >= known.amountCents) return null;
    return { reference: known.reference, card: null, provider: ctx.payments.gateway.name };
  } catch {
    return "unknown";
  }
}

async function paypalChargeOf(ctx: Ctx<"payments">, attempt: PaymentAttempt): Promise<Charged | null | "unknown"> {
  if (!attempt.reference) return null;
  try {
    const order = await ctx.payments.paypal.getOrder(attempt.reference);
    const capture = order?.captures.find((line) => line.status === "COMPLETED" || line.status === "PENDING");
    return capture ? { reference: capture.id, card: null, provider: "paypal" } : null;
  } catch {
    return "unknown";
  }
}

/** How often payment attempts in doubt are looked for, and how old one must be: younger ones may still be in flight on a live server. */
const SETTLE_EVERY_MS = 30_000;
const IN_DOUBT_AFTER_MS = 60_000;

/**
 * Settles payments left in doubt now and then every half minute, on one server at a time. At start,
 * a server alone on its database (the embedded one, held by its lock) settles every pending attempt
 * at once: no other server can have one in flight. Returns how to stop.
 */
export function startPaymentReconciliation(
  ctx: CheckoutCtx,
  options: { host: JobHost; onError: (error: unknown) => void; onSettled: (settled: Settled) => void },
): () => void {
  let atStart = options.host.kind === "embedded";
  return startJob(
    options.host,
    "payment-reconciliation",
    SETTLE_EVERY_MS,
    async () => {
      const settled = await settlePaymentsInDoubt(ctx, atStart ? 0 : IN_DOUBT_AFTER_MS);
      atStart = false;
      if (settled.recorded + settled.reversed + settled.released + settled.refunded > 0) options.onSettled(settled);
    },
    options.onError,
  );
}
