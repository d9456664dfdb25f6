import { useState } from "react";
import { Link } from "react-router";
import { type DealerRow, dealerForm, newDealerForm } from "../../../../domain/contracts/admin";
import { linkClass } from "../../../ui/action-styles";
import { Dialog } from "../../../ui/dialog";
import { FormInputField } from "../../../ui/form-field";
import { type PeopleSearch, useDealerChange, useDealerSave, useDealers } from "../people-api";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { Panel, SearchForm, smallButtonClass, useOutcome } from "./console-ui";
import { DealerBuyersDialog } from "./dealer-buyers-dialog";
import { ListSection } from "./list-section";
import { ReasonDialog } from "./reason-dialog";

const NO_DEALER = { account: "", company: "", pricecode: "", email: "", password: "" };

function NewDealerForm({ onCreated }: { onCreated: (dealer: DealerRow) => void }) {
  const save = useDealerSave();
  const form = useConsoleForm(newDealerForm, NO_DEALER);
  return (
    <Panel title="New dealer">
      <ConsoleForm
        form={form}
        onSend={async (body) => {
          const dealer = await save.mutateAsync({ path: "", body });
          form.reset(NO_DEALER);
          onCreated(dealer);
        }}
        submitLabel="Create dealer"
        pendingLabel="Creating..."
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <FormInputField name="account" label="Dealer ID" autoComplete="off" />
          <FormInputField name="company" label="Company" />
          <FormInputField name="pricecode" label="Price code" inputMode="numeric" hint="1 to 6" />
          <FormInputField name="email" label="E-mail" type="email" />
          <FormInputField name="password" label="Password" type="password" autoComplete="new-password" />
        </div>
      </ConsoleForm>
    </Panel>
  );
}

function EditDealerDialog({ dealer, onClose, onSaved }: { dealer: DealerRow; onClose: () => void; onSaved: (dealer: DealerRow) => void }) {
  const save = useDealerSave();
  const form = useConsoleForm(dealerForm, { company: dealer.company, pricecode: String(dealer.pricecode), email: dealer.email });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Edit dealer ${dealer.account}`}
      description="A new price code applies to the dealer's next page at once."
      size="md"
    >
      <ConsoleForm
        form={form}
        onSend={async (body) => onSaved(await save.mutateAsync({ path: `/${dealer.id}`, body }))}
        submitLabel="Save dealer"
        pendingLabel="Saving..."
      >
        <FormInputField name="company" label="Company" />
        <FormInputField name="pricecode" label="Price code" inputMode="numeric" hint="1 to 6: the dealer's level of prices" />
        <FormInputField name="email" label="E-mail" type="email" />
      </ConsoleForm>
    </Dialog>
  );
}

/** People > Dealers: list and search, create with Dealer ID, company, price code and password, edit, suspend or reinstate, and their buyers. */
export function DealersSection() {
  const [search, setSearch] = useState<PeopleSearch>({ q: "", page: 1 });
  const dealers = useDealers(search);
  const change = useDealerChange();
  const outcome = useOutcome();
  const [editing, setEditing] = useState<DealerRow | null>(null);
  const [suspending, setSuspending] = useState<DealerRow | null>(null);
  const [buyersOf, setBuyersOf] = useState<DealerRow | null>(null);

  return (
    <ListSection
      list={dealers}
      outcome={outcome}
      above={
        <>
          <NewDealerForm
            onCreated={(dealer) => outcome.succeed(`Dealer ${dealer.account} (${dealer.company}) is created with price code ${dealer.pricecode}.`)}
          />
          <SearchForm label="Search dealers" value={search.q} onSearch={(q) => setSearch({ q, page: 1 })} />
        </>
      }
      loading="Loading dealers..."
      label="Dealers"
      empty="No dealers match this search."
      rowKey={(dealer) => dealer.id}
      onPage={(page) => setSearch({ ...search, page })}
      columns={[
        { head: "Dealer ID", className: "font-medium", cell: (dealer) => dealer.account },
        {
          head: "Company",
          cell: (dealer) => (
            <>
              <span className="block">{dealer.company}</span>
              <span className="block text-slate-700">
                {[dealer.email, [dealer.city, dealer.province].filter(Boolean).join(", ")].filter(Boolean).join(" · ")}
              </span>
            </>
          ),
        },
        { head: "Price code", className: "tabular-nums", cell: (dealer) => dealer.pricecode },
        {
          head: "Account",
          cell: (dealer) => (
            <>
              {dealer.active ? "Active" : "Suspended"}
              {dealer.suspended_reason ? <span className="block text-slate-700">{dealer.suspended_reason}</span> : null}
            </>
          ),
        },
        {
          head: "Actions",
          cell: (dealer) => (
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={smallButtonClass}
                aria-label={`Edit ${dealer.account}`}
                onClick={() => {
                  outcome.start();
                  setEditing(dealer);
                }}
              >
                Edit
              </button>
              {dealer.active ? (
                <button type="button" className={smallButtonClass} aria-label={`Suspend ${dealer.account}`} onClick={() => setSuspending(dealer)}>
                  Suspend
                </button>
              ) : (
                <button
                  type="button"
                  className={smallButtonClass}
                  aria-label={`Reinstate ${dealer.account}`}
                  disabled={change.isPending}
                  onClick={() => outcome.track(change.mutateAsync({ path: `/${dealer.id}/enable` }), `Dealer ${dealer.account} is reinstated.`)}
                >
                  Reinstate
                </button>
              )}
              <button type="button" className={smallButtonClass} aria-label={`Buyers of ${dealer.account}`} onClick={() => setBuyersOf(dealer)}>
                Buyers
              </button>
              <Link to={`/admin/orders?ownerKind=dealer&ownerId=${dealer.id}`} className={`text-sm ${linkClass}`} aria-label={`Orders of ${dealer.account}`}>
                Orders
              </Link>
            </div>
          ),
        },
      ]}
    >
      {editing ? (
        <EditDealerDialog
          dealer={editing}
          onClose={() => setEditing(null)}
          onSaved={(dealer) => {
            setEditing(null);
            outcome.succeed(`Dealer ${dealer.account} is saved with price code ${dealer.pricecode}.`);
          }}
        />
      ) : null}
      {buyersOf ? <DealerBuyersDialog key={buyersOf.id} dealer={buyersOf} onClose={() => setBuyersOf(null)} /> : null}
      {suspending ? (
        <ReasonDialog
          key={suspending.id}
          onClose={() => setSuspending(null)}
          title={`Suspend ${suspending.account}`}
          description="The dealer is signed out at once and sees the reason when they try to sign in."
          confirmLabel="Suspend dealer"
          onConfirm={async (body) => {
            outcome.start();
            await change.mutateAsync({ path: `/${suspending.id}/disable`, body });
            outcome.succeed(`Dealer ${suspending.account} is suspended.`);
            setSuspending(null);
          }}
        />
      ) : null}
    </ListSection>
  );
}
