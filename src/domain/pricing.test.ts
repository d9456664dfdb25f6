import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromCents, toCents } from "./money";
import { dealerQuote, type PricedPart, promoPrice, promotionsPrice, qualifiesForPromo, retailCardPrice, retailQuote, retailUnitPrice, struckOriginal, tenPercentOff, tierPrice } from "./pricing";

const part = (overrides: Partial<PricedPart> = {}): PricedPart => ({
  price: 100,
  pricel: 120,
  price2: 110,
  price3: 100,
  price4: 90,
  price5: 80,
  price6: 70,
  onsale: false,
  onhand: 0,
  orderpt: 5,
  ...overrides,
});

const dollars = fc.integer({ min: 1, max: 10_000_000 }).map(fromCents);

describe("10% off", () => {
  it("takes 10% off to the cent", () => {
    expect(tenPercentOff(100)).toBe(90);
    expect(tenPercentOff(19.99)).toBe(17.99);
    expect(tenPercentOff(0.05)).toBe(0.05);
  });

  it("never raises a price and stays within a cent of 90%", () => {
    fc.assert(
      fc.property(dollars, (amount) => {
        const off = tenPercentOff(amount);
        expect(off).toBeLessThanOrEqual(amount);
        expect(Math.abs(toCents(off) - toCents(amount) * 0.9)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it("shows the struck-through original as price / 0.9", () => {
    expect(struckOriginal(90)).toBe(100);
    expect(struckOriginal(17.99)).toBe(19.99);
  });
});

describe("the non-dealer promo rule", () => {
  it("applies when the part is on sale", () => {
    expect(qualifiesForPromo({ onsale: true, onhand: 0, orderpt: 5 })).toBe(true);
    expect(promoPrice(part({ onsale: true }))).toBe(108);
  });

  it("applies when stock is above the reorder point, and not at it", () => {
    expect(promoPrice(part({ onhand: 6, orderpt: 5 }))).toBe(108);
    expect(promoPrice(part({ onhand: 5, orderpt: 5 }))).toBeNull();
    expect(promoPrice(part({ onhand: 0, orderpt: 0 }))).toBeNull();
  });

  it("is always 90% of the list price when it applies", () => {
    fc.assert(
      fc.property(dollars, fc.boolean(), fc.nat(50), fc.nat(50), (pricel, onsale, onhand, orderpt) => {
        const promo = promoPrice(part({ pricel, onsale, onhand, orderpt }));
        if (onsale || onhand > orderpt) expect(promo).toBe(tenPercentOff(pricel));
        else expect(promo).toBeNull();
      }),
    );
  });
});

describe("card prices", () => {
  it("shows the plain price for an ordinary part", () => {
    expect(retailCardPrice(part())).toEqual({ price: 100, original: null });
  });

  it("shows 10% off with the original struck through for an on-sale part", () => {
    expect(retailCardPrice(part({ onsale: true }))).toEqual({ price: 90, original: 100 });
  });

  it("lets a special sale price override everything", () => {
    expect(retailCardPrice(part({ onsale: true }), { sale_price: 75, org_price: 100 })).toEqual({ price: 75, original: 100 });
  });

  it("shows promotions at 90% of list", () => {
    expect(promotionsPrice(part())).toBe(108);
  });
});

describe("the quick-view retail quote", () => {
  it("lists list, special and promo", () => {
    expect(retailQuote(part({ onhand: 10 }), { sale_price: 95, org_price: 120 })).toEqual({ list: 120, special: 95, promo: 108 });
    expect(retailQuote(part())).toEqual({ list: 120, special: null, promo: null });
  });

  it("charges the lowest offer, never more than the list price", () => {
    fc.assert(
      fc.property(dollars, dollars, fc.boolean(), fc.option(dollars, { nil: undefined }), (pricel, price, onsale, sale) => {
        const p = part({ pricel, price, onsale });
        const unit = retailUnitPrice(p, sale === undefined ? null : { sale_price: sale, org_price: pricel });
        expect(unit).toBeLessThanOrEqual(pricel);
        expect(unit).toBeLessThanOrEqual(price);
        if (sale !== undefined) expect(unit).toBeLessThanOrEqual(sale);
      }),
    );
  });
});

describe("dealer tiers", () => {
  it("picks pricel, price2 ... price6 for tiers 1 to 6", () => {
    const p = part();
    expect([1, 2, 3, 4, 5, 6].map((tier) => tierPrice(p, tier))).toEqual([120, 110, 100, 90, 80, 70]);
  });

  it("falls back to the first price for any other value", () => {
    const p = part();
    for (const tier of [0, 7, -1, 2.5, Number.NaN, null, undefined]) expect(tierPrice(p, tier)).toBe(120);
  });

  it("falls back to the first price when a tier is missing", () => {
    expect(tierPrice(part({ price4: null }), 4)).toBe(120);
  });

  it("shows dealers the MSRP and their tier price", () => {
    expect(dealerQuote(part(), 3)).toEqual({ msrp: 120, dealer: 100 });
  });

  it("always answers one of the part's prices", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 12 }), fc.double()), (tier) => {
        const p = part();
        expect([p.pricel, p.price2, p.price3, p.price4, p.price5, p.price6]).toContain(tierPrice(p, tier));
      }),
    );
  });
});
