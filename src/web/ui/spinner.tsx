import { useWords } from "../lib/i18n";

/** A loading indicator with an accessible name; the label is read by screen readers. */
export function Spinner({ label: given }: { label?: string }) {
  const { t } = useWords();
  const label = given ?? t("ui.loading");
  return (
    <div role="status" aria-label={label} className="flex items-center justify-center gap-3 py-10 text-slate-700">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-4 border-slate-300 border-t-brand-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
