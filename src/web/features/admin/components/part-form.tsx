import type { UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useController, useWatch } from "react-hook-form";
import type { z } from "zod";
import { newPartForm, type PartBody, type PartFormInput, partForm, partFormOf, type StaffPartDetail } from "../../../../domain/contracts/admin-parts";
import { PART_TYPES } from "../../../../domain/part-types";
import { PRICE_REASON_LABEL } from "../../../../domain/pricing";
import { CheckboxField, FormCheckboxField, FormInputField, FormSelectField, useFormError } from "../../../ui/form-field";
import { storeDate } from "../format";
import { useMakes } from "../parts-api";
import { uploadNameOf, useUpload } from "../uploads-api";
import { ConsoleForm, useConsoleForm } from "./console-form";
import { Panel, useOutcome } from "./console-ui";
import { FilePicker } from "./file-picker";
import { Outcome } from "./outcome";

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <legend className="px-1 text-lg font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The makes a part fits, ticked among the shop's makes; kept in alphabetical order. */
function FitsField({ choices }: { choices: readonly string[] }) {
  const { field } = useController<PartFormInput, "fits">({ name: "fits" });
  const error = useFormError("fits");
  const errorId = useId();
  return (
    <fieldset className="mt-4" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">Makes it fits</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {choices.map((make) => (
          <CheckboxField
            key={make}
            label={make}
            checked={field.value.includes(make)}
            onChange={(event) => field.onChange(event.target.checked ? [...field.value, make].sort() : field.value.filter((name) => name !== make))}
          />
        ))}
      </div>
      <p className="mt-1 text-sm text-slate-600">The part's own make is always among them.</p>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A picture for the part: uploaded at once, its address put in the picture fields (saved with the part). */
function PictureUpload({ item, onUploaded }: { item: () => string; onUploaded: (url: string) => void }) {
  const outcome = useOutcome();
  const { uploading, upload } = useUpload();
  const onChoose = async (file: File) => {
    outcome.start();
    try {
      const code = item();
      const stored = await upload("parts", uploadNameOf(file.name, code ? `${code}-` : ""), file);
      onUploaded(stored.url);
      outcome.succeed(`The picture is uploaded as ${stored.url}. Save the part to show it.`);
    } catch (error) {
      outcome.fail(error);
    }
  };
  return (
    <div className="sm:col-span-2">
      <FilePicker
        label="Upload a picture"
        accept="image/jpeg,image/png,image/webp"
        disabled={uploading}
        hint="A JPEG, PNG or WebP picture of at most 8 MB."
        onChoose={onChoose}
      />
      <Outcome error={outcome.result.error} success={outcome.result.success} />
    </div>
  );
}

const money = (hint?: string) => ({ inputMode: "decimal" as const, ...(hint ? { hint } : {}) });
const whole = { inputMode: "numeric" as const };

/**
 * Every field of a part, checked by the shop's rules before it is sent; the server's refusal shows
 * beside the fields it names, and its answer (the part as saved) is what the success line reports.
 */
