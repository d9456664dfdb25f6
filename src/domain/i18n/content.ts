import type { Locale } from "./locales";

/*
 * Store content staff may write in French beside the English (decision 039): a part's description
 * and the store's hours. French pages show the French where there is some, and the English where there is none, so
 * a part is never shown without words; English pages always show the English.
 */

/** The text to show on a page in `locale`: the French on French pages when staff wrote one, else the English. */
export function inLocale(english: string, french: string | null | undefined, locale: Locale): string {
  return locale === "fr-CA" && french ? french : english;
}

/** The store's hours as a page in `locale` shows them: the French lines on French pages when the owner wrote some, else the English lines. */
export function storeHours(store: { hours: readonly string[]; hoursFr?: readonly string[] | undefined }, locale: Locale): readonly string[] {
  return locale === "fr-CA" && store.hoursFr && store.hoursFr.length > 0 ? store.hoursFr : store.hours;
}

/** A part's description as a page in `locale` shows it (its card, quick view, page title, suggestions). */
export function partDescription(part: { descrip: string; descrip_fr?: string | null | undefined }, locale: Locale): string {
  return inLocale(part.descrip, part.descrip_fr, locale);
}
