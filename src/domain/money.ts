/** Whole cents: every money sum in the shop is done in integers, never in floating point. */
export type Cents = number;

export function toCents(amount: number | string): Cents {
  const value = typeof amount === "string" ? Number(amount) : amount;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${amount}`);
  return Math.round(value * 100);
}

export function fromCents(cents: Cents): number {
  return Math.round(cents) / 100;
}

/** Multiplies a cent amount by a factor and rounds once, half away from zero. */
export function scaleCents(cents: Cents, factor: number): Cents {
  const scaled = cents * factor;
  return Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-9);
}

// Made on first use: every page of the storefront loads this module for its sums, and making a currency
// format costs milliseconds on a phone (its prices are written by i18n/format.ts in the page's language).
let cadFormat: Intl.NumberFormat | undefined;
let usdFormat: Intl.NumberFormat | undefined;
const cad = () => (cadFormat ??= new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD", minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const usd = () =>
  (usdFormat ??= new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency: "USD",
    currencyDisplay: "code",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/** "$1,234.50" for an amount in dollars (CAD, two decimals). */
export function formatCad(amount: number): string {
  return cad().format(fromCents(toCents(amount)));
}

/** "$1,234.50" for an amount in cents. */
export function formatCents(cents: Cents): string {
  return cad().format(fromCents(cents));
}

/** "USD 1,234.50": classic body models are priced in US dollars. */
export function formatUsd(amount: number): string {
  return usd()
    .format(fromCents(toCents(amount)))
    .replace(/\u00a0/g, " ");
}
