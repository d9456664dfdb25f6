import type { PricedPart, PriceViewer } from "./pricing";

export const QUANTITY_EXCEEDS_STOCK = "Quantity exceeds available stock";
export const QUANTITY_NOT_POSITIVE = "Quantity must be greater than 0";

/** Why a quantity cannot go in the cart, in the words the shopper is shown (spec sections 5 and 8). */
export type QuantityRefusal = typeof QUANTITY_EXCEEDS_STOCK | typeof QUANTITY_NOT_POSITIVE;

/** Who is buying, as the stock rules see them: the same viewer the price rule takes. Dealers have no stock cap. */
export type Buyer = Pick<PriceViewer, "kind">;

/** The stock of a part, as the stock rules read it. */
export type StockedPart = Pick<PricedPart, "onhand">;

const isDealer = (buyer: Buyer) => buyer.kind === "dealer";
const stockCap = (part: StockedPart) => Math.max(0, part.onhand);

/** The stepper is shown only to dealers or when the part is in stock. */
export function showsStepper(part: StockedPart, buyer: Buyer): boolean {
  return isDealer(buyer) || part.onhand > 0;
}

/** The quantity a quick view starts at: 1 for dealers or when the part is in stock, otherwise 0. */
export function initialQuantity(part: StockedPart, buyer: Buyer): number {
  return showsStepper(part, buyer) ? 1 : 0;
}

/**
 * Whether a quantity of a part may go in the cart: null when it may, else the refusal to show.
 * Below 1 is refused first; above the stock on hand is refused for everyone but dealers. The quantity
 * is a whole number of units (the request contracts check that).
 */
export function cartQuantityRefusal(quantity: number, part: StockedPart, buyer: Buyer): QuantityRefusal | null {
  if (!(quantity >= 1)) return QUANTITY_NOT_POSITIVE;
  if (!isDealer(buyer) && quantity > part.onhand) return QUANTITY_EXCEEDS_STOCK;
  return null;
}

/** Where the quantity stepper lands when a shopper asks for `proposed`, and the refusal to show if any. */
export interface QuantityStep {
  quantity: number;
  refusal: QuantityRefusal | null;
}

/**
 * A step of the quantity stepper: whole units, never below 0. Asking a non-dealer for more than the
 * stock on hand is refused and lands on the stock on hand; landing below 1 is allowed but refused, so
 * the shopper is told (and add-to-cart stays off).
 */
export function stepTo(proposed: number, part: StockedPart, buyer: Buyer): QuantityStep {
  const whole = Number.isFinite(proposed) ? Math.max(0, Math.trunc(proposed)) : 0;
  if (!isDealer(buyer) && whole > stockCap(part)) return { quantity: stockCap(part), refusal: QUANTITY_EXCEEDS_STOCK };
  return { quantity: whole, refusal: cartQuantityRefusal(whole, part, buyer) };
}
