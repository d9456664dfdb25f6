import { Navigate, useSearchParams } from "react-router";
import { ORDER_NUMBER_MISSING, QUOTE_MESSAGE } from "../../../../domain/orders";
import { useViewer } from "../../../lib/viewer";
import { ORDER_HISTORY_PATH, OrderActions, orderNumberOf } from "../../../ui/order-actions";
import { LoadFailure, PageFrame } from "../../../ui/page-frame";

/** /order-quote?so&id: an oversize order is waiting for the store's shipping quote; its number and when to expect the quote. */
export function OrderQuotePage() {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const so = orderNumberOf(params);
  if (viewer.kind === "dealer") return <Navigate to={ORDER_HISTORY_PATH} replace />;
  if (viewer.kind !== "customer") return null;
  return (
    <PageFrame title="Quote Requested">
      {so === "" ? (
        <LoadFailure message={ORDER_NUMBER_MISSING} />
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-lg">
            Your order number is <strong data-order-number>{so}</strong>.
          </p>
          <p className="mt-3 text-slate-700">{QUOTE_MESSAGE}</p>
          <p className="mt-3 text-slate-700">Once the quote is ready you can pay for the order under Pending Orders in your profile.</p>
        </div>
      )}
      <div className="mt-6">
        <OrderActions />
      </div>
    </PageFrame>
  );
}

export { OrderQuotePage as Component };
