import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { PaymentSettings } from "../../../domain/contracts/buying";
import { type Cents, fromCents } from "../../../domain/money";
import { ORDER_STATUS, orderBeingCancelled } from "../../../domain/orders";
import { refundableCents } from "../../../domain/totals";
import type { Db } from "../../db/client";
import { lockFor } from "../../db/locks";
import { withTransaction } from "../../db/transaction";
import { AppError } from "../../errors";
import type { ApprovedCharge, PaymentProvider, Payments } from "../../integrations/payments/create-gateway";
import { GatewayUnavailableError, PaymentRefusedError } from "../../integrations/payments/gateway";
import { defineSteps } from "../../lib/steps";
import { audit } from "../audit/service";
import { type PaymentStatus, paymentRefunds, payments } from "./schema";

/** A payment attempt as the checkout steps and the reconciliation see it. */
export type PaymentAttempt = typeof payments.$inferSelect;

/**
 * Writes a payment attempt (pending) in the caller's transaction, before the gateway is called: the
 * order number, the exact amount the server computed, the provider, and a key unique to this attempt.
 * The gateway charges an order number at most once whatever the key, so a retry of a declined card
 * gets a fresh key while a double submit never charges twice.
 */
export async function startAttempt(tx: Db, input: { orderNum: string; provider: string; amountCents: number; priorStatus: number; reference?: string | null }): Promise<PaymentAttempt> {
  const [earlier] = await tx.select({ n: count() }).from(payments).where(eq(payments.orderNum, input.orderNum));
  const [attempt] = await tx
    .insert(payments)
    .values({
      orderNum: input.orderNum,
      provider: input.provider,
      idempotencyKey: `${input.orderNum}-${(earlier?.n ?? 0) + 1}`,
      amountCents: input.amountCents,
      priorStatus: input.priorStatus,
      reference: input.reference ?? null,
    })
    .returning();
  return attempt!;
}

/** The attempt of an order still waiting for its outcome, if any. */
export async function pendingAttemptOf(tx: Db, orderNum: string): Promise<PaymentAttempt | null> {
  const [attempt] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderNum, orderNum), eq(payments.status, "pending")));
  return attempt ?? null;
}

/** The orders whose payment of a cart (a new order, prior status 1) is under way right now, on any server. */
export async function ordersBeingPaidFromCarts(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ orderNum: payments.orderNum })
    .from(payments)
    .where(and(eq(payments.status, "pending"), eq(payments.priorStatus, ORDER_STATUS.reserved)));
  return rows.map((row) => row.orderNum);
}

/** The newest payment attempt of an order, if any (how its last payment ended). */
export async function latestAttemptOf(tx: Db, orderNum: string): Promise<PaymentAttempt | null> {
  const [attempt] = await tx.select().from(payments).where(eq(payments.orderNum, orderNum)).orderBy(desc(payments.id)).limit(1);
  return attempt ?? null;
}

