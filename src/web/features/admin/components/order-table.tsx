import { Link } from "react-router";
import type { AdminOrderRow } from "../../../../domain/contracts/admin";
import { formatCad } from "../../../../domain/money";
import { linkClass } from "../../../ui/action-styles";
import { storeDate } from "../format";
import { cellClass, TableBox, TableHead, tableClass } from "./console-ui";

/** Orders as the console lists them: number (a link to the order), date, who, state and total. */
export function OrderTable({ label, rows }: { label: string; rows: readonly AdminOrderRow[] }) {
  return (
    <TableBox label={label}>
      <table className={tableClass}>
        <TableHead heads={["Order", "Date", "Customer or dealer", "Status", "Total"]} end={["Total"]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.order_num}>
              <td className={cellClass}>
                <Link to={`/admin/orders/${encodeURIComponent(row.order_num)}`} className={linkClass}>
                  {row.order_num}
                </Link>
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{storeDate(row.date_order)}</td>
              <td className={cellClass}>
                <span className="block font-medium">{row.name}</span>
                <span className="block text-slate-700">{`${row.owner_kind === "dealer" ? "Dealer" : "Customer"} · ${row.email}`}</span>
              </td>
              <td className={cellClass}>
                <span className="block">{row.status_label}</span>
                {row.track_num ? <span className="block text-slate-700">{`Waybill ${row.track_num}`}</span> : null}
              </td>
              <td className={`${cellClass} text-right tabular-nums`}>{formatCad(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
