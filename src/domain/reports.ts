import { ORDER_STATUS, type OrderStatus } from "./orders";

/**
 * The console's reports (docs/decisions/034-reports.md): which orders are sales and on which day,
 * the period a report covers and its buckets, and what a part low on stock should be reordered by.
 */

/**
 * Sales are the orders the store has been paid for or a dealer has bound themselves to: paid (6),
 * dealer-confirmed (7) and shipped (9). Reserved numbers (1), quotes (3, 5) and cancelled orders (0)
 * are not sales. Each sale counts on its payment day when one is recorded, else on its order day.
 */
export const SALE_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.paid, ORDER_STATUS.dealerConfirmed, ORDER_STATUS.shipped];

/**
 * Refunds count once the gateway has given the money back (done); a claim still waiting for its answer
 * (pending) or refused (failed) has given nothing back. Staff refunds and the refunds of cancels alike.
 */
export const COUNTED_REFUND_STATUS = "done";

/**
 * The share of an order's refunds that falls on one of its amounts (a line's, its subtotal): a refund
 * is given on the order's payment, not on a part, so it is spread over the order in proportion to what
 * the amount is of the order's total, to the cent (half up). Never more than the amount itself.
 */
export function refundShareCents(amountCents: number, orderTotalCents: number, refundedCents: number): number {
  if (orderTotalCents <= 0 || refundedCents <= 0 || amountCents <= 0) return 0;
  const refunded = Math.min(refundedCents, orderTotalCents);
  return Math.floor((2 * amountCents * refunded + orderTotalCents) / (2 * orderTotalCents));
}

/**
 * What the store kept of an amount of a sale (a line's revenue, a dealer's subtotal) once the order's
 * refunds are taken off: the amount less its share of them (refundShareCents). A sale refunded in full
 * keeps nothing of any of its amounts; one never refunded keeps all.
 */
export function keptCents(amountCents: number, orderTotalCents: number, refundedCents: number): number {
  return amountCents - refundShareCents(amountCents, orderTotalCents, refundedCents);
}

/** What the store kept of sales that came to `totalCents` once `refundedCents` of it was given back: the net sales a report's chart shows. */
export function netSalesCents(totalCents: number, refundedCents: number): number {
  return totalCents - refundedCents;
}

/**
 * The orders whose back-ordered units are still owed: dealer-confirmed (7). A shipped order's
 * back-order went with it, and a cancel puts the line's back-order back to 0.
 */
export const OPEN_BACKORDER_STATUSES: readonly OrderStatus[] = [ORDER_STATUS.dealerConfirmed];

/** Every order state, in the order the Orders by status report lists them (the order's life, then cancelled). */
export const REPORT_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.reserved,
  ORDER_STATUS.pendingQuote,
  ORDER_STATUS.pendingReply,
  ORDER_STATUS.paid,
  ORDER_STATUS.dealerConfirmed,
  ORDER_STATUS.shipped,
  ORDER_STATUS.cancelled,
];

/** The store's time zone: report days, weeks and months are its calendar's. */
export const STORE_TIME_ZONE = "America/Toronto";

export const REPORT_GRAINS = ["day", "week", "month"] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];

/** A period with no dates given: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest period a report covers: two years (731 days, a leap day included). */
export const MAX_PERIOD_DAYS = 731;
/** How many parts and dealers the screen's top lists show (the CSV files hold every row). */
export const TOP_ROWS = 10;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The day `days` after (or before, when negative) a calendar day. */
export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** How many days a period holds, both ends included. */
export function daysIn(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** What is wrong with a period (both ends included), or null: ends the wrong way round, or longer than two years. */
export function periodProblem(from: string, to: string): string | null {
  if (from > to) return `The period ends (${to}) before it starts (${from}): the From date must be on or before the To date.`;
  if (daysIn(from, to) > MAX_PERIOD_DAYS) return `The period is ${daysIn(from, to)} days long: a report covers at most two years (${MAX_PERIOD_DAYS} days).`;
  return null;
}

/** Today in the store's time zone, YYYY-MM-DD. */
export function storeDay(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: STORE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

export interface ReportPeriod {
  from: string;
  to: string;
}

/** The period a report covers: the dates given, with a missing end today and a missing start 29 days before the end (30 days). */
export function reportPeriod(given: { from?: string | undefined; to?: string | undefined }, today: string): ReportPeriod {
  const to = given.to ?? today;
  const from = given.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1));
  return { from, to };
}

