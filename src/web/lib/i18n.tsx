import { createContext, type ReactNode, useContext, useMemo } from "react";
import { type Catalogue, createTranslator, type MessageKey, type MessageValues, type Translator } from "../../domain/i18n/catalogue";
import { en } from "../../domain/i18n/en-CA";
import { formatCadIn, formatCentsIn, formatLongDayIn, formatNumberIn, formatUsdIn } from "../../domain/i18n/format";
import { DEFAULT_LOCALE, LOCALE_BASENAME, type Locale, localeOfPath } from "../../domain/i18n/locales";

/**
 * The page's language in the browser (decision 037): its translator and formatters, from the
 * catalogue of the page's language only (English is in the first download; French is loaded before
 * the app starts on a French page, see start.tsx).
 */
const english = createTranslator("en-CA", en);
const LocaleContext = createContext<Translator>(english);

/** The catalogue of a language, loaded on demand. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === "en-CA") return en;
  return (await import("../../domain/i18n/fr-CA")).fr;
}

/** The translator of the page a browser opened: its path says its language. */
export async function translatorForPath(pathname: string): Promise<Translator> {
  const locale = localeOfPath(pathname);
  return locale === DEFAULT_LOCALE ? english : createTranslator(locale, await loadCatalogue(locale));
}

export function LocaleProvider({ translator, children }: { translator?: Translator; children: ReactNode }) {
  return <LocaleContext.Provider value={translator ?? english}>{children}</LocaleContext.Provider>;
}

export interface Words {
  locale: Locale;
  /** Where this language's pages live: "" or "/fr". */
  basename: string;
  /** A message as text. */
  t(key: MessageKey, values?: MessageValues): string;
  /** A message with markup: `<link>here</link>` in the message, `{ link: (text) => <a>{text}</a> }` in values. */
  rich(key: MessageKey, values: Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>): ReactNode;
  /** Money in cents, or in dollars, in CAD; USD with its code. */
  cents(cents: number): string;
  cad(amount: number): string;
  usd(amount: number): string;
  number(value: number): string;
  longDay(date: Date): string;
}

/** The page's words and formats: `const { t, cents } = useWords()`. */
export function useWords(): Words {
  const translator = useContext(LocaleContext);
  return useMemo(() => {
    const { locale, intl } = translator;
    return {
      locale,
      basename: LOCALE_BASENAME[locale],
      t: translator.t,
      rich: (key, values) => intl.formatMessage({ id: key }, values as Record<string, never>) as ReactNode,
      cents: (cents) => formatCentsIn(cents, locale),
      cad: (amount) => formatCadIn(amount, locale),
      usd: (amount) => formatUsdIn(amount, locale),
      number: (value) => formatNumberIn(value, locale),
      longDay: (date) => formatLongDayIn(date, locale),
    };
  }, [translator]);
}