/** Records how an attempt ended: approved with the gateway's reference, declined, reversed or failed. */
export async function settleAttempt(
  db: Db,
  id: number,
  outcome: { status: Exclude<PaymentStatus, "pending">; reference?: string | null; message?: string | null; card?: { brand: string; last4: string } | null },
): Promise<void> {
  await db
    .update(payments)
    .set({
      status: outcome.status,
      ...(outcome.reference !== undefined ? { reference: outcome.reference } : {}),
      message: outcome.message ?? null,
      ...(outcome.card ? { cardBrand: outcome.card.brand, cardLast4: outcome.card.last4 } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, id));
}

/** Attempts still pending after `olderThanMs`: a crash, or a server gone, between calling the gateway and recording the outcome. */
export async function attemptsInDoubt(db: Db, olderThanMs: number): Promise<PaymentAttempt[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "pending"), lt(payments.updatedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`)))
    .orderBy(asc(payments.id));
}

/** What the browser needs to pay here: where it tokenizes cards, and PayPal's public client id when PayPal is offered. */
export function paymentSettings(payments: Payments): PaymentSettings {
  const card = payments.gateway.browserSettings();
  const paypal = payments.paypal.browserSettings();
  return { card: { gateway: card.gateway, tokenUrl: card.tokenUrl }, paypal: paypal ? { clientId: paypal.clientId, currency: "CAD" } : null };
}

/** An order's payments as staff see them: each approved charge with what was given back of it (refunds done). */
export async function paymentsOf(db: Db, orderNum: string) {
  const rows = await db.select().from(payments).where(eq(payments.orderNum, orderNum)).orderBy(asc(payments.id));
  const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderNum, orderNum));
  return rows.map((row) => ({
    ...row,
    refundedCents: refunds.filter((refund) => refund.paymentId === row.id && refund.status === "done").reduce((sum, refund) => sum + refund.amountCents, 0),
  }));
}

/** A refund claimed of an order's payment, waiting for (or given) the gateway's answer. */
export type RefundClaim = typeof paymentRefunds.$inferSelect & { charge: ApprovedCharge };

/**
 * Claims a refund of an order's approved payment, in the caller's transaction: at most what is left
 * of it once every refund made or under way is counted. Claims of one order are made one at a time
 * (a lock on the order's refunds, on every server), so refunds asked at once never add up to more than
 * was charged. `amountCents: "rest"` claims whatever is left, and answers null when nothing is.
 */
export async function claimRefund(
  tx: Db,
  input: { orderNum: string; amountCents: Cents | "rest"; reason: string; actor: string; purpose: "refund" | "cancel" },
): Promise<RefundClaim | null> {
  await lockFor(tx, "refunds", input.orderNum);
  const [paid] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderNum, input.orderNum), eq(payments.status, "approved")))
    .orderBy(desc(payments.id))
    .limit(1);
  if (!paid?.reference) {
    if (input.amountCents === "rest") return null;
    throw new AppError("CONFLICT", `Order ${input.orderNum} has no payment to refund.`);
  }
  const claims = await tx
    .select({ cents: paymentRefunds.amountCents, status: paymentRefunds.status, purpose: paymentRefunds.purpose })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paid.id), inArray(paymentRefunds.status, ["pending", "done"])));
  if (claims.some((claim) => claim.status === "pending" && claim.purpose === "cancel")) throw new AppError("IN_PROGRESS", orderBeingCancelled(input.orderNum));
  const left = refundableCents(paid.amountCents, claims);
  if (input.amountCents === "rest" && left === 0) return null;
  if (left === 0) throw new AppError("CONFLICT", `Order ${input.orderNum}'s payment is already refunded in full.`);
  const amountCents = input.amountCents === "rest" ? left : input.amountCents;
  if (amountCents > left) {
    const most = `At most ${fromCents(left).toFixed(2)} can still be refunded.`;
    throw new AppError("INVALID", most, { amount: most });
  }
  const [{ n }] = (await tx.select({ n: count() }).from(paymentRefunds).where(eq(paymentRefunds.paymentId, paid.id))) as [{ n: number }];
  const [claim] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: paid.id,
      orderNum: input.orderNum,
      amountCents,
      status: "pending",
      purpose: input.purpose,
      idempotencyKey: `${paid.idempotencyKey}-staff-refund-${n + 1}`,
      reason: input.reason,
      actor: input.actor,
    })
    .returning();
  return { ...claim!, charge: { provider: paid.provider as PaymentProvider, reference: paid.reference, orderNumber: paid.orderNum, amountCents: paid.amountCents } };
}

/** Asks the payment's provider for a claimed refund; the claim's key makes asking again (after a lost answer) safe. Answers the provider's reference. */
export async function sendRefund(providers: Payments, claim: RefundClaim): Promise<string> {
  return (await providers.refund(claim.charge, claim.amountCents, claim.idempotencyKey)).reference;
}

/** Records how a claimed refund ended: done with the provider's reference, or failed (nothing was given back). */
export async function settleRefund(db: Db, claimId: number, outcome: { status: "done"; reference: string } | { status: "failed"; message: string }): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ status: outcome.status, reference: outcome.status === "done" ? outcome.reference : null, message: outcome.status === "failed" ? outcome.message : null, updatedAt: sql`now()` })
    .where(and(eq(paymentRefunds.id, claimId), eq(paymentRefunds.status, "pending")));
}

