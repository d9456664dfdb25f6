import type { HistoryRow, PendingRow } from "../../../../../domain/contracts/buying";
import { formatOrderDate, historyStatusLabel, NO_ORDER_HISTORY, NO_PENDING_ORDERS, pendingStatusLabel } from "../../../../../domain/orders";
import { useWords } from "../../../../lib/i18n";
import { OrderAgainButton } from "../../../../products/order-again-button";
import { linkClass } from "../../../../ui/action-styles";
import { Spinner } from "../../../../ui/spinner";
import { useDealerOrderHistory } from "../../../dealer/api";
import { useOrderAgain, useOrderHistory } from "../../../orders/api";
import { type OrderRow, OrdersTable } from "./orders-table";
import { TabHeading } from "./tab-heading";

/** Whose orders a tab lists: a customer by id, or a dealer by account. */
export type OrderOwner = { kind: "customer"; id: number } | { kind: "dealer"; account: string };

function historyRowOf(row: HistoryRow, href: string): OrderRow {
  return {
    orderNumber: row.order_num,
    date: formatOrderDate(row.date_order),
    status: historyStatusLabel(row.track_num),
    tracking: row.track_num ? { number: row.track_num, url: row.tracking_url } : null,
    subtotal: row.subtotal,
    total: row.total,
    href,
    poNumber: row.po_number,
  };
}

const query = (so: string, id: number | string) => `so=${encodeURIComponent(so)}&id=${encodeURIComponent(String(id))}`;

/** The rows of Order History: a customer's go to /order-receipt, a dealer's to /dealer-order-receipt. */
export function historyRows(owner: OrderOwner, rows: readonly HistoryRow[]): OrderRow[] {
  return rows.map((row) =>
    owner.kind === "dealer"
      ? historyRowOf(row, `/dealer-order-receipt?${query(row.order_num, owner.account)}`)
      : historyRowOf(row, `/order-receipt?${query(row.order_num, owner.id)}`),
  );
}

/** The rows of Pending Orders, each going to /pending-order-details with its status 'Pending for Quote' or 'Pending for Reply'. */
export function pendingRows(customerId: number, rows: readonly PendingRow[]): OrderRow[] {
  return rows.map((row) => ({
    ...historyRowOf(row, `/pending-order-details?${query(row.order_num, customerId)}`),
    status: pendingStatusLabel(row.sales_status),
    tracking: null,
  }));
}

function useHistory(owner: OrderOwner) {
  const customer = useOrderHistory(owner.kind === "customer" ? owner.id : null);
  const dealer = useDealerOrderHistory(owner.kind === "dealer" ? owner.account : null);
  return owner.kind === "customer"
    ? { isPending: customer.isPending, isError: customer.isError, rows: customer.data?.history }
    : { isPending: dealer.isPending, isError: dealer.isError, rows: dealer.data?.history };
}

/** Order History: paid, confirmed and shipped orders, newest first; Shipped with a tracking link once a waybill exists, else Processing. */
export function OrderHistoryTab({ owner }: { owner: OrderOwner }) {
  const history = useHistory(owner);
  const orderAgain = useOrderAgain();
  const { t } = useWords();
  const rows = historyRows(owner, history.rows ?? []).map((row) => ({
    ...row,
    action: <OrderAgainButton orderNumber={row.orderNumber} orderAgain={orderAgain.mutateAsync} className={`${linkClass} whitespace-nowrap`} />,
  }));
  return (
    <section>
      <TabHeading>{t("accounts.tab.Order History")}</TabHeading>
      {history.isPending ? (
        <Spinner label={t("accounts.orders.loading")} />
      ) : history.isError ? (
        <p role="alert">{t("accounts.orders.loadFailed")}</p>
      ) : (
        <OrdersTable caption={t("accounts.orders.caption")} rows={rows} emptyText={NO_ORDER_HISTORY} />
      )}
    </section>
  );
}

/** Pending Orders (customers): quotes waiting for the store or for payment. */
export function PendingOrdersTab({ customerId }: { customerId: number }) {
  const history = useOrderHistory(customerId);
  const { t } = useWords();
  return (
    <section>
      <TabHeading>{t("accounts.tab.Pending Orders")}</TabHeading>
      {history.isPending ? (
        <Spinner label={t("accounts.pending.loading")} />
      ) : history.isError ? (
        <p role="alert">{t("accounts.pending.loadFailed")}</p>
      ) : (
        <OrdersTable caption={t("accounts.pending.caption")} rows={pendingRows(customerId, history.data.pending)} emptyText={NO_PENDING_ORDERS} />
      )}
    </section>
  );
}
