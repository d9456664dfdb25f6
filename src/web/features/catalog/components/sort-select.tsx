import { useId } from "react";
import { LIST_SORTS, type ListSort } from "../../../../domain/list-facets";
import { useWords } from "../../../lib/i18n";

export interface SortSelectProps {
  sort: ListSort | undefined;
  onChange: (sort: ListSort | undefined) => void;
}

/** 'Sort by': relevance (the default: best match with words, item-code order without), price either way, newest. */
export function SortSelect({ sort, onChange }: SortSelectProps) {
  const { t } = useWords();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-medium text-slate-800">
        {t("catalog.sort.label")}
      </label>
      <select
        id={id}
        value={sort ?? "relevance"}
        onChange={(event) => {
          const value = event.target.value as ListSort;
          onChange(value === "relevance" ? undefined : value);
        }}
        className="rounded border border-slate-400 bg-white px-3 py-2 text-ink"
      >
        {LIST_SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`catalog.sort.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
