import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { Popover } from "radix-ui";
import { type FormEvent, type RefObject, useCallback, useId, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { selectableYears } from "../../domain/years";
import { makesQueryOptions } from "../features/catalog/api";
import { SearchCombobox } from "../features/catalog/components/search-combobox";
import type { CatalogFilters } from "../features/catalog/filters";
import { useWords } from "../lib/i18n";

/** The filters the search popup types: 'Only parts that fit' and the facets are chosen on the results page. */
const TERM_FIELDS = ["make", "year", "item"] as const satisfies readonly (keyof CatalogFilters)[];
/** The search popup's filters as typed: text for each of the product search's terms. */
type SearchTerms = Record<(typeof TERM_FIELDS)[number], string>;

/** "/search?make=FORD&year=1967&item=hood", leaving out the terms that are empty. */
export function searchPath(terms: SearchTerms): string {
  const params = new URLSearchParams();
  for (const field of TERM_FIELDS) {
    const value = terms[field].trim();
    if (value) params.set(field, value);
  }
  const query = params.toString();
  return query ? `/search?${query}` : "/search";
}

function termsFrom(location: { pathname: string; search: string }): SearchTerms {
  if (location.pathname !== "/search") return { make: "", year: "", item: "" };
  const current = new URLSearchParams(location.search);
  return { make: current.get("make") ?? "", year: current.get("year") ?? "", item: current.get("item") ?? "" };
}

const fieldClass = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink focus:border-brand-600";

export interface SearchPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header button the popup hangs from and hands focus back to. */
  anchor: RefObject<HTMLButtonElement | null>;
}

/** The search popup's body: make picker, year select and item text; submitting opens /search. Loaded on first use. */
export default function SearchPanel({ open, onOpenChange, anchor }: SearchPanelProps) {
  const { t } = useWords();
  const navigate = useNavigate();
  const location = useLocation();
  const [terms, setTerms] = useState<SearchTerms>(() => termsFrom(location));
  const makes = useQuery({ ...makesQueryOptions(), enabled: open });
  const years = useMemo(() => selectableYears(), []);
  const clickedElsewhere = useRef(false);
  const suggestionsShown = useRef(false);
  const itemField = useRef<HTMLDivElement>(null);
  const onListShown = useCallback((shown: boolean) => {
    suggestionsShown.current = shown;
  }, []);
  const titleId = useId();
  const makeId = useId();
  const yearId = useId();
  const itemId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onOpenChange(false);
    navigate(searchPath(terms));
  };

  const set = (key: keyof SearchTerms) => (event: { target: { value: string } }) => setTerms((current) => ({ ...current, [key]: event.target.value }));

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={16}
          aria-labelledby={titleId}
          onOpenAutoFocus={(event) => {
            clickedElsewhere.current = false;
            setTerms(termsFrom(location));
            // Most shoppers type: the item field takes the focus, and the make and year are a Shift+Tab away.
            event.preventDefault();
            itemField.current?.querySelector("input")?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // Escape first closes the suggestion list, then the popup.
            if (suggestionsShown.current) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else clickedElsewhere.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!clickedElsewhere.current) anchor.current?.focus();
          }}
          className="z-50 w-[min(22rem,calc(100vw-2rem))] rounded-lg bg-white p-4 text-ink shadow-xl ring-1 ring-black/10"
        >
          <h2 id={titleId} className="mb-3 text-lg font-semibold">
            {t("layout.search.label")}
          </h2>
          <form aria-labelledby={titleId} onSubmit={onSubmit} className="grid gap-3">
            <div>
              <label htmlFor={makeId} className="text-sm font-medium">
                {t("layout.search.make")}
              </label>
              <select id={makeId} value={terms.make} onChange={set("make")} className={fieldClass}>
                <option value="">{t("layout.search.all")}</option>
                {makes.data?.map((make) => (
                  <option key={make.id} value={make.make}>
                    {make.make}
                  </option>
                ))}
                {terms.make && !makes.data?.some((m) => m.make === terms.make) && <option value={terms.make}>{terms.make}</option>}
              </select>
            </div>
            <div>
              <label htmlFor={yearId} className="text-sm font-medium">
                {t("layout.search.year")}
              </label>
              <select id={yearId} value={terms.year} onChange={set("year")} className={fieldClass}>
                <option value="">{t("layout.search.all")}</option>
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </div>
            <div ref={itemField}>
              <label htmlFor={itemId} className="text-sm font-medium">
                {t("layout.search.item")}
              </label>
              <SearchCombobox
                id={itemId}
                value={terms.item}
                onChange={(item) => setTerms((current) => ({ ...current, item }))}
                onChoose={() => onOpenChange(false)}
                onListShown={onListShown}
                placeholder={t("layout.search.placeholder")}
                className={fieldClass}
              />
            </div>
            <button
              type="submit"
              className="mt-1 inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              <Search aria-hidden="true" className="size-4" />
              {t("layout.search.button")}
            </button>
          </form>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
