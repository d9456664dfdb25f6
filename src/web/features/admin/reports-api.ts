import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { lowStockReport, ordersByStatusReport, quotesWaitingReport, salesReport, topDealersReport, topPartsReport } from "../../../domain/contracts/reports";
import type { ReportGrain } from "../../../domain/reports";
import { apiGet } from "../../lib/api";
import { ADMIN_KEY } from "./session-api";

/** The period the Reports page asks for, as it stands in the page's address (missing: the server's last 30 days). */
export interface ReportFilters {
  from?: string;
  to?: string;
  grain?: ReportGrain;
}

const reportsKey = [ADMIN_KEY, "reports"] as const;

function useReport<T>(path: string, schema: z.ZodType<T>, params: Record<string, string | undefined>) {
  return useQuery({
    queryKey: [...reportsKey, path, params],
    queryFn: ({ signal }) => apiGet(`/admin/reports/${path}`, { schema, params, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

const periodParams = (filters: ReportFilters) => ({ from: filters.from, to: filters.to });

/** GET /api/admin/reports/sales: sales by day, week or month with the period's totals. */
export const useSalesReport = (filters: ReportFilters) => useReport("sales", salesReport, { ...periodParams(filters), grain: filters.grain });
/** GET /api/admin/reports/orders-by-status: orders placed in the period by their state now. */
export const useOrdersByStatus = (filters: ReportFilters) => useReport("orders-by-status", ordersByStatusReport, periodParams(filters));
/** GET /api/admin/reports/top-parts: the ten parts sold most, by units and by revenue. */
export const useTopParts = (filters: ReportFilters) => useReport("top-parts", topPartsReport, periodParams(filters));
/** GET /api/admin/reports/top-dealers: the ten dealers whose sales came to most. */
export const useTopDealers = (filters: ReportFilters) => useReport("top-dealers", topDealersReport, periodParams(filters));
/** GET /api/admin/reports/quotes-waiting: orders waiting for a shipping quote now. */
export const useQuotesWaiting = () => useReport("quotes-waiting", quotesWaitingReport, {});
/** GET /api/admin/reports/low-stock: parts at or below their reorder point now. */
export const useLowStock = () => useReport("low-stock", lowStockReport, {});

/** The address of a report's CSV file (a plain link: the browser downloads it with the staff session's cookie). */
export function reportCsvUrl(kind: string, params: Record<string, string | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return `/api/admin/reports/${kind}.csv${text ? `?${text}` : ""}`;
}
