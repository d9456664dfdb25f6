import { type FormEvent, useState } from "react";
import type { ShippingRateTable, StoreDetails, TaxRateTable } from "../../../../domain/contracts/admin-content";
import { SHIPPING_ZONES } from "../../../../domain/shipping";
import { TAX_KINDS, TAX_PROVINCES, type TaxKind, taxLineLabel, taxPartsOf } from "../../../../domain/tax";
import { secondaryButtonClass } from "../../../ui/action-styles";
import { InputField, SelectField, SubmitButton, TextAreaField } from "../../../ui/form-field";
import { Spinner } from "../../../ui/spinner";
import { useShippingRates, useShippingRatesSave, useStoreDetails, useStoreDetailsSave, useTaxRates, useTaxRatesSave } from "../content-api";
import { typedNumber } from "../format";
import { cellClass, headCellClass, Panel, smallButtonClass, TableBox, tableClass, useOutcome } from "./console-ui";
import { fieldError, LoadError, Outcome, Refusal } from "./outcome";

const PROVINCES = TAX_PROVINCES;

type DetailsDraft = Record<Exclude<keyof StoreDetails, "hours" | "latitude" | "longitude">, string> & { hours: string; latitude: string; longitude: string };

function StoreDetailsForm({ details }: { details: StoreDetails }) {
  const save = useStoreDetailsSave();
  const outcome = useOutcome();
  const [draft, setDraft] = useState<DetailsDraft>({ ...details, hours: details.hours.join("\n"), latitude: String(details.latitude), longitude: String(details.longitude) });
  const set = (key: keyof DetailsDraft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const errorOf = (key: string) => fieldError(save.error, key);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.start();
    const body = {
      ...draft,
      hours: draft.hours
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      latitude: typedNumber(draft.latitude),
      longitude: typedNumber(draft.longitude),
    } as unknown as StoreDetails;
    save.mutate(body, { onSuccess: (saved) => outcome.succeed(`The store's details are saved: ${saved.name}, ${saved.phone}. Shoppers, mails and documents use them at once.`) });
  };
  const field = (key: keyof DetailsDraft, label: string, extra: Partial<Parameters<typeof InputField>[0]> = {}) => (
    <InputField label={label} value={draft[key]} onChange={set(key)} error={errorOf(key)} {...extra} />
  );
  return (
    <Panel title="Store details">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {field("name", "Store name")}
          {field("address", "Address")}
          {field("city", "City")}
          <SelectField label="Province" value={draft.province} onChange={set("province")} error={errorOf("province")}>
            {PROVINCES.map((province) => (
              <option key={province} value={province}>
                {province}
              </option>
            ))}
          </SelectField>
          {field("postalCode", "Postal code")}
          {field("phone", "Phone", { type: "tel" })}
          {field("dealerLine", "Dealer line", { type: "tel" })}
          {field("fax", "Fax", { type: "tel", hint: "Empty: none" })}
          {field("email", "Store e-mail", { type: "email" })}
          {field("latitude", "Latitude", { inputMode: "decimal" })}
          {field("longitude", "Longitude", { inputMode: "decimal" })}
          {field("trackingUrlTemplate", "Courier tracking address", { hint: "An https:// address with {waybill} where the waybill goes; empty: the built-in courier pages" })}
          {field("gstHstNumber", "GST/HST registration number", { hint: "Printed on receipts and invoices, like 123456789 RT0001" })}
          {field("qstNumber", "QST registration number", { hint: "Printed on invoices that charge QST, like 1234567890 TQ0001" })}
        </div>
        <TextAreaField label="Hours" rows={4} value={draft.hours} onChange={set("hours")} error={errorOf("hours") ?? errorOf("hours.0")} hint="One line each, as the store page shows them" />
        <Refusal error={save.error} />
        <SubmitButton pending={save.isPending} pendingLabel="Saving...">
          Save store details
        </SubmitButton>
        <Outcome error={null} success={outcome.result.success} />
      </form>
    </Panel>
  );
}

