import { Link } from "react-router";
import type { OrderReturnsReply, ReturnView } from "../../domain/contracts/returns";
import { formatOrderDate } from "../../domain/orders";
import { returnStatusKey } from "../../domain/returns";
import { useWords } from "../lib/i18n";
import { secondaryButtonClass } from "../ui/action-styles";

/** Where an order's return is asked for. */
export const returnRequestPath = (so: string) => `/order-returns?so=${encodeURIComponent(so)}`;

function ReturnRow({ entry }: { entry: ReturnView }) {
  const { t, cad, locale } = useWords();
  return (
    <tr className="border-b border-slate-200 align-top" data-return={entry.rma}>
      <th scope="row" className="py-2 pr-4 font-medium whitespace-nowrap">
        {entry.rma}
      </th>
      <td className="hidden py-2 pr-4 whitespace-nowrap sm:table-cell">{formatOrderDate(entry.created_at, locale)}</td>
      <td className="py-2 pr-4">
        <ul>
          {entry.lines.map((line) => (
            <li key={line.line_no}>{t("returns.order.line", { item: line.item, qty: line.qty })}</li>
          ))}
        </ul>
      </td>
      <td className="py-2 pr-4">
        {t(returnStatusKey(entry.status))}
        {entry.status === "refused" && entry.refused_reason ? (
          <p className="text-slate-600">{t("returns.order.refusedBecause", { reason: entry.refused_reason })}</p>
        ) : null}
      </td>
      <td className="py-2 text-right tabular-nums whitespace-nowrap">{cad(entry.refund)}</td>
    </tr>
  );
}

/**
 * An order's returns on its receipt (features/returns/api's useOrderReturns): each return's number,
 * parts, status and amount, and 'Return parts' while the order may still be returned. Shows nothing
 * for an order with no returns past its days, or before its returns are read.
 */
export function OrderReturnsSection({ so, data }: { so: string; data: OrderReturnsReply | undefined }) {
  const { t, locale } = useWords();
  if (!data) return null;
  const canAsk = data.open && data.lines.some((line) => line.returnable > 0);
  if (!canAsk && data.returns.length === 0) return null;
  return (
    <section aria-labelledby="order-returns" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-returns" className="text-xl font-semibold text-ink">
          {t("returns.order.heading")}
        </h2>
        {canAsk ? (
          <Link to={returnRequestPath(so)} className={secondaryButtonClass} aria-label={t("returns.order.startLabel", { orderNum: so })}>
            {t("returns.order.start")}
          </Link>
        ) : null}
      </div>
      {canAsk ? <p className="mt-2 text-slate-700">{t("returns.order.until", { deadline: formatOrderDate(data.deadline, locale) })}</p> : null}
      {data.returns.length > 0 ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">{t("returns.order.caption", { orderNum: so })}</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {t("returns.order.number")}
              </th>
              <th scope="col" className="hidden py-2 pr-4 sm:table-cell">
                {t("returns.order.date")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("returns.order.parts")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("returns.order.status")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("returns.order.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.returns.map((entry) => (
              <ReturnRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
