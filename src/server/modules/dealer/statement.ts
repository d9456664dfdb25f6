import { STATEMENT_CSV_COLUMNS, type StatementMonthRow } from "../../../domain/contracts/trade";
import { csvLine } from "../../../domain/csv";
import { fromCents } from "../../../domain/money";
import type { Ctx } from "../../context";
import type { DealerViewer } from "../../viewer";
import { dealerStatementMonths, dealerStatementOrders } from "../orders/service";

/** Text a spreadsheet would take for a formula (=, +, -, @ first) is kept as text. */
const spreadsheetText = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);

/** GET /api/dealerStatement: the dealer's confirmed orders by month (store time), newest first, with totals and tax. */
export async function dealerStatement(ctx: Ctx<"db">, viewer: DealerViewer): Promise<StatementMonthRow[]> {
  return (await dealerStatementMonths(ctx, viewer.id)).map((row) => ({
    month: row.month,
    orders: row.orders,
    subtotal: fromCents(row.subtotalCents),
    tax: fromCents(row.taxCents),
    total: fromCents(row.totalCents),
  }));
}

/** GET /api/dealerStatement/:month.csv: one month's confirmed orders as CSV (order, date, PO number, subtotal, tax, total), then the month's totals. */
export async function dealerStatementCsv(ctx: Ctx<"db">, viewer: DealerViewer, month: string): Promise<string> {
  const rows = await dealerStatementOrders(ctx, viewer.id, month);
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const amount = (cents: number) => fromCents(cents).toFixed(2);
  return [
    csvLine([...STATEMENT_CSV_COLUMNS]),
    ...rows.map((row) =>
      csvLine([row.orderNum, row.day, spreadsheetText(row.poNumber ?? ""), amount(row.subtotalCents), amount(row.taxCents), amount(row.totalCents)]),
    ),
    csvLine([`Total ${month}`, "", "", amount(sum((row) => row.subtotalCents)), amount(sum((row) => row.taxCents)), amount(sum((row) => row.totalCents))]),
  ].join("");
}
