import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { scaleCents } from "./money";
import { isRegionOf, regionProblem } from "./regions";
import { combinedRate, DEFAULT_PROVINCE_TAXES, destinationTaxParts, registrationLines, taxLineLabel, taxLines, taxOn, taxPartsOf } from "./tax";
import { lineCents, orderTaxLines, orderTotals, refundableCents, subtotalCents, totalsOf } from "./totals";

const province = fc.constantFrom(...DEFAULT_PROVINCE_TAXES);
const lines = fc.array(fc.record({ unitCents: fc.integer({ min: 0, max: 500_000 }), qty: fc.integer({ min: 1, max: 50 }) }), { minLength: 1, maxLength: 30 });

describe("tax by component", () => {
  it("charges each province what its kind says, in the order an invoice lists it", () => {
    const partsOf = (code: string) => taxPartsOf(DEFAULT_PROVINCE_TAXES.find((row) => row.province === code)!);
    expect(partsOf("ON")).toEqual([{ name: "HST", rate: 0.13 }]);
    expect(partsOf("QC")).toEqual([
      { name: "GST", rate: 0.05 },
      { name: "QST", rate: 0.09975 },
    ]);
    expect(partsOf("MB").map(taxLineLabel)).toEqual(["GST 5%", "RST 7%"]);
    expect(partsOf("BC").map(taxLineLabel)).toEqual(["GST 5%", "PST 7%"]);
    expect(partsOf("SK").map(taxLineLabel)).toEqual(["GST 5%", "PST 6%"]);
    expect(partsOf("AB")).toEqual([{ name: "GST", rate: 0.05 }]);
    expect(partsOf("YT")).toEqual([{ name: "GST", rate: 0.05 }]);
    expect(partsOf("NS")).toEqual([{ name: "HST", rate: 0.14 }]);
  });

  it("splits Quebec's tax on $100.00 as GST $5.00 and QST $9.98, rounded once to $14.98", () => {
    const qc = taxPartsOf(DEFAULT_PROVINCE_TAXES.find((row) => row.province === "QC")!);
    expect(taxLines(10_000, qc)).toEqual([
      { name: "GST", rate: 0.05, cents: 500 },
      { name: "QST", rate: 0.09975, cents: 998 },
    ]);
    expect(taxOn(10_000, 0, combinedRate(qc))).toBe(1_498);
  });

  it("makes lines that sum to the tax rounded once, for any base and province, none negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), province, (base, row) => {
        const parts = taxPartsOf(row);
        const made = taxLines(base, parts);
        expect(made.reduce((sum, line) => sum + line.cents, 0)).toBe(scaleCents(base, combinedRate(parts)));
        for (const line of made) expect(line.cents).toBeGreaterThanOrEqual(0);
        // Each part but the last is its own rate rounded; the last is within a cent of its own.
        made.forEach((line, index) => {
          if (index < made.length - 1) expect(line.cents).toBe(scaleCents(base, line.rate));
          else expect(Math.abs(line.cents - scaleCents(base, line.rate))).toBeLessThanOrEqual(1);
        });
      }),
    );
  });

  it("taxes a destination by its province: a US state none, an unknown or mismatched province is refused (null), never 0", () => {
    expect(destinationTaxParts({ country: "CA", state: "on" }, DEFAULT_PROVINCE_TAXES)).toEqual([{ name: "HST", rate: 0.13 }]);
    expect(destinationTaxParts({ country: "USA", state: "NY" }, DEFAULT_PROVINCE_TAXES)).toEqual([]);
    for (const [country, state] of [
      ["CA", "NY"],
      ["CA", "XX"],
      ["CA", "Ontario"],
      ["CA", "N/A"],
      ["USA", "ON"],
      ["USA", "XX"],
      ["MX", "ON"],
    ] as const) {
      expect(destinationTaxParts({ country, state }, DEFAULT_PROVINCE_TAXES), `${country} ${state}`).toBeNull();
    }
  });

  it("prints the GST/HST number where GST or HST is charged, and the QST number where QST is", () => {
    const store = { gstHstNumber: "123456789 RT0001", qstNumber: "1234567890 TQ0001" };
    expect(registrationLines(store, [{ name: "HST" }])).toEqual(["GST/HST registration no. 123456789 RT0001"]);
    expect(registrationLines(store, [{ name: "GST" }, { name: "QST" }])).toEqual([
      "GST/HST registration no. 123456789 RT0001",
      "QST registration no. 1234567890 TQ0001",
    ]);
    expect(registrationLines(store, [])).toEqual([]);
    expect(registrationLines({ gstHstNumber: "", qstNumber: "" }, [{ name: "HST" }])).toEqual([]);
  });
});

describe("order totals", () => {
  it("is subtotal + shipping + tax, the tax being the sum of its lines, for any cart and province", () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 200_000 }), province, (cart, shipping, row) => {
        const parts = taxPartsOf(row);
        const totals = orderTotals(cart, shipping, parts);
        expect(totals.subtotalCents).toBe(cart.reduce((sum, line) => sum + line.unitCents * line.qty, 0));
        expect(totals.subtotalCents).toBe(subtotalCents(cart));
        expect(totals.taxCents).toBe(orderTaxLines(totals, parts).reduce((sum, line) => sum + line.cents, 0));
        expect(totals.taxCents).toBe(taxOn(totals.subtotalCents, shipping, combinedRate(parts)));
        expect(totals.totalCents).toBe(totals.subtotalCents + shipping + totals.taxCents);
        expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
      }),
    );
  });

  it("re-prices a quote's shipping at the order's own taxes: the same rule as at checkout", () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 0, max: 200_000 }), province, (cart, shipping, row) => {
        const parts = taxPartsOf(row);
        expect(totalsOf(subtotalCents(cart), shipping, parts)).toEqual(orderTotals(cart, shipping, parts));
      }),
    );
  });

  it("has a line total of unit price times quantity, in cents", () => {
    expect(lineCents({ unitCents: 29_699, qty: 3 })).toBe(89_097);
  });
});

describe("refunds", () => {
  it("never leaves more to refund than was charged, nor less than nothing, whatever refunds came before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 10 }), (charged, asked) => {
        const made: { cents: number }[] = [];
        for (const cents of asked) if (cents <= refundableCents(charged, made)) made.push({ cents });
        const left = refundableCents(charged, made);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(made.reduce((sum, refund) => sum + refund.cents, 0) + left).toBe(charged);
      }),
    );
  });
});

describe("provinces of a country", () => {
  it("takes Canada's provinces and territories and the 50 US states, each only with its own country", () => {
    expect(isRegionOf("CA", "on")).toBe(true);
    expect(isRegionOf("CA", "YT")).toBe(true);
    expect(isRegionOf("USA", "NY")).toBe(true);
    expect(isRegionOf("CA", "NY")).toBe(false);
    expect(isRegionOf("USA", "ON")).toBe(false);
    expect(regionProblem("CA", "NY")).toBe("Please choose a Canadian province or territory.");
    expect(regionProblem("USA", "XX")).toBe("Please choose a US state.");
    expect(regionProblem("CA", "QC")).toBeNull();
  });
});
