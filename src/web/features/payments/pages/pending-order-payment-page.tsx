import { useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import type { OneOrderReply } from "../../../../domain/contracts/buying";
import { isPayable, ORDER_STATUS } from "../../../../domain/orders";
import { useAppState } from "../../../lib/app-state";
import { useWords } from "../../../lib/i18n";
import { useViewer } from "../../../lib/viewer";
import { OrderLinesTable, orderLineView } from "../../../products/order-lines-table";
import { secondaryButtonClass } from "../../../ui/action-styles";
import { OrderSummary, summaryRows } from "../../../ui/order-summary";
import { LoadFailure, PageFrame } from "../../../ui/page-frame";
import { Spinner } from "../../../ui/spinner";
import { refreshAfterOrder, useOneOrder } from "../../orders/api";
import { type CardCharge, createPaypalOrder, finishPaypalQuote, payQuotedOrder } from "../api";
import { BillingToCard, ShippingToCard } from "../components/billing-card";
import { type ChargeOutcome, chargeOutcomeOf, PaymentPanel } from "../components/payment-panel";

/** A quoted order paid by card with its own number: a decline or failure leaves it payable, never cancelled. */
async function chargeQuotedOrder(custno: number, order: OneOrderReply, charge: CardCharge): Promise<ChargeOutcome> {
  try {
    const paid = await payQuotedOrder({ sono: order.somast.order_num, custno, total: order.somast.total, charge });
    return { kind: "paid", orderNum: paid.order_num };
  } catch (error) {
    return chargeOutcomeOf(error);
  }
}

function PendingPayment({ so, customerId, order, onChanged }: { so: string; customerId: number; order: OneOrderReply; onChanged: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { dispatch } = useAppState();
  const { t } = useWords();
  const header = order.somast;

  function paid(orderNum: string) {
    dispatch({ type: "setOrderSono", orderSono: orderNum });
    refreshAfterOrder(queryClient);
    navigate(`/order-receipt?so=${encodeURIComponent(orderNum)}&id=${customerId}`);
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <OrderLinesTable lines={order.oneOrder.map(orderLineView)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:col-start-1 lg:row-start-2">
        <ShippingToCard address={order.address} pickup={header.pickup} editable={false} />
        <BillingToCard address={order.billing} />
      </div>
      <div className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-3 lg:row-start-1">
        <OrderSummary rows={summaryRows(header, { quote: header.sales_status === ORDER_STATUS.pendingQuote }, t)} />
      </div>
      <div className="min-w-0 lg:col-start-1 lg:row-start-3">
        {isPayable(header.sales_status) ? (
          <PaymentPanel
            initiallyAgreed={false}
            refusal={() => (so.trim() === "" ? t("orders.numberMissing") : null)}
            chargeCard={(charge) => chargeQuotedOrder(customerId, order, charge)}
            paypal={{
              create: async () => (await createPaypalOrder({ purpose: "pending", custno: customerId, sono: so })).id,
              finish: async (paypalOrderId) => (await finishPaypalQuote({ custno: customerId, sono: so, paypalOrderId })).result.order_num,
            }}
            onPaid={paid}
            onChanged={onChanged}
          />
        ) : (
          <LoadFailure message={header.sales_status === ORDER_STATUS.pendingQuote ? t("payments.pending.notQuoted") : t("payments.pending.notWaiting")}>
            <Link to={`/pending-order-details?so=${encodeURIComponent(so)}&id=${customerId}`} className={secondaryButtonClass}>
              {t("payments.pending.back")}
            </Link>
          </LoadFailure>
        )}
      </div>
    </div>
  );
}

/** /pending-order-payment?so&id: pays a quoted order (its addresses and quoted totals) by card or PayPal; a failure never cancels it. */
export function PendingOrderPaymentPage() {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const so = (params.get("so") ?? "").trim();
  const customerId = viewer.kind === "customer" ? viewer.user.id : null;
  const order = useOneOrder(customerId === null ? "" : so, params.get("id") ?? String(customerId ?? ""));
  const { t } = useWords();
  if (viewer.kind === "dealer") return <Navigate to="/profile?tab=Order%20History" replace />;
  if (customerId === null) return null;
  return (
    <PageFrame title={so ? t("payments.pending.title", { number: so }) : t("payments.pending.titleWithout")}>
      {so === "" ? (
        <LoadFailure message={t("orders.numberMissing")}>
          <Link to="/profile?tab=Pending%20Orders" className={secondaryButtonClass}>
            {t("payments.pending.list")}
          </Link>
        </LoadFailure>
      ) : order.isPending ? (
        <Spinner label={t("orders.loading")} />
      ) : order.isError ? (
        <LoadFailure message={t("orders.loadFailed")}>
          <Link to="/profile?tab=Pending%20Orders" className={secondaryButtonClass}>
            {t("payments.pending.list")}
          </Link>
        </LoadFailure>
      ) : (
        <PendingPayment so={so} customerId={customerId} order={order.data} onChanged={() => void order.refetch()} />
      )}
    </PageFrame>
  );
}

export { PendingOrderPaymentPage as Component };