/** The first day of the bucket a day falls in: itself, the Monday of its week (ISO weeks), or the first of its month. */
export function bucketStart(day: string, grain: ReportGrain): string {
  if (grain === "day") return day;
  if (grain === "month") return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

function nextBucket(start: string, grain: ReportGrain): string {
  if (grain === "day") return addDays(start, 1);
  if (grain === "week") return addDays(start, 7);
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/** One bucket of a period: its first and last day, cut at the period's ends (a week may start before the period does). */
export interface ReportBucket {
  start: string;
  from: string;
  to: string;
}

/** Every bucket of a period, oldest first, the empty ones included. */
export function periodBuckets(period: ReportPeriod, grain: ReportGrain): ReportBucket[] {
  const buckets: ReportBucket[] = [];
  for (let start = bucketStart(period.from, grain); start <= period.to; start = nextBucket(start, grain)) {
    const last = addDays(nextBucket(start, grain), -1);
    buckets.push({ start, from: start < period.from ? period.from : start, to: last > period.to ? period.to : last });
  }
  return buckets;
}

const monthName = new Intl.DateTimeFormat("en-CA", { month: "long", year: "numeric", timeZone: "UTC" });

/** A bucket as the report's table and CSV name it: "2026-11-02", "2026-11-02 to 2026-11-08", "November 2026". */
export function bucketLabel(bucket: ReportBucket, grain: ReportGrain): string {
  if (grain === "day") return bucket.start;
  if (grain === "month") return monthName.format(new Date(`${bucket.start}T00:00:00Z`));
  return `${bucket.from} to ${bucket.to}`;
}

/**
 * How many to reorder of a part at or below its reorder point: enough to bring it back to twice its
 * reorder point (the shop keeps no order-up-to level, so one reorder point's worth above the point
 * itself) once the units dealers have on back-order are sent (they are owed out of what arrives), and
 * at least one, so a part whose reorder point is 0 and has none on hand is reordered.
 */
export function reorderQuantity(onhand: number, orderpt: number, backordered = 0): number {
  return Math.max(2 * Math.max(orderpt, 0) - Math.max(onhand, 0) + Math.max(backordered, 0), 1);
}

/** Whether a part is low on stock: at or below its reorder point (above it, the storefront gives its promo price). */
export function isLowStock(onhand: number, orderpt: number): boolean {
  return onhand <= orderpt;
}

/** How long something has waited, in the store's words: "45 minutes", "5 hours", "3 days 4 hours". */
export function waitedText(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return `${whole} minute${whole === 1 ? "" : "s"}`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} day${days === 1 ? "" : "s"}${rest ? ` ${rest} hour${rest === 1 ? "" : "s"}` : ""}`;
}

export const REPORT_KINDS = ["sales", "orders-by-status", "top-parts", "top-dealers", "quotes-waiting", "low-stock"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * A report's CSV file name, dated: the period's ends for a period's report
 * ("partshop-sales-by-week-2026-10-28-to-2026-11-26.csv"), the day it was taken for the ones about now
 * ("partshop-low-stock-2026-11-26.csv").
 */
export function reportFileName(kind: ReportKind, dated: ReportPeriod | string, detail?: string): string {
  const name = detail ? `${kind}-${detail}` : kind;
  const when = typeof dated === "string" ? dated : `${dated.from}-to-${dated.to}`;
  return `partshop-${name}-${when}.csv`;
}
