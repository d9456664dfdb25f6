import { useState } from "react";
import { Link } from "react-router";
import type { CustomerRow } from "../../../../domain/contracts/admin";
import { linkClass } from "../../../ui/action-styles";
import { Dialog } from "../../../ui/dialog";
import { Spinner } from "../../../ui/spinner";
import { storeDate } from "../format";
import { type PeopleSearch, useCustomer, useCustomerChange, useCustomers } from "../people-api";
import { SearchForm, smallButtonClass, useOutcome } from "./console-ui";
import { ListSection } from "./list-section";
import { LoadError } from "./outcome";
import { ReasonDialog } from "./reason-dialog";

function CustomerDetails({ id }: { id: number }) {
  const customer = useCustomer(id);
  if (customer.isPending) return <Spinner label="Loading the customer..." />;
  if (customer.isError) return <LoadError error={customer.error} />;
  const { customer: row, profile } = customer.data;
  const info = profile.userInfo;
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium text-slate-700">E-mail</dt>
        <dd>{row.email}</dd>
        <dt className="font-medium text-slate-700">Account</dt>
        <dd>{row.active ? "Active" : "Disabled"}</dd>
        <dt className="font-medium text-slate-700">Registered</dt>
        <dd>{storeDate(row.created_at)}</dd>
        {info ? (
          <>
            <dt className="font-medium text-slate-700">Address</dt>
            <dd>{[info.m_address, `${info.m_city}, ${info.m_state} ${info.m_zipcode}`, info.m_country].filter((line) => line.trim() !== "").join(", ")}</dd>
            <dt className="font-medium text-slate-700">Phone</dt>
            <dd>{[info.m_tel, info.m_mobile].filter(Boolean).join(", ") || "Not given"}</dd>
          </>
        ) : (
          <>
            <dt className="font-medium text-slate-700">Profile</dt>
            <dd>Not completed yet</dd>
          </>
        )}
      </dl>
      <Link to={`/admin/orders?ownerKind=customer&ownerId=${row.id}`} className={linkClass}>
        See their orders
      </Link>
    </div>
  );
}

/** People > Customers: search, view, disable or enable, send a password reset link. */
export function CustomersSection() {
  const [search, setSearch] = useState<PeopleSearch>({ q: "", page: 1 });
  const customers = useCustomers(search);
  const change = useCustomerChange();
  const outcome = useOutcome();
  const [viewing, setViewing] = useState<CustomerRow | null>(null);
  const [disabling, setDisabling] = useState<CustomerRow | null>(null);
  const run = (customer: CustomerRow, path: string, success: string) => outcome.track(change.mutateAsync({ path: `/${customer.id}/${path}` }), success);

  return (
    <ListSection
      list={customers}
      outcome={outcome}
      above={<SearchForm label="Search customers" value={search.q} onSearch={(q) => setSearch({ q, page: 1 })} />}
      loading="Loading customers..."
      label="Customers"
      empty="No customers match this search."
      rowKey={(customer) => customer.id}
      onPage={(page) => setSearch({ ...search, page })}
      columns={[
        { head: "Name", className: "font-medium", cell: (customer) => customer.name },
        { head: "E-mail", cell: (customer) => customer.email },
        { head: "City", cell: (customer) => [customer.city, customer.province].filter(Boolean).join(", ") },
        { head: "Account", cell: (customer) => (customer.active ? "Active" : "Disabled") },
        {
          head: "Actions",
          cell: (customer) => (
            <div className="flex flex-wrap gap-2">
              <button type="button" className={smallButtonClass} aria-label={`View ${customer.name}`} onClick={() => setViewing(customer)}>
                View
              </button>
              {customer.active ? (
                <button type="button" className={smallButtonClass} aria-label={`Disable ${customer.name}`} onClick={() => setDisabling(customer)}>
                  Disable
                </button>
              ) : (
                <button
                  type="button"
                  className={smallButtonClass}
                  aria-label={`Enable ${customer.name}`}
                  disabled={change.isPending}
                  onClick={() => run(customer, "enable", `${customer.name}'s account is enabled again.`)}
                >
                  Enable
                </button>
              )}
              <button
                type="button"
                className={smallButtonClass}
                aria-label={`Send a reset link to ${customer.name}`}
                disabled={change.isPending || !customer.active}
                onClick={() => run(customer, "reset-link", `A password reset link has been e-mailed to ${customer.email}.`)}
              >
                Send reset link
              </button>
            </div>
          ),
        },
      ]}
    >
      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)} title={viewing?.name ?? "Customer"} size="md">
        {viewing ? <CustomerDetails id={viewing.id} /> : null}
      </Dialog>
      {disabling ? (
        <ReasonDialog
          key={disabling.id}
          onClose={() => setDisabling(null)}
          title={`Disable ${disabling.name}`}
          description="They are signed out at once and cannot sign in until the account is enabled again."
          confirmLabel="Disable account"
          onConfirm={async (body) => {
            outcome.start();
            await change.mutateAsync({ path: `/${disabling.id}/disable`, body });
            outcome.succeed(`${disabling.name}'s account is disabled.`);
            setDisabling(null);
          }}
        />
      ) : null}
    </ListSection>
  );
}
