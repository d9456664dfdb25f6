import { formatCad } from "../../../../../domain/money";
import { linkClass } from "../../../../ui/action-styles";
import { Spinner } from "../../../../ui/spinner";
import { statementCsvUrl, useDealerStatement } from "../../../dealer/api";
import { TabHeading } from "./tab-heading";

/** Statement (dealers): confirmed orders by month with their subtotal, tax and total, each month downloadable as CSV. */
export function StatementTab() {
  const statement = useDealerStatement();
  return (
    <section>
      <TabHeading intro="Your confirmed orders by month. Download a month as a CSV file for your bookkeeping.">Statement</TabHeading>
      {statement.isPending ? (
        <Spinner label="Loading your statement..." />
      ) : statement.isError ? (
        <p role="alert">Your statement could not be loaded. Please try again later.</p>
      ) : statement.data.months.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700">No confirmed orders yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Statement by month</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Month
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Orders
              </th>
              <th scope="col" className="hidden py-2 pr-4 text-right sm:table-cell">
                Subtotal
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Tax
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Total
              </th>
              <th scope="col" className="py-2 text-right">
                <span className="sr-only">Download</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {statement.data.months.map((row) => (
              <tr key={row.month} data-month={row.month} className="border-b border-slate-200">
                <td className="py-2 pr-4 whitespace-nowrap">{row.month}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{row.orders}</td>
                <td className="hidden py-2 pr-4 text-right tabular-nums sm:table-cell">{formatCad(row.subtotal)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{formatCad(row.tax)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{formatCad(row.total)}</td>
                <td className="py-2 text-right">
                  <a href={statementCsvUrl(row.month)} download className={linkClass}>
                    CSV<span className="sr-only">{` for ${row.month}`}</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