/** Whether an order's cancellation is under way: its refund is claimed and the gateway has not answered yet. */
export async function cancellationUnderWay(tx: Db, orderNum: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderNum, orderNum), eq(paymentRefunds.status, "pending"), eq(paymentRefunds.purpose, "cancel")))
    .limit(1);
  return Boolean(row);
}

/** Flags the refund steps set for their undos. */
interface RefundRun {
  /** The provider gave the money back: the claim is done, whatever fails after. */
  reference: string | null;
  /** The provider may have given it back: the claim stays pending for the reconciliation to ask again. */
  inDoubt: boolean;
}

/**
 * Runs a claimed refund to its end as steps: the claim (made by `claim`, in its own transaction), the
 * provider's refund, then `record` (in a transaction, with the refund marked done). A refund the
 * provider refused marks the claim failed; one whose answer was lost stays pending, and the
 * reconciliation asks the provider again with the same key. Answers the claim, or null when `claim`
 * found nothing to refund.
 */
export async function runRefund(
  deps: { db: Db; payments: Payments },
  claim: (tx: Db) => Promise<RefundClaim | null>,
  record: (tx: Db, claim: RefundClaim | null) => Promise<void>,
): Promise<RefundClaim | null> {
  const results = await defineSteps<RefundRun>()
    .step({
      name: "claim",
      run: () => withTransaction(deps.db, claim),
      undo: async (run, claimed) => {
        if (!claimed || run.inDoubt) return;
        await settleRefund(deps.db, claimed.id, run.reference ? { status: "done", reference: run.reference } : { status: "failed", message: "The payment service refused the refund" });
      },
    })
    .step({
      name: "refund",
      run: async (run, { claim: claimed }) => {
        if (!claimed) return null;
        try {
          run.reference = await sendRefund(deps.payments, claimed);
        } catch (error) {
          if (error instanceof GatewayUnavailableError && error.outcomeUnknown) run.inDoubt = true;
          throw error;
        }
        return run.reference;
      },
    })
    .step({
      name: "record",
      run: (_run, { claim: claimed, refund: reference }) =>
        withTransaction(deps.db, async (tx) => {
          if (claimed && reference) await settleRefund(tx, claimed.id, { status: "done", reference });
          await record(tx, claimed);
        }),
    })
    .run({ reference: null, inDoubt: false });
  return results.claim;
}

/**
 * Staff give back part or all of an order's approved payment through the provider that took it (card
 * or PayPal), at most what is left of it, with an audit entry. Refunds of one order asked at once are
 * claimed one at a time: each gives back at most what the ones before it left.
 */
export async function refundPayment(
  deps: { db: Db; payments: Payments },
  input: { orderNum: string; amountCents: number; reason: string; actor: string },
): Promise<{ refundedCents: number }> {
  await runRefund(
    deps,
    (tx) => claimRefund(tx, { ...input, purpose: "refund" }),
    async (tx, claim) => {
      if (!claim) return;
      await audit(tx, { actor: input.actor, action: "order.refund", target: `order:${input.orderNum}`, details: { amountCents: claim.amountCents, reason: input.reason, claim: claim.id } });
    },
  );
  return { refundedCents: input.amountCents };
}

/** Refunds claimed but not answered after `olderThanMs` (a crash, a lost answer): asked again with the same key, so each is given back once. */
export async function settleRefundsInDoubt(deps: { db: Db; payments: Payments }, olderThanMs: number): Promise<{ done: number; failed: number }> {
  const settled = { done: 0, failed: 0 };
  const pending = await deps.db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, "pending"), lt(paymentRefunds.updatedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`)))
    .orderBy(asc(paymentRefunds.id));
  for (const row of pending) {
    const [paid] = await deps.db.select().from(payments).where(eq(payments.id, row.paymentId));
    if (!paid?.reference) continue;
    const claim: RefundClaim = { ...row, charge: { provider: paid.provider as PaymentProvider, reference: paid.reference, orderNumber: paid.orderNum, amountCents: paid.amountCents } };
    try {
      await settleRefund(deps.db, row.id, { status: "done", reference: await sendRefund(deps.payments, claim) });
      settled.done++;
    } catch (error) {
      if (!(error instanceof PaymentRefusedError)) continue;
      await settleRefund(deps.db, row.id, { status: "failed", message: error.reason });
      settled.failed++;
    }
  }
  return settled;
}
