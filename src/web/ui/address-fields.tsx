import type { FocusEvent } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { toast } from "react-toastify";
import { formatPhone, INVALID_POSTAL_CODE, isCountry } from "../../domain/account-forms";
import { defaultRegion, regionsOf } from "../../domain/regions";
import { FormInputField, FormSelectField, FormTextAreaField, SelectField } from "./form-field";

const COUNTRY_OPTIONS = [
  { value: "CA", label: "Canada" },
  { value: "USA", label: "United States" },
];

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
  const { control, setValue, formState } = useFormContext<AddressFieldValues>();
  const country = useWatch({ control, name: "country" });
  const regions = isCountry(country) ? regionsOf(country).map((region) => ({ value: region.code, label: region.name })) : [];
  const revalidate = { shouldValidate: formState.isSubmitted, shouldDirty: true };
  // The province is controlled, so a default set with the country shows once that country's options are drawn.
  const { field: province, fieldState: provinceState } = useController({ control, name: "state" });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {withNames ? (
        <>
          <FormInputField name="forename" label="First name" autoComplete="shipping given-name" />
          <FormInputField name="surname" label="Last name" autoComplete="shipping family-name" />
        </>
      ) : null}
      <FormInputField
        name="company"
        label={companyRequired ? "Company" : "Company (optional)"}
        autoComplete="shipping organization"
        className="sm:col-span-2"
      />
      <FormInputField name="address" label="Address" autoComplete="shipping street-address" className="sm:col-span-2" />
      <FormInputField name="city" label="City" autoComplete="shipping address-level2" />
      <FormSelectField
        name="country"
        label="Country"
        options={COUNTRY_OPTIONS}
        autoComplete="shipping country"
        onChange={(value) => {
          if (isCountry(value)) setValue("state", defaultRegion(value), revalidate);
        }}
      />
      <SelectField
        label="Province / State"
        autoComplete="shipping address-level1"
        error={provinceState.error?.message}
        name={province.name}
        value={province.value}
        onChange={province.onChange}
        onBlur={province.onBlur}
        ref={province.ref}
        disabled={province.disabled}
      >
        <option value="">Choose...</option>
        {regions.map((region) => (
          <option key={region.value} value={region.value}>
            {region.label}
          </option>
        ))}
      </SelectField>
      <FormInputField
        name="zipcode"
        label="Postal / ZIP code"
        autoComplete="shipping postal-code"
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setValue("zipcode", event.target.value.trim().toUpperCase(), revalidate);
        }}
      />
      <FormInputField
        name="tel"
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="shipping tel"
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setValue("tel", formatPhone(event.target.value), revalidate);
        }}
      />
      <FormTextAreaField name="notes" label="Notes (optional)" rows={3} className="sm:col-span-2" />
    </div>
  );
}
