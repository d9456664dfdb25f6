import { type Cents, fromCents, scaleCents, toCents } from "./money";

export const PROMO_FACTOR = 0.9;
export const TIER_COUNT = 6;

/** The price fields of a part that the pricing rules read. Amounts in dollars, as the API shows them. */
export interface PricedPart {
  price: number;
  pricel: number;
  price2?: number | null;
  price3?: number | null;
  price4?: number | null;
  price5?: number | null;
  price6?: number | null;
  onsale: boolean;
  onhand: number;
  orderpt: number;
}

export interface SpecialPrice {
  sale_price: number;
  org_price: number;
}

/** 10% off: the on-sale and promo price of an amount (price x 0.9), to the cent. */
export function tenPercentOff(amount: number): number {
  return fromCents(scaleCents(toCents(amount), PROMO_FACTOR));
}

/** The struck-through original shown beside a promo price: price / 0.9. */
export function struckOriginal(price: number): number {
  return fromCents(scaleCents(toCents(price), 1 / PROMO_FACTOR));
}

/** Non-dealers get the promo price when the part is on sale or stock is above its reorder point. */
export function qualifiesForPromo(part: Pick<PricedPart, "onsale" | "onhand" | "orderpt">): boolean {
  return part.onsale || part.onhand > part.orderpt;
}

/** The retail promo price (list x 0.9), or null when the part does not qualify. */
export function promoPrice(part: PricedPart): number | null {
  return qualifiesForPromo(part) ? tenPercentOff(part.pricel) : null;
}

/** The Hot Deals page shows 90% of the list price. */
export function promotionsPrice(part: Pick<PricedPart, "pricel">): number {
  return tenPercentOff(part.pricel);
}

/** Price code 1-6 picks pricel, price2 ... price6; any other value falls back to the first price. */
export function tierPrice(part: PricedPart, tier: number | null | undefined): number {
  const tiers = [part.pricel, part.price2, part.price3, part.price4, part.price5, part.price6];
  const chosen = typeof tier === "number" && Number.isInteger(tier) && tier >= 1 && tier <= TIER_COUNT ? tiers[tier - 1] : null;
  return chosen ?? part.pricel;
}

/** What a product card shows: the price, and the struck-through original when there is a reduction. */
export interface CardPrice {
  price: number;
  original: number | null;
}

/**
 * The price a card shows to a retail shopper or a visitor. A special sale price overrides everything;
 * an on-sale part shows 10% off its price with the price struck through.
 */
export function retailCardPrice(part: PricedPart, special?: SpecialPrice | null): CardPrice {
  if (special) return { price: special.sale_price, original: special.org_price };
  if (part.onsale) return { price: tenPercentOff(part.price), original: part.price };
  return { price: part.price, original: null };
}

/** The price list a retail shopper sees in the quick view: list, special sale, and 10% promo. */
export interface RetailQuote {
  list: number;
  special: number | null;
  promo: number | null;
}

export function retailQuote(part: PricedPart, special?: SpecialPrice | null): RetailQuote {
  return { list: part.pricel, special: special?.sale_price ?? null, promo: promoPrice(part) };
}

/** The price a retail shopper pays for one unit: the lowest of list, special and promo. */
export function retailUnitPrice(part: PricedPart, special?: SpecialPrice | null): number {
  const quote = retailQuote(part, special);
  const offers = [quote.list, part.price, quote.special, quote.promo].filter((n): n is number => n !== null && n > 0);
  return Math.min(...offers);
}

/** What a dealer sees: the MSRP (list price) and their tier price by price code. */
export function dealerQuote(part: PricedPart, priceCode: number | null | undefined): { msrp: number; dealer: number } {
  return { msrp: part.pricel, dealer: tierPrice(part, priceCode) };
}

export function sumCents(amounts: readonly number[]): Cents {
  return amounts.reduce((total, amount) => total + toCents(amount), 0);
}
