import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { SuggestReply } from "../../../../domain/contracts/suggest";
import type { MessageKey } from "../../../../domain/i18n/catalogue";
import { partDescription } from "../../../../domain/i18n/content";
import { formatCadIn } from "../../../../domain/i18n/format";
import { PART_TYPE_IDS } from "../../../../domain/part-types";
import { SUGGEST_MIN_LENGTH } from "../../../../domain/search-suggestions";
import { useWords, type Words } from "../../../lib/i18n";
import { partPath, type QuickViewState } from "../../../products/part-path";
import { englishT } from "../../../ui/translate";
import { useSuggestions } from "../api";

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** One line of the suggestion list, and the address it opens. */
interface Suggestion {
  key: string;
  group: "Parts" | "Vehicles" | "Makes" | "PartTypes";
  label: string;
  detail: string;
  path: string;
  /** A part opens in its quick view, with a history entry to close it by. */
  part: boolean;
}

const ENGLISH: Pick<Words, "t" | "cad" | "locale"> = { t: englishT, cad: (amount) => formatCadIn(amount, "en-CA"), locale: "en-CA" };

/** The suggestion list's lines in the order shown: parts, then vehicles, makes and part types (in English unless given the page's words). */
export function suggestionsOf(reply: SuggestReply | undefined, { t, cad, locale }: Pick<Words, "t" | "cad" | "locale"> = ENGLISH): Suggestion[] {
  if (!reply) return [];
  return [
    ...reply.parts.map((part) => ({
      key: `part:${part.item}`,
      group: "Parts" as const,
      label: partDescription(part, locale),
      detail: `${part.item} · ${cad(part.price)}`,
      path: partPath(part.make, part.item),
      part: true,
    })),
    ...reply.vehicles.map((vehicle) => ({
      key: `vehicle:${vehicle.path}`,
      group: "Vehicles" as const,
      label: vehicle.name,
      detail: t("catalog.suggest.partsThatFit"),
      path: vehicle.path,
      part: false,
    })),
    ...reply.makes.map((make) => ({
      key: `make:${make.make}`,
      group: "Makes" as const,
      label: make.name,
      detail: t("catalog.suggest.allParts"),
      path: make.path,
      part: false,
    })),
    ...reply.part_types.map((type) => ({
      key: `type:${type.id}`,
      group: "PartTypes" as const,
      label: PART_TYPE_IDS.includes(type.id) ? t(`partTypes.${type.id}` as MessageKey) : type.label,
      detail: t("catalog.suggest.searchOfType"),
      path: type.path,
      part: false,
    })),
  ];
}

/** The text once typing has paused for `delay` ms. */
function useSettled(text: string, delay: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled;
}

export interface SearchComboboxProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once a suggestion was chosen (its page is being opened). */
  onChoose?: () => void;
  /** Whether the suggestion list is shown, for a surrounding popup that must leave Escape to it. */
  onListShown?: (shown: boolean) => void;
  className?: string;
  placeholder?: string;
}

/**
 * The header search's item field as an ARIA 1.2 combobox: after two characters and a pause it lists
 * parts (with the shopper's one price), vehicles and makes from GET /api/suggest. Arrow keys move
 * through them, Enter opens the highlighted one (or, with none, submits the form: the full search as
 * before), Escape closes the list, and a polite live region says how many there are.
 */
export function SearchCombobox({ id, value, onChange, onChoose, onListShown, className = "", placeholder }: SearchComboboxProps) {
  const words = useWords();
  const { t } = words;
  const navigate = useNavigate();
  const listId = useId();
  const optionId = useId();
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const text = useSettled(value.trim(), SUGGEST_DEBOUNCE_MS);
  const answer = useSuggestions(text, !dismissed);
  const options = dismissed || value.trim() === "" ? [] : suggestionsOf(answer.data, words);
  const shown = options.length > 0;
  // Until the answer for what is typed now has come, the list says it is being updated (aria-busy).
  const updating = !dismissed && value.trim().length >= SUGGEST_MIN_LENGTH && (text !== value.trim() || answer.isFetching);
  const activeOption = shown && active >= 0 && active < options.length ? active : -1;
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => onListShown?.(shown), [shown, onListShown]);
  // A new answer (a new text) starts with nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the answer changes, not on every render
  useEffect(() => setActive(-1), [answer.data]);
  useEffect(() => {
    if (activeOption >= 0) list.current?.querySelector(`#${CSS.escape(`${optionId}-${activeOption}`)}`)?.scrollIntoView?.({ block: "nearest" });
  }, [activeOption, optionId]);

  const choose = (suggestion: Suggestion) => {
    setDismissed(true);
    onChoose?.();
    navigate(suggestion.path, suggestion.part ? { state: { openedFromList: true } satisfies QuickViewState } : undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!shown) {
        setDismissed(false);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => {
        const from = current >= options.length ? -1 : current;
        if (from === -1) return step === 1 ? 0 : options.length - 1;
        const next = from + step;
        return next < 0 || next >= options.length ? -1 : next;
      });
    } else if (event.key === "Enter" && activeOption >= 0) {
      event.preventDefault();
      choose(options[activeOption]!);
    } else if (event.key === "Escape" && shown) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  const groups = (["Parts", "Vehicles", "Makes", "PartTypes"] as const).map((group) => ({
    group,
    items: options.map((option, index) => ({ option, index })).filter(({ option }) => option.group === group),
  }));

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={activeOption >= 0 ? `${optionId}-${activeOption}` : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        maxLength={100}
        placeholder={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
        className={className}
      />
      <div
        ref={list}
        id={listId}
        role="listbox"
        aria-label={t("catalog.suggest.label")}
        aria-busy={updating}
        hidden={!shown}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-[min(24rem,60vh)] overflow-y-auto rounded-md bg-white py-1 text-ink shadow-lg ring-1 ring-black/15"
      >
        {groups.map(({ group, items }) =>
          items.length === 0 ? null : (
            // biome-ignore lint/a11y/useSemanticElements: a listbox holds options and groups of options (ARIA 1.2), never a fieldset
            <div key={group} role="group" aria-labelledby={`${listId}-${group}`}>
              <div id={`${listId}-${group}`} role="presentation" className="px-3 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-700">
                {t(`catalog.suggest.${group}`)}
              </div>
              {items.map(({ option, index }) => (
                <div
                  key={option.key}
                  id={`${optionId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === activeOption}
                  data-suggestion={option.key}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  onKeyDown={() => undefined}
                  className={`cursor-pointer px-3 py-2 ${index === activeOption ? "bg-brand-700 text-white" : "hover:bg-slate-100"}`}
                >
                  <span className="block truncate font-medium">{option.label}</span>
                  <span className={`block truncate text-sm ${index === activeOption ? "text-white" : "text-slate-700"}`}>{option.detail}</span>
                </div>
              ))}
            </div>
          ),
        )}
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {shown ? t("catalog.suggest.count", { count: options.length }) : ""}
      </div>
    </div>
  );
}
