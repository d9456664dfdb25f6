import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromCents, toCents } from "./money";
import {
  isOnSale,
  PRICE_REASON_LABEL,
  type PricedPart,
  type PriceViewer,
  priceReason,
  qualifiesForPromo,
  RETAIL_VIEWER,
  tierPrice,
  unitPrice,
} from "./pricing";

const part = (overrides: Partial<PricedPart> = {}): PricedPart => ({
  pricel: 120,
  price2: 110,
  price3: 100,
  price4: 90,
  price5: 80,
  price6: 70,
  onsale: false,
  promotional: false,
  onhand: 0,
  orderpt: 5,
  special_price: null,
  ...overrides,
});

const dollars = fc.integer({ min: 1, max: 10_000_000 }).map(fromCents);
const maybeDollars = fc.option(dollars, { nil: null });

/** Any part the shop could hold: list and tier prices, flags, stock, perhaps a special. */
const anyPart: fc.Arbitrary<PricedPart> = fc.record({
  pricel: dollars,
  price2: maybeDollars,
  price3: maybeDollars,
  price4: maybeDollars,
  price5: maybeDollars,
  price6: maybeDollars,
  onsale: fc.boolean(),
  promotional: fc.boolean(),
  onhand: fc.integer({ min: 0, max: 500 }),
  orderpt: fc.integer({ min: 0, max: 500 }),
  special_price: maybeDollars,
});

/** Any viewer: retail, or a dealer with any price code (valid or not). */
const anyViewer: fc.Arbitrary<PriceViewer> = fc.oneof(
  fc.constant(RETAIL_VIEWER),
  fc.record({ kind: fc.constant("dealer" as const), priceCode: fc.option(fc.integer({ min: -2, max: 9 }), { nil: null }) }),
);

describe("the retail price", () => {
  it("is the list price when nothing lowers it, with nothing struck through", () => {
    expect(unitPrice(part(), RETAIL_VIEWER)).toEqual({ unitCents: 12_000, struckCents: null, cause: null, msrpCents: null });
  });

  it("is 10% off list, to the cent, when the part is on sale, promotional, or stocked above its reorder point", () => {
    for (const flags of [{ onsale: true }, { promotional: true }, { onhand: 6, orderpt: 5 }]) {
      expect(unitPrice(part({ ...flags, pricel: 19.99 }), RETAIL_VIEWER)).toEqual({ unitCents: 1799, struckCents: 1999, cause: "promo", msrpCents: null });
    }
    expect(qualifiesForPromo(part({ onhand: 5, orderpt: 5 }))).toBe(false);
  });

  it("is the special sale price whenever the part has one, over any promo", () => {
    expect(unitPrice(part({ special_price: 69.99, pricel: 89.99, onsale: true, promotional: true }), RETAIL_VIEWER)).toEqual({
      unitCents: 6999,
      struckCents: 8999,
      cause: "special",
      msrpCents: null,
    });
  });

  it("strikes nothing through when a special is not below list", () => {
    expect(unitPrice(part({ special_price: 130 }), RETAIL_VIEWER)).toEqual({ unitCents: 13_000, struckCents: null, cause: null, msrpCents: null });
  });

  it("follows the rule for every part: special wins, else 90% of list when it qualifies, else list", () => {
    fc.assert(
      fc.property(anyPart, (p) => {
        const shown = unitPrice(p, RETAIL_VIEWER);
        const list = toCents(p.pricel);
        const expected = p.special_price !== null ? toCents(p.special_price) : qualifiesForPromo(p) ? Math.round(list * 0.9 + 1e-9) : list;
        expect(shown.unitCents).toBe(expected);
        expect(Number.isInteger(shown.unitCents)).toBe(true);
        expect(shown.msrpCents).toBeNull();
        if (shown.struckCents !== null) {
          expect(shown.struckCents).toBe(list);
          expect(shown.unitCents).toBeLessThan(list);
          expect(shown.cause).toBe(p.special_price !== null ? "special" : "promo");
        } else {
          expect(shown.cause).toBeNull();
        }
      }),
    );
  });
});

