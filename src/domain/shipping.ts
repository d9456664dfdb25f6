import { en } from "./i18n/en-CA";
import type { Cents } from "./money";

/**
 * Shipping zones from the store in Woodbridge, Ontario: Ontario, Quebec, the near provinces, the far
 * provinces, British Columbia, the territories, and the United States.
 */
export const SHIPPING_ZONES = ["ON", "QC", "EAST_PRAIRIES", "ATLANTIC_WEST", "BC", "NORTH", "USA"] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

const ZONE_OF_PROVINCE: Record<string, ShippingZone> = {
  ON: "ON",
  QC: "QC",
  MB: "EAST_PRAIRIES",
  NB: "EAST_PRAIRIES",
  NS: "EAST_PRAIRIES",
  PE: "EAST_PRAIRIES",
  NL: "ATLANTIC_WEST",
  SK: "ATLANTIC_WEST",
  AB: "ATLANTIC_WEST",
  BC: "BC",
  YT: "NORTH",
  NT: "NORTH",
  NU: "NORTH",
};

/** The zone a destination ships in: every US state is USA; a Canadian province or territory its own zone; anything else none. */
export function zoneOf(country: string, province: string): ShippingZone | null {
  if (country === "USA") return "USA";
  if (country !== "CA") return null;
  return ZONE_OF_PROVINCE[province.trim().toUpperCase()] ?? null;
}

/**
 * One row of the zone-and-weight rate table: up to `upToKg` a parcel to `zone` costs `cents`; the row
 * with `upToKg` null gives the price of each kilogram above the heaviest band.
 */
export interface ShippingRate {
  zone: ShippingZone;
  upToKg: number | null;
  cents: Cents;
  /** Business days in transit, shown with the quote. */
  days: number;
}

/** What shipping a parcel costs and how long it takes. */
export interface ShippingQuote {
  cents: Cents;
  days: number;
}

/**
 * The price of shipping `weightKg` to a zone by the rate table: the cheapest band that holds the
 * weight, else the heaviest band plus each started kilogram above it at the per-kg row's price.
 * Null when the table has no rate for the zone (the order then needs a quote).
 */
export function shippingQuote(weightKg: number, zone: ShippingZone, table: readonly ShippingRate[]): ShippingQuote | null {
  const rows = table.filter((row) => row.zone === zone);
  const bands = rows.filter((row): row is ShippingRate & { upToKg: number } => row.upToKg !== null).sort((a, b) => a.upToKg - b.upToKg);
  if (bands.length === 0) return null;
  const weight = Math.max(0, weightKg);
  const band = bands.find((row) => weight <= row.upToKg + 1e-9);
  if (band) return { cents: band.cents, days: band.days };
  const heaviest = bands[bands.length - 1]!;
  const perKg = rows.find((row) => row.upToKg === null);
  if (!perKg) return null;
  const extraKg = Math.ceil(weight - heaviest.upToKg - 1e-9);
  return { cents: heaviest.cents + extraKg * perKg.cents, days: Math.max(heaviest.days, perKg.days) };
}

/**
 * What shipping an order costs by the one rule the checkout and the cart's estimate share: picked up in
 * store, nothing; an oversize part, or a place the table has no rate for, a quote by the store;
 * otherwise the table's price for the order's weight (shippingQuote).
 */
export type ShippingCharge = { kind: "pickup" } | { kind: "quote"; why: "oversize" | "no-rate" } | ({ kind: "rate" } & ShippingQuote);

export function shippingCharge(order: {
  oversize: boolean;
  pickup: boolean;
  zone: ShippingZone | null;
  weightKg: number;
  table: readonly ShippingRate[];
}): ShippingCharge {
  if (order.pickup) return { kind: "pickup" };
  if (order.oversize) return { kind: "quote", why: "oversize" };
  const priced = order.zone ? shippingQuote(order.weightKg, order.zone, order.table) : null;
  return priced ? { kind: "rate", ...priced } : { kind: "quote", why: "no-rate" };
}

/** What the lines of a cart or order weigh, in kilograms. */
export function cartWeightKg(lines: readonly { weightKg: number; qty: number }[]): number {
  return lines.reduce((sum, line) => sum + line.weightKg * line.qty, 0);
}

/** The first letter of a Canadian postal code names its province or territory (X: Northwest Territories or Nunavut, both in the NORTH zone). */
const PROVINCE_OF_LETTER: Record<string, string> = {
  A: "NL",
  B: "NS",
  C: "PE",
  E: "NB",
  G: "QC",
  H: "QC",
  J: "QC",
  K: "ON",
  L: "ON",
  M: "ON",
  N: "ON",
  P: "ON",
  R: "MB",
  S: "SK",
  T: "AB",
  V: "BC",
  X: "NT",
  Y: "YT",
};

export const POSTAL_CODE_FOR_ESTIMATE = en["cart.estimate.postalCodeWanted"];

/**
 * Where a postal code ships to, for a shipping estimate: a Canadian code (A1A 1A1, any case, with or
 * without the space) by its first letter's province; a US ZIP code (12345 or 12345-6789) in the USA.
 * Null for anything else.
 */
