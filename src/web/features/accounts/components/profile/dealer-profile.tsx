import type { ReactNode } from "react";
import type { DealerDetails } from "../../../../../domain/contracts/accounts";
import { formatOrderDate } from "../../../../../domain/orders";
import { useWords } from "../../../../lib/i18n";
import { TabHeading } from "./tab-heading";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-3 sm:grid-cols-3">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** About Me for dealers: the account's details, read-only (the store keeps them). */
export function DealerProfile({ details }: { details: DealerDetails }) {
  const { dealer, dealerInfo, recentOrder, orderCount } = details;
  const { t, cad } = useWords();
  const address = [dealerInfo.address1, dealerInfo.city, [dealerInfo.state, dealerInfo.zip].filter(Boolean).join(" "), dealerInfo.country]
    .filter(Boolean)
    .join(", ");
  return (
    <section>
      <TabHeading intro={t("accounts.dealer.intro")}>{t("accounts.dealer.title")}</TabHeading>
      <dl className="max-w-2xl">
        <Row label={t("accounts.dealer.account")}>{dealer.account}</Row>
        <Row label={t("accounts.dealer.company")}>{dealerInfo.company || dealer.name}</Row>
        <Row label={t("accounts.dealer.address")}>{address}</Row>
        <Row label={t("accounts.dealer.email")}>{dealerInfo.email || dealer.email}</Row>
        <Row label={t("accounts.dealer.recentOrder")}>
          {recentOrder ? `${recentOrder.order_num}, ${formatOrderDate(recentOrder.date_order)}, ${cad(recentOrder.total)}` : t("accounts.dealer.noOrders")}
        </Row>
        <Row label={t("accounts.dealer.orderCount")}>{orderCount}</Row>
      </dl>
    </section>
  );
}
