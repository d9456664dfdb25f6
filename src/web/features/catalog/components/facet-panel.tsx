import { SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import type { FacetValue, ListFacets } from "../../../../domain/contracts/catalog";
import type { MessageKey } from "../../../../domain/i18n/catalogue";
import { PRICE_BAND_IDS } from "../../../../domain/list-facets";
import { OTHER_PART_TYPE, PART_TYPE_IDS } from "../../../../domain/part-types";
import { useWords } from "../../../lib/i18n";
import { LazyDialog } from "../../../ui/lazy-dialog";
import type { FacetFilters } from "../filters";

export interface FacetPanelProps {
  /** The list's counts; undefined while the first answer is on its way. */
  facets: ListFacets | undefined;
  chosen: FacetFilters;
  onChange: (next: FacetFilters) => void;
}

/** How many facet values are ticked, for the phone's Filters button. */
export function chosenCount(chosen: FacetFilters): number {
  return (chosen.type?.length ?? 0) + (chosen.model?.length ?? 0) + (chosen.price?.length ?? 0) + (chosen.in_stock ? 1 : 0) + (chosen.on_sale ? 1 : 0);
}

function toggled(list: readonly string[] | undefined, value: string, on: boolean): string[] | undefined {
  const next = on ? [...(list ?? []), value] : (list ?? []).filter((entry) => entry !== value);
  return next.length > 0 ? next : undefined;
}

/** A price band's words by its id (domain/list-facets' PRICE_BANDS). */
function bandKey(value: string): MessageKey | null {
  return PRICE_BAND_IDS.includes(value) ? (`catalog.priceBand.${value}` as MessageKey) : null;
}

/** A part type's name by its id (domain/part-types' PART_TYPES, and "other"); makes and models are the parts' own data. */
function partTypeKey(value: string): MessageKey | null {
  return value === OTHER_PART_TYPE || PART_TYPE_IDS.includes(value) ? (`partTypes.${value}` as MessageKey) : null;
}

function Choice({ label, count, checked, onChange }: { label: string; count: number; checked: boolean; onChange: (checked: boolean) => void }) {
  const { t, number } = useWords();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 shrink-0 accent-brand-700" />
      <label htmlFor={id} className="flex flex-1 justify-between gap-2 text-ink">
        <span>{label}</span>{" "}
        <span className="text-slate-700">
          {number(count)} <span className="sr-only">{t("catalog.facets.parts")}</span>
        </span>
      </label>
    </div>
  );
}

function ValueGroup({
  legend,
  values,
  chosen,
  onChange,
  wordsOf,
}: {
  legend: string;
  values: FacetValue[];
  chosen: string[] | undefined;
  onChange: (next: string[] | undefined) => void;
  /** The catalogue's words for a value, when the shop names it (a band, a part type); else the server's label. */
  wordsOf?: (value: string) => MessageKey | null;
}) {
  const { t } = useWords();
  const labelOf = (value: FacetValue) => {
    const key = wordsOf?.(value.value);
    return key ? t(key) : value.label;
  };
  if (values.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-ink">{legend}</legend>
      {values.map((value) => (
        <Choice
          key={value.value}
          label={labelOf(value)}
          count={value.count}
          checked={chosen?.includes(value.value) ?? false}
          onChange={(checked) => onChange(toggled(chosen, value.value, checked))}
        />
      ))}
    </fieldset>
  );
}

/** The checkbox groups: availability, part type, model (of the list's make) and price, each value with how many parts it would list. */
function FacetGroups({ facets, chosen, onChange }: FacetPanelProps & { facets: ListFacets }) {
  const { t } = useWords();
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-ink">{t("catalog.facets.availability")}</legend>
        <Choice
          label={t("catalog.facets.inStock")}
          count={facets.in_stock}
          checked={chosen.in_stock === true}
          onChange={(on) => onChange({ ...chosen, in_stock: on || undefined })}
        />
        <Choice
          label={t("catalog.facets.onSale")}
          count={facets.on_sale}
          checked={chosen.on_sale === true}
          onChange={(on) => onChange({ ...chosen, on_sale: on || undefined })}
        />
      </fieldset>
      <ValueGroup
        legend={t("catalog.facets.partType")}
        values={facets.part_type}
        chosen={chosen.type}
        onChange={(type) => onChange({ ...chosen, type })}
        wordsOf={partTypeKey}
      />
      <ValueGroup legend={t("catalog.facets.model")} values={facets.model} chosen={chosen.model} onChange={(model) => onChange({ ...chosen, model })} />
      <ValueGroup
        legend={t("catalog.facets.price")}
        values={facets.price}
        chosen={chosen.price}
        onChange={(price) => onChange({ ...chosen, price })}
        wordsOf={bandKey}
      />
    </div>
  );
}

/**
 * The list's facets (decision 036): checkbox groups with counts beside the results on a wide screen;
 * on a phone a 'Filters' button that opens them in a dialog. Every tick changes the address at once.
 */
export function FacetPanel({ facets, chosen, onChange }: FacetPanelProps) {
  const { t } = useWords();
  const [open, setOpen] = useState(false);
  const ticked = chosenCount(chosen);
  const clear = () => onChange({ sort: chosen.sort });
  if (!facets) return null;
  return (
    <>
      <section aria-label={t("catalog.facets.filters")} className="hidden rounded-lg border border-slate-200 bg-white p-4 sm:block">
        <FacetGroups facets={facets} chosen={chosen} onChange={onChange} />
        {ticked > 0 && (
          <button type="button" onClick={clear} className="mt-5 font-medium text-brand-700 underline hover:text-brand-800">
            {t("catalog.facets.clear")}
          </button>
        )}
      </section>
      <div className="sm:hidden">
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex items-center gap-2 rounded border border-slate-400 bg-white px-4 py-2 font-medium text-ink hover:bg-slate-50"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {ticked > 0 ? t("catalog.facets.filtersCount", { count: ticked }) : t("catalog.facets.filters")}
        </button>
        <LazyDialog open={open} onOpenChange={setOpen} title={t("catalog.facets.filters")} size="md">
          <FacetGroups facets={facets} chosen={chosen} onChange={onChange} />
          <div className="mt-6 flex justify-between gap-3">
            <button
              type="button"
              onClick={clear}
              disabled={ticked === 0}
              className="font-medium text-brand-700 underline disabled:text-slate-600 disabled:no-underline"
            >
              {t("catalog.facets.clear")}
            </button>
            <button type="button" onClick={() => setOpen(false)} className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
              {t("catalog.facets.show")}
            </button>
          </div>
        </LazyDialog>
      </div>
    </>
  );
}
