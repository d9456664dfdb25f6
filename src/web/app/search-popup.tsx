import { Search } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useWords } from "../lib/i18n";

const loadSearchPanel = () => import("./search-panel");
const SearchPanel = lazy(loadSearchPanel);

/**
 * The header's search button. The popup behind it (Radix Popover, make list, years) loads on first use,
 * fetched ahead as soon as the pointer or focus reaches the button, so the home page does not carry it.
 */
export function SearchPopup() {
  const { t, basename } = useWords();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => {
    void loadSearchPanel();
  };

  // Before the page's script runs, the button submits its form: /search, whose refine form searches.
  return (
    <>
      <form action={`${basename}/search`} method="get" className="contents">
        <button
          ref={button}
          type="submit"
          aria-label={t("layout.search.label")}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(event) => {
            event.preventDefault();
            setUsed(true);
            setOpen((o) => !o);
          }}
          className="inline-flex items-center gap-2 rounded-md px-2 py-2 text-ink hover:bg-slate-100 sm:px-3"
        >
          <Search aria-hidden="true" className="size-5" />
          <span className="hidden sm:inline">{t("layout.search.button")}</span>
        </button>
      </form>
      {used && (
        <Suspense fallback={null}>
          <SearchPanel open={open} onOpenChange={setOpen} anchor={button} />
        </Suspense>
      )}
    </>
  );
}
