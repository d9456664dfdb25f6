import { type FormEvent, type ReactNode, useState } from "react";
import type { StaffPartDetail } from "../../../../domain/contracts/admin-parts";
import { type PartEdit, type PartFields, partEditFields, partFields } from "../../../../domain/part-rows";
import { CheckboxField, InputField, SelectField, SubmitButton } from "../../../ui/form-field";
import { storeDate, typedNumber } from "../format";
import { useMakes } from "../parts-api";
import { uploadNameOf, uploadToShop } from "../uploads-api";
import { Panel, useOutcome } from "./console-ui";
import { errorText, fieldError, Outcome } from "./outcome";

const TEXTS = ["item", "descrip", "make", "model", "onshpeta", "img_path", "big"] as const;
const NUMBERS = ["year_from", "year_end", "price", "pricel", "onhand", "orderpt", "qty", "weight_kg"] as const;
const OPTIONAL_AMOUNTS = ["price2", "price3", "price4", "price5", "price6", "special_price", "holiday_price"] as const;
const FLAGS = ["oversize", "onsale", "featured", "popular", "promotional", "hot_sale"] as const;

type TextKey = (typeof TEXTS)[number] | (typeof NUMBERS)[number] | (typeof OPTIONAL_AMOUNTS)[number];
type FlagKey = (typeof FLAGS)[number];
/** The form as typed: every box's text, the makes ticked and the flags. */
export type PartDraft = Record<TextKey, string> & Record<FlagKey, boolean> & { fits: string[] };

const text = (value: number | string | null) => (value === null ? "" : String(value));

/** A part as the form starts: a stored part's fields, or a blank new part. */
export function draftOf(part: StaffPartDetail | null): PartDraft {
  if (!part) {
    return {
      ...(Object.fromEntries([...TEXTS, ...NUMBERS, ...OPTIONAL_AMOUNTS].map((key) => [key, ""])) as Record<TextKey, string>),
      onhand: "0",
      orderpt: "0",
      qty: "1",
      weight_kg: "1",
      fits: [],
      ...(Object.fromEntries(FLAGS.map((key) => [key, false])) as Record<FlagKey, boolean>),
    };
  }
  const draft = { fits: [...part.fits] } as unknown as PartDraft;
  for (const key of [...TEXTS, ...NUMBERS, ...OPTIONAL_AMOUNTS]) draft[key] = text(part[key]);
  for (const key of FLAGS) draft[key] = part[key];
  return draft;
}

/** The form as the API's body (before the shop's rules check it). */
export function bodyOf(draft: PartDraft, isNew: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { fits: draft.fits };
  for (const key of TEXTS) body[key] = draft[key].trim();
  body.onshpeta = draft.onshpeta.trim() === "" ? null : draft.onshpeta.trim();
  for (const key of NUMBERS) body[key] = typedNumber(draft[key]);
  for (const key of OPTIONAL_AMOUNTS) body[key] = draft[key].trim() === "" ? null : typedNumber(draft[key]);
  for (const key of FLAGS) body[key] = draft[key];
  if (!isNew) delete body.item;
  return body;
}

/** The shop's rules (src/domain/part-rows.ts, the same the server applies) on the form: the checked part, or a message per field. */
export function checkPart(draft: PartDraft, isNew: boolean): { part: PartFields | PartEdit } | { fields: Record<string, string> } {
  const checked = (isNew ? partFields : partEditFields).safeParse(bodyOf(draft, isNew));
  if (checked.success) return { part: checked.data };
  const fields: Record<string, string> = {};
  for (const issue of checked.error.issues) fields[String(issue.path[0] ?? "_")] ??= issue.message;
  return { fields };
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <legend className="px-1 text-lg font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

/** A picture for the part: uploaded at once, its address put in the picture fields (saved with the part). */
function PictureUpload({ item, onUploaded }: { item: string; onUploaded: (url: string) => void }) {
  const outcome = useOutcome();
  const [pending, setPending] = useState(false);
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor="part-picture-file" className="text-sm font-medium text-slate-800">
        Upload a picture
      </label>
      <input
        id="part-picture-file"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={pending}
        aria-describedby="part-picture-file-hint"
        className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          outcome.start();
          setPending(true);
          try {
            const stored = await uploadToShop("parts", uploadNameOf(file.name, item ? `${item}-` : ""), file);
            onUploaded(stored.url);
            outcome.succeed(`The picture is uploaded as ${stored.url}. Save the part to show it.`);
          } catch (error) {
            outcome.fail(error);
          } finally {
            setPending(false);
          }
        }}
      />
      <p id="part-picture-file-hint" className="text-sm text-slate-600">
        A JPEG, PNG or WebP picture of at most 8 MB.
      </p>
      <Outcome error={outcome.result.error} success={outcome.result.success} />
    </div>
  );
}

/**
 * Every field of a part, checked by the shop's rules before it is sent; the server's refusal shows
 * beside the fields it names, and its answer (the part as saved) is what the success line reports.
 */
