import { count, desc, eq } from "drizzle-orm";
import type { StaffReturnsReply } from "../../../domain/contracts/returns";
import { canMoveReturn, type ReturnStatus, returnNumber } from "../../../domain/returns";
import { type Ctx, inTransaction } from "../../context";
import { AppError, notFound } from "../../errors";
import { audit } from "../audit/service";
import { takeStock } from "../catalog/service";
import { orderEmails, ownedOrder } from "../orders/service";
import { claimRefund, type RefundClaim, refundClaimStatus, runRefund } from "../payments/service";
import { linesOfReturns, lockReturn, mailReturn, type ReturnRow, returnViews, setReturn } from "./records";
import { orderReturns } from "./schema";

const PAGE_SIZE = 20;
const STATUS_WORDS: Record<ReturnStatus, string> = {
  requested: "requested",
  approved: "approved",
  refused: "refused",
  refunding: "being refunded",
  refunded: "refunded",
  credited: "credited",
};

/** GET /api/admin/returns: a page of 20 returns, newest first, of one status or every status. */
export async function listReturnsForStaff(ctx: Ctx<"db">, query: { status?: ReturnStatus; page: number }): Promise<StaffReturnsReply> {
  const where = query.status ? eq(orderReturns.status, query.status) : undefined;
  const [rows, [{ total }]] = (await Promise.all([
    ctx.db
      .select()
      .from(orderReturns)
      .where(where)
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    ctx.db.select({ total: count() }).from(orderReturns).where(where),
  ])) as [ReturnRow[], [{ total: number }]];
  const [views, emails] = await Promise.all([
    returnViews(ctx, rows),
    orderEmails(
      ctx,
      rows.map((row) => row.orderNum),
    ),
  ]);
  return {
    current_page: query.page,
    total,
    data: views.map((view, index) => ({
      ...view,
      owner_kind: rows[index]!.ownerKind,
      owner_id: rows[index]!.ownerId,
      email: emails.get(view.order_num) ?? "",
    })),
  };
}

/** A return locked for a staff change that may move it to `to`; 404 when there is none, 409 when the move is not allowed. */
async function lockForMove(tx: Ctx<"db">, id: number, to: ReturnStatus): Promise<ReturnRow> {
  const row = await lockReturn(tx, id);
  if (!row) throw notFound("return", id);
  if (row.status === "refunding" && to !== "refunded") throw new AppError("IN_PROGRESS", { key: "errors.returns.underWay", values: { rma: returnNumber(id) } });
  if (!canMoveReturn(row.status, to)) {
    const key = to === "approved" || to === "refused" ? "errors.returns.notRequested" : "errors.returns.notApproved";
    throw new AppError("CONFLICT", { key, values: { rma: returnNumber(id), status: STATUS_WORDS[row.status] } });
  }
  return row;
}

/** Mails a return's shopper a step, with its order's e-mail and the return's lines. */
async function mailStep(tx: Ctx<"db" | "mail" | "config">, step: Parameters<typeof mailReturn>[1], row: ReturnRow): Promise<void> {
  const order = await ownedOrder(tx, null, row.orderNum);
  const lines = (await linesOfReturns(tx, [row.id])).get(row.id) ?? [];
  await mailReturn(tx, step, row, order, lines);
}

/** Staff approve a requested return: the shopper is mailed the return number and where to send the parts. */
export async function approveReturn(ctx: Ctx<"db" | "mail" | "config">, id: number, actor: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await lockForMove(tx, id, "approved");
    await setReturn(tx, id, "approved", { decidedAt: new Date() });
    await audit(tx, { actor, action: "order.return.approve", target: `order:${row.orderNum}`, details: { return: id } });
    await mailStep(tx, "approved", row);
  });
}

/** Staff refuse a requested or approved return, with a reason the shopper is mailed; its parts may be asked for again. */
export async function refuseReturn(ctx: Ctx<"db" | "mail" | "config">, id: number, reason: string, actor: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await lockForMove(tx, id, "refused");
    await setReturn(tx, id, "refused", { decidedAt: new Date(), refusedReason: reason });
    await audit(tx, { actor, action: "order.return.refuse", target: `order:${row.orderNum}`, details: { return: id, reason } });
    await mailStep(tx, "refused", { ...row, refusedReason: reason });
  });
}

