import { useQueryClient } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { useEffect } from "react";
import { Navigate, useSearchParams } from "react-router";
import type { OrderAddress } from "../../../../domain/contracts/buying";
import { formatOrderDate, isPlaced, ORDER_NUMBER_MISSING } from "../../../../domain/orders";
import { useViewer } from "../../../lib/viewer";
import { OrderAgainButton } from "../../../products/order-again-button";
import { OrderLinesTable, orderLineView } from "../../../products/order-lines-table";
import { secondaryButtonClass } from "../../../ui/action-styles";
import { AddressCard, addressLines } from "../../../ui/address-card";
import { OrderActions, orderNumberOf } from "../../../ui/order-actions";
import { OrderSummary, summaryRows } from "../../../ui/order-summary";
import { LoadFailure, PageFrame } from "../../../ui/page-frame";
import { Spinner } from "../../../ui/spinner";
import { cartKeys } from "../../cart/api";
import { useOneOrder, useOrderAgain } from "../api";

const linesOf = (address: OrderAddress) => addressLines({ ...address, name: `${address.forename} ${address.surname}`.trim() });

/** /order-receipt?so&id: the thank-you, where the order goes and who pays, its items and money, and Print Order (the sales-order PDF). */
export function OrderReceiptPage() {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const so = orderNumberOf(params);
  const customerId = viewer.kind === "customer" ? viewer.user.id : null;
  const order = useOneOrder(customerId === null ? "" : so, params.get("id") ?? String(customerId ?? ""));
  const loaded = order.isSuccess;
  const orderAgain = useOrderAgain();

  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [loaded, queryClient]);

  if (viewer.kind === "dealer")
    return <Navigate to={`/dealer-order-receipt?so=${encodeURIComponent(so)}&id=${encodeURIComponent(viewer.user.account)}`} replace />;
  if (customerId === null) return null;

  return (
    <PageFrame title="Order Receipt">
      {so === "" ? (
        <LoadFailure message={ORDER_NUMBER_MISSING} />
      ) : order.isPending ? (
        <Spinner label="Loading your order..." />
      ) : order.isError ? (
        <LoadFailure message="This order could not be loaded." />
      ) : (
        <div className="space-y-6">
          <div className="rounded-lg border border-green-200 bg-green-50 p-5">
            <p className="text-lg font-semibold text-green-900">
              Thank you for your order! Your order number is <span data-order-number>{order.data.somast.order_num}</span>.
            </p>
            <p className="mt-1 text-green-900">{`Ordered on ${formatOrderDate(order.data.somast.date_order)}.`}</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <AddressCard title="Shipping to" note={order.data.somast.pickup ? "Pickup in store" : undefined} lines={linesOf(order.data.address)} />
            <AddressCard title="Billing to" lines={linesOf(order.data.billing)} />
          </div>
          <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
            <OrderLinesTable lines={order.data.oneOrder.map(orderLineView)} caption="Items in this order" />
            <OrderSummary rows={summaryRows(order.data.somast)} />
          </div>
        </div>
      )}
      <div className="mt-6">
        <OrderActions
          lead={
            loaded && isPlaced(order.data.somast.sales_status) ? (
              <OrderAgainButton orderNumber={order.data.somast.order_num} orderAgain={orderAgain.mutateAsync} />
            ) : null
          }
          between={
            loaded ? (
              <a href={`/api/orders/${encodeURIComponent(so)}/pdf`} target="_blank" rel="noopener" className={secondaryButtonClass}>
                <Printer aria-hidden="true" className="size-5" />
                Print Order
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null
          }
        />
      </div>
    </PageFrame>
  );
}

export { OrderReceiptPage as Component };
