import { type ReactNode, useState } from "react";
import { z } from "zod";
import { textFilter } from "../../../../domain/contracts/common";
import { FieldLook, FormInputField } from "../../../ui/form-field";
import { FilterForm } from "./console-form";

/** A console page: one h1, an optional line under it, then the page with its fields in the soft look. */
export function ConsolePage({ title, intro, actions, children }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {actions}
      </div>
      {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
      <div className="mt-6">
        <FieldLook look="soft">{children}</FieldLook>
      </div>
    </div>
  );
}

/** A white card with a heading, as the console groups its sections. */
export function Panel({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A table that scrolls sideways on a phone; the scroll box is focusable so a keyboard can scroll it too. Positioned, so the screen-reader-only text of its cells (absolutely placed) stays inside it rather than widening the page. */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
    <section aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      {children}
    </section>
  );
}

export const tableClass = "w-full min-w-[40rem] text-left text-sm";
export const headCellClass = "border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold text-slate-800";

/** A console table's heading row; the headings in `end` (amounts, counts) stand at the right, over their numbers. */
export function TableHead({ heads, end = [] }: { heads: readonly string[]; end?: readonly string[] }) {
  return (
    <thead>
      <tr>
        {heads.map((head) => (
          <th key={head} scope="col" className={end.includes(head) ? `${headCellClass} text-right` : headCellClass}>
            {head}
          </th>
        ))}
      </tr>
    </thead>
  );
}
export const cellClass = "border-b border-slate-100 px-3 py-2 align-top";
export const smallButtonClass =
  "inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * A row's Edit and Delete buttons, after any others the row has (`children`); `name` finishes their
 * accessible names ("Edit banner 3", "Delete banner 3").
 */
export function EditDeleteButtons({ name, onEdit, onDelete, children }: { name: string; onEdit: () => void; onDelete: () => void; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      <button type="button" className={smallButtonClass} aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </button>
      <button type="button" className={smallButtonClass} aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </button>
    </div>
  );
}

/** The last action's outcome in a section: cleared when an action starts, then its success line or refusal. */
export function useOutcome() {
  const [result, setResult] = useState<{ error: unknown; success: string | null }>({ error: null, success: null });
  const start = () => setResult({ error: null, success: null });
  const succeed = (success: string) => setResult({ error: null, success });
  const fail = (error: unknown) => setResult({ error, success: null });
  return {
    result,
    start,
    succeed,
    fail,
    /** Reports a change as it ends: `success` once it is saved, its refusal otherwise. */
    track: (change: Promise<unknown>, success: string): Promise<void> => {
      start();
      return change.then(() => succeed(success), fail);
    },
  };
}
export type SectionOutcome = ReturnType<typeof useOutcome>;

const searchForm = z.object({ q: textFilter });

/** A search box and its button, as the people and inbox lists use them; the text is checked as the list's query takes it. */
export function SearchForm({ label, value, onSearch }: { label: string; value: string; onSearch: (text: string) => void }) {
  return (
    <FilterForm
      key={value}
      schema={searchForm}
      defaultValues={{ q: value }}
      onSearch={({ q }) => onSearch(q ?? "")}
      className="flex flex-wrap items-end gap-3"
      buttonsClassName="flex"
    >
      <FormInputField label={label} name="q" type="search" className="min-w-0 flex-1 sm:max-w-sm" />
    </FilterForm>
  );
}