/** The parts of a return go back on the shelf, in the caller's transaction. */
async function restock(tx: Ctx<"db", "caches">, id: number): Promise<void> {
  const lines = (await linesOfReturns(tx, [id])).get(id) ?? [];
  await takeStock(
    tx,
    lines.map((line) => ({ item: line.item, quantity: -line.qty })),
    { allowBackorder: true },
  );
}

/**
 * Staff receive an approved return's parts: their stock goes back and the shopper is given back what the
 * policy gives (the amount computed when the return was asked for). A dealer's return is credited to
 * their statement in one transaction. A customer's is refunded through the provider that took the
 * payment, as steps (payments' runRefund): the return is marked refunding with its claim, the provider
 * asked, then the stock and the return recorded. Receipts asked at once refund once; a refund the
 * provider refuses puts the return back to approved; one whose answer was lost stays refunding until the
 * reconciliation settles its claim, and receiving it again then finishes it.
 */
export async function receiveReturn(ctx: Ctx<"db" | "mail" | "config" | "payments", "caches">, id: number, actor: string): Promise<void> {
  const [row] = await ctx.db.select({ ownerKind: orderReturns.ownerKind }).from(orderReturns).where(eq(orderReturns.id, id));
  if (!row) throw notFound("return", id);
  if (row.ownerKind === "dealer") return creditReturn(ctx, id, actor);
  let claimId: number | null = null;
  try {
    await runRefund(
      ctx,
      async (tx) => {
        const locked = await lockReturn(tx, id);
        if (!locked) throw notFound("return", id);
        if (locked.status === "refunding" && locked.refundClaimId !== null) {
          const claim = await refundClaimStatus(tx, locked.refundClaimId);
          if (claim === "pending") throw new AppError("IN_PROGRESS", { key: "errors.returns.underWay", values: { rma: returnNumber(id) } });
          // Done: the money went back; only the record is left. Failed: claim again.
          if (claim === "done") return null;
        } else await lockForMove(tx, id, "refunding");
        const claim: RefundClaim | null = await claimRefund(tx, {
          orderNum: locked.orderNum,
          amountCents: locked.refundCents,
          reason: `Return ${returnNumber(id)}`,
          actor,
          purpose: "refund",
        });
        claimId = claim?.id ?? null;
        await setReturn(tx, id, "refunding", { refundClaimId: claimId });
        return claim;
      },
      async (tx) => {
        const locked = await lockForMove(tx, id, "refunded");
        await restock(tx, id);
        await setReturn(tx, id, "refunded", { receivedAt: new Date() });
        await audit(tx, {
          actor,
          action: "order.return.refund",
          target: `order:${locked.orderNum}`,
          details: { return: id, refundedCents: locked.refundCents, claim: locked.refundClaimId },
        });
        await mailStep(tx, "refunded", locked);
      },
    );
  } catch (error) {
    if (claimId !== null) await putBackWhenRefused(ctx, id, claimId);
    throw error;
  }
}

/** A refund the provider refused leaves its return approved, to be received again (or refused). */
async function putBackWhenRefused(ctx: Ctx<"db">, id: number, claimId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const locked = await lockReturn(tx, id);
    if (locked?.status === "refunding" && locked.refundClaimId === claimId && (await refundClaimStatus(tx, claimId)) === "failed")
      await setReturn(tx, id, "approved", { refundClaimId: null });
  });
}

/** A dealer's approved return: stock back and the amount credited to their statement, in one transaction. */
async function creditReturn(ctx: Ctx<"db" | "mail" | "config", "caches">, id: number, actor: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await lockForMove(tx, id, "credited");
    await restock(tx, id);
    await setReturn(tx, id, "credited", { receivedAt: new Date() });
    await audit(tx, { actor, action: "order.return.credit", target: `order:${row.orderNum}`, details: { return: id, creditedCents: row.refundCents } });
    await mailStep(tx, "credited", row);
  });
}
