import { asc, eq, inArray } from "drizzle-orm";
import type { ReturnView } from "../../../domain/contracts/returns";
import { fromCents } from "../../../domain/money";
import { type ReturnStatus, returnNumber } from "../../../domain/returns";
import type { Ctx } from "../../context";
import { lettersIn } from "../../lib/letters";
import { storeDetails } from "../content/service";
import { orderOwnerLocale } from "../orders/service";
import { orderReturnLines, orderReturns } from "./schema";

/** A return as the order_returns table holds it. */
export type ReturnRow = typeof orderReturns.$inferSelect;
/** A returned line as order_return_lines holds it. */
export type ReturnLineRow = typeof orderReturnLines.$inferSelect;

/** The lines of each of the given returns, by return id, in line order. */
export async function linesOfReturns({ db }: Ctx<"db">, ids: readonly number[]): Promise<Map<number, ReturnLineRow[]>> {
  const byReturn = new Map<number, ReturnLineRow[]>();
  if (ids.length === 0) return byReturn;
  const rows = await db
    .select()
    .from(orderReturnLines)
    .where(inArray(orderReturnLines.returnId, [...ids]))
    .orderBy(asc(orderReturnLines.returnId), asc(orderReturnLines.lineNo));
  for (const row of rows) {
    const lines = byReturn.get(row.returnId) ?? [];
    lines.push(row);
    byReturn.set(row.returnId, lines);
  }
  return byReturn;
}

/** A return in the shape its shopper and staff read (returnView). */
export function returnViewOf(row: ReturnRow, lines: readonly ReturnLineRow[]): ReturnView {
  return {
    id: row.id,
    rma: returnNumber(row.id),
    order_num: row.orderNum,
    status: row.status,
    reason: row.reason,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    lines: lines.map((line) => ({ line_no: line.lineNo, item: line.item, descrip: line.descrip, qty: line.qty, price: fromCents(line.unitCents) })),
    goods: fromCents(row.goodsCents),
    fee: fromCents(row.feeCents),
    tax: fromCents(row.taxCents),
    refund: fromCents(row.refundCents),
    refused_reason: row.refusedReason,
  };
}

/** The returns of the given rows, in the view's shape. */
export async function returnViews(ctx: Ctx<"db">, rows: readonly ReturnRow[]): Promise<ReturnView[]> {
  const lines = await linesOfReturns(
    ctx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => returnViewOf(row, lines.get(row.id) ?? []));
}

/** A return locked for a change until the caller's transaction ends; null when there is none. */
export async function lockReturn({ db: tx }: Ctx<"db">, id: number): Promise<ReturnRow | null> {
  const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.id, id)).for("update");
  return row ?? null;
}

/** Moves a return to a status with the given changes, in the caller's transaction (the caller has checked the move). */
export async function setReturn(
  { db: tx }: Ctx<"db">,
  id: number,
  status: ReturnStatus,
  changes: Partial<typeof orderReturns.$inferInsert> = {},
): Promise<void> {
  await tx
    .update(orderReturns)
    .set({ ...changes, status, updatedAt: new Date() })
    .where(eq(orderReturns.id, id));
}

/** The mails a return sends at each step, each with its subject and body keys. */
const MAILS = {
  requested: { subject: "returns.mail.requested.subject", body: "returns.mail.requested.body" },
  approved: { subject: "returns.mail.approved.subject", body: "returns.mail.approved.body" },
  refused: { subject: "returns.mail.refused.subject", body: "returns.mail.refused.body" },
  refunded: { subject: "returns.mail.refunded.subject", body: "returns.mail.refunded.body" },
  credited: { subject: "returns.mail.credited.subject", body: "returns.mail.credited.body" },
} as const;

/**
 * Mails a return's shopper (the order's e-mail) what just happened to it, in their language, in the
 * caller's transaction (sent once it commits).
 */
export async function mailReturn(
  tx: Ctx<"db" | "mail" | "config">,
  step: keyof typeof MAILS,
  row: ReturnRow,
  order: { email: string; ownerKind: "customer" | "dealer"; ownerId: number },
  lines: readonly ReturnLineRow[],
): Promise<void> {
  const { t, money, shortSignature } = lettersIn(await orderOwnerLocale(tx, order));
  const store = await storeDetails(tx);
  const values = {
    rma: returnNumber(row.id),
    orderNum: row.orderNum,
    amount: money(row.refundCents),
    owner: order.ownerKind,
    reason: row.refusedReason ?? "",
    lines: lines.map((line) => t("returns.order.line", { item: line.item, qty: line.qty })).join("\n"),
    address: `${store.name}\n${store.address}\n${store.city}, ${store.province} ${store.postalCode}`,
  };
  await tx.mail.enqueue(tx.db, {
    to: order.email,
    subject: t(MAILS[step].subject, values),
    text: `${t("mail.hello")}\n\n${t(MAILS[step].body, values)}${shortSignature(store)}`,
  });
}
