import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  bucketLabel,
  bucketStart,
  daysIn,
  isCalendarDay,
  keptCents,
  MAX_PERIOD_DAYS,
  netSalesCents,
  periodBuckets,
  periodProblem,
  refundShareCents,
  reorderQuantity,
  reportFileName,
  reportPeriod,
  waitedText,
} from "./reports";

describe("a report's period", () => {
  it("is the last 30 days when no date is given, and ends today when only From is", () => {
    expect(reportPeriod({}, "2026-11-26")).toEqual({ from: "2026-10-28", to: "2026-11-26" });
    expect(reportPeriod({ to: "2026-03-01" }, "2026-11-26")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(reportPeriod({ from: "2026-11-01" }, "2026-11-26")).toEqual({ from: "2026-11-01", to: "2026-11-26" });
  });

  it("is refused reversed or longer than two years, with both dates named", () => {
    expect(periodProblem("2026-11-02", "2026-11-01")).toBe(
      "The period ends (2026-11-01) before it starts (2026-11-02): the From date must be on or before the To date.",
    );
    expect(periodProblem("2024-11-26", "2026-11-25")).toBeNull();
    expect(daysIn("2024-11-26", "2026-11-25")).toBe(MAX_PERIOD_DAYS - 1);
    expect(periodProblem("2024-11-24", "2026-11-25")).toBe("The period is 732 days long: a report covers at most two years (731 days).");
    expect(periodProblem("2026-11-01", "2026-11-01")).toBeNull();
  });

  it("takes real calendar days only", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("26-11-01")).toBe(false);
  });
});

describe("a period's buckets", () => {
  it("are ISO weeks from Monday, cut at the period's ends, and calendar months", () => {
    expect(bucketStart("2026-11-29", "week")).toBe("2026-11-23");
    expect(bucketStart("2026-11-23", "week")).toBe("2026-11-23");
    const weeks = periodBuckets({ from: "2026-11-01", to: "2026-11-10" }, "week");
    expect(weeks).toEqual([
      { start: "2026-10-26", from: "2026-11-01", to: "2026-11-01" },
      { start: "2026-11-02", from: "2026-11-02", to: "2026-11-08" },
      { start: "2026-11-09", from: "2026-11-09", to: "2026-11-10" },
    ]);
    expect(weeks.map((bucket) => bucketLabel(bucket, "week"))).toEqual(["2026-11-01 to 2026-11-01", "2026-11-02 to 2026-11-08", "2026-11-09 to 2026-11-10"]);
    const months = periodBuckets({ from: "2025-12-15", to: "2026-02-03" }, "month");
    expect(months.map((bucket) => [bucket.start, bucket.from, bucket.to, bucketLabel(bucket, "month")])).toEqual([
      ["2025-12-01", "2025-12-15", "2025-12-31", "December 2025"],
      ["2026-01-01", "2026-01-01", "2026-01-31", "January 2026"],
      ["2026-02-01", "2026-02-01", "2026-02-03", "February 2026"],
    ]);
  });

  it("cover every day of any period exactly once, whatever the grain", () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays("2020-01-01", n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), fc.constantFrom("day" as const, "week" as const, "month" as const), (from, length, grain) => {
        const to = addDays(from, length);
        const buckets = periodBuckets({ from, to }, grain);
        expect(buckets[0]!.from).toBe(from);
        expect(buckets.at(-1)!.to).toBe(to);
        for (const [n, bucket] of buckets.entries()) {
          expect(bucketStart(bucket.from, grain)).toBe(bucket.start);
          if (n > 0) expect(bucket.from).toBe(addDays(buckets[n - 1]!.to, 1));
        }
        expect(buckets.reduce((sum, bucket) => sum + daysIn(bucket.from, bucket.to), 0)).toBe(length + 1);
      }),
      { numRuns: 40 },
    );
  });
});

describe("refunds taken off sales", () => {
  it("spreads an order's refunds over its amounts in proportion, to the cent, half up", () => {
    // An order of 113.00 (100.00 of parts, 13.00 tax) refunded 11.30: a tenth of each amount.
    expect(refundShareCents(10_000, 11_300, 1_130)).toBe(1_000);
    expect(keptCents(10_000, 11_300, 1_130)).toBe(9_000);
    expect(refundShareCents(1_999, 6_213, 1_000)).toBe(322); // 321.74
    expect(refundShareCents(1, 2, 1)).toBe(1); // 0.5 rounds up
    expect(keptCents(4_250, 10_000, 0)).toBe(4_250);
    expect(keptCents(4_250, 10_000, 10_000)).toBe(0);
    expect(keptCents(4_250, 10_000, 99_999)).toBe(0);
    expect(keptCents(0, 0, 500)).toBe(0);
    expect(netSalesCents(10_000, 2_500)).toBe(7_500);
  });

  it("never takes off more than an amount, nor keeps more than it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (total, part, refunded) => {
          const amount = Math.min(part, total);
          const kept = keptCents(amount, total, refunded);
          expect(kept).toBeGreaterThanOrEqual(0);
          expect(kept).toBeLessThanOrEqual(amount);
          if (refunded >= total) expect(kept).toBe(0);
          if (refunded === 0) expect(kept).toBe(amount);
        },
      ),
    );
  });
});

describe("low stock and waiting", () => {
  it("reorders back to twice the reorder point, at least one", () => {
    expect(reorderQuantity(0, 3)).toBe(6);
    expect(reorderQuantity(4, 4)).toBe(4);
    expect(reorderQuantity(0, 0)).toBe(1);
    expect(reorderQuantity(5, 2)).toBe(1);
  });

  it("adds the units dealers have on back-order to the quantity to reorder", () => {
    expect(reorderQuantity(0, 3, 4)).toBe(10);
    expect(reorderQuantity(0, 0, 3)).toBe(3);
    expect(reorderQuantity(2, 2, 0)).toBe(2);
  });

  it("says how long something waited in minutes, hours, then days and hours", () => {
    expect(waitedText(1)).toBe("1 minute");
    expect(waitedText(59)).toBe("59 minutes");
    expect(waitedText(61)).toBe("1 hour");
    expect(waitedText(24 * 60)).toBe("1 day");
    expect(waitedText(3 * 24 * 60 + 125)).toBe("3 days 2 hours");
  });

  it("names CSV files by the period or the day they were taken", () => {
    expect(reportFileName("sales", { from: "2026-10-28", to: "2026-11-26" }, "by-week")).toBe("partshop-sales-by-week-2026-10-28-to-2026-11-26.csv");
    expect(reportFileName("low-stock", "2026-11-26")).toBe("partshop-low-stock-2026-11-26.csv");
  });
});
