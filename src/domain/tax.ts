import { type Cents, scaleCents } from "./money";
import { isRegionOf } from "./regions";

/** The taxes a Canadian invoice names: HST; or GST with a provincial PST, RST (Manitoba) or QST (Quebec). */
export type TaxName = "HST" | "GST" | "PST" | "RST" | "QST";

/** How a province's sales tax is made up: one harmonized tax, GST alone, or GST plus a provincial tax. */
export const TAX_KINDS = ["HST", "GST", "GST+PST", "GST+QST"] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

/**
 * A province's or territory's sales tax as staff keep it: its kind, the federal part (the GST, or the
 * whole HST) and the provincial part (PST, RST or QST; 0 for HST and GST alone). Rates are fractions.
 */
export interface ProvinceTax {
  province: string;
  kind: TaxKind;
  federal: number;
  provincial: number;
}

/** One tax an order is charged, as a rate. */
export interface TaxPart {
  name: TaxName;
  rate: number;
}

/** One tax an order is charged, with its amount. */
export interface TaxLine extends TaxPart {
  cents: Cents;
}

const province = (code: string, kind: TaxKind, federal: number, provincial = 0): ProvinceTax => ({ province: code, kind, federal, provincial });

/** Sales tax by Canadian province and territory, 2025-26 (NS 14% since 2025-04-01). */
export const DEFAULT_PROVINCE_TAXES: readonly ProvinceTax[] = [
  province("AB", "GST", 0.05),
  province("BC", "GST+PST", 0.05, 0.07),
  province("MB", "GST+PST", 0.05, 0.07),
  province("NB", "HST", 0.15),
  province("NL", "HST", 0.15),
  province("NS", "HST", 0.14),
  province("NT", "GST", 0.05),
  province("NU", "GST", 0.05),
  province("ON", "HST", 0.13),
  province("PE", "HST", 0.15),
  province("QC", "GST+QST", 0.05, 0.09975),
  province("SK", "GST+PST", 0.05, 0.06),
  province("YT", "GST", 0.05),
];

/** Every province and territory code the tax table holds. */
export const TAX_PROVINCES: readonly string[] = DEFAULT_PROVINCE_TAXES.map((row) => row.province);

/** A rate kept to the five decimals the tables hold (0.14975), so sums of parts compare exactly. */
const fiveDecimals = (rate: number) => Math.round(rate * 100_000) / 100_000;

/** The combined rate of some taxes. */
export function combinedRate(parts: readonly TaxPart[]): number {
  return fiveDecimals(parts.reduce((sum, part) => sum + part.rate, 0));
}

/** The taxes a province charges, in the order an invoice lists them (Manitoba calls its PST the RST). */
export function taxPartsOf(tax: ProvinceTax): TaxPart[] {
  switch (tax.kind) {
    case "HST":
      return [{ name: "HST", rate: tax.federal }];
    case "GST":
      return [{ name: "GST", rate: tax.federal }];
    case "GST+QST":
      return [
        { name: "GST", rate: tax.federal },
        { name: "QST", rate: tax.provincial },
      ];
    case "GST+PST":
      return [
        { name: "GST", rate: tax.federal },
        { name: tax.province === "MB" ? "RST" : "PST", rate: tax.provincial },
      ];
  }
}

/** What the table's problems are with a province's row (an HST or GST-alone row has no provincial part). */
export function provinceTaxProblem(tax: ProvinceTax): string | null {
  if ((tax.kind === "HST" || tax.kind === "GST") && tax.provincial !== 0)
    return `${tax.province}: ${tax.kind} has no provincial part; put the whole rate in the federal part`;
  if ((tax.kind === "GST+PST" || tax.kind === "GST+QST") && tax.provincial <= 0) return `${tax.province}: give the provincial rate of ${tax.kind}`;
  return null;
}

/** Where an order's tax is decided: its destination (a pickup: the store). */
export interface TaxDestination {
  country: string;
  state: string;
}

/**
 * The taxes a destination pays (DESIGN 7): a US state none, a Canadian province or territory those of
 * its row in `table`; null for a place that is not a province of its country, which is refused and
 * never taxed at 0.
 */
export function destinationTaxParts(destination: TaxDestination, table: readonly ProvinceTax[]): TaxPart[] | null {
  const code = destination.state.trim().toUpperCase();
  if (!isRegionOf(destination.country, code)) return null;
  if (destination.country === "USA") return [];
  const row = table.find((entry) => entry.province === code);
  return row ? taxPartsOf(row) : null;
}

/** tax = (subtotal + shipping) x rate, rounded to the cent once. */
export function taxOn(subtotal: Cents, shipping: Cents, rate: number): Cents {
  return scaleCents(subtotal + shipping, rate);
}

/**
 * Tax by component on a base (subtotal + shipping): the total is the base at the combined rate, rounded
 * once (DESIGN 7); each part but the last is its own rate rounded, and the last is what is left, so the
 * lines always sum to the total to the cent.
 */
export function taxLines(baseCents: Cents, parts: readonly TaxPart[]): TaxLine[] {
  const total = scaleCents(baseCents, combinedRate(parts));
  let left = total;
  return parts.map((part, index) => {
    const cents = index === parts.length - 1 ? left : Math.min(left, scaleCents(baseCents, part.rate));
    left -= cents;
    return { ...part, cents };
  });
}

/** "HST 13%", "QST 9.975%": how an invoice names a tax line. */
export function taxLineLabel(part: { name: string; rate: number }): string {
  const percent = fiveDecimals(part.rate * 100);
  return `${part.name} ${percent}%`;
}

/**
 * The registration numbers an invoice carries (the Canada Revenue Agency asks for the GST/HST number
 * on invoices over $30; Revenu Québec the QST number on invoices that charge QST), as printed lines.
 */
export function registrationLines(store: { gstHstNumber: string; qstNumber: string }, parts: readonly { name: string }[]): string[] {
  const lines: string[] = [];
  if (store.gstHstNumber && parts.some((part) => part.name === "GST" || part.name === "HST")) lines.push(`GST/HST registration no. ${store.gstHstNumber}`);
  if (store.qstNumber && parts.some((part) => part.name === "QST")) lines.push(`QST registration no. ${store.qstNumber}`);
  return lines;
}