export function PartForm({
  part,
  onSaved,
  save,
  followsFitment = false,
}: {
  part: StaffPartDetail | null;
  onSaved: (part: StaffPartDetail) => void;
  save: UseMutationResult<StaffPartDetail, Error, PartBody>;
  /** The part has fitment: its make, years and makes it fits follow it (decision 033), so the form shows them read-only. */
  followsFitment?: boolean;
}) {
  const isNew = part === null;
  const schema: z.ZodType<PartBody, PartFormInput> = isNew ? newPartForm : partForm;
  const form = useConsoleForm(schema, partFormOf(part));
  const makes = useMakes();
  const [fits, make] = useWatch({ control: form.control, name: ["fits", "make"] });
  const choices = [...new Set([...(makes.data?.items.map((known) => known.make) ?? []), ...fits, ...(make ? [make] : [])])];

  return (
    <ConsoleForm
      form={form}
      onSend={async (body) => {
        const saved = await save.mutateAsync(body);
        form.reset(partFormOf(saved));
        onSaved(saved);
      }}
      onAttempt={save.reset}
      submitLabel={isNew ? "Create part" : "Save part"}
      pendingLabel="Saving..."
      label={isNew ? "New part" : `Part ${part.item}`}
      className="space-y-5"
    >
      <Group title="Part">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {isNew ? <FormInputField name="item" label="Item code" autoComplete="off" hint="Kept in capitals" /> : null}
          <FormInputField name="descrip" label="Description" className={isNew ? "sm:col-span-2 lg:col-span-3" : "sm:col-span-2 lg:col-span-4"} />
          <FormInputField
            name="descrip_fr"
            label="Description (French)"
            lang="fr-CA"
            hint="Shown on French pages; left empty, they show the English one"
            className="sm:col-span-2 lg:col-span-4"
          />
          <FormSelectField name="make" label="Make" placeholder="Choose a make" options={choices.map((choice) => ({ value: choice, label: choice }))} />
          <FormSelectField
            name="part_type"
            label="Part type"
            placeholder="Read from the description"
            options={PART_TYPES.map((type) => ({ value: type.id, label: type.label }))}
            hint="Shoppers filter lists by it"
          />
          <FormInputField name="model" label="Model" />
          <FormInputField name="year_from" label="Year from" readOnly={followsFitment} {...whole} />
          <FormInputField name="year_end" label="Year to" readOnly={followsFitment} {...whole} />
        </div>
        {followsFitment ? (
          <p className="mt-3 text-sm text-slate-700">
            This part's make, years and the makes it fits follow the vehicles it fits (below): change those to change these.
          </p>
        ) : null}
        <FitsField choices={choices} />
      </Group>

      <Group title="Prices (CAD)">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormInputField
            name="pricel"
            label="List price"
            {...money("The MSRP: struck through when a special, on-sale, hot deal or in-stock price is lower")}
          />
          <FormInputField name="price" label="Price" {...money("Dealer price code 1")} />
          <FormInputField name="price2" label="Price 2" {...money("Empty: none")} />
          <FormInputField name="price3" label="Price 3" {...money("Empty: none")} />
          <FormInputField name="price4" label="Price 4" {...money("Empty: none")} />
          <FormInputField name="price5" label="Price 5" {...money("Empty: none")} />
          <FormInputField name="price6" label="Price 6" {...money("Empty: none")} />
        </div>
      </Group>

      <Group title="Sales and flags">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInputField name="special_price" label={PRICE_REASON_LABEL.special} {...money("Below the list price; empty for none")} />
          <FormInputField name="holiday_price" label="Holiday sale price" {...money("Below the list price; empty: not in the holiday sale")} />
        </div>
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          <FormCheckboxField name="featured" label="Featured" />
          <FormCheckboxField name="promotional" label={`${PRICE_REASON_LABEL.hotdeal}, on Hot Deals`} />
          <FormCheckboxField name="onsale" label={`${PRICE_REASON_LABEL.onsale}, on On Sale`} />
          <FormCheckboxField name="hot_sale" label="Hot sale" />
          <FormCheckboxField name="popular" label="Popular" />
        </div>
      </Group>

      <Group title="Stock and shipping">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FormInputField name="onhand" label="On hand" {...whole} />
          <FormInputField name="orderpt" label="Reorder point" {...whole} />
          <FormInputField name="qty" label="Quantity per sale" {...whole} />
          <FormInputField name="onshpeta" label="Arrival date" type="date" hint="Empty: none expected" />
          <FormInputField name="weight_kg" label="Weight (kg)" inputMode="decimal" />
          <FormCheckboxField name="oversize" label="Oversize (shipping is quoted)" className="sm:col-span-2 lg:pt-7" />
        </div>
      </Group>

      <Group title="Pictures">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInputField name="img_path" label="Picture" hint="An address on this shop starting with /; empty: the generated picture" />
          <FormInputField name="big" label="Large picture" hint="Empty: the generated picture" />
          <PictureUpload
            item={() => (isNew ? form.getValues("item").trim().toUpperCase() : part.item)}
            onUploaded={(url) => {
              form.setValue("img_path", url, { shouldDirty: true });
              form.setValue("big", url, { shouldDirty: true });
            }}
          />
        </div>
      </Group>
    </ConsoleForm>
  );
}

/** A part's fields nobody types: how often it was viewed and when it was added. */
export function PartFacts({ part }: { part: StaffPartDetail }) {
  return (
    <Panel title="About this part">
      <p className="text-sm text-slate-700">{`Viewed ${part.view_count} ${part.view_count === 1 ? "time" : "times"}; added ${storeDate(part.created_at)}.`}</p>
    </Panel>
  );
}
