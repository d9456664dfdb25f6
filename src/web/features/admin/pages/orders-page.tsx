import { useSearchParams } from "react-router";
import type { z } from "zod";
import { adminOrderListQuery } from "../../../../domain/contracts/admin";
import { ORDER_STATUS, staffStatusLabel } from "../../../../domain/orders";
import { FormInputField, FormSelectField } from "../../../ui/form-field";
import { FilterForm } from "../components/console-form";
import { ConsolePage } from "../components/console-ui";
import { SearchResults } from "../components/list-section";
import { OrderTable } from "../components/order-table";
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

/** The filter form: status, dates, customer or dealer, order number, checked as the order list's query reads them. */
const orderFilters = adminOrderListQuery.pick({ status: true, from: true, to: true, who: true, orderNum: true });
const STATUS_OPTIONS = STATUS_CHOICES.map((status) => ({ value: String(status), label: staffStatusLabel(status) }));

/** /admin/orders: orders filtered by status, dates, customer or dealer and order number (all kept in the address), 20 a page. */
export function OrdersPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const orders = useAdminOrders(filters);

  const onSearch = (chosen: z.output<typeof orderFilters>) => {
    const next = new URLSearchParams();
    for (const key of FILTERS) {
      // The form's filters as chosen; the owner (from a person's page in People) as it was.
      const value = key in orderFilters.shape ? chosen[key as keyof typeof chosen] : search.get(key);
      if (value !== undefined && value !== null && value !== "") next.set(key, String(value));
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
      <FilterForm
        key={search.toString()}
        schema={orderFilters}
        defaultValues={{
          status: filters.status ?? "",
          from: filters.from ?? "",
          to: filters.to ?? "",
          who: filters.who ?? "",
          orderNum: filters.orderNum ?? "",
        }}
        onSearch={onSearch}
        onClear={() => setSearch(new URLSearchParams())}
        label="Filter orders"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
        buttonsClassName="flex flex-wrap items-start gap-2 sm:col-span-2 lg:col-span-1 lg:pt-6"
      >
        <FormSelectField name="status" label="Status" placeholder="Any status" options={STATUS_OPTIONS} />
        <FormInputField name="from" label="From" type="date" />
        <FormInputField name="to" label="To" type="date" />
        <FormInputField name="who" label="Customer or dealer" hint="Name, e-mail, Dealer ID or PO number" />
        <FormInputField name="orderNum" label="Order number" />
      </FilterForm>
      {filters.ownerKind && filters.ownerId ? (
        <p className="mt-3 text-sm text-slate-700">{`Showing the orders of one ${filters.ownerKind} (number ${filters.ownerId}).`}</p>
      ) : null}

      <SearchResults
        results={orders}
        loading="Loading orders..."
        empty="No orders match these filters."
        count={(total) => `${total} ${total === 1 ? "order" : "orders"}`}
        lastPage={(data) => data.last_page}
        onPage={goToPage}
      >
        {(data) => <OrderTable label="Orders" rows={data.rows} />}
      </SearchResults>
    </ConsolePage>
  );
}
