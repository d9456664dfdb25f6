import type { MessageKey } from "./i18n/catalogue";
import type { Cents } from "./money";
import { isPlaced } from "./orders";
import { type TaxPart, taxLines } from "./tax";

// Returns (issue 22): the Return Policy's rules, once, for the server, the browser, mails and the console.

/** Returns within this many days of the invoice date (the order's date; spec section 7, Policies). */
export const RETURN_DAYS = 30;
/** The restocking fee on a part ordered in error, in percent of its price. */
export const RESTOCKING_FEE_PERCENT = 25;
/** What a return note may hold. */
export const RETURN_NOTE_MAX = 500;
/** Why staff refused a return: at most this many characters. */
export const REFUSAL_REASON_MAX = 300;

/** Why a part comes back: ordered in error pays the restocking fee; the others are the store's or the part's fault. */
export const RETURN_REASONS = ["orderedInError", "damaged", "defective", "wrongPart"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/**
 * A return's life: requested by its customer or dealer; approved (a return authorization) or refused
 * by staff; refunding while the payment provider is asked; then refunded (to the card or PayPal) or
 * credited (a dealer's statement) once the parts are received and their stock is back.
 */
export const RETURN_STATUSES = ["requested", "approved", "refused", "refunding", "refunded", "credited"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The words of each status, by key, in the reader's language. */
export function returnStatusKey(status: ReturnStatus): MessageKey {
  return `returns.status.${status}`;
}

/** The words of each reason, by key. */
export function returnReasonKey(reason: ReturnReason): MessageKey {
  return `returns.reason.${reason}`;
}

/** Whether a reason pays the restocking fee. */
export function paysRestockingFee(reason: ReturnReason): boolean {
  return reason === "orderedInError";
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for: 30 days after the invoice date. */
export function returnDeadline(invoiceDate: Date | string): Date {
  return new Date(new Date(invoiceDate).getTime() + RETURN_DAYS * DAY_MS);
}

/** Whether an order may still be returned: placed (paid, confirmed or shipped) and within 30 days of its invoice. */
export function isReturnable(order: { status: number; invoiceDate: Date | string }, now: Date = new Date()): boolean {
  return isPlaced(order.status) && now.getTime() <= returnDeadline(order.invoiceDate).getTime();
}

/** A line as a return counts it: the price charged for it and how many come back. */
export interface ReturnedLine {
  unitCents: Cents;
  qty: number;
}

/** What a return gives back, in cents: the parts' price, less the fee, plus the tax charged on what is given back. */
export interface ReturnAmounts {
  goodsCents: Cents;
  feeCents: Cents;
  taxCents: Cents;
  refundCents: Cents;
}

/** One line's restocking fee: 25% of its price, to the cent. */
export function restockingFeeCents(line: ReturnedLine, reason: ReturnReason): Cents {
  return paysRestockingFee(reason) ? Math.round((line.unitCents * line.qty * RESTOCKING_FEE_PERCENT) / 100) : 0;
}

/**
 * What a return refunds: the returned parts at the price charged, less 25% for parts ordered in error,
 * plus the order's tax on that amount (at the order's own rates). Shipping is never given back.
 */
export function returnAmounts(lines: readonly ReturnedLine[], reason: ReturnReason, taxParts: readonly TaxPart[]): ReturnAmounts {
  const goodsCents = lines.reduce((sum, line) => sum + line.unitCents * line.qty, 0);
  const feeCents = lines.reduce((sum, line) => sum + restockingFeeCents(line, reason), 0);
  const taxCents = taxLines(goodsCents - feeCents, taxParts).reduce((sum, line) => sum + line.cents, 0);
  return { goodsCents, feeCents, taxCents, refundCents: goodsCents - feeCents + taxCents };
}

/** How many of an order line may still come back: its quantity less what returns not refused already hold. */
export function returnableQty(ordered: number, alreadyAsked: number): number {
  return Math.max(0, ordered - alreadyAsked);
}

/** The moves staff may make, and no other. */
const MOVES: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ["approved", "refused"],
  approved: ["refunding", "credited", "refused"],
  refunding: ["refunded", "approved"],
  refused: [],
  refunded: [],
  credited: [],
};

/** Whether a return may move from one status to another. */
export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return MOVES[from].includes(to);
}

/** Whether a return's parts still count against its order's lines (every status but refused). */
export function holdsLines(status: ReturnStatus): boolean {
  return status !== "refused";
}

/** A return's number as the shopper, the parcel and the console read it: RMA-000042. */
export function returnNumber(id: number): string {
  return `RMA-${String(id).padStart(6, "0")}`;
}