describe("the dealer price", () => {
  it("is the tier of the dealer's price code, 1-6, else the first price, with the MSRP beside it, when retail is no lower", () => {
    expect(unitPrice(part(), { kind: "dealer", priceCode: 3 })).toEqual({ unitCents: 10_000, struckCents: null, cause: null, msrpCents: 12_000 });
    expect(unitPrice(part(), { kind: "dealer", priceCode: 1 }).unitCents).toBe(12_000);
    expect(unitPrice(part(), { kind: "dealer", priceCode: 0 }).unitCents).toBe(12_000);
    expect(unitPrice(part(), { kind: "dealer", priceCode: 7 }).unitCents).toBe(12_000);
    expect(unitPrice(part({ price4: null }), { kind: "dealer", priceCode: 4 }).unitCents).toBe(12_000);
    expect(tierPrice(part(), 6)).toBe(70);
  });

  it("is never more than the public pays for the same part: the lower of the tier and the retail price (decision 027)", () => {
    expect(unitPrice(part({ onhand: 6, orderpt: 5 }), { kind: "dealer", priceCode: 1 }).unitCents).toBe(10_800);
    expect(unitPrice(part({ special_price: 95 }), { kind: "dealer", priceCode: 3 }).unitCents).toBe(9500);
    expect(unitPrice(part({ special_price: 105, onsale: true }), { kind: "dealer", priceCode: 3 }).unitCents).toBe(10_000);
    fc.assert(
      fc.property(anyPart, fc.option(fc.integer({ min: -2, max: 9 }), { nil: null }), (p, priceCode) => {
        const shown = unitPrice(p, { kind: "dealer", priceCode });
        const retail = unitPrice(p, RETAIL_VIEWER).unitCents;
        expect(shown).toEqual({ unitCents: Math.min(toCents(tierPrice(p, priceCode)), retail), struckCents: null, cause: null, msrpCents: toCents(p.pricel) });
        expect(shown.unitCents).toBeLessThanOrEqual(retail);
        expect(shown.unitCents).toBeLessThanOrEqual(toCents(tierPrice(p, priceCode)));
      }),
    );
  });
});

describe("one price", () => {
  it("is the same number however often and wherever it is asked for the same part and viewer", () => {
    fc.assert(
      fc.property(anyPart, anyViewer, (p, viewer) => {
        const once = unitPrice(p, viewer);
        expect(unitPrice(structuredClone(p), structuredClone(viewer))).toEqual(once);
        expect(once.unitCents).toBeGreaterThan(0);
      }),
    );
  });
});

describe("price reasons (issue 22: one label per cause)", () => {
  const base = { pricel: 100, onsale: false, promotional: false, onhand: 0, orderpt: 5, special_price: null } as const;
  const reasonOf = (over: Partial<PricedPart>) => {
    const p = { ...base, ...over };
    return priceReason(p, unitPrice(p, RETAIL_VIEWER));
  };

  it("names the first cause that holds: special, on sale, hot deal, in stock; none at list or for dealers", () => {
    expect(reasonOf({ special_price: 80, onsale: true })).toBe("special");
    expect(reasonOf({ onsale: true, promotional: true, onhand: 10 })).toBe("onsale");
    expect(reasonOf({ promotional: true, onhand: 10 })).toBe("hotdeal");
    expect(reasonOf({ onhand: 10 })).toBe("instock");
    expect(reasonOf({})).toBeNull();
    const p = { ...base, onsale: true };
    expect(priceReason(p, unitPrice(p, { kind: "dealer", priceCode: 1 }))).toBeNull();
  });

  it("labels the in-stock promo as a price for stocked parts, never as a sale", () => {
    expect(PRICE_REASON_LABEL.instock).not.toMatch(/sale|promo/i);
    expect(new Set(Object.values(PRICE_REASON_LABEL)).size).toBe(4);
  });

  it("puts a part on the On Sale list for a special or the on-sale flag only", () => {
    expect(isOnSale({ ...base, onsale: true })).toBe(true);
    expect(isOnSale({ ...base, special_price: 80 })).toBe(true);
    expect(isOnSale({ ...base, special_price: 100 })).toBe(false);
    expect(isOnSale({ ...base, promotional: true })).toBe(false);
    expect(isOnSale({ ...base, onhand: 10 })).toBe(false);
  });
});
