import { Link } from "react-router";
import { useWords } from "../lib/i18n";

/** Any unknown path. */
export function NotFoundPage() {
  const { t } = useWords();
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 id="not-found-title" className="text-7xl font-extrabold text-brand-700">
        404
      </h1>
      <p className="mt-3 text-xl text-ink">{t("layout.notFound.title")}</p>
      <p className="mt-2 text-slate-700">{t("layout.notFound.text")}</p>
      <p className="mt-6">
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {t("layout.backHome")}
        </Link>
      </p>
    </section>
  );
}
