import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useWords } from "../lib/i18n";

function messageOf(error: unknown, fallback: string): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return fallback;
}

/** The router's error boundary: shown in place of the whole layout when a route fails. */
export function ErrorPage() {
  const { t } = useWords();
  const error = useRouteError();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-bold text-ink">{t("layout.error.heading")}</h1>
      <p className="mt-3 text-slate-700">{messageOf(error, t("layout.error.fallback"))}</p>
      <p className="mt-6">
        <Link to="/" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {t("layout.backHome")}
        </Link>
      </p>
    </main>
  );
}
