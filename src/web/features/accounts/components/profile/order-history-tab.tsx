import { type OrderRow, OrdersTable } from "./orders-table";
import { TabHeading } from "./tab-heading";

/**
 * Order History and Pending Orders. No order has been placed online yet: the order calls
 * (/customerOrderHistory, /dealerOrderHistory) arrive with the orders work, which passes their rows here.
 */
export function OrderHistoryTab({ rows = [] }: { rows?: readonly OrderRow[] }) {
  return (
    <section>
      <TabHeading>Order History</TabHeading>
      <OrdersTable caption="Order history" rows={rows} emptyText="No order history" />
    </section>
  );
}

export function PendingOrdersTab({ rows = [] }: { rows?: readonly OrderRow[] }) {
  return (
    <section>
      <TabHeading>Pending Orders</TabHeading>
      <OrdersTable caption="Pending orders" rows={rows} emptyText="No pending orders" />
    </section>
  );
}
