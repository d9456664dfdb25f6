import { type Cents, fromCents, toCents } from "../money";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * Money, numbers and dates by language (decision 037), through Intl: `$1,234.56` in English and
 * `1 234,56 $` in French. Every space Intl puts in a figure is written as one no-break space, so the
 * server (Node's ICU) and the browser (the browser's ICU, which may use a narrow one) print the same
 * text and a page hydrates without a mismatch.
 */
const SPACES = /[\u00a0\u202f]/g;
const oneSpace = (text: string) => text.replace(SPACES, "\u00a0");

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** How each of the shop's formats is made for a language. */
const makers = {
  cad: (locale: Locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "CAD", ...TWO_DECIMALS }),
  usd: (locale: Locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencyDisplay: "code", ...TWO_DECIMALS }),
  number: (locale: Locale) => new Intl.NumberFormat(locale),
  day: (locale: Locale) => new Intl.DateTimeFormat(locale, { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }),
  longDay: (locale: Locale) => new Intl.DateTimeFormat(locale, { timeZone: "America/Toronto", year: "numeric", month: "long", day: "numeric" }),
};

type Formats = { [K in keyof typeof makers]: ReturnType<(typeof makers)[K]> };

const formats = new Map<Locale, Partial<Formats>>();

/**
 * One format of a language, made on its first use and kept: making one costs milliseconds (a phone's
 * first page made them all at once, inside its blocking time, though a list shows only prices).
 */
function formatOf<K extends keyof Formats>(kind: K, locale: Locale): Formats[K] {
  let ofLocale = formats.get(locale);
  if (!ofLocale) {
    ofLocale = {};
    formats.set(locale, ofLocale);
  }
  let found = ofLocale[kind] as Formats[K] | undefined;
  if (!found) {
    found = makers[kind](locale) as Formats[K];
    ofLocale[kind] = found;
  }
  return found;
}

/** An amount in cents as Canadian dollars: `$1,234.50` / `1 234,50 $`. */
export function formatCentsIn(cents: Cents, locale: Locale = DEFAULT_LOCALE): string {
  return oneSpace(formatOf("cad", locale).format(fromCents(cents)));
}

/** An amount in dollars as Canadian dollars, rounded to the cent once. */
export function formatCadIn(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatCentsIn(toCents(amount), locale);
}

/** An amount in US dollars, with its code: `USD 1,234.50` / `1 234,50 USD` (classic body models). */
export function formatUsdIn(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return oneSpace(formatOf("usd", locale).format(fromCents(toCents(amount)))).replace(/\u00a0/g, " ");
}

/** A count: `1,234` / `1 234`. */
export function formatNumberIn(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return oneSpace(formatOf("number", locale).format(value));
}

/** A day in the store's time zone, as figures: `2026-11-27` in both languages (the Canadian standard). */
export function formatDayIn(date: Date, locale: Locale = DEFAULT_LOCALE): string {
  return formatOf("day", locale).format(date);
}

/** A day in the store's time zone, in words: `November 27, 2026` / `27 novembre 2026`. */
export function formatLongDayIn(date: Date, locale: Locale = DEFAULT_LOCALE): string {
  return oneSpace(formatOf("longDay", locale).format(date));
}
