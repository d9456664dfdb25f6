import { Search } from "lucide-react";
import { useId, useState } from "react";
import type { ListFacets } from "../../../../domain/contracts/catalog";
import { selectableYears } from "../../../../domain/years";
import { useWords } from "../../../lib/i18n";
import { useMakes } from "../api";
import type { CatalogFilters } from "../filters";

export interface FilterBarProps extends CatalogFilters {
  onChange: (filters: CatalogFilters) => void;
  /** Offer "All makes" (search, Hot Deals); the product list always has one make. */
  allowAllMakes?: boolean;
  label?: string;
  /** The list's facet counts: each make and year then says how many parts it would list with the other choices. */
  counts?: ListFacets | undefined;
  /** The list's 'Only parts that fit' vehicle (?fits=), which the plain form carries to /search before the script runs. */
  fits?: string | undefined;
}

/** "FORD (412)" when counts are known (the count in the page's figures), else just the name. */
function counted(name: string | number, counts: ReadonlyMap<string | number, number> | null, number: (value: number) => string): string {
  return counts ? `${name} (${number(counts.get(name) ?? 0)})` : String(name);
}

const control = "rounded border border-slate-400 bg-white px-3 py-2 text-ink";

/**
 * Year, item and make filters. Year and make apply at once; the item text applies on Enter or Search.
 * Before the page's script runs, it is a plain GET form to /search (the server renders the results),
 * which keeps the list's 'Only parts that fit' vehicle.
 */
export function FilterBar({ make, year, item, onChange, allowAllMakes = false, label, counts, fits }: FilterBarProps) {
  const { t, basename, number } = useWords();
  const ids = useId();
  const makes = useMakes();
  const [draft, setDraft] = useState(item ?? "");
  const [shownItem, setShownItem] = useState(item);
  if (shownItem !== item) {
    setShownItem(item);
    setDraft(item ?? "");
  }

  const typedItem = () => draft.trim() || undefined;
  const makeNames = makes.data?.map((entry) => entry.make) ?? [];
  const makeCounts = counts ? new Map<string | number, number>(counts.make.map((entry) => [entry.value, entry.count])) : null;
  const yearCounts = counts ? new Map<string | number, number>(counts.year.map((entry) => [entry.value, entry.count])) : null;
  if (make && !makeNames.includes(make)) makeNames.unshift(make);

  return (
    <form
      action={`${basename}/search`}
      method="get"
      aria-label={label ?? t("catalog.filter.label")}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ make, year, item: typedItem() });
      }}
    >
      {fits && <input type="hidden" name="fits" value={fits} />}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-make`} className="text-sm font-medium text-slate-800">
          {t("catalog.filter.make")}
        </label>
        <select
          id={`${ids}-make`}
          name="make"
          className={control}
          value={make ?? ""}
          onChange={(event) => onChange({ make: event.target.value || undefined, year, item: typedItem() })}
        >
          {(allowAllMakes || !make) && <option value="">{t("catalog.filter.allMakes")}</option>}
          {makeNames.map((name) => (
            <option key={name} value={name}>
              {counted(name, makeCounts, number)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-year`} className="text-sm font-medium text-slate-800">
          {t("catalog.filter.year")}
        </label>
        <select
          id={`${ids}-year`}
          name="year"
          className={control}
          value={year === undefined ? "" : String(year)}
          onChange={(event) => onChange({ make, year: event.target.value ? Number(event.target.value) : undefined, item: typedItem() })}
        >
          <option value="">{t("catalog.filter.all")}</option>
          {selectableYears().map((y) => (
            <option key={y} value={y}>
              {counted(y, yearCounts, number)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-1 flex-col gap-1 sm:min-w-48">
        <label htmlFor={`${ids}-item`} className="text-sm font-medium text-slate-800">
          {t("catalog.filter.item")}
        </label>
        <div className="flex gap-2">
          <input
            id={`${ids}-item`}
            name="item"
            type="search"
            maxLength={100}
            placeholder={t("catalog.filter.placeholder")}
            className={`${control} min-w-0 flex-1 placeholder:text-slate-600`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="inline-flex items-center gap-2 rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            <Search aria-hidden="true" className="size-4" />
            {t("catalog.filter.search")}
          </button>
        </div>
      </div>
    </form>
  );
}
