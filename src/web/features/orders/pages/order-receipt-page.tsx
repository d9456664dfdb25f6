import { useQueryClient } from "@tanstack/react-query";
import { Printer } from "lucide-react";
import { useEffect } from "react";
import { Navigate, useSearchParams } from "react-router";
import type { OrderAddress } from "../../../../domain/contracts/buying";
import { formatOrderDate, isPlaced } from "../../../../domain/orders";
import { useWords } from "../../../lib/i18n";
import { useViewer } from "../../../lib/viewer";
import { OrderAgainButton } from "../../../products/order-again-button";
import { OrderLinesTable, orderLineView } from "../../../products/order-lines-table";
import { OrderReturnsSection } from "../../../products/order-returns-section";
import { secondaryButtonClass } from "../../../ui/action-styles";
import { AddressCard, addressLines } from "../../../ui/address-card";
import { OrderActions, orderNumberOf } from "../../../ui/order-actions";
import { OrderSummary, summaryRows } from "../../../ui/order-summary";
import { LoadFailure, PageFrame } from "../../../ui/page-frame";
import { Spinner } from "../../../ui/spinner";
import { cartKeys } from "../../cart/api";
import { useOrderReturns } from "../../returns/api";
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
  const returns = useOrderReturns(loaded && isPlaced(order.data.somast.sales_status) ? so : "");
  const { t, rich, locale } = useWords();

  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [loaded, queryClient]);

  if (viewer.kind === "dealer")
    return <Navigate to={`/dealer-order-receipt?so=${encodeURIComponent(so)}&id=${encodeURIComponent(viewer.user.account)}`} replace />;
  if (customerId === null) return null;

  return (
    <PageFrame title={t("orders.receipt.title")}>
      {so === "" ? (
        <LoadFailure message={t("orders.numberMissing")} />
      ) : order.isPending ? (
        <Spinner label={t("orders.loading")} />
      ) : order.isError ? (
        <LoadFailure message={t("orders.loadFailed")} />
      ) : (
        <div className="space-y-6">
          <div className="rounded-lg border border-green-200 bg-green-50 p-5">
            <p className="text-lg font-semibold text-green-900">
              {rich("orders.receipt.thanks", {
                b: (chunks) => (
                  <span key="number" data-order-number>
                    {chunks}
                  </span>
                ),
                number: order.data.somast.order_num,
              })}
            </p>
            <p className="mt-1 text-green-900">{t("orders.receipt.orderedOn", { date: formatOrderDate(order.data.somast.date_order, locale) })}</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <AddressCard
              title={t("orders.shippingTo")}
              note={order.data.somast.pickup ? t("orders.pickupInStore") : undefined}
              lines={linesOf(order.data.address)}
            />
            <AddressCard title={t("orders.billingTo")} lines={linesOf(order.data.billing)} />
          </div>
          <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
            <OrderLinesTable lines={order.data.oneOrder.map(orderLineView)} caption={t("orders.items")} />
            <OrderSummary rows={summaryRows(order.data.somast, {}, t)} />
          </div>
          {isPlaced(order.data.somast.sales_status) ? <OrderReturnsSection so={order.data.somast.order_num} data={returns.data} /> : null}
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
                {t("orders.receipt.print")}
                <span className="sr-only">{t("orders.receipt.newTab")}</span>
              </a>
            ) : null
          }
        />
      </div>
    </PageFrame>
  );
}

export { OrderReceiptPage as Component };
