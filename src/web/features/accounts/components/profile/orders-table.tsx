import { useState } from "react";
import { Link } from "react-router";
import { formatCad } from "../../../../../domain/money";
import { pageCount, TABLE_PAGE_SIZE } from "../../../../../domain/pager";
import { linkClass, secondaryButtonClass } from "../form-fields";

export interface OrderRow {
  orderNumber: string;
  date: string;
  status: string;
  tracking?: string | null;
  subtotal: number;
  href: string;
}

/** A table of orders, 10 rows a page, or the empty text when there are none. */
export function OrdersTable({ caption, rows, emptyText }: { caption: string; rows: readonly OrderRow[]; emptyText: string }) {
  const [page, setPage] = useState(1);
  if (rows.length === 0) return <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700">{emptyText}</p>;
  const pages = pageCount(rows.length, TABLE_PAGE_SIZE);
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * TABLE_PAGE_SIZE, current * TABLE_PAGE_SIZE);
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4">Order</th>
              <th scope="col" className="py-2 pr-4">Date</th>
              <th scope="col" className="py-2 pr-4">Status</th>
              <th scope="col" className="py-2 pr-4">Tracking</th>
              <th scope="col" className="py-2 text-right">Subtotal</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.orderNumber} className="border-b border-slate-200">
                <td className="py-2 pr-4">
                  <Link to={row.href} className={linkClass}>
                    {row.orderNumber}
                  </Link>
                </td>
                <td className="py-2 pr-4">{row.date}</td>
                <td className="py-2 pr-4">{row.status}</td>
                <td className="py-2 pr-4">{row.tracking ?? ""}</td>
                <td className="py-2 text-right">{formatCad(row.subtotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label={`${caption} pages`} className="mt-4 flex items-center gap-3">
          <button type="button" className={secondaryButtonClass} disabled={current === 1} onClick={() => setPage(current - 1)}>
            Previous
          </button>
          <span className="text-slate-700">
            Page {current} of {pages}
          </span>
          <button type="button" className={secondaryButtonClass} disabled={current === pages} onClick={() => setPage(current + 1)}>
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}
