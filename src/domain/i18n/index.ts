import { type Catalogue, createTranslator, type Translator } from "./catalogue";
import { en } from "./en-CA";
import { fr } from "./fr-CA";
import type { Locale } from "./locales";

/** Both catalogues, for the server (mail, documents, pages it renders) and for tests; the browser loads only its page's language. */
export const CATALOGUES: Record<Locale, Catalogue> = { "en-CA": en, "fr-CA": fr };

const translators = new Map<Locale, Translator>();

/** The translator of a language, made once. */
export function translatorOf(locale: Locale): Translator {
  let found = translators.get(locale);
  if (!found) {
    found = createTranslator(locale, CATALOGUES[locale]);
    translators.set(locale, found);
  }
  return found;
}
