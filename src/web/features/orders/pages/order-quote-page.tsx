import { Navigate, useSearchParams } from "react-router";
import { useWords } from "../../../lib/i18n";
import { useViewer } from "../../../lib/viewer";
import { ORDER_HISTORY_PATH, OrderActions, orderNumberOf } from "../../../ui/order-actions";
import { LoadFailure, PageFrame } from "../../../ui/page-frame";

/** /order-quote?so&id: an oversize order is waiting for the store's shipping quote; its number and when to expect the quote. */
export function OrderQuotePage() {
  const viewer = useViewer();
  const [params] = useSearchParams();
  const so = orderNumberOf(params);
  const { t, rich } = useWords();
  if (viewer.kind === "dealer") return <Navigate to={ORDER_HISTORY_PATH} replace />;
  if (viewer.kind !== "customer") return null;
  return (
    <PageFrame title={t("orders.quote.title")}>
      {so === "" ? (
        <LoadFailure message={t("orders.numberMissing")} />
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-lg">
            {rich("orders.quote.number", {
              b: (chunks) => (
                <strong key="number" data-order-number>
                  {chunks}
                </strong>
              ),
              number: so,
            })}
          </p>
          <p className="mt-3 text-slate-700">{t("orders.quote.message")}</p>
          <p className="mt-3 text-slate-700">{t("orders.quote.next")}</p>
        </div>
      )}
      <div className="mt-6">
        <OrderActions />
      </div>
    </PageFrame>
  );
}

export { OrderQuotePage as Component };
