import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../../src/domain/money";
import { centsOfDecimal, decimalAmount } from "../../src/server/integrations/payments/gateway";

describe("amounts for gateways", () => {
  it("writes cents as a two-decimal string", () => {
    expect(decimalAmount(4599)).toBe("45.99");
    expect(decimalAmount(5)).toBe("0.05");
    expect(decimalAmount(100000)).toBe("1000.00");
    expect(decimalAmount(0)).toBe("0.00");
  });

  it("refuses what is not whole, non-negative cents", () => {
    expect(() => decimalAmount(45.99)).toThrow(RangeError);
    expect(() => decimalAmount(-1)).toThrow(RangeError);
  });

  it("reads a gateway's decimal string back into cents, and nothing that is not one", () => {
    expect(centsOfDecimal("45.99")).toBe(4599);
    expect(centsOfDecimal("45.9")).toBe(4590);
    expect(centsOfDecimal("45")).toBe(4500);
    for (const bad of ["", "45.999", "-1.00", "1e3", "4 5.00", "45.", ".99"]) expect(centsOfDecimal(bad)).toBeNull();
  });

  it("round-trips every amount up to ten million dollars, and agrees with the number a JSON body carries", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        expect(centsOfDecimal(decimalAmount(cents))).toBe(cents);
        expect(toCents(Number(decimalAmount(cents)))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });
});
