import type { ReactNode } from "react";
import type { DealerDetails } from "../../../../../domain/contracts/accounts";
import { formatCad } from "../../../../../domain/money";
import { formatOrderDate } from "../../../../../domain/orders";
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
  const address = [dealerInfo.address1, dealerInfo.city, [dealerInfo.state, dealerInfo.zip].filter(Boolean).join(" "), dealerInfo.country]
    .filter(Boolean)
    .join(", ");
  return (
    <section>
      <TabHeading intro="To change these details, please call the store.">Dealer Profile</TabHeading>
      <dl className="max-w-2xl">
        <Row label="Account">{dealer.account}</Row>
        <Row label="Company">{dealerInfo.company || dealer.name}</Row>
        <Row label="Address">{address}</Row>
        <Row label="Email">{dealerInfo.email || dealer.email}</Row>
        <Row label="Recent order">
          {recentOrder ? `${recentOrder.order_num}, ${formatOrderDate(recentOrder.date_order)}, ${formatCad(recentOrder.total)}` : "No orders yet"}
        </Row>
        <Row label="Number of orders">{orderCount}</Row>
      </dl>
    </section>
  );
}
