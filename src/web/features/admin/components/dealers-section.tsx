import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import type { DealerRow } from "../../../../domain/contracts/admin";
import { linkClass } from "../../../ui/action-styles";
import { Dialog } from "../../../ui/dialog";
import { InputField, SubmitButton } from "../../../ui/form-field";
import { Pager } from "../../../ui/pager";
import { Spinner } from "../../../ui/spinner";
import { type PeopleSearch, useDealerChange, useDealerSave, useDealers } from "../people-api";
import { cellClass, headCellClass, Panel, SearchForm, smallButtonClass, TableBox, tableClass, useOutcome } from "./console-ui";
import { errorText, fieldError, LoadError, Outcome } from "./outcome";
import { ReasonDialog } from "./reason-dialog";

/** A typed price code as the API takes it: a number, or null so the server says what is wrong. */
function priceCodeOf(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() === "" || Number.isNaN(value) ? null : value;
}

function NewDealerForm({ onCreated }: { onCreated: (dealer: DealerRow) => void }) {
  const save = useDealerSave();
  const empty = { account: "", company: "", pricecode: "", password: "", email: "" };
  const [values, setValues] = useState(empty);
  const set = (key: keyof typeof empty) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { path: "", body: { ...values, pricecode: priceCodeOf(values.pricecode) } },
      {
        onSuccess: (dealer) => {
          setValues(empty);
          onCreated(dealer);
        },
      },
    );
  };
  return (
    <Panel title="New dealer">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <InputField label="Dealer ID" value={values.account} onChange={set("account")} error={fieldError(save.error, "account")} autoComplete="off" />
          <InputField label="Company" value={values.company} onChange={set("company")} error={fieldError(save.error, "company")} />
          <InputField label="Price code" inputMode="numeric" value={values.pricecode} onChange={set("pricecode")} error={fieldError(save.error, "pricecode")} hint="1 to 6" />
          <InputField label="E-mail" type="email" value={values.email} onChange={set("email")} error={fieldError(save.error, "email")} />
          <InputField label="Password" type="password" value={values.password} onChange={set("password")} error={fieldError(save.error, "password")} autoComplete="new-password" />
        </div>
        {save.error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {errorText(save.error)}
          </p>
        ) : null}
        <SubmitButton pending={save.isPending} pendingLabel="Creating...">
          Create dealer
        </SubmitButton>
      </form>
    </Panel>
  );
}

