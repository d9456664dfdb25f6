import { describe, expect, it } from "vitest";
import { QUANTITY_EXCEEDS_STOCK } from "./cart";
import { addToCartBlock, NO_QUANTITY_REASON, NOT_IN_STOCK_REASON, partSignals, shortDay, stockSignal, yearFit } from "./part-signals";

const retail = { kind: "retail" } as const;
const dealer = { kind: "dealer" } as const;
const hood = { year_from: 1967, year_end: 1968, onhand: 4, onshpeta: null, oversize: true };
const grille = { year_from: 1965, year_end: 1965, onhand: 0, onshpeta: "2026-12-17", oversize: false };

describe("part signals", () => {
  it("names the year fit as a range, or one year", () => {
    expect(yearFit(hood)).toBe("1967-1968");
    expect(yearFit(grille)).toBe("1965");
    expect(yearFit({ year_from: 0, year_end: 0 })).toBeNull();
  });

  it("reads an arrival date as its calendar day", () => {
    expect(shortDay("2026-12-17")).toBe("Dec 17");
    expect(shortDay("2027-01-05")).toBe("Jan 5");
    expect(shortDay("soon")).toBeNull();
  });

  it("says in stock, out of stock with its arrival, or back-order for a dealer", () => {
    expect(stockSignal(hood, retail, "2026-11-26")).toEqual({ state: "in-stock", text: "In stock" });
    expect(stockSignal(grille, retail, "2026-11-26")).toEqual({ state: "out-of-stock", text: "Out of stock - arrives Dec 17" });
    expect(stockSignal(grille, dealer, "2026-11-26")).toEqual({ state: "back-order", text: "Back-order - arrives Dec 17" });
    expect(stockSignal({ onhand: 0, onshpeta: null }, dealer, "2026-11-26").text).toBe("Back-order");
    // An arrival date already past is not promised.
    expect(stockSignal(grille, retail, "2026-12-18").text).toBe("Out of stock");
    expect(stockSignal(grille, retail, "2026-12-17").text).toBe("Out of stock - arrives Dec 17");
  });

  it("flags oversize parts as shipped by quote", () => {
    expect(partSignals(hood, retail, "2026-11-26").shipping).toBe("Shipping by quote");
    expect(partSignals(grille, retail, "2026-11-26").shipping).toBeNull();
  });

  it("says why Add to Cart is off", () => {
    expect(addToCartBlock(0, grille, retail)).toBe(NOT_IN_STOCK_REASON);
    expect(addToCartBlock(0, hood, retail)).toBe(NO_QUANTITY_REASON);
    expect(addToCartBlock(5, hood, retail)).toBe(QUANTITY_EXCEEDS_STOCK);
    expect(addToCartBlock(1, hood, retail)).toBeNull();
    expect(addToCartBlock(3, grille, dealer)).toBeNull();
  });
});
