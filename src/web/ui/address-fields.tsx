import type { FocusEvent } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { toast } from "react-toastify";
import { formatPhone, INVALID_POSTAL_CODE, isCountry } from "../../domain/account-forms";
import type { MessageKey } from "../../domain/i18n/catalogue";
import { defaultRegion, regionsOf } from "../../domain/regions";
import { useWords } from "../lib/i18n";
import { FormInputField, FormSelectField, FormTextAreaField, SelectField } from "./form-field";

/** The provinces whose names French writes otherwise (the others read the same in both languages). */
const PROVINCE_KEY: Partial<Record<string, MessageKey>> = {
  BC: "ui.province.BC",
  NB: "ui.province.NB",
  NL: "ui.province.NL",
  NS: "ui.province.NS",
  NT: "ui.province.NT",
  PE: "ui.province.PE",
  QC: "ui.province.QC",
};

/** The fields every address form here has; the customer's form adds names, the dealer's requires the company. */
interface AddressFieldValues {
  company?: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  tel: string;
  notes: string;
  forename?: string;
  surname?: string;
}

/** An invalid postal code is also a toast (spec section 8), besides the field's own error. */
export function toastInvalidPostalCode(errors: { zipcode?: { message?: string | undefined } | undefined }): void {
  if (errors.zipcode?.message === INVALID_POSTAL_CODE) toast.error(INVALID_POSTAL_CODE, { toastId: INVALID_POSTAL_CODE });
}

/**
 * A shipping address form's fields: names (customers), company, address, city, country with its
 * province or state (choosing Canada sets ON, the USA NY), postal code, phone and notes. Phones are
 * written (123) 456-7890 and postal codes upper-cased when the field is left.
 */
export function AddressFields({ withNames, companyRequired = false }: { withNames: boolean; companyRequired?: boolean }) {
  const { t } = useWords();
  const countryOptions = [
    { value: "CA", label: "Canada" },
    { value: "USA", label: t("ui.country.USA") },
  ];
  const { control, setValue, formState } = useFormContext<AddressFieldValues>();
  const country = useWatch({ control, name: "country" });
  const regions = isCountry(country)
    ? regionsOf(country).map((region) => {
        const key = country === "CA" ? PROVINCE_KEY[region.code] : undefined;
        return { value: region.code, label: key ? t(key) : region.name };
      })
    : [];
  const revalidate = { shouldValidate: formState.isSubmitted, shouldDirty: true };
  // The province is controlled, so a default set with the country shows once that country's options are drawn.
  const { field: province, fieldState: provinceState } = useController({ control, name: "state" });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {withNames ? (
        <>
          <FormInputField name="forename" label={t("ui.address.firstName")} autoComplete="shipping given-name" />
          <FormInputField name="surname" label={t("ui.address.lastName")} autoComplete="shipping family-name" />
        </>
      ) : null}
      <FormInputField
        name="company"
        label={companyRequired ? t("ui.address.company") : t("ui.address.companyOptional")}
        autoComplete="shipping organization"
        className="sm:col-span-2"
      />
      <FormInputField name="address" label={t("ui.address.address")} autoComplete="shipping street-address" className="sm:col-span-2" />
      <FormInputField name="city" label={t("ui.address.city")} autoComplete="shipping address-level2" />
      <FormSelectField
        name="country"
        label={t("ui.address.country")}
        options={countryOptions}
        autoComplete="shipping country"
        onChange={(value) => {
          if (isCountry(value)) setValue("state", defaultRegion(value), revalidate);
        }}
      />
      <SelectField
        label={t("ui.address.region")}
        autoComplete="shipping address-level1"
        error={provinceState.error?.message}
        name={province.name}
        value={province.value}
        onChange={province.onChange}
        onBlur={province.onBlur}
        ref={province.ref}
        disabled={province.disabled}
      >
        <option value="">{t("ui.address.choose")}</option>
        {regions.map((region) => (
          <option key={region.value} value={region.value}>
            {region.label}
          </option>
        ))}
      </SelectField>
      <FormInputField
        name="zipcode"
        label={t("ui.address.postalCode")}
        autoComplete="shipping postal-code"
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setValue("zipcode", event.target.value.trim().toUpperCase(), revalidate);
        }}
      />
      <FormInputField
        name="tel"
        label={t("ui.address.phone")}
        type="tel"
        inputMode="tel"
        autoComplete="shipping tel"
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setValue("tel", formatPhone(event.target.value), revalidate);
        }}
      />
      <FormTextAreaField name="notes" label={t("ui.address.notes")} rows={3} className="sm:col-span-2" />
    </div>
  );
}
