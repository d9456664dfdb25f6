import type { Cents } from "./money";
import { combinedRate, type TaxLine, type TaxPart, taxLines } from "./tax";

// Every sum of money an order has, in integer cents, computed here once for the server, the browser,
// mails, documents and the console (DESIGN 7).

/** An order line as totals need it: the one unit price and the quantity. */
export interface PricedLine {
  unitCents: Cents;
  qty: number;
}

/** A line's total: its unit price times its quantity. */
export function lineCents(line: PricedLine): Cents {
  return line.unitCents * line.qty;
}

/** The lines' subtotal. */
export function subtotalCents(lines: readonly PricedLine[]): Cents {
  return lines.reduce((sum, line) => sum + lineCents(line), 0);
}

/** An order's money, in cents: the one computation behind the cart, checkout, the charge, receipts and documents. */
export interface OrderTotals {
  subtotalCents: Cents;
  shippingCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
}

/** Totals from a subtotal and shipping: tax = (subtotal + shipping) x the destination's combined rate, rounded once; total = all three. */
export function totalsOf(subtotal: Cents, shipping: Cents, parts: readonly TaxPart[]): OrderTotals {
  const taxCents = taxLines(subtotal + shipping, parts).reduce((sum, line) => sum + line.cents, 0);
  return { subtotalCents: subtotal, shippingCents: shipping, taxCents, totalCents: subtotal + shipping + taxCents };
}

/** An order's totals from its lines, its shipping and the taxes of its destination. */
export function orderTotals(lines: readonly PricedLine[], shipping: Cents, parts: readonly TaxPart[]): OrderTotals {
  return totalsOf(subtotalCents(lines), shipping, parts);
}

/** An order's tax by component (HST; GST + PST; GST + QST), summing to its tax to the cent. */
export function orderTaxLines(order: Pick<OrderTotals, "subtotalCents" | "shippingCents">, parts: readonly TaxPart[]): TaxLine[] {
  return taxLines(order.subtotalCents + order.shippingCents, parts);
}

/** The one rate an order records beside its parts (0.14975 for GST + QST). */
export const orderTaxRate = combinedRate;

/** What is left to give back of a payment: what was charged less every refund made or under way, never below 0. */
export function refundableCents(chargedCents: Cents, refunds: readonly { cents: Cents }[]): Cents {
  return Math.max(0, chargedCents - refunds.reduce((sum, refund) => sum + refund.cents, 0));
}
