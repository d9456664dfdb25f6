import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { useWords } from "../lib/i18n";

/** A number box with - and + buttons. It proposes values; the owner decides (caps, messages). */
export function QuantityStepper({ value, onChange, label }: { value: number; onChange: (next: number) => void; label?: string }) {
  const { t } = useWords();
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? String(value);

  function commit(text: string) {
    setDraft(null);
    const parsed = Number.parseInt(text, 10);
    onChange(Number.isNaN(parsed) ? 0 : parsed);
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label ?? t("ui.quantity.label")}
      </label>
      <div className="inline-flex w-fit items-stretch rounded border border-slate-400">
        <button
          type="button"
          aria-label={t("ui.quantity.decrease")}
          disabled={value <= 0}
          onClick={() => onChange(value - 1)}
          className="px-3 text-ink hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400"
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={shown}
          onChange={(event) => {
            const text = event.target.value;
            if (text === "") setDraft("");
            else commit(text);
          }}
          onBlur={() => {
            if (draft !== null) commit(draft);
          }}
          className="w-16 border-x border-slate-400 py-2 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" aria-label={t("ui.quantity.increase")} onClick={() => onChange(value + 1)} className="px-3 text-ink hover:bg-slate-100">
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
