import { type Cents, scaleCents, toCents } from "./money";

export const PROMO_FACTOR = 0.9;
export const TIER_COUNT = 6;

/** Who is looking at a price: a retail shopper (anonymous or a customer) or a dealer with their price code. */
export type PriceViewer = { kind: "retail" } | { kind: "dealer"; priceCode: number | null };

export const RETAIL_VIEWER: PriceViewer = Object.freeze({ kind: "retail" });

/** The fields of a part the price rule reads, as every product answer carries them (amounts in dollars). */
export interface PricedPart {
  /** The list price L (the spec's first tier price). */
  pricel: number;
  price2?: number | null;
  price3?: number | null;
  price4?: number | null;
  price5?: number | null;
  price6?: number | null;
  onsale: boolean;
  /** Flagged for the Hot Deals list. */
  promotional: boolean;
  onhand: number;
  orderpt: number;
  /** The part's special sale price, when it has one. */
  special_price: number | null;
}

/** Why a retail price is below the list price. */
export type PriceCause = "special" | "promo";

/** The one price of a part for a viewer, and what is shown beside it. */
export interface UnitPrice {
  /** What the viewer pays for one unit: the number on the card, in the quick view, in the cart, on the charge. */
  unitCents: Cents;
  /** Retail: the list price, struck through beside a lower price; null when nothing is struck through. */
  struckCents: Cents | null;
  /** Retail: why the price is below list (a special sale price, or the 10% promo); null at list. */
  cause: PriceCause | null;
  /** Dealers: the MSRP (list price), shown for reference; null for retail. */
  msrpCents: Cents | null;
}

export type Tier = 1 | 2 | 3 | 4 | 5 | 6;

/** The tier a price code picks: 1-6; any other value picks none (the first price applies). */
export function tierOf(priceCode: number | null | undefined): Tier | null {
  return typeof priceCode === "number" && Number.isInteger(priceCode) && priceCode >= 1 && priceCode <= TIER_COUNT ? (priceCode as Tier) : null;
}

/** Price code 1-6 picks pricel, price2 ... price6; any other value (or a missing tier) falls back to the first price. */
export function tierPrice(
  part: Pick<PricedPart, "pricel" | "price2" | "price3" | "price4" | "price5" | "price6">,
  priceCode: number | null | undefined,
): number {
  const tiers = [part.pricel, part.price2, part.price3, part.price4, part.price5, part.price6];
  const tier = tierOf(priceCode);
  return (tier === null ? null : tiers[tier - 1]) ?? part.pricel;
}

/** Retail shoppers get 10% off list when the part is on sale, flagged promotional, or stocked above its reorder point. */
export function qualifiesForPromo(part: Pick<PricedPart, "onsale" | "promotional" | "onhand" | "orderpt">): boolean {
  return part.onsale || part.promotional || part.onhand > part.orderpt;
}

/**
 * The price rule of DESIGN 7, the only one in the shop. Retail: a special sale price, if the part has
 * one; else 90% of list (to the cent) when the part qualifies for the promo; else list. Below list,
 * the list price is struck through and the cause named. Dealers: the tier price of their price code,
 * but never more than the retail price of the same part (decision 027), with the MSRP for reference.
 */
export function unitPrice(part: PricedPart, viewer: PriceViewer): UnitPrice {
  const list = toCents(part.pricel);
  if (viewer.kind === "dealer") return { unitCents: dealerUnitCents(part, viewer.priceCode), struckCents: null, cause: null, msrpCents: list };
  return retailPrice(part, list);
}

/** A dealer pays the lower of their tier price and what the public pays for the same part. */
function dealerUnitCents(part: PricedPart, priceCode: number | null): Cents {
  return Math.min(toCents(tierPrice(part, priceCode)), retailPrice(part, toCents(part.pricel)).unitCents);
}

function retailPrice(part: PricedPart, list: Cents): UnitPrice {
  let unit = list;
  let cause: PriceCause | null = null;
  if (part.special_price !== null) {
    unit = toCents(part.special_price);
    cause = "special";
  } else if (qualifiesForPromo(part)) {
    unit = scaleCents(list, PROMO_FACTOR);
    cause = "promo";
  }
  const below = unit < list;
  return { unitCents: unit, struckCents: below ? list : null, cause: below ? cause : null, msrpCents: null };
}

/**
 * Why a retail price is below list, as the shopper is told it: a special sale price, the on-sale flag,
 * the Hot Deals flag, or stock above the reorder point. The rule (unitPrice) is unchanged: this only
 * names which of its causes applied, the first that holds in that order.
 */
export type PriceReason = "special" | "onsale" | "hotdeal" | "instock";

/**
 * One label per cause, the same on cards, in the quick view, in the pricing policy and in the console
 * (issue 22). The in-stock promo is named as what it is, a price for stocked parts, not a sale.
 */
export const PRICE_REASON_LABEL: Record<PriceReason, string> = {
  special: "Special price",
  onsale: "On sale (10% off)",
  hotdeal: "Hot deal (10% off)",
  instock: "In-stock price (10% off list)",
};

/** The cause behind a retail price below list; null at list, and for dealers. */
export function priceReason(part: Pick<PricedPart, "onsale" | "promotional">, shown: Pick<UnitPrice, "cause">): PriceReason | null {
  if (shown.cause === "special") return "special";
  if (shown.cause !== "promo") return null;
  if (part.onsale) return "onsale";
  return part.promotional ? "hotdeal" : "instock";
}

/** On Sale lists a part whose one retail price is below list because of a special sale price or the on-sale flag. */
export function isOnSale(part: PricedPart): boolean {
  const reason = priceReason(part, unitPrice(part, RETAIL_VIEWER));
  return reason === "special" || reason === "onsale";
}
