import { type Cents, scaleCents } from "./money";

/** Sales tax by Canadian province, 2025-26 (GST/HST, plus PST or QST where charged on the same base). */
export const DEFAULT_TAX_RATES: Readonly<Record<string, number>> = {
  AB: 0.05,
  NT: 0.05,
  NU: 0.05,
  YT: 0.05,
  BC: 0.12,
  MB: 0.12,
  SK: 0.11,
  QC: 0.14975,
  ON: 0.13,
  NB: 0.15,
  NL: 0.15,
  PE: 0.15,
  NS: 0.14,
};

/** tax = (subtotal + shipping) x rate, rounded to the cent once. */
export function taxOn(subtotal: Cents, shipping: Cents, rate: number): Cents {
  return scaleCents(subtotal + shipping, rate);
}

export function orderTotal(subtotal: Cents, shipping: Cents, tax: Cents): Cents {
  return subtotal + shipping + tax;
}
