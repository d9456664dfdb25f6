import { match } from "@formatjs/intl-localematcher";

/** The shop's languages (decision 037): Canadian English, the spec's, and Canadian French. */
export const LOCALES = ["en-CA", "fr-CA"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-CA";

/** Where each language's pages live: English where they always were, French under /fr. */
export const LOCALE_BASENAME: Record<Locale, string> = { "en-CA": "", "fr-CA": "/fr" };

/** The name of each language in itself, as the header's switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { "en-CA": "English", "fr-CA": "Français" };

/** The cookie that keeps a shopper's choice of language (a year); the first visit without it follows Accept-Language. */
export const LOCALE_COOKIE = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a page's path: French under /fr, English elsewhere. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr-CA" : "en-CA";
}

/** The same page in another language: `/fr/all-products/FORD` <-> `/all-products/FORD`, with its query. */
export function pathInLocale(pathAndQuery: string, locale: Locale): string {
  const [path = "/", query] = splitQuery(pathAndQuery);
  const bare = localeOfPath(path) === "fr-CA" ? path.slice(3) || "/" : path;
  const prefixed = locale === "en-CA" ? bare : bare === "/" ? "/fr/" : `/fr${bare}`;
  return query === undefined ? prefixed : `${prefixed}?${query}`;
}

function splitQuery(pathAndQuery: string): [string, string | undefined] {
  const at = pathAndQuery.indexOf("?");
  return at < 0 ? [pathAndQuery, undefined] : [pathAndQuery.slice(0, at), pathAndQuery.slice(at + 1)];
}

/** The shop's language closest to an Accept-Language header (`fr`, `fr-FR` and `fr-CA` read French); English when none is near. */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const requested = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
  try {
    const found = match(requested, [...LOCALES], DEFAULT_LOCALE, { algorithm: "best fit" });
    return isLocale(found) ? found : DEFAULT_LOCALE;
  } catch {
    // A malformed tag (RangeError from Intl.getCanonicalLocales) reads as no preference.
    return DEFAULT_LOCALE;
  }
}
