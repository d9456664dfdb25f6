import { Link } from "react-router";
import { useWords } from "../../../lib/i18n";
import { Spinner } from "../../../ui/spinner";
import { useMakes } from "../api";

/** All Products: one card per make, each opening that make's parts. */
export function Component() {
  const { t } = useWords();
  const makes = useMakes();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold text-ink">{t("catalog.allProducts")}</h1>
      {makes.isPending && <Spinner label={t("catalog.loadingMakes")} />}
      {makes.isError && (
        <p role="alert" className="rounded border border-brand-600 bg-brand-50 p-4 text-brand-800">
          {t("catalog.error")}
        </p>
      )}
      {makes.data && (
        <ul aria-label={t("catalog.makes")} className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
          {makes.data.map((entry) => (
            <li key={entry.id}>
              <Link
                to={`/all-products/${encodeURIComponent(entry.make)}`}
                className="flex h-full flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:border-brand-600 hover:shadow-md"
              >
                <img src={entry.path} alt="" loading="lazy" decoding="async" className="aspect-square w-full object-contain" />
                <span className="font-semibold text-ink">{entry.make}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
