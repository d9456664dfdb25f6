import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Buyer, cartQuantityRefusal, initialQuantity, QUANTITY_EXCEEDS_STOCK, QUANTITY_NOT_POSITIVE, showsStepper, stepTo } from "./cart";

const retail: Buyer = { kind: "retail" };
const dealer: Buyer = { kind: "dealer" };

const anyBuyer = fc.constantFrom(retail, dealer);
/** Stock as the data may hold it, a negative count included. */
const anyStock = fc.integer({ min: -5, max: 500 }).map((onhand) => ({ onhand }));
/** Whatever the stepper or a typed box may propose: whole, fractional, negative, huge or not a number. */
const anyProposal = fc.oneof(
  fc.integer({ min: -1_000, max: 1_000 }),
  fc.double({ min: -1e6, max: 1e6 }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
);

describe("the quick view's starting point", () => {
  it("starts at 1 with the stepper shown for a part in stock, whoever is buying", () => {
    for (const buyer of [retail, dealer]) {
      expect(initialQuantity({ onhand: 3 }, buyer)).toBe(1);
      expect(showsStepper({ onhand: 3 }, buyer)).toBe(true);
    }
  });

  it("starts a shopper at 0 with no stepper when the part is out of stock", () => {
    expect(initialQuantity({ onhand: 0 }, retail)).toBe(0);
    expect(showsStepper({ onhand: 0 }, retail)).toBe(false);
  });

  it("starts a dealer at 1 with the stepper even with nothing on hand", () => {
    expect(initialQuantity({ onhand: 0 }, dealer)).toBe(1);
    expect(showsStepper({ onhand: 0 }, dealer)).toBe(true);
  });

  it("shows the stepper exactly when the starting quantity is 1", () => {
    fc.assert(fc.property(anyStock, anyBuyer, (part, buyer) => showsStepper(part, buyer) === (initialQuantity(part, buyer) === 1)));
  });
});

describe("a quantity for the cart", () => {
  it("refuses less than 1 before anything else", () => {
    expect(cartQuantityRefusal(0, { onhand: 0 }, retail)).toBe(QUANTITY_NOT_POSITIVE);
    expect(cartQuantityRefusal(-2, { onhand: 5 }, dealer)).toBe(QUANTITY_NOT_POSITIVE);
    expect(cartQuantityRefusal(Number.NaN, { onhand: 5 }, retail)).toBe(QUANTITY_NOT_POSITIVE);
  });

  it("refuses a shopper more than the stock on hand, and allows all of it", () => {
    expect(cartQuantityRefusal(3, { onhand: 2 }, retail)).toBe(QUANTITY_EXCEEDS_STOCK);
    expect(cartQuantityRefusal(2, { onhand: 2 }, retail)).toBeNull();
  });

  it("puts no stock cap on a dealer", () => {
    expect(cartQuantityRefusal(50, { onhand: 0 }, dealer)).toBeNull();
  });

  it("is allowed exactly when it is at least 1 and, for shoppers, within the stock on hand", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 600 }), anyStock, anyBuyer, (quantity, part, buyer) => {
        const allowed = quantity >= 1 && (buyer.kind === "dealer" || quantity <= part.onhand);
        expect(cartQuantityRefusal(quantity, part, buyer) === null).toBe(allowed);
      }),
    );
  });
});

describe("a step of the quantity stepper", () => {
  it("caps a shopper at the stock on hand and says why", () => {
    expect(stepTo(3, { onhand: 2 }, retail)).toEqual({ quantity: 2, refusal: QUANTITY_EXCEEDS_STOCK });
    expect(stepTo(7, { onhand: 2 }, retail)).toEqual({ quantity: 2, refusal: QUANTITY_EXCEEDS_STOCK });
  });

  it("goes down to 0 but not below, and says a quantity must be greater than 0", () => {
    expect(stepTo(0, { onhand: 2 }, retail)).toEqual({ quantity: 0, refusal: QUANTITY_NOT_POSITIVE });
    expect(stepTo(-1, { onhand: 2 }, retail)).toEqual({ quantity: 0, refusal: QUANTITY_NOT_POSITIVE });
  });

  it("lets a dealer step past the stock on hand", () => {
    expect(stepTo(3, { onhand: 1 }, dealer)).toEqual({ quantity: 3, refusal: null });
  });

  it("takes whole units of what was typed", () => {
    expect(stepTo(2.9, { onhand: 5 }, retail)).toEqual({ quantity: 2, refusal: null });
    expect(stepTo(Number.NaN, { onhand: 5 }, retail)).toEqual({ quantity: 0, refusal: QUANTITY_NOT_POSITIVE });
  });

  it("always lands on a whole number from 0 up, within the stock on hand for shoppers", () => {
    fc.assert(
      fc.property(anyProposal, anyStock, anyBuyer, (proposed, part, buyer) => {
        const { quantity } = stepTo(proposed, part, buyer);
        expect(Number.isInteger(quantity) && quantity >= 0).toBe(true);
        if (buyer.kind === "retail") expect(quantity).toBeLessThanOrEqual(Math.max(0, part.onhand));
      }),
    );
  });

  it("is refused exactly when where it lands cannot go in the cart, or when it had to be cut back", () => {
    fc.assert(
      fc.property(anyProposal, anyStock, anyBuyer, (proposed, part, buyer) => {
        const step = stepTo(proposed, part, buyer);
        const cutBack = buyer.kind === "retail" && Number.isFinite(proposed) && Math.trunc(proposed) > Math.max(0, part.onhand);
        expect(step.refusal).toBe(cutBack ? QUANTITY_EXCEEDS_STOCK : cartQuantityRefusal(step.quantity, part, buyer));
      }),
    );
  });

  it("stays where it landed when asked again, refused only if that quantity cannot go in the cart", () => {
    fc.assert(
      fc.property(anyProposal, anyStock, anyBuyer, (proposed, part, buyer) => {
        const first = stepTo(proposed, part, buyer);
        const again = stepTo(first.quantity, part, buyer);
        expect(again.quantity).toBe(first.quantity);
        expect(again.refusal).toBe(cartQuantityRefusal(first.quantity, part, buyer));
      }),
    );
  });
});
