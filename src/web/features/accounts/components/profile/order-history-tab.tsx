import { Link } from "react-router";
import type { HistoryRow, PendingRow } from "../../../../../domain/contracts/buying";
import type { Locale } from "../../../../../domain/i18n/locales";
import { formatOrderDate, historyStatusKey, pendingStatusKey } from "../../../../../domain/orders";
import { returnDeadline } from "../../../../../domain/returns";
import { useWords } from "../../../../lib/i18n";
import { OrderAgainButton } from "../../../../products/order-again-button";
import { returnRequestPath } from "../../../../products/order-returns-section";
import { linkClass } from "../../../../ui/action-styles";
import { Spinner } from "../../../../ui/spinner";
import { englishT, type Translate } from "../../../../ui/translate";
import { useDealerOrderHistory } from "../../../dealer/api";
import { useOrderAgain, useOrderHistory } from "../../../orders/api";
import { type OrderRow, OrdersTable } from "./orders-table";
import { TabHeading } from "./tab-heading";

/** Whose orders a tab lists: a customer by id, or a dealer by account. */
export type OrderOwner = { kind: "customer"; id: number } | { kind: "dealer"; account: string };

/** The words rows are written in: the page's (useWords), English unless given. */
interface RowWords {
  t: Translate;
  locale: Locale;
}
const ENGLISH_ROWS: RowWords = { t: englishT, locale: "en-CA" };

function historyRowOf(row: HistoryRow, href: string, { t, locale }: RowWords): OrderRow {
  return {
    orderNumber: row.order_num,
    date: formatOrderDate(row.date_order, locale),
    status: t(historyStatusKey(row.track_num)),
    tracking: row.track_num ? { number: row.track_num, url: row.tracking_url } : null,
    subtotal: row.subtotal,
    total: row.total,
    href,
    poNumber: row.po_number,
  };
}

const query = (so: string, id: number | string) => `so=${encodeURIComponent(so)}&id=${encodeURIComponent(String(id))}`;

/** The rows of Order History: a customer's go to /order-receipt, a dealer's to /dealer-order-receipt. */
export function historyRows(owner: OrderOwner, rows: readonly HistoryRow[], words: RowWords = ENGLISH_ROWS): OrderRow[] {
  return rows.map((row) =>
    owner.kind === "dealer"
      ? historyRowOf(row, `/dealer-order-receipt?${query(row.order_num, owner.account)}`, words)
      : historyRowOf(row, `/order-receipt?${query(row.order_num, owner.id)}`, words),
  );
}

/** The rows of Pending Orders, each going to /pending-order-details with its status 'Pending for Quote' or 'Pending for Reply'. */
export function pendingRows(customerId: number, rows: readonly PendingRow[], words: RowWords = ENGLISH_ROWS): OrderRow[] {
  return rows.map((row) => {
    const status = pendingStatusKey(row.sales_status);
    return {
      ...historyRowOf(row, `/pending-order-details?${query(row.order_num, customerId)}`, words),
      status: status ? words.t(status) : "",
      tracking: null,
    };
  });
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
  const { t, locale } = useWords();
  const now = Date.now();
  // Orders still within their return days (every row is a placed order) offer Return parts.
  const returnable = new Set((history.rows ?? []).filter((row) => now <= returnDeadline(row.date_order).getTime()).map((row) => row.order_num));
  const rows = historyRows(owner, history.rows ?? [], { t, locale }).map((row) => ({
    ...row,
    action: (
      <span className="flex flex-col items-start gap-1">
        <OrderAgainButton orderNumber={row.orderNumber} orderAgain={orderAgain.mutateAsync} className={`${linkClass} whitespace-nowrap`} />
        {returnable.has(row.orderNumber) ? (
          <Link
            to={returnRequestPath(row.orderNumber)}
            className={`${linkClass} whitespace-nowrap`}
            aria-label={t("returns.order.startLabel", { orderNum: row.orderNumber })}
          >
            {t("returns.order.start")}
          </Link>
        ) : null}
      </span>
    ),
  }));
  return (
    <section>
      <TabHeading>{t("accounts.tab.Order History")}</TabHeading>
      {history.isPending ? (
        <Spinner label={t("accounts.orders.loading")} />
      ) : history.isError ? (
        <p role="alert">{t("accounts.orders.loadFailed")}</p>
      ) : (
        <OrdersTable caption={t("accounts.orders.caption")} rows={rows} emptyText={t("orders.history.none")} />
      )}
    </section>
  );
}

/** Pending Orders (customers): quotes waiting for the store or for payment. */
export function PendingOrdersTab({ customerId }: { customerId: number }) {
  const history = useOrderHistory(customerId);
  const { t, locale } = useWords();
  return (
    <section>
      <TabHeading>{t("accounts.tab.Pending Orders")}</TabHeading>
      {history.isPending ? (
        <Spinner label={t("accounts.pending.loading")} />
      ) : history.isError ? (
        <p role="alert">{t("accounts.pending.loadFailed")}</p>
      ) : (
        <OrdersTable
          caption={t("accounts.pending.caption")}
          rows={pendingRows(customerId, history.data.pending, { t, locale })}
          emptyText={t("orders.pending.none")}
        />
      )}
    </section>
  );
}