export function PartForm({ part, onSaved, save }: { part: StaffPartDetail | null; onSaved: (part: StaffPartDetail) => void; save: { mutate: (body: PartFields | PartEdit, options: { onSuccess: (part: StaffPartDetail) => void }) => void; isPending: boolean; error: unknown; reset: () => void } }) {
  const isNew = part === null;
  const [draft, setDraft] = useState<PartDraft>(() => draftOf(part));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const makes = useMakes();
  const makeNames = makes.data?.items.map((make) => make.make) ?? [];
  const choices = [...new Set([...makeNames, ...draft.fits, ...(draft.make ? [draft.make] : [])])];

  const set = (key: TextKey) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const flag = (key: FlagKey) => (event: { target: { checked: boolean } }) => setDraft({ ...draft, [key]: event.target.checked });
  const errorOf = (key: string) => problems[key] ?? fieldError(save.error, key);
  const field = (key: TextKey, label: string, extra: Partial<Parameters<typeof InputField>[0]> = {}) => (
    <InputField label={label} value={draft[key]} onChange={set(key)} error={errorOf(key)} {...extra} />
  );
  const money = (key: TextKey, label: string, hint?: string) => field(key, label, { inputMode: "decimal", ...(hint ? { hint } : {}) });
  const whole = (key: TextKey, label: string, hint?: string) => field(key, label, { inputMode: "numeric", ...(hint ? { hint } : {}) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const checked = checkPart(draft, isNew);
    if ("fields" in checked) {
      setProblems(checked.fields);
      return;
    }
    setProblems({});
    save.mutate(checked.part, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        onSaved(saved);
      },
    });
  };
  const problemCount = Object.keys(problems).length;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={isNew ? "New part" : `Part ${part.item}`} className="space-y-5">
      <Group title="Part">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {isNew ? field("item", "Item code", { autoComplete: "off", hint: "Kept in capitals" }) : null}
          {field("descrip", "Description", { className: isNew ? "sm:col-span-2 lg:col-span-3" : "sm:col-span-2 lg:col-span-4" })}
          <SelectField label="Make" value={draft.make} onChange={set("make")} error={errorOf("make")}>
            <option value="">Choose a make</option>
            {choices.map((make) => (
              <option key={make} value={make}>
                {make}
              </option>
            ))}
          </SelectField>
          {field("model", "Model")}
          {whole("year_from", "Year from")}
          {whole("year_end", "Year to")}
        </div>
        <fieldset className="mt-4" aria-describedby={errorOf("fits") ? "part-fits-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">Makes it fits</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {choices.map((make) => (
              <CheckboxField
                key={make}
                label={make}
                checked={draft.fits.includes(make)}
                onChange={(event) => setDraft({ ...draft, fits: event.target.checked ? [...draft.fits, make].sort() : draft.fits.filter((name) => name !== make) })}
              />
            ))}
          </div>
          <p className="mt-1 text-sm text-slate-600">The part's own make is always among them.</p>
          {errorOf("fits") ? (
            <p id="part-fits-error" className="text-sm text-red-700">
              {errorOf("fits")}
            </p>
          ) : null}
        </fieldset>
      </Group>

      <Group title="Prices (CAD)">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {money("pricel", "List price", "What shoppers pay (MSRP)")}
          {money("price", "Price", "Dealer price code 1")}
          {money("price2", "Price 2", "Empty: none")}
          {money("price3", "Price 3", "Empty: none")}
          {money("price4", "Price 4", "Empty: none")}
          {money("price5", "Price 5", "Empty: none")}
          {money("price6", "Price 6", "Empty: none")}
        </div>
      </Group>

      <Group title="Sales and flags">
        <div className="grid gap-4 sm:grid-cols-2">
          {money("special_price", "Special price", "Below the list price; empty for none")}
          {money("holiday_price", "Holiday sale price", "Below the list price; empty: not in the holiday sale")}
        </div>
        <div className="mt-4 grid gap-3 sm:grid-cols-3">
          <CheckboxField label="Featured" checked={draft.featured} onChange={flag("featured")} error={errorOf("featured")} />
          <CheckboxField label="Promotional (Hot Deals)" checked={draft.promotional} onChange={flag("promotional")} error={errorOf("promotional")} />
          <CheckboxField label="On sale (10% off)" checked={draft.onsale} onChange={flag("onsale")} error={errorOf("onsale")} />
          <CheckboxField label="Hot sale" checked={draft.hot_sale} onChange={flag("hot_sale")} error={errorOf("hot_sale")} />
          <CheckboxField label="Popular" checked={draft.popular} onChange={flag("popular")} error={errorOf("popular")} />
        </div>
      </Group>

      <Group title="Stock and shipping">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {whole("onhand", "On hand")}
          {whole("orderpt", "Reorder point")}
          {whole("qty", "Quantity per sale")}
          {field("onshpeta", "Arrival date", { type: "date", hint: "Empty: none expected" })}
          {field("weight_kg", "Weight (kg)", { inputMode: "decimal" })}
          <CheckboxField label="Oversize (shipping is quoted)" checked={draft.oversize} onChange={flag("oversize")} error={errorOf("oversize")} className="sm:col-span-2 lg:pt-7" />
        </div>
      </Group>

      <Group title="Pictures">
        <div className="grid gap-4 sm:grid-cols-2">
          {field("img_path", "Picture", { hint: "An address on this shop starting with /; empty: the generated picture" })}
          {field("big", "Large picture", { hint: "Empty: the generated picture" })}
          <PictureUpload item={isNew ? draft.item.trim().toUpperCase() : part.item} onUploaded={(url) => setDraft((current) => ({ ...current, img_path: url, big: url }))} />
        </div>
      </Group>

      {problemCount > 0 ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {`Nothing was saved: ${problemCount === 1 ? "one field needs" : `${problemCount} fields need`} fixing. ${Object.values(problems)[0]}.`}
        </p>
      ) : save.error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {errorText(save.error)}
        </p>
      ) : null}
      <SubmitButton pending={save.isPending} pendingLabel="Saving...">
        {isNew ? "Create part" : "Save part"}
      </SubmitButton>
    </form>
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
