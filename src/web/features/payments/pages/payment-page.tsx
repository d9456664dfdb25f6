import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { useAppState } from "../../../lib/app-state";
import { useWords } from "../../../lib/i18n";
import { shopperOf, useViewer } from "../../../lib/viewer";
import { cartLineView, OrderLinesTable } from "../../../products/order-lines-table";
import { secondaryButtonClass } from "../../../ui/action-styles";
import { OrderSummary, summaryRows } from "../../../ui/order-summary";
import { LoadFailure, PageFrame } from "../../../ui/page-frame";
import { Spinner } from "../../../ui/spinner";
import { useCartLines } from "../../cart/api";
import { refreshAfterOrder } from "../../orders/api";
import { type CardCharge, createPaypalOrder, finishPaypalOrder, type OrderDraft, payNewOrder, releaseOrderNumber, reserveOrderNumber } from "../api";
import { BillingToCard, ShippingToCard } from "../components/billing-card";
import { type ChargeOutcome, chargeOutcomeOf, PaymentPanel } from "../components/payment-panel";
import { useOrderDraft } from "../order-draft";

/**
 * The card flow of a new order (spec section 4, made safe): a new order number is reserved, the card
 * charged for it by token and the order recorded in one call; when that fails for any reason the
 * number is given up again.
 */
async function chargeNewOrder(custno: number, draft: OrderDraft, charge: CardCharge): Promise<ChargeOutcome> {
  let orderNumber: string | null = null;
  try {
    orderNumber = (await reserveOrderNumber(custno)).orderNumber;
    const paid = await payNewOrder({
      orderNumber,
      custno,
      addressID: draft.addressID,
      pickupInstore: draft.pickup,
      notes: draft.notes || undefined,
      subtotal: draft.subtotal,
      hst: draft.tax,
      shipping: draft.shipping,
      shippingDays: draft.shippingDays,
      charge,
    });
    return { kind: "paid", orderNum: paid.order_num };
  } catch (error) {
    if (orderNumber !== null) await releaseOrderNumber(orderNumber).catch(() => undefined);
    return chargeOutcomeOf(error);
  }
}

function Payment({ customerId, draft, onLeave }: { customerId: number; draft: OrderDraft; onLeave: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state, dispatch } = useAppState();
  const cart = useCartLines({ user: customerId, type: 1 });
  const { t, locale } = useWords();
  const figures = { subtotal: draft.subtotal, hst: draft.tax, shipping: draft.shipping, shippingDays: draft.shippingDays };

  function paid(orderNum: string) {
    onLeave();
    dispatch({ type: "setOrderSono", orderSono: orderNum });
    dispatch({ type: "setOrder", order: null });
    refreshAfterOrder(queryClient);
    navigate(`/order-receipt?so=${encodeURIComponent(orderNum)}&id=${customerId}`);
  }

  function changed() {
    onLeave();
    dispatch({ type: "setOrder", order: null });
    navigate("/confirm-order");
  }

  if (cart.isPending) return <Spinner label={t("orders.loading")} />;
  if (cart.isError) return <LoadFailure message={t("payments.loadFailed")} />;
  if (cart.data.carts.length === 0) {
    // Paid already (Back, or the page reopened): the order's receipt, not an empty cart.
    if (state.orderSono) return <Navigate to={`/order-receipt?so=${encodeURIComponent(state.orderSono)}&id=${customerId}`} replace />;
    return (
      <LoadFailure message={t("payments.cartEmpty")}>
        <Link to="/all-products" className={secondaryButtonClass}>
          {t("payments.browseParts")}
        </Link>
      </LoadFailure>
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <OrderLinesTable lines={cart.data.carts.map((line) => cartLineView(line, false, locale))} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:col-start-1 lg:row-start-2">
        <ShippingToCard address={draft.shipTo} pickup={draft.pickup} editable />
        <BillingToCard />
      </div>
      <div className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-3 lg:row-start-1">
        <OrderSummary rows={summaryRows(draft, {}, t)} />
      </div>
      <div className="min-w-0 lg:col-start-1 lg:row-start-3">
        <PaymentPanel
          initiallyAgreed={draft.policyAgreed}
          chargeCard={(charge) => chargeNewOrder(customerId, draft, charge)}
          paypal={{
            create: async () =>
              (await createPaypalOrder({ purpose: "checkout", custno: customerId, addressID: draft.addressID, pickupInstore: draft.pickup, ...figures })).id,
            finish: async (paypalOrderId) =>
              (
                await finishPaypalOrder({
                  custno: customerId,
                  paypalOrderId,
                  addressID: draft.addressID,
                  pickupInstore: draft.pickup,
                  notes: draft.notes || undefined,
                  total: draft.total,
                  ...figures,
                })
              ).result.order_num,
          }}
          onPaid={paid}
          onChanged={changed}
        />
      </div>
    </div>
  );
}

/**
 * /payment: the confirmed order (items, where it goes, who is billed, the figures) paid by card or PayPal
 * (PayPal only when configured); without a confirmed order, back to /confirm-order, which leads to the
 * receipt of an order just paid.
 */
export function PaymentPage() {
  const viewer = useViewer();
  const draft = useOrderDraft();
  const leaving = useRef(false);
  const { t } = useWords();
  if (viewer.kind === "dealer") return <Navigate to="/dealer-confirm-order" replace />;
  if (viewer.kind !== "customer" || shopperOf(viewer) === null) return null;
  if (!draft) return leaving.current ? null : <Navigate to="/confirm-order" replace />;
  return (
    <PageFrame title={t("payments.title")}>
      <Payment
        customerId={viewer.user.id}
        draft={draft}
        onLeave={() => {
          leaving.current = true;
        }}
      />
    </PageFrame>
  );
}

export { PaymentPage as Component };
