import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { toast } from "react-toastify";
import { type NewBuyerForm, newBuyerForm } from "../../../../../domain/buyers";
import type { BuyerRow } from "../../../../../domain/contracts/buyers";
import { LOCALE_NAMES, LOCALES } from "../../../../../domain/i18n/locales";
import { ApiRequestError, errorText } from "../../../../lib/api";
import { useWords } from "../../../../lib/i18n";
import { linkClass, primaryButtonClass } from "../../../../ui/action-styles";
import { FormInputField, FormSelectField } from "../../../../ui/form-field";
import { Spinner } from "../../../../ui/spinner";
import { type BuyerAction, useAddBuyer, useBuyerAction, useBuyers } from "../../buyers-api";
import { TabHeading } from "./tab-heading";

const NO_BUYER: NewBuyerForm = { name: "", email: "", locale: "en-CA" };
const LANGUAGES = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

function AddBuyerForm() {
  const add = useAddBuyer();
  const { t } = useWords();
  const form = useForm<NewBuyerForm>({ resolver: zodResolver(newBuyerForm), defaultValues: NO_BUYER });
  const onSubmit = async (values: NewBuyerForm) => {
    try {
      const { buyer } = await add.mutateAsync(values);
      form.reset(NO_BUYER);
      toast.success(t("buyers.added", { name: buyer.name, email: buyer.email }), { toastId: `buyer-added-${buyer.id}` });
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.fields?.email) form.setError("email", { message: errorText(failure, t) });
      else toast.error(errorText(failure, t), { toastId: "buyer-add" });
    }
  };
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-labelledby="add-buyer" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h3 id="add-buyer" className="text-lg font-semibold text-ink">
          {t("buyers.add.title")}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t("buyers.add.intro")}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-3">
          <FormInputField name="name" label={t("buyers.name")} autoComplete="off" />
          <FormInputField name="email" label={t("buyers.email")} type="email" autoComplete="off" />
          <FormSelectField name="locale" label={t("buyers.language")} options={LANGUAGES} />
        </div>
        <button type="submit" className={`mt-4 ${primaryButtonClass}`} disabled={add.isPending}>
          {t("buyers.add.submit")}
        </button>
      </form>
    </FormProvider>
  );
}

function statusOf(buyer: BuyerRow): "buyers.status.active" | "buyers.status.invited" | "buyers.status.suspended" {
  if (!buyer.active) return "buyers.status.suspended";
  return buyer.password_set ? "buyers.status.active" : "buyers.status.invited";
}

function BuyerActions({ buyer }: { buyer: BuyerRow }) {
  const act = useBuyerAction();
  const { t, rich } = useWords();
  const hidden = (chunks: ReactNode[]) => (
    <span key="hidden" className="sr-only">
      {chunks}
    </span>
  );
  const run = (action: BuyerAction) =>
    act.mutate(
      { id: buyer.id, action },
      {
        onSuccess: ({ buyer: now }) => {
          const said =
            action === "sendLink"
              ? t("buyers.linkSent", { email: now.email })
              : t(action === "suspend" ? "buyers.suspended" : "buyers.reactivated", { name: now.name });
          toast.success(said, { toastId: `buyer-${action}-${now.id}` });
        },
        onError: (error) => toast.error(errorText(error, t), { toastId: `buyer-${action}-${buyer.id}` }),
      },
    );
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {buyer.active ? (
        <button type="button" className={linkClass} disabled={act.isPending} onClick={() => run("suspend")}>
          {rich("buyers.suspend", { name: buyer.name, hidden })}
        </button>
      ) : (
        <button type="button" className={linkClass} disabled={act.isPending} onClick={() => run("reactivate")}>
          {rich("buyers.reactivate", { name: buyer.name, hidden })}
        </button>
      )}
      {buyer.active ? (
        <button type="button" className={linkClass} disabled={act.isPending} onClick={() => run("sendLink")}>
          {rich("buyers.sendLink", { name: buyer.name, hidden })}
        </button>
      ) : null}
    </div>
  );
}

/** Buyers (a dealer account's administrator only): the people who order for the account, to add, suspend, reactivate or send a new password link. */
export function BuyersTab() {
  const buyers = useBuyers();
  const { t } = useWords();
  return (
    <section className="space-y-6">
      <TabHeading intro={t("buyers.intro")}>{t("accounts.tab.Buyers")}</TabHeading>
      {buyers.isPending ? (
        <Spinner label={t("buyers.loading")} />
      ) : buyers.isError ? (
        <p role="alert">{t("buyers.loadFailed")}</p>
      ) : buyers.data.buyers.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-700">{t("buyers.none")}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("buyers.caption")}</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4">
                {t("buyers.name")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("buyers.email")}
              </th>
              <th scope="col" className="py-2 pr-4">
                {t("buyers.status")}
              </th>
              <th scope="col" className="py-2 text-right">
                <span className="sr-only">{t("accounts.orders.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {buyers.data.buyers.map((buyer) => (
              <tr key={buyer.id} data-buyer={buyer.email} className="border-b border-slate-200">
                <td className="py-2 pr-4 font-medium text-ink">{buyer.name}</td>
                <td className="py-2 pr-4 break-all">{buyer.email}</td>
                <td className="py-2 pr-4">{t(statusOf(buyer))}</td>
                <td className="py-2">
                  <BuyerActions buyer={buyer} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AddBuyerForm />
    </section>
  );
}
