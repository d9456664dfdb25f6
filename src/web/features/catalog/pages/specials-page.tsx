import { Link } from "react-router";
import { PAGE_SIZE } from "../../../../domain/pager";
import { useWords } from "../../../lib/i18n";
import { useViewer } from "../../../lib/viewer";
import { useOpenPart } from "../../../products/part-path";
import { useSpecials } from "../api";
import { OnlyFitsToggle } from "../components/only-fits-toggle";
import { ProductResults } from "../components/product-results";
import { useCatalogParams } from "../filters";

/** On Sale: every part with a special sale price, 20 a page. Special prices are retail offers: dealers never fetch them. */
export function Component() {
  const { t } = useWords();
  const viewer = useViewer();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{t("catalog.specials.heading")}</h1>
      {viewer.kind === "dealer" ? <DealerNote /> : <SpecialsList />}
    </div>
  );
}

function SpecialsList() {
  const { t } = useWords();
  const { page, fits, setPage, setFits } = useCatalogParams();
  const specials = useSpecials(true, fits);
  const openPart = useOpenPart();
  const all = specials.data ?? [];
  const shown = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <>
      <OnlyFitsToggle fits={fits} onChange={setFits} />
      <ProductResults
        products={shown}
        total={all.length}
        status={specials}
        page={page}
        onPageChange={setPage}
        onOpen={openPart}
        emptyText={fits ? t("catalog.specials.emptyFits") : t("catalog.specials.empty")}
      />
    </>
  );
}

function DealerNote() {
  const { rich } = useWords();
  return (
    <p className="max-w-2xl text-slate-700">
      {rich("catalog.specials.dealer", {
        link: (chunks) => (
          <Link key="all-products" to="/all-products" className="font-medium text-brand-700 underline hover:text-brand-800">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
