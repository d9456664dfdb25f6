import type { FormEvent } from "react";
import { useSearchParams } from "react-router";
import { ORDER_STATUS, staffStatusLabel } from "../../../../domain/orders";
import { secondaryButtonClass } from "../../../ui/action-styles";
import { InputField, SelectField, SubmitButton } from "../../../ui/form-field";
import { Pager } from "../../../ui/pager";
import { Spinner } from "../../../ui/spinner";
import { ConsolePage } from "../components/console-ui";
import { OrderTable } from "../components/order-table";
import { LoadError } from "../components/outcome";
import { type OrderFilters, useAdminOrders } from "../orders-api";

const FILTERS = ["status", "from", "to", "who", "orderNum", "ownerKind", "ownerId"] as const;
const STATUS_CHOICES = [
  ORDER_STATUS.pendingQuote,
  ORDER_STATUS.pendingReply,
  ORDER_STATUS.paid,
  ORDER_STATUS.dealerConfirmed,
  ORDER_STATUS.shipped,
  ORDER_STATUS.cancelled,
  ORDER_STATUS.reserved,
];

function filtersOf(search: URLSearchParams): OrderFilters {
  const filters: OrderFilters = {};
  for (const key of [...FILTERS, "page"] as const) {
    const value = search.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

/** /admin/orders: orders filtered by status, dates, customer or dealer and order number (all kept in the address), 20 a page. */
export function OrdersPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const orders = useAdminOrders(filters);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTERS) {
      const value = String(form.get(key) ?? search.get(key) ?? "").trim();
      if (value) next.set(key, value);
    }
    setSearch(next);
  };
  const goToPage = (page: number) => {
    const next = new URLSearchParams(search);
    next.set("page", String(page));
    setSearch(next);
  };

  return (
    <ConsolePage title="Orders">
      <form key={search.toString()} onSubmit={onSubmit} aria-label="Filter orders" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]">
        <SelectField label="Status" name="status" defaultValue={filters.status ?? ""}>
          <option value="">Any status</option>
          {STATUS_CHOICES.map((status) => (
            <option key={status} value={status}>
              {staffStatusLabel(status)}
            </option>
          ))}
        </SelectField>
        <InputField label="From" name="from" type="date" defaultValue={filters.from ?? ""} />
        <InputField label="To" name="to" type="date" defaultValue={filters.to ?? ""} />
        <InputField label="Customer or dealer" name="who" defaultValue={filters.who ?? ""} hint="Name, e-mail or Dealer ID" />
        <InputField label="Order number" name="orderNum" defaultValue={filters.orderNum ?? ""} />
        <div className="flex flex-wrap items-start gap-2 sm:col-span-2 lg:col-span-1 lg:pt-6">
          <SubmitButton pending={false}>Search</SubmitButton>
          <button type="button" className={secondaryButtonClass} onClick={() => setSearch(new URLSearchParams())}>
            Clear
          </button>
        </div>
      </form>
      {filters.ownerKind && filters.ownerId ? <p className="mt-3 text-sm text-slate-700">{`Showing the orders of one ${filters.ownerKind} (number ${filters.ownerId}).`}</p> : null}

      <div className="mt-6">
        {orders.isPending ? (
          <Spinner label="Loading orders..." />
        ) : orders.isError ? (
          <LoadError error={orders.error} />
        ) : orders.data.rows.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-700">No orders match these filters.</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-700" aria-live="polite">
              {`${orders.data.total} ${orders.data.total === 1 ? "order" : "orders"}, page ${orders.data.page} of ${orders.data.last_page}`}
            </p>
            <OrderTable label="Orders" rows={orders.data.rows} />
            <Pager page={orders.data.page} totalPages={orders.data.last_page} onPageChange={goToPage} className="mt-4" />
          </>
        )}
      </div>
    </ConsolePage>
  );
}
