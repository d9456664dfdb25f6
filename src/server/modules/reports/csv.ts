import type { PartRanking, SalesFigures } from "../../../domain/contracts/reports";
import { csvLine, spreadsheetText } from "../../../domain/csv";
import type { ReportGrain, ReportPeriod } from "../../../domain/reports";
import type { Ctx } from "../../context";
import { topDealers, topParts } from "./rankings";
import { ordersByStatus, salesByPeriod } from "./sales";
import { allLowStock, quotesWaiting } from "./waiting";

/*
 * Each report as CSV text, one line at a time (RFC 4180, CRLF), for Readable.from: the same rows the
 * screen shows (every row, where the screen shows the first few), money in CAD with two decimals.
 */

const money = (amount: number) => amount.toFixed(2);

/** Sales by day, week or month, each bucket a line with its refunds and net, and the period's totals last. */
export async function* salesCsv(ctx: Ctx<"db">, period: ReportPeriod, grain: ReportGrain): AsyncGenerator<string> {
  const report = await salesByPeriod(ctx, period, grain);
  yield csvLine([grain, "from", "to", "orders", "subtotal_cad", "tax_cad", "shipping_cad", "total_cad", "refunds_cad", "net_cad"]);
  const figures = (row: SalesFigures) =>
    [row.orders, money(row.subtotal), money(row.tax), money(row.shipping), money(row.total), money(row.refunds), money(row.net)] as const;
  for (const row of report.rows) yield csvLine([row.label, row.from, row.to, ...figures(row)]);
  yield csvLine(["Total", period.from, period.to, ...figures(report.totals)]);
}

/** Orders placed in the period by their state now. */
export async function* ordersByStatusCsv(ctx: Ctx<"db">, period: ReportPeriod): AsyncGenerator<string> {
  const report = await ordersByStatus(ctx, period);
  yield csvLine(["status", "status_code", "orders", "total_cad"]);
  for (const row of report.rows) yield csvLine([row.label, row.status, row.orders, money(row.total)]);
  yield csvLine(["Total", null, report.totals.orders, money(report.totals.total)]);
}

/** Every part sold in the period, ranked by units or revenue. */
export async function* topPartsCsv(ctx: Ctx<"db">, period: ReportPeriod, by: PartRanking): AsyncGenerator<string> {
  yield csvLine(["rank", "item", "description", "make", "units", "revenue_cad", "orders"]);
  let rank = 0;
  for (const part of await topParts(ctx, period, by)) {
    rank += 1;
    yield csvLine([rank, spreadsheetText(part.item), spreadsheetText(part.descrip), spreadsheetText(part.make), part.units, money(part.revenue), part.orders]);
  }
}

/** Every dealer with sales in the period, by revenue. */
export async function* topDealersCsv(ctx: Ctx<"db">, period: ReportPeriod): AsyncGenerator<string> {
  yield csvLine(["rank", "account", "dealer", "orders", "revenue_cad", "total_cad"]);
  let rank = 0;
  for (const dealer of await topDealers(ctx, period)) {
    rank += 1;
    yield csvLine([rank, spreadsheetText(dealer.account), spreadsheetText(dealer.name), dealer.orders, money(dealer.revenue), money(dealer.total)]);
  }
}

/** Every order waiting for a shipping quote, the longest waiting first. */
export async function* quotesWaitingCsv(ctx: Ctx<"db">): AsyncGenerator<string> {
  const report = await quotesWaiting(ctx);
  yield csvLine(["order", "placed_at", "customer", "email", "subtotal_cad", "waited_minutes"]);
  for (const row of report.rows) {
    yield csvLine([row.order_num, row.placed_at, spreadsheetText(row.name), spreadsheetText(row.email), money(row.subtotal), row.waited_minutes]);
  }
}

/** Every part at or below its reorder point, with the quantity to reorder. */
export async function* lowStockCsv(ctx: Ctx<"db">): AsyncGenerator<string> {
  yield csvLine(["item", "description", "make", "onhand", "reorder_point", "backordered", "reorder_quantity", "expected"]);
  for await (const batch of allLowStock(ctx)) {
    for (const part of batch) {
      yield csvLine([
        spreadsheetText(part.item),
        spreadsheetText(part.descrip),
        spreadsheetText(part.make),
        part.onhand,
        part.orderpt,
        part.backordered,
        part.reorder,
        part.onshpeta,
      ]);
    }
  }
}
