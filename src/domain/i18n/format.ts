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

interface LocaleFormats {
  cad: Intl.NumberFormat;
  usd: Intl.NumberFormat;
  number: Intl.NumberFormat;
  day: Intl.DateTimeFormat;
  longDay: Intl.DateTimeFormat;
}

const formats = new Map<Locale, LocaleFormats>();

function formatsOf(locale: Locale): LocaleFormats {
  let found = formats.get(locale);
  if (!found) {
    const two = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    found = {
      cad: new Intl.NumberFormat(locale, { style: "currency", currency: "CAD", ...two }),
      usd: new Intl.NumberFormat(locale, { style: "currency", currency: "USD", currencyDisplay: "code", ...two }),
      number: new Intl.NumberFormat(locale),
      day: new Intl.DateTimeFormat(locale, { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }),
      longDay: new Intl.DateTimeFormat(locale, { timeZone: "America/Toronto", year: "numeric", month: "long", day: "numeric" }),
    };
    formats.set(locale, found);
  }
  return found;
}

/** An amount in cents as Canadian dollars: `$1,234.50` / `1 234,50 $`. */
export function formatCentsIn(cents: Cents, locale: Locale = DEFAULT_LOCALE): string {
  return oneSpace(formatsOf(locale).cad.format(fromCents(cents)));
}

/** An amount in dollars as Canadian dollars, rounded to the cent once. */
export function formatCadIn(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatCentsIn(toCents(amount), locale);
}

/** An amount in US dollars, with its code: `USD 1,234.50` / `1 234,50 USD` (classic body models). */
export function formatUsdIn(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return oneSpace(formatsOf(locale).usd.format(fromCents(toCents(amount)))).replace(/\u00a0/g, " ");
}

/** A count: `1,234` / `1 234`. */
export function formatNumberIn(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return oneSpace(formatsOf(locale).number.format(value));
}

/** A day in the store's time zone, as figures: `2026-11-27` in both languages (the Canadian standard). */
export function formatDayIn(date: Date, locale: Locale = DEFAULT_LOCALE): string {
  return formatsOf(locale).day.format(date);
}

/** A day in the store's time zone, in words: `November 27, 2026` / `27 novembre 2026`. */
export function formatLongDayIn(date: Date, locale: Locale = DEFAULT_LOCALE): string {
  return oneSpace(formatsOf(locale).longDay.format(date));
}
