import type { FocusEvent, ReactNode } from "react";
import { type FieldErrors, useFormContext, useWatch } from "react-hook-form";
import { toast } from "react-toastify";
import { type CustomerInfoForm, formatPhone, GENDERS, isCountry } from "../../../../domain/account-forms";
import type { MessageKey } from "../../../../domain/i18n/catalogue";
import { regionsOf } from "../../../../domain/regions";
import { selectableYears } from "../../../../domain/years";
import { useWords } from "../../../lib/i18n";
import { FormCheckboxField, FormInputField, FormSelectField } from "../../../ui/form-field";
import { useVehicleMakes } from "../api";

const COUNTRY_OPTIONS = [
  { value: "CA", label: "Canada" },
  { value: "USA", label: "United States" },
];
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: gender }));
const YEAR_OPTIONS = selectableYears().map((year) => ({ value: String(year), label: String(year) }));

/** A titled group of fields; the title is a heading at the level that fits the page (h2 on a page, h3 in a profile tab). */
export function Section({ title, level = 2, children }: { title: string; level?: 2 | 3; children: ReactNode }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <fieldset className="min-w-0 border-t border-slate-200 pt-5">
      <legend className="pr-3">
        <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      </legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

const POSTAL_CODE_PROBLEMS = ["forms.postalCode.invalid", "forms.billingPostalCode.invalid"] as const satisfies MessageKey[];

/** An invalid postal code is also a toast (spec section 8), besides the field's own error, in the page's language. */
export function usePostalCodeToasts(): (errors: FieldErrors<CustomerInfoForm>) => void {
  const { t } = useWords();
  return (errors) => {
    for (const message of [errors.postalCode?.message, errors.billingPostalCode?.message]) {
      const problem = POSTAL_CODE_PROBLEMS.find((key) => key === message);
      if (problem) toast.error(t(problem), { toastId: problem });
    }
  };
}

/** Once the details are saved, a postal code complaint from an earlier try is no longer true: it goes (issue 22). */
export function dismissPostalCodeErrors(): void {
  for (const problem of POSTAL_CODE_PROBLEMS) toast.dismiss(problem);
}

function regionOptions(country: string) {
  return isCountry(country) ? regionsOf(country).map((region) => ({ value: region.code, label: region.name })) : [];
}

/**
 * The personal, shipping, billing and vehicle sections shared by /customer-info and the profile's About Me.
 * Phones are reformatted as (123) 456-7890 and postal codes upper-cased when the field loses focus; choosing
 * a country clears the province; ticking same-as-shipping hides the billing fields.
 */
export function CustomerDetailsFields({ billingMobile = true, level = 2 }: { billingMobile?: boolean; level?: 2 | 3 }) {
  const { control, setValue, formState } = useFormContext<CustomerInfoForm>();
  const [country, billingCountry, sameAsShipping, carMake] = useWatch({ control, name: ["country", "billingCountry", "sameAsShipping", "carMake"] });
  const makes = useVehicleMakes();
  const makeNames = (makes.data?.items ?? []).map((item) => item.make);
  if (carMake && !makeNames.includes(carMake)) makeNames.unshift(carMake);
  const makeOptions = makeNames.map((make) => ({ value: make, label: make }));

  const revalidate = { shouldValidate: formState.isSubmitted, shouldDirty: true };
  const phoneBlur = (name: "tel" | "mobile" | "billingTel" | "billingMobile") => (event: FocusEvent<HTMLInputElement>) =>
    setValue(name, formatPhone(event.target.value), revalidate);
  const postalBlur = (name: "postalCode" | "billingPostalCode") => (event: FocusEvent<HTMLInputElement>) =>
    setValue(name, event.target.value.trim().toUpperCase(), revalidate);

  return (
    <div className="space-y-8">
      <Section title="Personal Information" level={level}>
        <FormInputField name="firstName" label="First name" autoComplete="given-name" />
        <FormInputField name="lastName" label="Last name" autoComplete="family-name" />
        <FormSelectField name="gender" label="Gender (optional)" options={GENDER_OPTIONS} placeholder="Prefer not to say" autoComplete="sex" />
        <FormInputField name="dob" label="Date of birth (optional)" type="date" autoComplete="bday" />
      </Section>

      <Section title="Shipping Information" level={level}>
        <FormInputField name="address" label="Address" autoComplete="shipping street-address" className="sm:col-span-2" />
        <FormInputField name="city" label="City" autoComplete="shipping address-level2" />
        <FormSelectField
          name="country"
          label="Country"
          options={COUNTRY_OPTIONS}
          autoComplete="shipping country"
          onChange={() => setValue("province", "", revalidate)}
        />
        <FormSelectField
          name="province"
          label="Province / State"
          options={regionOptions(country)}
          placeholder="Choose..."
          autoComplete="shipping address-level1"
        />
        <FormInputField name="postalCode" label="Postal / ZIP code" autoComplete="shipping postal-code" onBlur={postalBlur("postalCode")} />
        <FormInputField name="tel" label="Phone" type="tel" autoComplete="shipping tel" inputMode="tel" onBlur={phoneBlur("tel")} />
        <FormInputField name="mobile" label="Mobile (optional)" type="tel" autoComplete="tel" inputMode="tel" onBlur={phoneBlur("mobile")} />
      </Section>

      <Section title="Billing Information" level={level}>
        <FormCheckboxField name="sameAsShipping" label="Billing address is the same as shipping" className="sm:col-span-2" />
        {sameAsShipping ? null : (
          <>
            <FormInputField name="billingAddress" label="Billing address" autoComplete="billing street-address" className="sm:col-span-2" />
            <FormInputField name="billingCity" label="Billing city" autoComplete="billing address-level2" />
            <FormSelectField
              name="billingCountry"
              label="Billing country"
              options={COUNTRY_OPTIONS}
              autoComplete="billing country"
              onChange={() => setValue("billingProvince", "", revalidate)}
            />
            <FormSelectField
              name="billingProvince"
              label="Billing province / state"
              options={regionOptions(billingCountry ?? "")}
              placeholder="Choose..."
              autoComplete="billing address-level1"
            />
            <FormInputField
              name="billingPostalCode"
              label="Billing postal / ZIP code"
              autoComplete="billing postal-code"
              onBlur={postalBlur("billingPostalCode")}
            />
            <FormInputField name="billingTel" label="Billing phone" type="tel" autoComplete="billing tel" inputMode="tel" onBlur={phoneBlur("billingTel")} />
            {billingMobile ? (
              <FormInputField name="billingMobile" label="Billing mobile (optional)" type="tel" inputMode="tel" onBlur={phoneBlur("billingMobile")} />
            ) : null}
          </>
        )}
      </Section>

      <Section title="Vehicle Information" level={level}>
        <FormSelectField name="carYear" label="Year (optional)" options={YEAR_OPTIONS} placeholder="Choose a year" />
        <FormSelectField name="carMake" label="Make (optional)" options={makeOptions} placeholder={makes.isPending ? "Loading makes..." : "Choose a make"} />
        <FormInputField name="carModel" label="Model (optional)" className="sm:col-span-2" />
      </Section>
    </div>
  );
}