/** 0.14975 as "14.975" (percent), and back to a fraction rounded to 5 decimals. */
const percentOf = (rate: number) => String(Math.round(rate * 100_000) / 1000);
const rateOf = (text: string): number | string => {
  const value = typedNumber(text);
  return typeof value === "number" ? Math.round(value * 1000) / 100_000 : value;
};

interface TaxDraft {
  province: string;
  kind: TaxKind;
  federal: string;
  provincial: string;
}

/** The tax of each province and territory: its kind (HST, GST, GST+PST, GST+QST) and its federal and provincial rates, as receipts and invoices name them. */
function TaxRatesForm({ table }: { table: TaxRateTable }) {
  const save = useTaxRatesSave();
  const outcome = useOutcome();
  const [rows, setRows] = useState<TaxDraft[]>(() => table.rates.map((row) => ({ province: row.province, kind: row.kind, federal: percentOf(row.federal), provincial: percentOf(row.provincial) })));
  const change = (province: string, patch: Partial<TaxDraft>) => setRows(rows.map((row) => (row.province === province ? { ...row, ...patch } : row)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.start();
    const body = { rates: rows.map((row) => ({ province: row.province, kind: row.kind, federal: rateOf(row.federal), provincial: rateOf(row.provincial) })) } as TaxRateTable;
    save.mutate(body, { onSuccess: () => outcome.succeed("The tax rates are saved. The next checkout uses them.") });
  };
  const errorOf = (index: number, field: string) => fieldError(save.error, `rates.${index}.${field}`);
  return (
    <Panel title="Tax rates">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-700">The federal part is the GST (or, for HST, the whole HST); the provincial part is the PST, RST or QST charged beside the GST.</p>
        <TableBox label="Tax rate table">
          <table className={tableClass}>
            <thead>
              <tr>
                {["Province", "Kind", "Federal (%)", "Provincial (%)", "Charged"].map((head) => (
                  <th key={head} scope="col" className={headCellClass}>
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const rate = (field: "federal" | "provincial", label: string) => {
                  const error = errorOf(index, field);
                  return (
                    <td className={cellClass}>
                      <input
                        aria-label={`${label}, ${row.province}`}
                        inputMode="decimal"
                        value={row[field]}
                        disabled={field === "provincial" && (row.kind === "HST" || row.kind === "GST")}
                        onChange={(event) => change(row.province, { [field]: event.target.value })}
                        aria-invalid={error ? true : undefined}
                        className="block w-24 rounded-md border border-slate-400 px-2 py-1 disabled:bg-slate-100 aria-[invalid=true]:border-red-700"
                      />
                      {error ? <span className="mt-1 block text-xs text-red-700">{error}</span> : null}
                    </td>
                  );
                };
                const federal = rateOf(row.federal);
                const provincial = rateOf(row.provincial);
                const charged =
                  typeof federal === "number" && typeof provincial === "number"
                    ? taxPartsOf({ province: row.province, kind: row.kind, federal, provincial: row.kind === "HST" || row.kind === "GST" ? 0 : provincial }).map(taxLineLabel).join(" + ")
                    : "";
                return (
                  <tr key={row.province}>
                    <th scope="row" className={`${cellClass} font-medium`}>
                      {row.province}
                    </th>
                    <td className={cellClass}>
                      <select
                        aria-label={`Kind, ${row.province}`}
                        value={row.kind}
                        onChange={(event) => change(row.province, { kind: event.target.value as TaxKind, ...(event.target.value === "HST" || event.target.value === "GST" ? { provincial: "0" } : {}) })}
                        className="block rounded-md border border-slate-400 px-2 py-1"
                      >
                        {TAX_KINDS.map((kind) => (
                          <option key={kind} value={kind}>
                            {kind}
                          </option>
                        ))}
                      </select>
                    </td>
                    {rate("federal", "Federal rate")}
                    {rate("provincial", "Provincial rate")}
                    <td className={cellClass}>{charged}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableBox>
        <Refusal error={save.error} />
        <SubmitButton pending={save.isPending} pendingLabel="Saving...">
          Save tax rates
        </SubmitButton>
        <Outcome error={null} success={outcome.result.success} />
      </form>
    </Panel>
  );
}

interface RateDraft {
  key: number;
  zone: string;
  upToKg: string;
  price: string;
  days: string;
}

function ShippingRatesForm({ table }: { table: ShippingRateTable }) {
  const save = useShippingRatesSave();
  const outcome = useOutcome();
  const [nextKey, setNextKey] = useState(table.rates.length);
  const [rows, setRows] = useState<RateDraft[]>(() =>
    table.rates.map((row, key) => ({ key, zone: row.zone, upToKg: row.upToKg === null ? "" : String(row.upToKg), price: row.price.toFixed(2), days: String(row.days) })),
  );
  const change = (key: number, field: keyof Omit<RateDraft, "key">, value: string) => setRows(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    outcome.start();
    const body = {
      rates: rows.map((row) => ({ zone: row.zone, upToKg: row.upToKg.trim() === "" ? null : typedNumber(row.upToKg), price: typedNumber(row.price), days: typedNumber(row.days) })),
    } as ShippingRateTable;
    save.mutate(body, { onSuccess: (saved) => outcome.succeed(`The shipping table is saved with ${saved.rates.length} rows. The next checkout prices parcels by it.`) });
  };
  const errorOf = (index: number, field: string) => fieldError(save.error, `rates.${index}.${field}`);
  return (
    <Panel title="Shipping rates">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-700">Each zone has bands up to a weight, and one row with an empty weight: the price of each kilogram above its heaviest band.</p>
        <TableBox label="Shipping rate table">
          <table className={tableClass}>
            <thead>
              <tr>
                {["Zone", "Up to (kg)", "Price (CAD)", "Days", "Actions"].map((head) => (
                  <th key={head} scope="col" className={headCellClass}>
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const name = `row ${index + 1}`;
                const cell = (field: "upToKg" | "price" | "days", label: string) => {
                  const error = errorOf(index, field);
                  return (
                    <td className={cellClass}>
                      <input
                        aria-label={`${label}, ${name}`}
                        inputMode="decimal"
                        value={row[field]}
                        onChange={(event) => change(row.key, field, event.target.value)}
                        aria-invalid={error ? true : undefined}
                        className="block w-24 rounded-md border border-slate-400 px-2 py-1 aria-[invalid=true]:border-red-700"
                      />
                      {error ? <span className="mt-1 block text-xs text-red-700">{error}</span> : null}
                    </td>
                  );
                };
                return (
                  <tr key={row.key}>
                    <td className={cellClass}>
                      <select aria-label={`Zone, ${name}`} value={row.zone} onChange={(event) => change(row.key, "zone", event.target.value)} className="block rounded-md border border-slate-400 px-2 py-1">
                        {SHIPPING_ZONES.map((zone) => (
                          <option key={zone} value={zone}>
                            {zone}
                          </option>
                        ))}
                      </select>
                    </td>
                    {cell("upToKg", "Up to kg")}
                    {cell("price", "Price")}
                    {cell("days", "Days")}
                    <td className={cellClass}>
                      <button type="button" className={smallButtonClass} aria-label={`Remove ${name}`} onClick={() => setRows(rows.filter((other) => other.key !== row.key))}>
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
          onClick={() => {
            setRows([...rows, { key: nextKey, zone: rows.at(-1)?.zone ?? SHIPPING_ZONES[0], upToKg: "", price: "", days: "" }]);
            setNextKey(nextKey + 1);
          }}
        >
          Add a row
        </button>
        <Refusal error={save.error} />
        <div>
          <SubmitButton pending={save.isPending} pendingLabel="Saving...">
            Save shipping rates
          </SubmitButton>
        </div>
        <Outcome error={null} success={outcome.result.success} />
      </form>
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
      {details.isPending ? <Spinner label="Loading the store's details..." /> : details.isError ? <LoadError error={details.error} /> : <StoreDetailsForm details={details.data} />}
      {taxes.isPending ? <Spinner label="Loading the tax rates..." /> : taxes.isError ? <LoadError error={taxes.error} /> : <TaxRatesForm table={taxes.data} />}
      {shipping.isPending ? <Spinner label="Loading the shipping table..." /> : shipping.isError ? <LoadError error={shipping.error} /> : <ShippingRatesForm table={shipping.data} />}
    </div>
  );
}
