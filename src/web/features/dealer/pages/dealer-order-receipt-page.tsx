import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, useSearchParams } from "react-router";
import type { DealerOrderReply } from "../../../../domain/contracts/buying";
import { formatOrderDate } from "../../../../domain/orders";
import { useWords } from "../../../lib/i18n";
import { useViewer } from "../../../lib/viewer";
import { OrderAgainButton } from "../../../products/order-again-button";
import { OrderLinesTable, orderLineView } from "../../../products/order-lines-table";
import { OrderReturnsSection } from "../../../products/order-returns-section";
import { AddressCard, addressLines } from "../../../ui/address-card";
import { OrderActions, orderNumberOf } from "../../../ui/order-actions";
import { OrderSummary, summaryRows } from "../../../ui/order-summary";
import { LoadFailure, PageFrame } from "../../../ui/page-frame";
import { Spinner } from "../../../ui/spinner";
import { cartKeys } from "../../cart/api";
import { useOrderAgain } from "../../orders/api";
import { useOrderReturns } from "../../returns/api";
import { useDealerOrder } from "../api";

/** Where a dealer's order ships: its own address, or the dealer's company address when it has none (address 0). */
export function dealerShipTo(order: DealerOrderReply): string[] {
  const info = order.dealerInfo;
  if (!order.address)
    return addressLines({
      company: info.company,
      address: info.address1,
      city: info.city,
      state: info.state,
      zipcode: info.zip,
      country: info.country,
      tel: info.phone,
    });
  const to = order.address;
  return addressLines({
    company: to.company,
    address: to.address,
    city: to.city,
    state: to.province,
    zipcode: to.postalcode,
    country: to.country,
    tel: to.tel,
  });
}

/** /dealer-order-receipt?so&id: a dealer's confirmed order with their company details; no payment and no print button. */
export function DealerOrderReceiptPage() {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const so = orderNumberOf(params);
  const account = viewer.kind === "dealer" ? viewer.user.account : null;
  const order = useDealerOrder(account === null ? "" : so, account ?? "");
  const loaded = order.isSuccess;
  const orderAgain = useOrderAgain();
  const returns = useOrderReturns(order.isSuccess ? so : "");
  const { t, rich, locale } = useWords();

  useEffect(() => {
    if (loaded) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [loaded, queryClient]);

  if (viewer.kind === "customer") return <Navigate to={`/order-receipt?so=${encodeURIComponent(so)}&id=${viewer.user.id}`} replace />;
  if (account === null) return null;

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
            <p className="mt-1 text-green-900">{t("dealer.receipt.confirmedOn", { date: formatOrderDate(order.data.somast.date_order, locale) })}</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <AddressCard
              title={t("dealer.receipt.dealer")}
              lines={addressLines({
                name: `${order.data.dealerInfo.company} (${account})`,
                address: order.data.dealerInfo.address1,
                city: order.data.dealerInfo.city,
                state: order.data.dealerInfo.state,
                zipcode: order.data.dealerInfo.zip,
                country: order.data.dealerInfo.country,
                tel: order.data.dealerInfo.phone,
              })}
            />
            <AddressCard title={t("orders.shippingTo")} lines={dealerShipTo(order.data)} />
          </div>
          {order.data.somast.po_number ? (
            <p className="text-slate-700" data-po-number>
              {t("dealer.receipt.po", { number: order.data.somast.po_number })}
            </p>
          ) : null}
          {order.data.somast.buyer ? (
            <p className="text-slate-700" data-placed-by>
              {t("buyers.placedBy", { name: order.data.somast.buyer })}
            </p>
          ) : null}
          {order.data.somast.notes ? <p className="text-slate-700">{t("dealer.receipt.notes", { notes: order.data.somast.notes })}</p> : null}
          <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
            <OrderLinesTable lines={order.data.oneOrder.map(orderLineView)} caption={t("orders.items")} />
            <OrderSummary rows={summaryRows(order.data.somast, { noShipping: true }, t)} />
          </div>
          <OrderReturnsSection so={order.data.somast.order_num} data={returns.data} />
        </div>
      )}
      <div className="mt-6">
        <OrderActions lead={order.isSuccess ? <OrderAgainButton orderNumber={order.data.somast.order_num} orderAgain={orderAgain.mutateAsync} /> : null} />
      </div>
    </PageFrame>
  );
}

export { DealerOrderReceiptPage as Component };
