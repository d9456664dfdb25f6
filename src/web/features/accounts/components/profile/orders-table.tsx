import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { PO_NUMBER_LABEL } from "../../../../../domain/orders";
import { pageCount, TABLE_PAGE_SIZE } from "../../../../../domain/pager";
import { useWords } from "../../../../lib/i18n";
import { linkClass } from "../../../../ui/action-styles";
import { Pager } from "../../../../ui/pager";

export interface OrderRow {
  orderNumber: string;
  date: string;
  status: string;
  /** The waybill, and the courier's tracking page for it. */
  tracking?: { number: string; url: string | null } | null;
  subtotal: number;
  total: number;
  href: string;
  /** The dealer's purchase-order number, when one was given. */
  poNumber?: string | null;
  /** What can be done with the order from its row ('Order again'). */
  action?: ReactNode;
}

/** A waybill, linked to the courier's tracking page when there is one. */
function Tracking({ tracking }: { tracking: NonNullable<OrderRow["tracking"]> }) {
  const { t } = useWords();
  if (!tracking.url) return <>{tracking.number}</>;
  return (
    <a href={tracking.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {tracking.number}
      <span className="sr-only">{t("accounts.orders.trackParcel")}</span>
    </a>
  );
}

/** A table of orders, 10 rows a page with the shop's pager, or the empty text when there are none; on a phone the date and tracking go under the number and status. */
export function OrdersTable({ caption, rows, emptyText }: { caption: string; rows: readonly OrderRow[]; emptyText: string }) {
  const [page, setPage] = useState(1);
  const { t, cad } = useWords();
  const withActions = rows.some((row) => row.action);
  if (rows.length === 0) return <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700">{emptyText}</p>;
  const pages = pageCount(rows.length, TABLE_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * TABLE_PAGE_SIZE, current * TABLE_PAGE_SIZE);
  return (
    <div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-4">
              {t("accounts.orders.order")}
            </th>
            <th scope="col" className="hidden py-2 pr-4 sm:table-cell">
              {t("accounts.orders.date")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t("accounts.orders.status")}
            </th>
            <th scope="col" className="hidden py-2 pr-4 sm:table-cell">
              {t("accounts.orders.tracking")}
            </th>
            <th scope="col" className="hidden py-2 pr-4 text-right sm:table-cell">
              {t("accounts.orders.subtotal")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("accounts.orders.total")}
            </th>
            {withActions ? (
              <th scope="col" className="py-2 pl-4 text-right">
                <span className="sr-only">{t("accounts.orders.actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.orderNumber} data-order={row.orderNumber} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4">
                <Link to={row.href} className={linkClass}>
                  {row.orderNumber}
                </Link>
                {row.poNumber ? <span data-column="po-number" className="block text-slate-700">{`${PO_NUMBER_LABEL} ${row.poNumber}`}</span> : null}
                <span data-phone-date className="block whitespace-nowrap text-slate-600 sm:hidden">
                  {row.date}
                </span>
              </td>
              <td data-column="date" className="hidden py-2 pr-4 whitespace-nowrap sm:table-cell">
                {row.date}
              </td>
              <td className="py-2 pr-4">
                <span data-column="status">{row.status}</span>
                {row.tracking ? (
                  <span className="block sm:hidden">
                    <Tracking tracking={row.tracking} />
                  </span>
                ) : null}
              </td>
              <td data-column="tracking" className="hidden py-2 pr-4 sm:table-cell">
                {row.tracking ? <Tracking tracking={row.tracking} /> : null}
              </td>
              <td data-column="subtotal" className="hidden py-2 pr-4 text-right tabular-nums sm:table-cell">
                {cad(row.subtotal)}
              </td>
              <td data-column="total" className="py-2 text-right tabular-nums">
                {cad(row.total)}
              </td>
              {withActions ? <td className="py-2 pl-4 text-right">{row.action}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={current} totalPages={pages} onPageChange={setPage} className="mt-4" />
    </div>
  );
}