function EditDealerDialog({ dealer, onClose, onSaved }: { dealer: DealerRow; onClose: () => void; onSaved: (dealer: DealerRow) => void }) {
  const save = useDealerSave();
  const [company, setCompany] = useState(dealer.company);
  const [pricecode, setPricecode] = useState(String(dealer.pricecode));
  const [email, setEmail] = useState(dealer.email);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ path: `/${dealer.id}`, body: { company, pricecode: priceCodeOf(pricecode), email } }, { onSuccess: onSaved });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Edit dealer ${dealer.account}`} description="A new price code applies to the dealer's next page at once." size="md">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <InputField label="Company" value={company} onChange={(event) => setCompany(event.target.value)} error={fieldError(save.error, "company")} />
        <InputField label="Price code" inputMode="numeric" value={pricecode} onChange={(event) => setPricecode(event.target.value)} error={fieldError(save.error, "pricecode")} hint="1 to 6: the dealer's level of prices" />
        <InputField label="E-mail" type="email" value={email} onChange={(event) => setEmail(event.target.value)} error={fieldError(save.error, "email")} />
        {save.error ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {errorText(save.error)}
          </p>
        ) : null}
        <SubmitButton pending={save.isPending} pendingLabel="Saving...">
          Save dealer
        </SubmitButton>
      </form>
    </Dialog>
  );
}

/** People > Dealers: list and search, create with Dealer ID, company, price code and password, edit, suspend or reinstate. */
export function DealersSection() {
  const [search, setSearch] = useState<PeopleSearch>({ q: "", page: 1 });
  const dealers = useDealers(search);
  const change = useDealerChange();
  const outcome = useOutcome();
  const [editing, setEditing] = useState<DealerRow | null>(null);
  const [suspending, setSuspending] = useState<DealerRow | null>(null);

  return (
    <div className="space-y-4">
      <NewDealerForm onCreated={(dealer) => outcome.succeed(`Dealer ${dealer.account} (${dealer.company}) is created with price code ${dealer.pricecode}.`)} />
      <SearchForm label="Search dealers" value={search.q} onSearch={(q) => setSearch({ q, page: 1 })} />
      <Outcome error={outcome.result.error} success={outcome.result.success} />
      {dealers.isPending ? (
        <Spinner label="Loading dealers..." />
      ) : dealers.isError ? (
        <LoadError error={dealers.error} />
      ) : dealers.data.rows.length === 0 ? (
        <p className="text-slate-700">No dealers match this search.</p>
      ) : (
        <>
          <TableBox label="Dealers">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={headCellClass}>
                    Dealer ID
                  </th>
                  <th scope="col" className={headCellClass}>
                    Company
                  </th>
                  <th scope="col" className={headCellClass}>
                    Price code
                  </th>
                  <th scope="col" className={headCellClass}>
                    Account
                  </th>
                  <th scope="col" className={headCellClass}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {dealers.data.rows.map((dealer) => (
                  <tr key={dealer.id}>
                    <td className={`${cellClass} font-medium`}>{dealer.account}</td>
                    <td className={cellClass}>
                      <span className="block">{dealer.company}</span>
                      <span className="block text-slate-700">{[dealer.email, [dealer.city, dealer.province].filter(Boolean).join(", ")].filter(Boolean).join(" · ")}</span>
                    </td>
                    <td className={`${cellClass} tabular-nums`}>{dealer.pricecode}</td>
                    <td className={cellClass}>
                      {dealer.active ? "Active" : "Suspended"}
                      {dealer.suspended_reason ? <span className="block text-slate-700">{dealer.suspended_reason}</span> : null}
                    </td>
                    <td className={cellClass}>
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
                          <button
                            type="button"
                            className={smallButtonClass}
                            aria-label={`Suspend ${dealer.account}`}
                            onClick={() => {
                              change.reset();
                              setSuspending(dealer);
                            }}
                          >
                            Suspend
                          </button>
                        ) : (
                          <button
                            type="button"
                            className={smallButtonClass}
                            aria-label={`Reinstate ${dealer.account}`}
                            disabled={change.isPending}
                            onClick={() => {
                              outcome.start();
                              change.mutate({ path: `/${dealer.id}/enable` }, { onSuccess: () => outcome.succeed(`Dealer ${dealer.account} is reinstated.`), onError: outcome.fail });
                            }}
                          >
                            Reinstate
                          </button>
                        )}
                        <Link to={`/admin/orders?ownerKind=dealer&ownerId=${dealer.id}`} className={`text-sm ${linkClass}`} aria-label={`Orders of ${dealer.account}`}>
                          Orders
                        </Link>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <Pager page={dealers.data.page} totalPages={dealers.data.last_page} onPageChange={(page) => setSearch({ ...search, page })} />
        </>
      )}
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
      {suspending ? (
        <ReasonDialog
          key={suspending.id}
          open
          onOpenChange={(open) => !open && setSuspending(null)}
          title={`Suspend ${suspending.account}`}
          description="The dealer is signed out at once and sees the reason when they try to sign in."
          confirmLabel="Suspend dealer"
          pending={change.isPending}
          error={change.error}
          onConfirm={(reason) => {
            outcome.start();
            change.mutate(
              { path: `/${suspending.id}/disable`, body: { reason } },
              {
                onSuccess: () => {
                  outcome.succeed(`Dealer ${suspending.account} is suspended.`);
                  setSuspending(null);
                },
              },
            );
          }}
        />
      ) : null}
    </div>
  );
}
