import { describe, expect, it } from "vitest";
import { fitsYear, selectableYears } from "./years";

describe("model years", () => {
  it("run from the current year down to 1949", () => {
    const years = selectableYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1949);
    expect(years).toHaveLength(2026 - 1949 + 1);
  });

  it("a part fits the years from year_from to year_end inclusive", () => {
    const part = { year_from: 1967, year_end: 1968 };
    expect([1966, 1967, 1968, 1969].map((y) => fitsYear(part, y))).toEqual([false, true, true, false]);
  });
});
