import { z } from "zod";
import { isCalendarDay, periodProblem, REPORT_GRAINS } from "../reports";

/** The console's Reports (GET /api/admin/reports/*): request and answer shapes (docs/decisions/034-reports.md). */

const blank = (value: unknown) => (value === "" || value === null ? undefined : value);
const reportDay = (label: string) =>
  z.preprocess(
    blank,
    z
      .string({ error: `${label} must be a date like 2026-11-22` })
      .refine(isCalendarDay, `${label} must be a real date like 2026-11-22`)
      .optional(),
  );

/** Both ends given the wrong way round, or more than two years apart: refused with the period's own words. */
function checkPeriod(query: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx) {
  if (!query.from || !query.to) return;
  const problem = periodProblem(query.from, query.to);
  if (problem) context.addIssue({ code: "custom", path: ["to"], message: problem });
}

/** A report's period: From and To (store days, both included; missing: the last 30 days) and, for sales, day, week or month. */
export const reportQuery = z
  .object({
    from: reportDay("From"),
    to: reportDay("To"),
    grain: z.preprocess(blank, z.enum(REPORT_GRAINS, { error: "Group by must be day, week or month" }).default("day")),
  })
  .superRefine(checkPeriod);
export type ReportQuery = z.infer<typeof reportQuery>;

export const PART_RANKINGS = ["units", "revenue"] as const;
export type PartRanking = (typeof PART_RANKINGS)[number];

/** The top parts CSV: every part sold in the period, ranked by units or by revenue. */
export const topPartsCsvQuery = z
  .object({
    from: reportDay("From"),
    to: reportDay("To"),
    by: z.preprocess(blank, z.enum(PART_RANKINGS, { error: "Rank by must be units or revenue" }).default("revenue")),
  })
  .superRefine(checkPeriod);

const period = z.object({ from: z.string(), to: z.string() });

/**
 * Sales figures (CAD): how many sales and what they came to (subtotal, tax, shipping, total), the
 * refunds given back on them (counted on the sale's day) and what the store kept (net: total less refunds).
 */
const salesFigures = z.object({
  orders: z.number().int(),
  subtotal: z.number(),
  tax: z.number(),
  shipping: z.number(),
  total: z.number(),
  refunds: z.number(),
  net: z.number(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const salesReport = z.object({
  period,
  grain: z.enum(REPORT_GRAINS),
  rows: z.array(salesFigures.extend({ start: z.string(), from: z.string(), to: z.string(), label: z.string() })),
  totals: salesFigures,
});
export type SalesReport = z.infer<typeof salesReport>;

export const ordersByStatusReport = z.object({
  period,
  rows: z.array(z.object({ status: z.number().int(), label: z.string(), orders: z.number().int(), total: z.number() })),
  totals: z.object({ orders: z.number().int(), total: z.number() }),
});
export type OrdersByStatusReport = z.infer<typeof ordersByStatusReport>;

const topPart = z.object({ item: z.string(), descrip: z.string(), make: z.string(), units: z.number().int(), revenue: z.number(), orders: z.number().int() });
export type TopPart = z.infer<typeof topPart>;
export const topPartsReport = z.object({ period, byUnits: z.array(topPart), byRevenue: z.array(topPart) });
export type TopPartsReport = z.infer<typeof topPartsReport>;

const topDealer = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  orders: z.number().int(),
  revenue: z.number(),
  total: z.number(),
});
export type TopDealer = z.infer<typeof topDealer>;
export const topDealersReport = z.object({ period, rows: z.array(topDealer) });
export type TopDealersReport = z.infer<typeof topDealersReport>;

const waitingQuote = z.object({
  order_num: z.string(),
  placed_at: z.string(),
  name: z.string(),
  email: z.string(),
  subtotal: z.number(),
  waited_minutes: z.number().int(),
});
export type WaitingQuote = z.infer<typeof waitingQuote>;
export const quotesWaitingReport = z.object({ asOf: z.string(), count: z.number().int(), longestMinutes: z.number().int(), rows: z.array(waitingQuote) });
export type QuotesWaitingReport = z.infer<typeof quotesWaitingReport>;

const lowStockPart = z.object({
  item: z.string(),
  descrip: z.string(),
  make: z.string(),
  onhand: z.number().int(),
  orderpt: z.number().int(),
  /** Units dealers have on back-order (confirmed, not yet shipped): owed out of what arrives. */
  backordered: z.number().int(),
  reorder: z.number().int(),
  onshpeta: z.string().nullable(),
});
export type LowStockPart = z.infer<typeof lowStockPart>;
export const lowStockReport = z.object({ asOf: z.string(), count: z.number().int(), rows: z.array(lowStockPart) });
export type LowStockReport = z.infer<typeof lowStockReport>;
