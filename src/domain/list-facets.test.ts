import { describe, expect, it } from "vitest";
import { facetFactsOf, PRICE_BANDS, priceBandOf } from "./list-facets";
import type { PricedPart } from "./pricing";

const part = (fields: Partial<PricedPart>): PricedPart => ({
  pricel: 100,
  onsale: false,
  promotional: false,
  onhand: 0,
  orderpt: 0,
  special_price: null,
  ...fields,
});

describe("priceBandOf", () => {
  it("puts each price in one band, the lower end inclusive", () => {
    expect(PRICE_BANDS[priceBandOf(0)]!.id).toBe("under-50");
    expect(PRICE_BANDS[priceBandOf(4_999)]!.id).toBe("under-50");
    expect(PRICE_BANDS[priceBandOf(5_000)]!.id).toBe("50-100");
    expect(PRICE_BANDS[priceBandOf(24_999)]!.id).toBe("100-250");
    expect(PRICE_BANDS[priceBandOf(50_000)]!.id).toBe("500-up");
    expect(PRICE_BANDS[priceBandOf(99_999_999)]!.id).toBe("500-up");
  });
});

describe("facetFactsOf", () => {
  it("is in stock with units on hand", () => {
    expect(facetFactsOf(part({ onhand: 1 })).inStock).toBe(true);
    expect(facetFactsOf(part({ onhand: 0 })).inStock).toBe(false);
  });

  it("is on sale for a special price or the on-sale flag, not for the in-stock or Hot Deals price", () => {
    expect(facetFactsOf(part({ special_price: 80 })).onSale).toBe(true);
    expect(facetFactsOf(part({ onsale: true })).onSale).toBe(true);
    expect(facetFactsOf(part({ onhand: 5, orderpt: 1 })).onSale).toBe(false);
    expect(facetFactsOf(part({ promotional: true })).onSale).toBe(false);
  });

  it("bands the price a visitor pays, not the list price", () => {
    expect(facetFactsOf(part({ pricel: 55, onsale: true })).retailCents).toBe(4_950);
    expect(facetFactsOf(part({ pricel: 55 })).retailCents).toBe(5_500);
    expect(facetFactsOf(part({ pricel: 600, special_price: 450 })).retailCents).toBe(45_000);
  });
});
