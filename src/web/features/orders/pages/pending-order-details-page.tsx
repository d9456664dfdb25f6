import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import type { OrderAddress } from "../../../../domain/contracts/buying";
import { customerStatusKey, formatOrderDate, isDeletable, isPayable, ORDER_STATUS } from "../../../../domain/orders";
import { orderAlert } from "../../../lib/alerts";
import { errorText } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { useViewer } from "../../../lib/viewer";
import { OrderLinesTable, orderLineView } from "../../../products/order-lines-table";
import { linkClass, primaryButtonClass, secondaryButtonClass } from "../../../ui/action-styles";
import { AddressCard, addressLines } from "../../../ui/address-card";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ORDER_HISTORY_PATH, OrderActions, orderNumberOf } from "../../../ui/order-actions";
import { OrderSummary, summaryRows } from "../../../ui/order-summary";
import { LoadFailure, PageFrame } from "../../../ui/page-frame";
import { Spinner } from "../../../ui/spinner";
import { useDeleteOrder, useOneOrder } from "../api";

const PENDING_ORDERS_PATH = "/profile?tab=Pending%20Orders";
const linesOf = (address: OrderAddress) => addressLines({ ...address, name: `${address.forename} ${address.surname}`.trim() });

/** /pending-order-details?so&id: a quote waiting for the store (3) or for payment (5): its date, items and money; pay it once quoted, or delete it. */
export function PendingOrderDetailsPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const so = orderNumberOf(params);
  const customerId = viewer.kind === "customer" ? viewer.user.id : null;
  const id = params.get("id") ?? String(customerId ?? "");
  const order = useOneOrder(customerId === null ? "" : so, id);
  const deleteOrder = useDeleteOrder();
  const [asking, setAsking] = useState(false);
  const { t, rich, locale } = useWords();
  if (viewer.kind === "dealer") return <Navigate to={ORDER_HISTORY_PATH} replace />;
  if (customerId === null) return null;

  const header = order.data?.somast;
  const payable = header !== undefined && isPayable(header.sales_status);
  const deletable = header !== undefined && isDeletable(header.sales_status);

  function confirmDeletion() {
    deleteOrder.mutate(so, {
      onSuccess: () => {
        setAsking(false);
        navigate(PENDING_ORDERS_PATH);
      },
      onError: (error) => orderAlert(errorText(error, t)),
    });
  }

  return (
    <PageFrame
      title={so ? t("orders.pending.title", { number: so }) : t("orders.pending.titleWithout")}
      intro={header ? <p>{t("orders.pending.orderedOn", { date: formatOrderDate(header.date_order, locale) })}</p> : undefined}
    >
      {so === "" ? (
        <LoadFailure message={t("orders.numberMissing")} />
      ) : order.isPending ? (
        <Spinner label={t("orders.loading")} />
      ) : order.isError || !header ? (
        <LoadFailure message={t("orders.loadFailed")} />
      ) : (
        <div className="space-y-6">
          <p className="text-lg">
            {rich("orders.pending.status", {
              strong: (chunks) => <strong key="status">{chunks}</strong>,
              status: t(customerStatusKey(header.sales_status)),
            })}
          </p>
          {!deletable ? (
            <p className="rounded-md border border-slate-200 bg-white p-4 text-slate-700">
              {t("orders.pending.noLonger")}{" "}
              <Link to={`/order-receipt?so=${encodeURIComponent(so)}&id=${encodeURIComponent(id)}`} className={linkClass}>
                {t("orders.pending.seeReceipt")}
              </Link>
            </p>
          ) : header.sales_status === ORDER_STATUS.pendingQuote ? (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">{t("orders.pending.quoting")}</p>
          ) : (
            <p className="rounded-md border border-green-200 bg-green-50 p-4 text-green-900">{t("orders.pending.quoted")}</p>
          )}
          <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
            <div className="min-w-0 space-y-6">
              <OrderLinesTable lines={order.data.oneOrder.map(orderLineView)} caption={t("orders.items")} />
              <AddressCard title={t("orders.shippingTo")} note={header.pickup ? t("orders.pickupInStore") : undefined} lines={linesOf(order.data.address)} />
            </div>
            <OrderSummary rows={summaryRows(header, { quote: header.sales_status === ORDER_STATUS.pendingQuote }, t)} />
          </div>
        </div>
      )}
      <div className="mt-6">
        <OrderActions
          lead={
            header && deletable ? (
              <>
                <button
                  type="button"
                  className={primaryButtonClass}
                  disabled={!payable}
                  onClick={() => navigate(`/pending-order-payment?so=${encodeURIComponent(so)}&id=${encodeURIComponent(id)}`)}
                >
                  {t("orders.pending.pay")}
                </button>
                <button type="button" className={secondaryButtonClass} onClick={() => setAsking(true)}>
                  {t("orders.pending.delete")}
                </button>
              </>
            ) : null
          }
        />
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("orders.delete.title")}
        message={t("orders.delete.confirm")}
        pending={deleteOrder.isPending}
        onConfirm={confirmDeletion}
      />
    </PageFrame>
  );
}

export { PendingOrderDetailsPage as Component };
