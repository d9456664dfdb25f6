import { useLocation } from "react-router";
import { pathInLocale } from "../../domain/i18n/locales";
import { useWords } from "../lib/i18n";

/**
 * The header's 'Français' / 'English' link: the same page with its query in the other language
 * (decision 037). A plain link, so the page loads whole: the other language's messages and the router's
 * basename come with it, and the server keeps the choice (the `lang` cookie) when it serves the page.
 */
export function LanguageSwitch() {
  const { locale, basename, t } = useWords();
  const location = useLocation();
  const other = locale === "fr-CA" ? "en-CA" : "fr-CA";
  // The router's location is within the language's basename; the link leaves it.
  const href = pathInLocale(`${basename}${location.pathname}${location.search}`, other);
  return (
    <a
      href={href}
      lang={other}
      hrefLang={other}
      aria-label={t("shell.language.switchLabel")}
      className="inline-flex min-h-6 items-center rounded px-2 py-0.5 text-sm font-medium text-ink underline-offset-2 hover:underline"
    >
      {t("shell.language.switch")}
    </a>
  );
}
