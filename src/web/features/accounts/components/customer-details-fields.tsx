import type { FocusEvent, ReactNode } from "react";
import { type FieldErrors, useFormContext, useWatch } from "react-hook-form";
import { toast } from "react-toastify";
import { type CustomerInfoForm, formatPhone, GENDERS, isCountry } from "../../../../domain/account-forms";
import { isMessageKey } from "../../../../domain/forms";
import type { MessageKey } from "../../../../domain/i18n/catalogue";
import { COUNTRIES, regionsOf } from "../../../../domain/regions";
import { selectableYears } from "../../../../domain/years";
import { useWords } from "../../../lib/i18n";
import { FormCheckboxField, FormInputField, FormSelectField } from "../../../ui/form-field";
import { useVehicleMakes } from "../api";

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

/** A country's provinces or states to choose from: Canada's named in the page's language, US states as they are. */
function regionOptions(country: string, t: (key: MessageKey) => string) {
  if (!isCountry(country)) return [];
  return regionsOf(country).map((region) => {
    const key = `content.province.${region.code}`;
    return { value: region.code, label: country === "CA" && isMessageKey(key) ? t(key) : region.name };
  });
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
  const { t } = useWords();
  const countryOptions = COUNTRIES.map((code) => ({ value: code, label: t(`accounts.details.country.${code}`) }));
  const genderOptions = GENDERS.map((gender) => ({ value: gender, label: t(`accounts.details.gender.${gender}`) }));
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
      <Section title={t("accounts.details.personal")} level={level}>
        <FormInputField name="firstName" label={t("accounts.details.firstName")} autoComplete="given-name" />
        <FormInputField name="lastName" label={t("accounts.details.lastName")} autoComplete="family-name" />
        <FormSelectField
          name="gender"
          label={t("accounts.details.gender")}
          options={genderOptions}
          placeholder={t("accounts.details.gender.none")}
          autoComplete="sex"
        />
        <FormInputField name="dob" label={t("accounts.details.dob")} type="date" autoComplete="bday" />
      </Section>

      <Section title={t("accounts.details.shipping")} level={level}>
        <FormInputField name="address" label={t("accounts.details.address")} autoComplete="shipping street-address" className="sm:col-span-2" />
        <FormInputField name="city" label={t("accounts.details.city")} autoComplete="shipping address-level2" />
        <FormSelectField
          name="country"
          label={t("accounts.details.country")}
          options={countryOptions}
          autoComplete="shipping country"
          onChange={() => setValue("province", "", revalidate)}
        />
        <FormSelectField
          name="province"
          label={t("accounts.details.province")}
          options={regionOptions(country, t)}
          placeholder={t("accounts.details.choose")}
          autoComplete="shipping address-level1"
        />
        <FormInputField name="postalCode" label={t("accounts.details.postalCode")} autoComplete="shipping postal-code" onBlur={postalBlur("postalCode")} />
        <FormInputField name="tel" label={t("accounts.details.phone")} type="tel" autoComplete="shipping tel" inputMode="tel" onBlur={phoneBlur("tel")} />
        <FormInputField name="mobile" label={t("accounts.details.mobile")} type="tel" autoComplete="tel" inputMode="tel" onBlur={phoneBlur("mobile")} />
      </Section>

      <Section title={t("accounts.details.billing")} level={level}>
        <FormCheckboxField name="sameAsShipping" label={t("accounts.details.sameAsShipping")} className="sm:col-span-2" />
        {sameAsShipping ? null : (
          <>
            <FormInputField
              name="billingAddress"
              label={t("accounts.details.billingAddress")}
              autoComplete="billing street-address"
              className="sm:col-span-2"
            />
            <FormInputField name="billingCity" label={t("accounts.details.billingCity")} autoComplete="billing address-level2" />
            <FormSelectField
              name="billingCountry"
              label={t("accounts.details.billingCountry")}
              options={countryOptions}
              autoComplete="billing country"
              onChange={() => setValue("billingProvince", "", revalidate)}
            />
            <FormSelectField
              name="billingProvince"
              label={t("accounts.details.billingProvince")}
              options={regionOptions(billingCountry ?? "", t)}
              placeholder={t("accounts.details.choose")}
              autoComplete="billing address-level1"
            />
            <FormInputField
              name="billingPostalCode"
              label={t("accounts.details.billingPostalCode")}
              autoComplete="billing postal-code"
              onBlur={postalBlur("billingPostalCode")}
            />
            <FormInputField
              name="billingTel"
              label={t("accounts.details.billingPhone")}
              type="tel"
              autoComplete="billing tel"
              inputMode="tel"
              onBlur={phoneBlur("billingTel")}
            />
            {billingMobile ? (
              <FormInputField name="billingMobile" label={t("accounts.details.billingMobile")} type="tel" inputMode="tel" onBlur={phoneBlur("billingMobile")} />
            ) : null}
          </>
        )}
      </Section>

      <Section title={t("accounts.details.vehicle")} level={level}>
        <FormSelectField name="carYear" label={t("accounts.details.year")} options={YEAR_OPTIONS} placeholder={t("accounts.details.year.choose")} />
        <FormSelectField
          name="carMake"
          label={t("accounts.details.make")}
          options={makeOptions}
          placeholder={t(makes.isPending ? "accounts.details.make.loading" : "accounts.details.make.choose")}
        />
        <FormInputField name="carModel" label={t("accounts.details.model")} className="sm:col-span-2" />
      </Section>
    </div>
  );
}