export function destinationOfPostalCode(code: string): { country: "CA" | "USA"; province: string | null; zone: ShippingZone } | null {
  const folded = code.trim().toUpperCase().replace(/\s+/g, "");
  if (/^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(folded)) {
    const province = PROVINCE_OF_LETTER[folded[0]!];
    const zone = province ? zoneOf("CA", province) : null;
    return province && zone ? { country: "CA", province, zone } : null;
  }
  if (/^\d{5}(-\d{4})?$/.test(folded)) return { country: "USA", province: null, zone: "USA" };
  return null;
}

const band = (zone: ShippingZone, days: number, prices: [number | null, number][]): ShippingRate[] =>
  prices.map(([upToKg, dollars]) => ({ zone, upToKg, cents: Math.round(dollars * 100), days }));

/** The rate table a new shop starts with (2026 courier prices from Woodbridge, rounded); staff keep it current. */
export const DEFAULT_SHIPPING_RATES: readonly ShippingRate[] = [
  ...band("ON", 2, [
    [1, 12.95],
    [2, 14.95],
    [5, 19.95],
    [10, 27.95],
    [20, 39.95],
    [30, 52.95],
    [null, 1.75],
  ]),
  ...band("QC", 3, [
    [1, 15.95],
    [2, 18.95],
    [5, 24.95],
    [10, 34.95],
    [20, 49.95],
    [30, 64.95],
    [null, 2.1],
  ]),
  ...band("EAST_PRAIRIES", 4, [
    [1, 18.95],
    [2, 22.95],
    [5, 31.95],
    [10, 44.95],
    [20, 64.95],
    [30, 84.95],
    [null, 2.75],
  ]),
  ...band("ATLANTIC_WEST", 5, [
    [1, 21.95],
    [2, 26.95],
    [5, 37.95],
    [10, 53.95],
    [20, 77.95],
    [30, 99.95],
    [null, 3.25],
  ]),
  ...band("BC", 5, [
    [1, 22.95],
    [2, 27.95],
    [5, 39.95],
    [10, 56.95],
    [20, 82.95],
    [30, 106.95],
    [null, 3.5],
  ]),
  ...band("NORTH", 8, [
    [1, 34.95],
    [2, 42.95],
    [5, 59.95],
    [10, 89.95],
    [20, 134.95],
    [30, 179.95],
    [null, 5.95],
  ]),
  ...band("USA", 6, [
    [1, 24.95],
    [2, 29.95],
    [5, 42.95],
    [10, 61.95],
    [20, 89.95],
    [30, 119.95],
    [null, 3.95],
  ]),
];

/** The heaviest band a rate table may have, in kilograms, and the most days in transit it may promise. */
export const SHIPPING_MAX_BAND_KG = 1000;
export const SHIPPING_MAX_DAYS = 60;

/** Something wrong with one row of a rate table staff sent: which row, which field, and what to fix. */
export interface ShippingTableProblem {
  index: number;
  field: "zone" | "upToKg" | "price" | "days" | "rates";
  message: string;
}

/**
 * What is wrong with a rate table, row by row (none when it can be used). Each zone has each weight
 * band once and at most one per-kilogram row, which needs a band to start from; a heavier band never
 * costs less than a lighter one; the table is never empty (an empty table would mean the defaults).
 */
export function shippingTableProblems(table: readonly ShippingRate[]): ShippingTableProblem[] {
  if (table.length === 0) return [{ index: 0, field: "rates", message: "Give at least one shipping rate." }];
  const problems: ShippingTableProblem[] = [];
  for (const zone of SHIPPING_ZONES) {
    const rows = table.map((row, index) => ({ row, index })).filter(({ row }) => row.zone === zone);
    const seen = new Set<number | null>();
    for (const { row, index } of rows) {
      if (seen.has(row.upToKg)) {
        problems.push({
          index,
          field: "upToKg",
          message: row.upToKg === null ? `${zone} has more than one price per kilogram.` : `${zone} has the ${row.upToKg} kg band twice.`,
        });
      }
      seen.add(row.upToKg);
    }
    const bands = rows.filter(({ row }) => row.upToKg !== null).sort((a, b) => a.row.upToKg! - b.row.upToKg!);
    const perKg = rows.find(({ row }) => row.upToKg === null);
    if (perKg && bands.length === 0)
      problems.push({ index: perKg.index, field: "upToKg", message: `${zone} needs a weight band before a price per kilogram.` });
    for (let i = 1; i < bands.length; i++) {
      const lighter = bands[i - 1]!;
      const heavier = bands[i]!;
      if (heavier.row.upToKg !== lighter.row.upToKg && heavier.row.cents < lighter.row.cents) {
        problems.push({
          index: heavier.index,
          field: "price",
          message: `${zone} up to ${heavier.row.upToKg} kg costs less than up to ${lighter.row.upToKg} kg.`,
        });
      }
    }
  }
  return problems.sort((a, b) => a.index - b.index);
}
