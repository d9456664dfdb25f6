import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import {
  fractionOf,
  type ShippingRatesFormInput,
  type ShippingRateTable,
  type StoreDetails,
  shippingRatesForm,
  shippingRatesFormOf,
  storeDetailsForm,
  storeDetailsFormOf,
  type TaxRatesFormInput,
  type TaxRateTable,
  taxRatesForm,
  taxRatesFormOf,
} from "../../../../domain/contracts/admin-content";
import { SHIPPING_ZONES } from "../../../../domain/shipping";
import { TAX_KINDS, TAX_PROVINCES, taxLineLabel, taxPartsOf } from "../../../../domain/tax";
import { secondaryButtonClass } from "../../../ui/action-styles";
import { FormInputField, FormSelectField, FormTextAreaField } from "../../../ui/form-field";
import { Spinner } from "../../../ui/spinner";
import { useShippingRates, useShippingRatesSave, useStoreDetails, useStoreDetailsSave, useTaxRates, useTaxRatesSave } from "../content-api";
import { CellInput, CellSelect } from "./cell-fields";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { cellClass, Panel, smallButtonClass, TableBox, TableHead, tableClass, useOutcome } from "./console-ui";
import { LoadError, Outcome } from "./outcome";

const PROVINCES = TAX_PROVINCES.map((province) => ({ value: province, label: province }));

function StoreDetailsForm({ details }: { details: StoreDetails }) {
  const save = useStoreDetailsSave();
  const outcome = useOutcome();
  const form = useConsoleForm(storeDetailsForm, storeDetailsFormOf(details));
  return (
    <Panel title="Store details">
      <ConsoleForm
        form={form}
        onSend={async (body) => {
          const saved = await save.mutateAsync(body);
          outcome.succeed(`The store's details are saved: ${saved.name}, ${saved.phone}. Shoppers, mails and documents use them at once.`);
        }}
        onAttempt={outcome.start}
        submitLabel="Save store details"
        pendingLabel="Saving..."
        after={<Outcome error={null} success={outcome.result.success} />}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormInputField name="name" label="Store name" />
          <FormInputField name="address" label="Address" />
          <FormInputField name="city" label="City" />
          <FormSelectField name="province" label="Province" options={PROVINCES} />
          <FormInputField name="postalCode" label="Postal code" />
          <FormInputField name="phone" label="Phone" type="tel" />
          <FormInputField name="dealerLine" label="Dealer line" type="tel" />
          <FormInputField name="fax" label="Fax" type="tel" hint="Empty: none" />
          <FormInputField name="email" label="Store e-mail" type="email" />
          <FormInputField name="latitude" label="Latitude" inputMode="decimal" />
          <FormInputField name="longitude" label="Longitude" inputMode="decimal" />
          <FormInputField
            name="trackingUrlTemplate"
            label="Courier tracking address"
            hint="An https:// address with {waybill} where the waybill goes; empty: the built-in courier pages"
          />
          <FormInputField name="gstHstNumber" label="GST/HST registration number" hint="Printed on receipts and invoices, like 123456789 RT0001" />
          <FormInputField name="qstNumber" label="QST registration number" hint="Printed on invoices that charge QST, like 1234567890 TQ0001" />
        </div>
        <FormTextAreaField name="hours" label="Hours" rows={4} hint="One line each, as the store page shows them" />
        <FormTextAreaField
          name="hoursFr"
          label="Hours (French)"
          lang="fr-CA"
          rows={4}
          hint="One line each, shown on French pages; left empty, they show the English lines"
        />
      </ConsoleForm>
    </Panel>
  );
}

const hasNoProvincialPart = (kind: string) => kind === "HST" || kind === "GST";

/** What a province's row charges as typed ("GST 5% + QST 9.975%"), or nothing while a part is not a number. */
function chargedOf(row: TaxRatesFormInput["rates"][number]): string {
  const federal = fractionOf(row.federal);
  const provincial = fractionOf(row.provincial);
  if (typeof federal !== "number" || typeof provincial !== "number") return "";
  return taxPartsOf({ province: row.province, kind: row.kind, federal, provincial: hasNoProvincialPart(row.kind) ? 0 : provincial })
    .map(taxLineLabel)
    .join(" + ");
}

function TaxRateRows() {
  const { setValue } = useFormContext<TaxRatesFormInput>();
  const rows = useWatch<TaxRatesFormInput, "rates">({ name: "rates" });
  return (
    <tbody>
      {rows.map((row, index) => (
        <tr key={row.province}>
          <th scope="row" className={`${cellClass} font-medium`}>
            {row.province}
          </th>
          <td className={cellClass}>
            <CellSelect
              name={`rates.${index}.kind`}
              label={`Kind, ${row.province}`}
              choices={TAX_KINDS}
              onChoose={(kind) => {
                if (hasNoProvincialPart(kind)) setValue(`rates.${index}.provincial`, "0");
              }}
            />
          </td>
          <td className={cellClass}>
            <CellInput name={`rates.${index}.federal`} label={`Federal rate, ${row.province}`} />
          </td>
          <td className={cellClass}>
            <CellInput name={`rates.${index}.provincial`} label={`Provincial rate, ${row.province}`} disabled={hasNoProvincialPart(row.kind)} />
          </td>
          <td className={cellClass}>{chargedOf(row)}</td>
        </tr>
      ))}
    </tbody>
  );
}

