import type { DealerRow } from "../../../../domain/contracts/admin";
import { addBuyerBody, type BuyerRow } from "../../../../domain/contracts/buyers";
import { LOCALE_NAMES, LOCALES } from "../../../../domain/i18n/locales";
import { Dialog } from "../../../ui/dialog";
import { FormInputField, FormSelectField } from "../../../ui/form-field";
import { useDealerBuyerChange, useDealerBuyers } from "../people-api";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { cellClass, smallButtonClass, TableBox, TableHead, tableClass, useOutcome } from "./console-ui";
import { LoadError, Outcome } from "./outcome";

const NO_BUYER = { name: "", email: "", locale: "en-CA" as const };
const LANGUAGES = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

const statusOf = (buyer: BuyerRow) => (!buyer.active ? "Suspended" : buyer.password_set ? "Active" : "Invited (no password yet)");

/**
 * People > Dealers > Buyers (decision 041): the people who order for one dealer account, each signing
 * in with their e-mail. Staff add a buyer (mailed a link to set their password), suspend or reactivate them.
 */
export function DealerBuyersDialog({ dealer, onClose }: { dealer: DealerRow; onClose: () => void }) {
  const buyers = useDealerBuyers(dealer.id);
  const change = useDealerBuyerChange(dealer.id);
  const outcome = useOutcome();
  const form = useConsoleForm(addBuyerBody, NO_BUYER);
  const act = (buyer: BuyerRow, path: "disable" | "enable" | "sendLink", success: string) =>
    outcome.track(change.mutateAsync({ path: `/${buyer.id}/${path}` }), success);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Buyers of ${dealer.account}`}
      description={`People who order for ${dealer.company} at its price code, each signing in with their own e-mail and password.`}
      size="lg"
    >
      {buyers.isPending ? (
        <p>Loading buyers...</p>
      ) : buyers.isError ? (
        <LoadError error={buyers.error} />
      ) : buyers.data.buyers.length === 0 ? (
        <p>This dealer has no buyers.</p>
      ) : (
        <TableBox label={`Buyers of ${dealer.account}`}>
          <table className={tableClass}>
            <TableHead heads={["Name", "E-mail", "Status"]} end={["Actions"]} />
            <tbody>
              {buyers.data.buyers.map((buyer) => (
                <tr key={buyer.id}>
                  <td className={`${cellClass} font-medium`}>{buyer.name}</td>
                  <td className={cellClass}>{buyer.email}</td>
                  <td className={cellClass}>{statusOf(buyer)}</td>
                  <td className={cellClass}>
                    <div className="flex flex-wrap gap-2">
                      {buyer.active ? (
                        <>
                          <button
                            type="button"
                            className={smallButtonClass}
                            aria-label={`Suspend ${buyer.name}`}
                            disabled={change.isPending}
                            onClick={() => act(buyer, "disable", `${buyer.name} is suspended and signed out.`)}
                          >
                            Suspend
                          </button>
                          <button
                            type="button"
                            className={smallButtonClass}
                            aria-label={`Send ${buyer.name} a new password link`}
                            disabled={change.isPending}
                            onClick={() => act(buyer, "sendLink", `A new link is mailed to ${buyer.email}.`)}
                          >
                            Send link
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          className={smallButtonClass}
                          aria-label={`Reactivate ${buyer.name}`}
                          disabled={change.isPending}
                          onClick={() => act(buyer, "enable", `${buyer.name} can sign in again.`)}
                        >
                          Reactivate
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <Outcome {...outcome.result} />
      <h3 className="mt-6 font-semibold">Add a buyer</h3>
      <ConsoleForm
        form={form}
        onAttempt={outcome.start}
        onSend={async (body) => {
          const { buyer } = await change.mutateAsync({ path: "", body });
          form.reset(NO_BUYER);
          outcome.succeed(`${buyer.name} is added under ${dealer.account}; a link to set their password is mailed to ${buyer.email}.`);
        }}
        submitLabel="Add buyer"
        pendingLabel="Adding..."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <FormInputField name="name" label="Name" autoComplete="off" />
          <FormInputField name="email" label="E-mail" type="email" autoComplete="off" />
          <FormSelectField name="locale" label="Language of their mail" options={LANGUAGES} />
        </div>
      </ConsoleForm>
    </Dialog>
  );
}
