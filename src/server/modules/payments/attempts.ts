import { and, asc, count, desc, eq, lt, type SQLWrapper, sql } from "drizzle-orm";
import type { PaymentSettings } from "../../../domain/contracts/buying";
import { ORDER_STATUS } from "../../../domain/orders";
import type { Ctx } from "../../context";
import { type PaymentStatus, paymentRefunds, payments } from "./schema";

/** A payment attempt as the checkout steps and the reconciliation see it. */
export type PaymentAttempt = typeof payments.$inferSelect;

/**
 * Writes a payment attempt (pending) in the caller's transaction, before the gateway is called: the
 * order number, the exact amount the server computed, the provider, and a key unique to this attempt.
 * The gateway charges an order number at most once whatever the key, so a retry of a declined card
 * gets a fresh key while a double submit never charges twice.
 */
export async function startAttempt(
  { db: tx }: Ctx<"db">,
  input: { orderNum: string; provider: string; amountCents: number; priorStatus: number; reference?: string | null },
): Promise<PaymentAttempt> {
  // The attempts before it are counted by the insert itself; the caller holds the order's lock, so none is written meanwhile.
  const earlier = tx.select({ n: count() }).from(payments).where(eq(payments.orderNum, input.orderNum));
  const [attempt] = await tx
    .insert(payments)
    .values({
      orderNum: input.orderNum,
      provider: input.provider,
      idempotencyKey: sql`${input.orderNum}::text || '-' || ((${earlier}) + 1)`,
      amountCents: input.amountCents,
      priorStatus: input.priorStatus,
      reference: input.reference ?? null,
    })
    .returning();
  return attempt!;
}

/** The attempt of an order still waiting for its outcome, if any. */
export async function pendingAttemptOf({ db: tx }: Ctx<"db">, orderNum: string): Promise<PaymentAttempt | null> {
  const [attempt] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderNum, orderNum), eq(payments.status, "pending")));
  return attempt ?? null;
}

/**
 * The orders whose payment of a cart (a new order, prior status 1) is under way right now, on any
 * server, as a subquery for the caller's own query: with many shoppers paying at once, reading them
 * all to look for one owner's would cost each payment a statement and a parameter per other payment.
 */
export function ordersBeingPaidFromCarts({ db: tx }: Ctx<"db">): SQLWrapper {
  return tx
    .select({ orderNum: payments.orderNum })
    .from(payments)
    .where(and(eq(payments.status, "pending"), eq(payments.priorStatus, ORDER_STATUS.reserved)));
}

/** The newest payment attempt of an order, if any (how its last payment ended). */
export async function latestAttemptOf({ db: tx }: Ctx<"db">, orderNum: string): Promise<PaymentAttempt | null> {
  const [attempt] = await tx.select().from(payments).where(eq(payments.orderNum, orderNum)).orderBy(desc(payments.id)).limit(1);
  return attempt ?? null;
}

/** Records how an attempt ended: approved with the gateway's reference, declined, reversed or failed. */
export async function settleAttempt(
  { db }: Ctx<"db">,
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
export async function attemptsInDoubt({ db }: Ctx<"db">, olderThanMs: number): Promise<PaymentAttempt[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "pending"), lt(payments.updatedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`)))
    .orderBy(asc(payments.id));
}

/** What the browser needs to pay here: where it tokenizes cards, and PayPal's public client id when PayPal is offered. */
export function paymentSettings({ payments }: Ctx<"payments">): PaymentSettings {
  const card = payments.gateway.browserSettings();
  const paypal = payments.paypal.browserSettings();
  return { card: { gateway: card.gateway, tokenUrl: card.tokenUrl }, paypal: paypal ? { clientId: paypal.clientId, currency: "CAD" } : null };
}

/** An order's payments as staff see them: each approved charge with what was given back of it (refunds done). */
export async function paymentsOf({ db }: Ctx<"db">, orderNum: string) {
  const rows = await db.select().from(payments).where(eq(payments.orderNum, orderNum)).orderBy(asc(payments.id));
  const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderNum, orderNum));
  return rows.map((row) => ({
    ...row,
    refundedCents: refunds.filter((refund) => refund.paymentId === row.id && refund.status === "done").reduce((sum, refund) => sum + refund.amountCents, 0),
  }));
}
