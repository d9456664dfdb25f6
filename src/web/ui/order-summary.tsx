import type { TaxLineReply } from "../../domain/contracts/buying";
import type { MessageKey } from "../../domain/i18n/catalogue";
import { useWords } from "../lib/i18n";
import { englishT, type Translate } from "./translate";

/** One row of an order summary: an amount in dollars, or a word where there is no amount yet ("To be quoted"). */
export interface SummaryRow {
  label: string;
  amount: number | string;
  /** What tests and people find the row by (the label when absent): Subtotal, Shipping, Tax, Total. */
  key?: string;
  /** A part of the row above it (a tax by component). */
  part?: boolean;
}

/** An order's or a cart's money as the server figured it (dollars). */
export interface SummaryFigures {
  subtotal: number;
  shipping: number;
  tax: number;
  tax_lines?: readonly TaxLineReply[];
  total: number;
}

const TAX_KEY: Partial<Record<string, MessageKey>> = { GST: "ui.tax.GST", HST: "ui.tax.HST", PST: "ui.tax.PST", RST: "ui.tax.RST", QST: "ui.tax.QST" };

/** A tax by name and rate, as domain/tax's taxLineLabel writes it ("QST 9.975%"), in the page's language ("TVQ 9,975 %"). */
export function taxLineWords(line: { name: string; rate: number }, t: Translate = englishT): string {
  const key = TAX_KEY[line.name];
  return t("ui.tax.line", { name: key ? t(key) : line.name, percent: Math.round(line.rate * 100 * 100_000) / 100_000 });
}

/**
 * The one way an order's money is summed up on every page: Subtotal, Shipping (dealers pay none, so
 * it is left out for them; a quote's says 'To be quoted'), the tax (named by its component, or with
 * each component beneath it: GST and QST, GST and PST), and the total: 'Total before shipping' until
 * a quote is priced. The words are English unless the page's `t` is given (`useWords().t`); each row's
 * key stays the English word, for tests and people to find it by.
 */
export function summaryRows(figures: SummaryFigures, options: { quote?: boolean; noShipping?: boolean } = {}, t: Translate = englishT): SummaryRow[] {
  const rows: SummaryRow[] = [{ label: t("ui.summary.subtotal"), key: "Subtotal", amount: figures.subtotal }];
  if (!options.noShipping)
    rows.push({ label: t("ui.summary.shipping"), key: "Shipping", amount: options.quote ? t("ui.summary.toBeQuoted") : figures.shipping });
  const lines = figures.tax_lines ?? [];
  if (lines.length === 1) rows.push({ label: t("ui.summary.taxOf", { name: taxLineWords(lines[0]!, t) }), key: "Tax", amount: figures.tax });
  else {
    rows.push({ label: t("ui.summary.tax"), key: "Tax", amount: figures.tax });
    for (const line of lines) rows.push({ label: taxLineWords(line, t), amount: line.amount, part: true });
  }
  rows.push({ label: options.quote ? t("ui.summary.totalBeforeShipping") : t("ui.summary.total"), key: "Total", amount: figures.total });
  return rows;
}

/** Subtotal, shipping, tax and total as the server figured them, in CAD with two decimals; the last row is the total. */
export function OrderSummary({ rows, title: given }: { rows: readonly SummaryRow[]; title?: string }) {
  const { t, cad } = useWords();
  const title = given ?? t("ui.summary.title");
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <dl className="mt-3 space-y-2">
        {rows.map((row, index) => {
          const last = index === rows.length - 1;
          const look = last ? "border-t border-slate-300 pt-2 text-lg font-bold" : row.part ? "pl-4 text-sm" : "";
          return (
            <div key={row.key ?? row.label} className={`flex items-baseline justify-between gap-6 ${look}`}>
              <dt className={last ? "" : "text-slate-700"}>{row.label}</dt>
              <dd data-summary={row.key ?? row.label} className="text-right tabular-nums">
                {typeof row.amount === "number" ? cad(row.amount) : row.amount}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
