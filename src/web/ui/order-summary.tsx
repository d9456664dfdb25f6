import { formatCad } from "../../domain/money";

/** One row of an order summary: an amount in dollars, or a word where there is no amount yet ("To be quoted"). */
export interface SummaryRow {
  label: string;
  amount: number | string;
}

/** Subtotal, shipping, tax and total as the server figured them, in CAD with two decimals; the last row is the total. */
export function OrderSummary({ rows, title = "Order summary" }: { rows: readonly SummaryRow[]; title?: string }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <dl className="mt-3 space-y-2">
        {rows.map((row, index) => {
          const last = index === rows.length - 1;
          return (
            <div key={row.label} className={`flex items-baseline justify-between gap-6 ${last ? "border-t border-slate-300 pt-2 text-lg font-bold" : ""}`}>
              <dt className={last ? "" : "text-slate-700"}>{row.label}</dt>
              <dd data-summary={row.label} className="text-right tabular-nums">
                {typeof row.amount === "number" ? formatCad(row.amount) : row.amount}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
