import { Link } from "react-router";
import { useWords } from "../../../lib/i18n";
import type { CatalogFilters } from "../filters";
import { filtersToParams } from "../filters";

/** 'Did you mean <search>?' under a search that found nothing, when the server found a close one that finds parts: a link that runs it with the same filters. */
export function DidYouMean({ suggestion, filters }: { suggestion: string | undefined; filters: CatalogFilters }) {
  const { rich } = useWords();
  if (!suggestion) return null;
  return (
    <p className="text-lg text-ink">
      {rich("catalog.didYouMean", {
        suggestion,
        link: (chunks) => (
          <Link
            key="suggestion"
            to={`/search?${filtersToParams({ ...filters, item: suggestion })}`}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
