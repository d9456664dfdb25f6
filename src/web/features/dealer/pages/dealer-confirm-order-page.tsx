import { zodResolver } from "@hookform/resolvers/zod";
import { FormProvider, useForm } from "react-hook-form";
import { Link, Navigate, useNavigate } from "react-router";
import { z } from "zod";
import { isCountry } from "../../../../domain/account-forms";
import { type CheckoutDealerReply, dealerAddressFields, poNumber } from "../../../../domain/contracts/buying";
import { messageKey } from "../../../../domain/forms";
import { PO_NUMBER_MAX } from "../../../../domain/orders";
import { isRegionOf } from "../../../../domain/regions";
import { orderAlert } from "../../../lib/alerts";
import { errorText } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import { useViewer } from "../../../lib/viewer";
import { cartLineView, OrderLinesTable } from "../../../products/order-lines-table";
import { primaryButtonClass, secondaryButtonClass } from "../../../ui/action-styles";
import { AddressFields, toastInvalidPostalCode } from "../../../ui/address-fields";
import { FormInputField } from "../../../ui/form-field";
import { OrderSummary, summaryRows } from "../../../ui/order-summary";
import { PageFrame } from "../../../ui/page-frame";
import { PricedCheckout } from "../../../ui/priced-checkout";
import { Spinner } from "../../../ui/spinner";
import { useDealerCheckout, useDealerCheckoutTo, useDealerConfirm } from "../api";

/** The dealer confirm form: the shared dealer address rules (spec section 5), the order's notes and the dealer's own PO number. */
const dealerOrderForm = dealerAddressFields.safeExtend({ notes: z.string().max(1000, messageKey("checkout.notes.tooLong")), poNumber });
type DealerOrderForm = z.infer<typeof dealerOrderForm>;
type DealerOrderFormInput = z.input<typeof dealerOrderForm>;

/** The dealer's company address, as the form starts from it. */
function companyAddress(info: CheckoutDealerReply["dealerInfo"]): DealerOrderFormInput {
  return {
    company: info.company,
    address: info.address1,
    city: info.city,
    state: info.terr,
    zipcode: info.zip,
    country: isCountry(info.country) ? info.country : "CA",
    tel: info.phone,
    notes: "",
    poNumber: "",
  };
}

function DealerConfirmForm({ checkout, account }: { checkout: CheckoutDealerReply; account: string }) {
  const navigate = useNavigate();
  const confirm = useDealerConfirm();
  const { t, locale } = useWords();
  const form = useForm<DealerOrderFormInput, unknown, DealerOrderForm>({
    resolver: zodResolver(dealerOrderForm),
    defaultValues: companyAddress(checkout.dealerInfo),
  });
  // Taxed where it ships: when the form ships elsewhere than the company, the summary is the server's figures for there.
  const [country, state] = form.watch(["country", "state"]);
  const shipTo = { country: isCountry(country) ? country : "CA", state: (state ?? "").toUpperCase() } as const;
  const elsewhere = shipTo.state !== checkout.dealerInfo.terr.toUpperCase() || shipTo.country !== checkout.dealerInfo.country;
  const knownPlace = isRegionOf(shipTo.country, shipTo.state);
  const repriced = useDealerCheckoutTo(account, shipTo, elsewhere && knownPlace);
  const figures = elsewhere ? repriced.data : checkout;
  const summary = figures ? (
    <OrderSummary rows={summaryRows({ ...figures, shipping: 0 }, { noShipping: true }, t)} />
  ) : !knownPlace ? (
    <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm">{t("dealer.tax.chooseProvince")}</p>
  ) : repriced.isError ? (
    <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm">
      {t("dealer.tax.failed", { reason: errorText(repriced.error, t) })}
    </p>
  ) : (
    <Spinner label={t("dealer.tax.working")} />
  );

  const onSubmit = async ({ notes, poNumber, ...address }: DealerOrderForm) => {
    try {
      const confirmed = await confirm.mutateAsync({
        address: { ...address, zipcode: address.zipcode.toUpperCase() },
        dealerId: account,
        note: notes.trim(),
        poNumber: poNumber ?? undefined,
      });
      navigate(`/dealer-order-receipt?so=${encodeURIComponent(confirmed.sono)}&id=${encodeURIComponent(account)}`);
    } catch (error) {
      orderAlert(errorText(error, t));
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit, toastInvalidPostalCode)} className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <OrderLinesTable lines={checkout.carts.map((line) => cartLineView(line, true, locale))} />
          <section aria-labelledby="ship-to-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <h2 id="ship-to-heading" className="text-lg font-semibold text-ink">
              {t("dealer.shipTo")}
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-700">{t("dealer.shipTo.intro")}</p>
            <AddressFields withNames={false} companyRequired />
          </section>
          <section aria-labelledby="reference-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <h2 id="reference-heading" className="mb-4 text-lg font-semibold text-ink">
              {t("dealer.reference")}
            </h2>
            <FormInputField
              name="poNumber"
              label={t("dealer.po.label")}
              hint={t("dealer.po.hint", { max: PO_NUMBER_MAX })}
              maxLength={PO_NUMBER_MAX}
              autoComplete="off"
            />
          </section>
        </div>
        <div className="space-y-4 lg:sticky lg:top-4">
          {summary}
          <p className="text-sm text-slate-700">{t("dealer.noCharge")}</p>
          <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <button type="submit" className={primaryButtonClass} disabled={confirm.isPending} aria-busy={confirm.isPending || undefined}>
              {t("dealer.confirm")}
            </button>
            <Link to="/cart" className={secondaryButtonClass}>
              {t("checkout.editOrder")}
            </Link>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

/** /dealer-confirm-order: a dealer's cart at their prices with the MSRP, where it ships (their company by default), and a direct confirmation. */
export function DealerConfirmOrderPage() {
  const viewer = useViewer();
  const account = viewer.kind === "dealer" ? viewer.user.account : null;
  const checkout = useDealerCheckout(account ?? "", account !== null);
  const { t } = useWords();
  if (viewer.kind === "customer") return <Navigate to="/confirm-order" replace />;
  if (account === null) return null;
  return (
    <PageFrame title={t("checkout.title")} intro={<p>{t("dealer.confirm.intro", { name: viewer.name, account })}</p>}>
      <PricedCheckout checkout={checkout}>{(data) => <DealerConfirmForm checkout={data} account={account} />}</PricedCheckout>
    </PageFrame>
  );
}

export { DealerConfirmOrderPage as Component };
