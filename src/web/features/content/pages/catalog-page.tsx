import { useWords } from "../../../lib/i18n";
import { Spinner } from "../../../ui/spinner";
import { useCatalogs } from "../api";
import { CatalogTile } from "../components/catalog-tile";

export function Component() {
  const { data: catalogs, isPending, isError, refetch } = useCatalogs();
  const { t } = useWords();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("content.catalog.title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("content.catalog.intro")}</p>
      {isPending ? (
        <Spinner label={t("content.catalog.loading")} />
      ) : isError ? (
        <div role="alert" className="mt-8 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          {t("content.catalog.failed")}{" "}
          <button type="button" onClick={() => refetch()} className="font-semibold underline">
            {t("content.catalog.retry")}
          </button>
        </div>
      ) : catalogs.length === 0 ? (
        <p className="mt-8 text-slate-700">{t("content.catalog.none")}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {catalogs.map((catalog) => (
            <li key={catalog.path}>
              <CatalogTile catalog={catalog} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
