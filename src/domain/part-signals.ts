import { cartQuantityRefusal } from "./cart";
import type { PricedPart, PriceViewer } from "./pricing";

/**
 * What a shopper is told about a part before anything goes in the cart, in the same words on the
 * card, in the quick view and on the part page (issue 22): the years it fits, whether it is in
 * stock (and when it arrives), and whether its shipping is quoted. Pure: the browser and the server
 * renderer both read it.
 */

export const IN_STOCK = "In stock";
export const OUT_OF_STOCK = "Out of stock";
export const BACK_ORDER = "Back-order";
export const SHIPPING_BY_QUOTE = "Shipping by quote";
/** Beside a disabled Add to Cart when a retail shopper cannot buy a part that is not in stock. */
export const NOT_IN_STOCK_REASON = "Not in stock, so it cannot be added to the cart yet.";
/** Beside a disabled Add to Cart when the quantity was stepped down to 0. */
export const NO_QUANTITY_REASON = "Choose a quantity of 1 or more to add it.";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The fields of a part the signals read (as every product answer carries them). */
export interface SignalledPart {
  year_from: number;
  year_end: number;
  onhand: number;
  /** Expected arrival, "YYYY-MM-DD", or null. */
  onshpeta: string | null;
  oversize: boolean;
}

/** "1967-1968", or "1965" when the part fits one model year; null when the years are unknown (0). */
export function yearFit(part: Pick<SignalledPart, "year_from" | "year_end">): string | null {
  const from = part.year_from > 0 ? part.year_from : null;
  const end = part.year_end > 0 ? part.year_end : null;
  if (from === null && end === null) return null;
  if (from === null || end === null || from === end) return String(from ?? end);
  return `${Math.min(from, end)}-${Math.max(from, end)}`;
}

/** "2026-12-17" -> "Dec 17" (a calendar day, never shifted by a time zone); null when it is not a date. */
export function shortDay(isoDay: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay.trim());
  if (!match) return null;
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${MONTHS[month - 1]} ${day}`;
}

/** Today's calendar day as "YYYY-MM-DD" in the shopper's clock. */
export function isoDayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** How the stock line reads: in stock, out of stock (with its arrival when one is expected), or a dealer's back-order. */
export type StockState = "in-stock" | "out-of-stock" | "back-order";

export interface StockSignal {
  state: StockState;
  text: string;
}

/**
 * 'In stock' when units are on hand; otherwise 'Back-order' for a dealer (who may order beyond stock)
 * and 'Out of stock' for everyone else, followed by ' - arrives Dec 17' when an arrival date today or
 * later is known. `today` is "YYYY-MM-DD" (a past arrival date is not promised).
 */
/** 'In stock': units on hand. The card's stock line and the list's 'In stock' filter read this one rule. */
export function isInStock(part: Pick<SignalledPart, "onhand">): boolean {
  return part.onhand > 0;
}

export function stockSignal(part: Pick<SignalledPart, "onhand" | "onshpeta">, viewer: Pick<PriceViewer, "kind">, today: string): StockSignal {
  if (isInStock(part)) return { state: "in-stock", text: IN_STOCK };
  const arrival = part.onshpeta && part.onshpeta.slice(0, 10) >= today ? shortDay(part.onshpeta) : null;
  const suffix = arrival ? ` - arrives ${arrival}` : "";
  if (viewer.kind === "dealer") return { state: "back-order", text: `${BACK_ORDER}${suffix}` };
  return { state: "out-of-stock", text: `${OUT_OF_STOCK}${suffix}` };
}

/** The three facts a card and the quick view show, in order. */
export interface PartSignalFacts {
  years: string | null;
  stock: StockSignal;
  /** 'Shipping by quote' for an oversize part; null otherwise. */
  shipping: string | null;
}

export function partSignals(part: SignalledPart, viewer: Pick<PriceViewer, "kind">, today: string): PartSignalFacts {
  return { years: yearFit(part), stock: stockSignal(part, viewer, today), shipping: part.oversize ? SHIPPING_BY_QUOTE : null };
}

/**
 * Why Add to Cart is off for a quantity, in words shown beside the button; null when it is on.
 * A retail shopper cannot buy a part with nothing on hand; a quantity below 1 needs raising; above
 * the stock on hand is refused in the cart rule's own words.
 */
export function addToCartBlock(quantity: number, part: Pick<PricedPart, "onhand">, viewer: Pick<PriceViewer, "kind">): string | null {
  if (viewer.kind !== "dealer" && part.onhand <= 0) return NOT_IN_STOCK_REASON;
  if (!(quantity >= 1)) return NO_QUANTITY_REASON;
  return cartQuantityRefusal(quantity, part, viewer);
}
