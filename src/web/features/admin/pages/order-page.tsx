import { Link } from "react-router";
import type { AdminOrderDetail } from "../../../../domain/contracts/admin";
import { formatCad } from "../../../../domain/money";
import { historySentences } from "../../../../domain/order-history";
import { isPlaced, ORDER_STATUS, PO_NUMBER_LABEL } from "../../../../domain/orders";
import { OrderLinesTable, orderLineView } from "../../../products/order-lines-table";
import { linkClass } from "../../../ui/action-styles";
import { AddressCard, addressLines } from "../../../ui/address-card";
import { OrderSummary, summaryRows } from "../../../ui/order-summary";
import { Spinner } from "../../../ui/spinner";
import { ConsolePage, Panel } from "../components/console-ui";
import { OrderActions } from "../components/order-actions";
import { LoadError } from "../components/outcome";
import { storeDateTime } from "../format";
import { useAdminOrder } from "../orders-api";

type Address = AdminOrderDetail["address"];
const linesOf = (address: Address) => addressLines({ ...address, name: `${address.forename} ${address.surname}`.trim() });

function Payments({ order }: { order: AdminOrderDetail }) {
  if (order.payments.length === 0) return <p className="text-slate-700">No payment has been taken for this order.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {order.payments.map((payment, index) => (
        <li key={index} className="py-2 text-sm">
          <span className="block font-medium">{`${formatCad(payment.amount)} by ${payment.provider}${payment.card ? ` (${payment.card})` : ""}: ${payment.status}`}</span>
          <span className="block text-slate-700">{`${storeDateTime(payment.at)}${payment.reference ? `, reference ${payment.reference}` : ""}`}</span>
          {payment.refunded > 0 ? <span className="block text-brand-700">{`Refunded ${formatCad(payment.refunded)}`}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function History({ order }: { order: AdminOrderDetail }) {
  if (order.history.length === 0) return <p className="text-slate-700">Staff have not changed this order.</p>;
  return (
    <ol className="divide-y divide-slate-100">
      {order.history.map((entry, index) => {
        const said = historySentences(entry);
        return (
          <li key={index} className="py-2 text-sm">
            <span className="block font-medium">{said.headline}</span>
            <span className="block text-slate-700">{storeDateTime(entry.at)}</span>
            {said.changes.map((line) => (
              <span key={line} className="block break-words text-slate-700">
                {line}
              </span>
            ))}
          </li>
        );
      })}
    </ol>
  );
}

/** /admin/orders/:so: one order (lines, addresses, totals, payments and refunds, what staff did) and what staff may do to it now. */
export function AdminOrderPage({ so }: { so: string }) {
  const order = useAdminOrder(so);
  if (order.isPending) return <Spinner label="Loading the order..." />;
  if (order.isError)
    return (
      <ConsolePage title={`Order ${so}`}>
        <LoadError error={order.error} />
      </ConsolePage>
    );
  const data = order.data;
  const header = data.somast;
  const ownerOrders = `/admin/orders?ownerKind=${data.owner.kind}&ownerId=${data.owner.id}`;

  return (
    <ConsolePage
      title={`Order ${header.order_num}`}
      intro={
        <div className="space-y-1">
          <p>
            <span className="font-semibold" data-testid="order-status">
              {data.status_label}
            </span>
            {` · placed ${storeDateTime(header.date_order)}`}
          </p>
          <p>
            {`${data.owner.kind === "dealer" ? "Dealer" : "Customer"}: ${data.owner.name} (${data.owner.email}) · `}
            <Link to={ownerOrders} className={linkClass}>
              Their orders
            </Link>
          </p>
          {header.po_number ? <p data-testid="order-po-number">{`${PO_NUMBER_LABEL}: ${header.po_number}`}</p> : null}
          {header.buyer ? <p data-testid="order-buyer">{`Placed by buyer: ${header.buyer}`}</p> : null}
          {header.track_num ? (
            <p>
              {`Shipped by ${header.courier ?? "courier"}, waybill `}
              {header.tracking_url ? (
                <a href={header.tracking_url} target="_blank" rel="noreferrer" className={linkClass}>
                  {header.track_num}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                header.track_num
              )}
            </p>
          ) : null}
        </div>
      }
      actions={
        <>
          {isPlaced(header.sales_status) ? (
            <a href={`/api/orders/${encodeURIComponent(header.order_num)}/pdf`} target="_blank" rel="noopener" className={linkClass}>
              Print sales order
              <span className="sr-only"> (PDF, opens in a new tab)</span>
            </a>
          ) : null}
          <Link to="/admin/orders" className={linkClass}>
            Back to orders
          </Link>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <OrderLinesTable lines={data.oneOrder.map((line) => ({ ...orderLineView(line), make: line.make }))} caption="Items in this order" />
          <div className="grid gap-4 md:grid-cols-2">
            <AddressCard title={header.pickup ? "Pickup in store" : "Shipping to"} lines={linesOf(data.address)} />
            <AddressCard title="Billing to" lines={linesOf(data.billing)} />
          </div>
          {header.notes ? (
            <Panel title="Notes">
              <p className="whitespace-pre-line text-slate-800">{header.notes}</p>
            </Panel>
          ) : null}
          <Panel title="Payments and refunds">
            <Payments order={data} />
          </Panel>
          <Panel title="History">
            <History order={data} />
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          <OrderSummary rows={summaryRows(header, { quote: header.sales_status === ORDER_STATUS.pendingQuote })} />
          {header.shipping_days !== null ? <p className="text-sm text-slate-700">{`Quoted delivery: ${header.shipping_days} days in transit.`}</p> : null}
          <section aria-labelledby="order-actions-heading">
            <h2 id="order-actions-heading" className="text-xl font-semibold text-ink">
              Actions
            </h2>
            <OrderActions order={data} />
          </section>
        </div>
      </div>
    </ConsolePage>
  );
}