/** The tax of each province and territory: its kind (HST, GST, GST+PST, GST+QST) and its federal and provincial rates, as receipts and invoices name them. */
function TaxRatesForm({ table }: { table: TaxRateTable }) {
  const save = useTaxRatesSave();
  const outcome = useOutcome();
  const form = useConsoleForm(taxRatesForm, taxRatesFormOf(table));
  return (
    <Panel title="Tax rates">
      <ConsoleForm
        form={form}
        onSend={async (body) => {
          await save.mutateAsync(body);
          outcome.succeed("The tax rates are saved. The next checkout uses them.");
        }}
        onAttempt={outcome.start}
        submitLabel="Save tax rates"
        pendingLabel="Saving..."
        after={<Outcome error={null} success={outcome.result.success} />}
      >
        <p className="text-sm text-slate-700">
          The federal part is the GST (or, for HST, the whole HST); the provincial part is the PST, RST or QST charged beside the GST.
        </p>
        <TableBox label="Tax rate table">
          <table className={tableClass}>
            <TableHead heads={["Province", "Kind", "Federal (%)", "Provincial (%)", "Charged"]} />
            <TaxRateRows />
          </table>
        </TableBox>
      </ConsoleForm>
    </Panel>
  );
}

function ShippingRateRows() {
  const { fields, append, remove } = useFieldArray<ShippingRatesFormInput, "rates">({ name: "rates" });
  const { getValues } = useFormContext<ShippingRatesFormInput>();
  return (
    <>
      <TableBox label="Shipping rate table">
        <table className={tableClass}>
          <TableHead heads={["Zone", "Up to (kg)", "Price (CAD)", "Days", "Actions"]} />
          <tbody>
            {fields.map((field, index) => {
              const name = `row ${index + 1}`;
              return (
                <tr key={field.id}>
                  <td className={cellClass}>
                    <CellSelect name={`rates.${index}.zone`} label={`Zone, ${name}`} choices={SHIPPING_ZONES} />
                  </td>
                  <td className={cellClass}>
                    <CellInput name={`rates.${index}.upToKg`} label={`Up to kg, ${name}`} />
                  </td>
                  <td className={cellClass}>
                    <CellInput name={`rates.${index}.price`} label={`Price, ${name}`} />
                  </td>
                  <td className={cellClass}>
                    <CellInput name={`rates.${index}.days`} label={`Days, ${name}`} />
                  </td>
                  <td className={cellClass}>
                    <button type="button" className={smallButtonClass} aria-label={`Remove ${name}`} onClick={() => remove(index)}>
                      Remove
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableBox>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => append({ zone: getValues("rates").at(-1)?.zone ?? SHIPPING_ZONES[0], upToKg: "", price: "", days: "" })}
      >
        Add a row
      </button>
    </>
  );
}

function ShippingRatesForm({ table }: { table: ShippingRateTable }) {
  const save = useShippingRatesSave();
  const outcome = useOutcome();
  const form = useConsoleForm(shippingRatesForm, shippingRatesFormOf(table));
  return (
    <Panel title="Shipping rates">
      <ConsoleForm
        form={form}
        onSend={async (body) => {
          const saved = await save.mutateAsync(body);
          outcome.succeed(`The shipping table is saved with ${saved.rates.length} rows. The next checkout prices parcels by it.`);
        }}
        onAttempt={outcome.start}
        submitLabel="Save shipping rates"
        pendingLabel="Saving..."
        after={<Outcome error={null} success={outcome.result.success} />}
      >
        <p className="text-sm text-slate-700">
          Each zone has bands up to a weight, and one row with an empty weight: the price of each kilogram above its heaviest band.
        </p>
        <ShippingRateRows />
      </ConsoleForm>
    </Panel>
  );
}

/** Content > Store settings (owners only): the store's details, the tax rate of each province and the shipping table. */
export function StoreSettingsSection() {
  const details = useStoreDetails();
  const taxes = useTaxRates();
  const shipping = useShippingRates();
  return (
    <div className="space-y-6">
      {details.isPending ? (
        <Spinner label="Loading the store's details..." />
      ) : details.isError ? (
        <LoadError error={details.error} />
      ) : (
        <StoreDetailsForm details={details.data} />
      )}
      {taxes.isPending ? <Spinner label="Loading the tax rates..." /> : taxes.isError ? <LoadError error={taxes.error} /> : <TaxRatesForm table={taxes.data} />}
      {shipping.isPending ? (
        <Spinner label="Loading the shipping table..." />
      ) : shipping.isError ? (
        <LoadError error={shipping.error} />
      ) : (
        <ShippingRatesForm table={shipping.data} />
      )}
    </div>
  );
}
