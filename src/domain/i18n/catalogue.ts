import { createIntl, createIntlCache, type IntlShape } from "@formatjs/intl";
import type { en } from "./en-CA";
import type { Locale } from "./locales";

/**
 * The message catalogue (decision 037): one ICU message per key and language, written in
 * `i18n/en-CA/<area>.ts` and translated key for key in `i18n/fr-CA/<area>.ts` (the type below makes a
 * missing or extra French key a compile error; i18n.test.ts checks their arguments agree). The spec's
 * English texts are the English messages word for word.
 */
export type MessageKey = keyof typeof en;
export type Catalogue = { readonly [K in MessageKey]: string };

/** A translation of an area's English messages: every key, no other. */
export type Translation<English> = { readonly [K in keyof English]: string };

/** What a message's arguments may be. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export interface Translator {
  readonly locale: Locale;
  /** The message for `key` in this language, with its arguments. */
  t(key: MessageKey, values?: MessageValues): string;
  /** The formatter itself, for messages that carry markup (the browser's rich text). */
  readonly intl: IntlShape<string>;
}

const cache = createIntlCache();

export function createTranslator(locale: Locale, messages: Catalogue): Translator {
  const intl = createIntl<string>(
    {
      locale,
      messages: messages as Record<string, string>,
      defaultLocale: "en-CA",
      // A message that cannot be formatted is a bug i18n.test.ts catches; a page then shows its key, never a crash.
      onError: (error) => console.warn(error.message),
    },
    cache,
  );
  return {
    locale,
    intl,
    t: (key, values) => intl.formatMessage({ id: key }, values) as string,
  };
}
