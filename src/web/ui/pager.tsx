import { ChevronLeft, ChevronRight } from "lucide-react";
import { pagerEntries } from "../../domain/pager";
import { useWords } from "../lib/i18n";

export interface PagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

const cell = "inline-flex min-w-10 items-center justify-center rounded border px-3 py-2 text-sm font-medium";

/** Up to 4 page links around the current page, the first and last page, ellipses, Previous and Next. */
export function Pager({ page, totalPages, onPageChange, className = "" }: PagerProps) {
  const { t } = useWords();
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  return (
    <nav aria-label={t("ui.pager.label")} className={`flex justify-center ${className}`}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
            className={`${cell} gap-1 border-slate-300 bg-white text-ink hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-500`}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t("ui.pager.previous")}
          </button>
        </li>
        {pagerEntries(current, totalPages).map((entry) =>
          entry.kind === "ellipsis" ? (
            <li key={`ellipsis-${entry.key}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <button
                type="button"
                aria-label={t("ui.pager.page", { page: entry.page })}
                aria-current={entry.page === current ? "page" : undefined}
                onClick={() => onPageChange(entry.page)}
                className={`${cell} ${entry.page === current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-ink hover:bg-slate-100"}`}
              >
                {entry.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            disabled={current >= totalPages}
            onClick={() => onPageChange(current + 1)}
            className={`${cell} gap-1 border-slate-300 bg-white text-ink hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-500`}
          >
            {t("ui.pager.next")}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
