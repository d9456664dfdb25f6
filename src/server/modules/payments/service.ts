import { and, asc, count, eq, lt, sql } from "drizzle-orm";
import type { PaymentSettings } from "../../../domain/contracts/buying";
import type { Db } from "../../db/client";
import { type PaymentStatus, paymentRefunds, payments } from "../../db/schema/payments";
import { withTransaction } from "../../db/transaction";
import { AppError } from "../../errors";
import type { Payments } from "../../integrations/payments/create-gateway";
import { audit } from "../../lib/audit";

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

/** An order's payments as staff see them: each approved charge with what was given back of it. */
export async function paymentsOf(db: Db, orderNum: string) {
  const rows = await db.select().from(payments).where(eq(payments.orderNum, orderNum)).orderBy(asc(payments.id));
  const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderNum, orderNum));
  return rows.map((row) => ({
    ...row,
    refundedCents: refunds.filter((refund) => refund.paymentId === row.id).reduce((sum, refund) => sum + refund.amountCents, 0),
  }));
}

/**
 * Gives back part or all of an order's approved payment through its gateway (card or PayPal), at
 * most what is left of it, and records the refund and an audit entry. 409 when nothing is left to give.
 */
export async function refundPayment(
  deps: { db: Db; payments: Payments },
  input: { orderNum: string; amountCents: number; reason: string; actor: string },
): Promise<{ refundedCents: number; leftCents: number }> {
  const paid = (await paymentsOf(deps.db, input.orderNum)).find((row) => row.status === "approved" && row.reference);
  if (!paid?.reference) throw new AppError("CONFLICT", `Order ${input.orderNum} has no payment to refund.`);
  const left = paid.amountCents - paid.refundedCents;
  if (left <= 0) throw new AppError("CONFLICT", `Order ${input.orderNum}'s payment is already refunded in full.`);
  if (input.amountCents > left) throw new AppError("INVALID", `At most ${(left / 100).toFixed(2)} can still be refunded.`, { amount: `At most ${(left / 100).toFixed(2)} can still be refunded.` });
  const [{ n }] = (await deps.db.select({ n: count() }).from(paymentRefunds).where(eq(paymentRefunds.paymentId, paid.id))) as [{ n: number }];
  const key = `${paid.idempotencyKey}-staff-refund-${n + 1}`;
  const reference =
    paid.provider === "paypal"
      ? (await deps.payments.paypal.refundCapture(paid.reference, input.amountCents, key)).refundId
      : (await deps.payments.gateway.refund({ reference: paid.reference, orderNumber: input.orderNum, amountCents: input.amountCents, idempotencyKey: key })).reference;
  await withTransaction(deps.db, async (tx) => {
    await tx.insert(paymentRefunds).values({ paymentId: paid.id, orderNum: input.orderNum, amountCents: input.amountCents, reference, reason: input.reason, actor: input.actor });
    await audit(tx, { actor: input.actor, action: "order.refund", target: `order:${input.orderNum}`, details: { amountCents: input.amountCents, reason: input.reason, reference, before: { refundedCents: paid.refundedCents }, after: { refundedCents: paid.refundedCents + input.amountCents } } });
  });
  return { refundedCents: input.amountCents, leftCents: left - input.amountCents };
}
