import { STATEMENT_CSV_COLUMNS, type StatementMonthRow } from "../../../domain/contracts/trade";
import { csvLine } from "../../../domain/csv";
import { fromCents } from "../../../domain/money";
import type { Ctx } from "../../context";
import type { DealerViewer } from "../../viewer";
import { dealerStatementMonths, dealerStatementOrders } from "../orders/service";
import { dealerCreditMonths, dealerCreditsOfMonth } from "../returns/service";

/** Text a spreadsheet would take for a formula (=, +, -, @ first) is kept as text. */
const spreadsheetText = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);

/**
 * GET /api/dealerStatement: the dealer's confirmed orders by month (store time), newest first, with totals
 * and tax, less the returns credited that month (issue 22).
 */
export async function dealerStatement(ctx: Ctx<"db">, viewer: DealerViewer): Promise<StatementMonthRow[]> {
  const [orders, credits] = await Promise.all([dealerStatementMonths(ctx, viewer.id), dealerCreditMonths(ctx, viewer.id)]);
  const months = new Map<string, { orders: number; subtotalCents: number; taxCents: number; totalCents: number; creditCents: number }>();
  for (const row of orders) months.set(row.month, { ...row, creditCents: 0 });
  for (const row of credits) {
    const month = months.get(row.month) ?? { orders: 0, subtotalCents: 0, taxCents: 0, totalCents: 0, creditCents: 0 };
    months.set(row.month, {
      ...month,
      subtotalCents: month.subtotalCents - row.subtotalCents,
      taxCents: month.taxCents - row.taxCents,
      totalCents: month.totalCents - row.totalCents,
      creditCents: month.creditCents + row.totalCents,
    });
  }
  return [...months]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, row]) => ({
      month,
      orders: row.orders,
      subtotal: fromCents(row.subtotalCents),
      tax: fromCents(row.taxCents),
      total: fromCents(row.totalCents),
      credits: fromCents(row.creditCents),
    }));
}

/**
 * GET /api/dealerStatement/:month.csv: one month's confirmed orders as CSV (order, date, PO number,
 * subtotal, tax, total), then its credited returns as negative rows, then the month's totals.
 */
export async function dealerStatementCsv(ctx: Ctx<"db">, viewer: DealerViewer, month: string): Promise<string> {
  const [orders, credits] = await Promise.all([dealerStatementOrders(ctx, viewer.id, month), dealerCreditsOfMonth(ctx, viewer.id, month)]);
  const rows = [
    ...orders.map((row) => ({ ...row, label: row.orderNum, po: spreadsheetText(row.poNumber ?? "") })),
    ...credits.map((row) => ({
      label: `${row.rma} (order ${row.orderNum})`,
      day: row.day,
      po: "",
      subtotalCents: -row.subtotalCents,
      taxCents: -row.taxCents,
      totalCents: -row.totalCents,
    })),
  ];
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const amount = (cents: number) => fromCents(cents).toFixed(2);
  return [
    csvLine([...STATEMENT_CSV_COLUMNS]),
    ...rows.map((row) => csvLine([row.label, row.day, row.po, amount(row.subtotalCents), amount(row.taxCents), amount(row.totalCents)])),
    csvLine([`Total ${month}`, "", "", amount(sum((row) => row.subtotalCents)), amount(sum((row) => row.taxCents)), amount(sum((row) => row.totalCents))]),
  ].join("");
}
