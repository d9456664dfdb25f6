import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { shippingEstimateBody } from "../../../../domain/contracts/shipping-estimate";
import { errorText } from "../../../lib/api";
import { useWords } from "../../../lib/i18n";
import type { Shopper } from "../../../lib/viewer";
import { secondaryButtonClass } from "../../../ui/action-styles";
import { FormInputField } from "../../../ui/form-field";
import { useShippingEstimate } from "../api";

/** The form asks for a postal code; the call's body also allows none (the customer's own address). */
const postalCodeForm = shippingEstimateBody.required();

/**
 * A customer's shipping estimate on the cart (issue 22): first to their own address, then to any postal
 * code they type, from the rate table Confirm Order uses, or 'Shipping by quote' when the cart holds an
 * oversize part.
 */
export function ShippingEstimate({ shopper }: { shopper: Shopper }) {
  const { t, cad } = useWords();
  const [postalCode, setPostalCode] = useState<string | undefined>(undefined);
  const estimate = useShippingEstimate(shopper, postalCode);
  const form = useForm<{ postal_code: string }>({ resolver: zodResolver(postalCodeForm), defaultValues: { postal_code: "" } });
  const answer = estimate.data;
  return (
    <section aria-labelledby="shipping-estimate-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="shipping-estimate-heading" className="font-semibold text-ink">
        {t("cart.estimate.heading")}
      </h2>
      <div role="status" className="mt-2 text-sm text-slate-700" data-shipping-estimate>
        {estimate.isPending ? (
          postalCode === undefined ? null : (
            t("cart.estimate.pending")
          )
        ) : estimate.isError ? (
          <p className="text-red-800">{errorText(estimate.error, t)}</p>
        ) : answer ? (
          <p>
            <span className="font-medium">
              {answer.province || answer.country === "USA"
                ? t("cart.estimate.toRegion", { place: answer.postal_code, region: answer.province || "USA" })
                : t("cart.estimate.to", { place: answer.postal_code })}
            </span>
            {answer.quote || answer.shipping === null
              ? answer.oversize
                ? t("cart.estimate.oversize")
                : t("cart.estimate.quoted")
              : t("cart.estimate.price", { price: cad(answer.shipping), days: answer.shippingDays ?? "" })}
          </p>
        ) : null}
      </div>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(({ postal_code }) => setPostalCode(postal_code.trim().toUpperCase()))} className="mt-3 space-y-3">
          <FormInputField name="postal_code" label={t("cart.estimate.postalCode")} autoComplete="postal-code" maxLength={12} />
          <button type="submit" className={`${secondaryButtonClass} w-full`}>
            {t("cart.estimate.submit")}
          </button>
        </form>
      </FormProvider>
    </section>
  );
}
