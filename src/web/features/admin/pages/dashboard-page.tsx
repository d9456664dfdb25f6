import { Link } from "react-router";
import { formatCad } from "../../../../domain/money";
import { linkClass } from "../../../ui/action-styles";
import { Spinner } from "../../../ui/spinner";
import { ConsolePage, cellClass, Panel, TableBox, TableHead, tableClass } from "../components/console-ui";
import { OrderTable } from "../components/order-table";
import { LoadError } from "../components/outcome";
import { storeDateTime, storeToday } from "../format";
import { useDashboard } from "../orders-api";
import { useSignedInStaff } from "../signed-in-staff";

function Figure({ label, value, to, linkText }: { label: string; value: string; to: string; linkText: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink tabular-nums">{value}</p>
      <Link to={to} className={`mt-2 inline-block text-sm ${linkClass}`}>
        {linkText}
      </Link>
    </div>
  );
}

/** /admin: what needs the store's attention today (GET /api/admin/dashboard). */
export function DashboardPage() {
  const staff = useSignedInStaff();
  const dashboard = useDashboard();
  const today = storeToday();
  const todaysOrders = `/admin/orders?from=${today}&to=${today}`;

  return (
    <ConsolePage title="Dashboard" intro={<p>{`Welcome, ${staff.name}. Here is what needs attention today (${today}).`}</p>}>
      {dashboard.isPending ? (
        <Spinner label="Loading the dashboard..." />
      ) : dashboard.isError ? (
        <LoadError error={dashboard.error} />
      ) : (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Figure label="Today's orders" value={String(dashboard.data.today.count)} to={todaysOrders} linkText="See today's orders" />
            <Figure label="Today's sales" value={formatCad(dashboard.data.today.sales)} to={todaysOrders} linkText="See today's orders" />
            <Figure label="Quotes waiting" value={String(dashboard.data.quotesWaiting.count)} to="/admin/orders?status=3" linkText="See quotes waiting" />
            <Figure label="Inquiries waiting" value={String(dashboard.data.inquiriesWaiting.count)} to="/admin/inbox" linkText="Open the inbox" />
          </div>

          <Panel title="Quotes waiting">
            {dashboard.data.quotesWaiting.rows.length === 0 ? (
              <p className="text-slate-700">No order is waiting for a shipping quote.</p>
            ) : (
              <OrderTable label="Orders waiting for a shipping quote" rows={dashboard.data.quotesWaiting.rows} />
            )}
          </Panel>

          <Panel title="Today's orders">
            {dashboard.data.today.rows.length === 0 ? (
              <p className="text-slate-700">No orders yet today.</p>
            ) : (
              <OrderTable label="Orders placed today" rows={dashboard.data.today.rows} />
            )}
          </Panel>

          <Panel title="Inquiries waiting">
            {dashboard.data.inquiriesWaiting.rows.length === 0 ? (
              <p className="text-slate-700">Every message has been answered.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {dashboard.data.inquiriesWaiting.rows.map((inquiry) => (
                  <li key={inquiry.id} className="py-2">
                    <Link to={`/admin/inbox/${inquiry.id}`} className={linkClass}>
                      {inquiry.subject || inquiry.kind_label}
                    </Link>
                    <span className="block text-sm text-slate-700">{`${inquiry.kind_label} from ${inquiry.name}, ${storeDateTime(inquiry.created_at)}`}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>

          <Panel title="Low-stock parts">
            <p className="mb-3 text-sm text-slate-700">{`${dashboard.data.lowStock.count} parts are at or below their reorder point. Parts are edited under Parts; Reports lists how many to reorder.`}</p>
            {dashboard.data.lowStock.rows.length === 0 ? null : (
              <TableBox label="Parts at or below their reorder point">
                <table className={tableClass}>
                  <TableHead heads={["Part", "Description", "Make", "On hand", "Reorder point", "Expected"]} end={["On hand", "Reorder point"]} />
                  <tbody>
                    {dashboard.data.lowStock.rows.map((part) => (
                      <tr key={part.item}>
                        <td className={`${cellClass} font-medium`}>{part.item}</td>
                        <td className={cellClass}>{part.descrip}</td>
                        <td className={cellClass}>{part.make}</td>
                        <td className={`${cellClass} text-right tabular-nums`}>{part.onhand}</td>
                        <td className={`${cellClass} text-right tabular-nums`}>{part.orderpt}</td>
                        <td className={cellClass}>{part.onshpeta ?? "Not set"}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableBox>
            )}
            <Link to="/admin/parts" className={`mt-3 inline-block text-sm ${linkClass}`}>
              Go to Parts
            </Link>
          </Panel>
        </div>
      )}
    </ConsolePage>
  );
}
