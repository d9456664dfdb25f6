import { describe, expect, it } from "vitest";
import { cartWeightKg, DEFAULT_SHIPPING_RATES, destinationOfPostalCode, shippingCharge, shippingQuote } from "./shipping";

describe("destinationOfPostalCode", () => {
  it("reads a Canadian postal code's province from its first letter, in any case and spacing", () => {
    expect(destinationOfPostalCode("L4L 8Z6")).toEqual({ country: "CA", province: "ON", zone: "ON" });
    expect(destinationOfPostalCode("h2x1y4")).toEqual({ country: "CA", province: "QC", zone: "QC" });
    expect(destinationOfPostalCode(" v6b 1a1 ")).toEqual({ country: "CA", province: "BC", zone: "BC" });
    expect(destinationOfPostalCode("T2P 1J9")).toMatchObject({ province: "AB", zone: "ATLANTIC_WEST" });
    expect(destinationOfPostalCode("B3H 1A1")).toMatchObject({ province: "NS", zone: "EAST_PRAIRIES" });
    expect(destinationOfPostalCode("X1A 2N1")).toMatchObject({ zone: "NORTH" });
    expect(destinationOfPostalCode("Y1A 1A1")).toMatchObject({ province: "YT", zone: "NORTH" });
  });

  it("reads a US ZIP code, with or without its four extra digits, as the USA", () => {
    expect(destinationOfPostalCode("14201")).toEqual({ country: "USA", province: null, zone: "USA" });
    expect(destinationOfPostalCode("14201-1234")).toEqual({ country: "USA", province: null, zone: "USA" });
  });

  it("refuses anything else, including letters no province uses first", () => {
    for (const code of ["", "L4L", "L4L 8Z", "1420", "142011", "D1A 1A1", "W1A 1A1", "Z1A 1A1", "L4L-8Z6X", "hello"]) {
      expect(destinationOfPostalCode(code), code).toBeNull();
    }
  });
});

describe("shippingCharge", () => {
  const table = DEFAULT_SHIPPING_RATES;
  it("is nothing for pickup, a quote for an oversize part, and the table's price otherwise", () => {
    expect(shippingCharge({ oversize: true, pickup: true, zone: "ON", weightKg: 3, table })).toEqual({ kind: "pickup" });
    expect(shippingCharge({ oversize: true, pickup: false, zone: "ON", weightKg: 3, table })).toEqual({ kind: "quote", why: "oversize" });
    expect(shippingCharge({ oversize: false, pickup: false, zone: "BC", weightKg: 3, table })).toEqual({ kind: "rate", ...shippingQuote(3, "BC", table)! });
  });

  it("asks for a quote when the place has no zone or the table no rate for it", () => {
    expect(shippingCharge({ oversize: false, pickup: false, zone: null, weightKg: 1, table })).toEqual({ kind: "quote", why: "no-rate" });
    expect(shippingCharge({ oversize: false, pickup: false, zone: "USA", weightKg: 1, table: table.filter((row) => row.zone !== "USA") })).toEqual({
      kind: "quote",
      why: "no-rate",
    });
  });

  it("weighs a cart as the sum of each line's weight times its quantity", () => {
    expect(cartWeightKg([])).toBe(0);
    expect(
      cartWeightKg([
        { weightKg: 2.5, qty: 2 },
        { weightKg: 1, qty: 3 },
      ]),
    ).toBe(8);
  });
});
