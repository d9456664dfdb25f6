import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCad, formatUsd, fromCents, scaleCents, toCents } from "./money";
import { orderTotal, taxOn } from "./tax";

describe("money", () => {
  it("formats CAD with two decimals", () => {
    expect(formatCad(5)).toBe("$5.00");
    expect(formatCad(1234.5)).toBe("$1,234.50");
    expect(formatCad(0.1 + 0.2)).toBe("$0.30");
  });

  it("formats classic model prices in USD", () => {
    expect(formatUsd(18995)).toBe("USD 18,995.00");
  });

  it("round-trips cents", () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }));
  });

  it("rounds half away from zero", () => {
    expect(scaleCents(5, 0.5)).toBe(3);
    expect(scaleCents(-5, 0.5)).toBe(-3);
  });

  it("refuses what is not an amount", () => {
    expect(() => toCents("abc")).toThrow(RangeError);
  });
});

describe("tax and totals", () => {
  it("taxes subtotal plus shipping at the province rate, rounded once", () => {
    expect(taxOn(10_000, 2_000, 0.13)).toBe(1_560);
    expect(taxOn(999, 0, 0.14975)).toBe(150);
    expect(orderTotal(10_000, 2_000, 1_560)).toBe(13_560);
  });

  it("is zero for a zero rate and never negative", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(100_000), fc.double({ min: 0, max: 0.2, noNaN: true }), (subtotal, shipping, rate) => {
        const tax = taxOn(subtotal, shipping, rate);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(tax)).toBe(true);
        if (rate === 0) expect(tax).toBe(0);
      }),
    );
  });
});
