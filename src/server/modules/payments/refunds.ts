import { and, asc, count, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { type Cents, fromCents } from "../../../domain/money";
import { orderBeingCancelled } from "../../../domain/orders";
import { refundableCents } from "../../../domain/totals";
import { type Ctx, inTransaction } from "../../context";
import { lockFor } from "../../db/locks";
import { AppError, fieldRefusal } from "../../errors";
import type { ApprovedCharge, PaymentProvider } from "../../integrations/payments/create-gateway";
import { GatewayUnavailableError, PaymentRefusedError } from "../../integrations/payments/gateway";
import { defineSteps } from "../../lib/steps";
import { audit } from "../audit/service";
import { paymentRefunds, payments } from "./schema";

/** A refund claimed of an order's payment, waiting for (or given) the gateway's answer. */
export type RefundClaim = typeof paymentRefunds.$inferSelect & { charge: ApprovedCharge };

/**
 * Claims a refund of an order's approved payment, in the caller's transaction: at most what is left
 * of it once every refund made or under way is counted. Claims of one order are made one at a time
 * (a lock on the order's refunds, on every server), so refunds asked at once never add up to more than
 * was charged. `amountCents: "rest"` claims whatever is left, and answers null when nothing is.
 */
export async function claimRefund(
  { db: tx }: Ctx<"db">,
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
    throw new AppError("CONFLICT", { key: "errors.refund.noPayment", values: { id: input.orderNum } });
  }
  const claims = await tx
    .select({ cents: paymentRefunds.amountCents, status: paymentRefunds.status, purpose: paymentRefunds.purpose })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paid.id), inArray(paymentRefunds.status, ["pending", "done"])));
  if (claims.some((claim) => claim.status === "pending" && claim.purpose === "cancel")) throw new AppError("IN_PROGRESS", orderBeingCancelled(input.orderNum));
  const left = refundableCents(paid.amountCents, claims);
  if (input.amountCents === "rest" && left === 0) return null;
  if (left === 0) throw new AppError("CONFLICT", { key: "errors.refund.refundedInFull", values: { id: input.orderNum } });
  const amountCents = input.amountCents === "rest" ? left : input.amountCents;
  if (amountCents > left) {
    throw fieldRefusal("INVALID", "amount", { key: "errors.refund.atMost", values: { amount: fromCents(left).toFixed(2) } });
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
  return {
    ...claim!,
    charge: { provider: paid.provider as PaymentProvider, reference: paid.reference, orderNumber: paid.orderNum, amountCents: paid.amountCents },
  };
}

/** Asks the payment's provider for a claimed refund; the claim's key makes asking again (after a lost answer) safe. Answers the provider's reference. */
export async function sendRefund({ payments }: Ctx<"payments">, claim: RefundClaim): Promise<string> {
  return (await payments.refund(claim.charge, claim.amountCents, claim.idempotencyKey)).reference;
}

/** Records how a claimed refund ended: done with the provider's reference, or failed (nothing was given back). */
export async function settleRefund(
  { db }: Ctx<"db">,
  claimId: number,
  outcome: { status: "done"; reference: string } | { status: "failed"; message: string },
): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({
      status: outcome.status,
      reference: outcome.status === "done" ? outcome.reference : null,
      message: outcome.status === "failed" ? outcome.message : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(paymentRefunds.id, claimId), eq(paymentRefunds.status, "pending")));
}

/** Whether an order's cancellation is under way: its refund is claimed and the gateway has not answered yet. */
export async function cancellationUnderWay({ db: tx }: Ctx<"db">, orderNum: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderNum, orderNum), eq(paymentRefunds.status, "pending"), eq(paymentRefunds.purpose, "cancel")))
    .limit(1);
  return Boolean(row);
}

/** How a claimed refund stands: pending (the provider not answered yet), done or failed; null when there is no such claim. */
export async function refundClaimStatus({ db }: Ctx<"db">, claimId: number): Promise<(typeof paymentRefunds.$inferSelect)["status"] | null> {
  const [row] = await db.select({ status: paymentRefunds.status }).from(paymentRefunds).where(eq(paymentRefunds.id, claimId));
  return row?.status ?? null;
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
 * found nothing to refund. `claim` and `record` are handed the caller's context in their transaction.
 */
export async function runRefund<C extends Ctx<"db" | "payments">>(
  ctx: C,
  claim: (tx: C) => Promise<RefundClaim | null>,
  record: (tx: C, claim: RefundClaim | null) => Promise<void>,
): Promise<RefundClaim | null> {
  const results = await defineSteps<RefundRun>()
    .step({
      name: "claim",
      run: () => inTransaction(ctx, claim),
      undo: async (run, claimed) => {
        if (!claimed || run.inDoubt) return;
        await settleRefund(
          ctx,
          claimed.id,
          run.reference ? { status: "done", reference: run.reference } : { status: "failed", message: "The payment service refused the refund" },
        );
      },
    })
    .step({
      name: "refund",
      run: async (run, { claim: claimed }) => {
        if (!claimed) return null;
        try {
          run.reference = await sendRefund(ctx, claimed);
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
        inTransaction(ctx, async (tx) => {
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
  ctx: Ctx<"db" | "payments">,
  input: { orderNum: string; amountCents: number; reason: string; actor: string },
): Promise<{ refundedCents: number }> {
  await runRefund(
    ctx,
    (tx) => claimRefund(tx, { ...input, purpose: "refund" }),
    async (tx, claim) => {
      if (!claim) return;
      await audit(tx, {
        actor: input.actor,
        action: "order.refund",
        target: `order:${input.orderNum}`,
        details: { amountCents: claim.amountCents, reason: input.reason, claim: claim.id },
      });
    },
  );
  return { refundedCents: input.amountCents };
}

/** Refunds claimed but not answered after `olderThanMs` (a crash, a lost answer): asked again with the same key, so each is given back once. */
export async function settleRefundsInDoubt(ctx: Ctx<"db" | "payments">, olderThanMs: number): Promise<{ done: number; failed: number }> {
  const settled = { done: 0, failed: 0 };
  const pending = await ctx.db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, "pending"), lt(paymentRefunds.updatedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`)))
    .orderBy(asc(paymentRefunds.id));
  for (const row of pending) {
    const [paid] = await ctx.db.select().from(payments).where(eq(payments.id, row.paymentId));
    if (!paid?.reference) continue;
    const claim: RefundClaim = {
      ...row,
      charge: { provider: paid.provider as PaymentProvider, reference: paid.reference, orderNumber: paid.orderNum, amountCents: paid.amountCents },
    };
    try {
      await settleRefund(ctx, row.id, { status: "done", reference: await sendRefund(ctx, claim) });
      settled.done++;
    } catch (error) {
      if (!(error instanceof PaymentRefusedError)) continue;
      await settleRefund(ctx, row.id, { status: "failed", message: error.reason });
      settled.failed++;
    }
  }
  return settled;
}
