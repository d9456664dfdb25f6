import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { shippingEstimateBody } from "../../../../domain/contracts/shipping-estimate";
import { formatCad } from "../../../../domain/money";
import { SHIPPING_BY_QUOTE } from "../../../../domain/part-signals";
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
  const [postalCode, setPostalCode] = useState<string | undefined>(undefined);
  const estimate = useShippingEstimate(shopper, postalCode);
  const form = useForm<{ postal_code: string }>({ resolver: zodResolver(postalCodeForm), defaultValues: { postal_code: "" } });
  const answer = estimate.data;
  return (
    <section aria-labelledby="shipping-estimate-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="shipping-estimate-heading" className="font-semibold text-ink">
        Estimate shipping
      </h2>
      <div role="status" className="mt-2 text-sm text-slate-700" data-shipping-estimate>
        {estimate.isPending ? (
          postalCode === undefined ? null : (
            "Estimating..."
          )
        ) : estimate.isError ? (
          <p className="text-red-800">{estimate.error.message}</p>
        ) : answer ? (
          <p>
            <span className="font-medium">{`To ${answer.postal_code}${answer.province ? ` (${answer.province})` : answer.country === "USA" ? " (USA)" : ""}: `}</span>
            {answer.quote || answer.shipping === null
              ? answer.oversize
                ? `${SHIPPING_BY_QUOTE}. An oversize part ships at a price the store quotes after you order; you pay once it is quoted.`
                : `${SHIPPING_BY_QUOTE}. The store quotes shipping to this place after you order.`
              : `${formatCad(answer.shipping)}, delivery in about ${answer.shippingDays} business days. Tax is added at checkout.`}
          </p>
        ) : null}
      </div>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(({ postal_code }) => setPostalCode(postal_code.trim().toUpperCase()))} className="mt-3 space-y-3">
          <FormInputField name="postal_code" label="Postal or ZIP code" autoComplete="postal-code" maxLength={12} />
          <button type="submit" className={`${secondaryButtonClass} w-full`}>
            Estimate
          </button>
        </form>
      </FormProvider>
    </section>
  );
}
