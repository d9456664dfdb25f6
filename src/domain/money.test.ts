import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCad, formatUsd, fromCents, scaleCents, toCents } from "./money";

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
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it("rounds half away from zero", () => {
    expect(scaleCents(5, 0.5)).toBe(3);
    expect(scaleCents(-5, 0.5)).toBe(-3);
  });

  it("refuses what is not an amount", () => {
    expect(() => toCents("abc")).toThrow(RangeError);
  });
});
