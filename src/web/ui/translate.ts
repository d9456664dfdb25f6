import { createTranslator, type Translator } from "../../domain/i18n/catalogue";
import { en } from "../../domain/i18n/en-CA";

/** A translator's `t`, as the helpers that build words outside a component take it (`useWords().t` in a component). */
export type Translate = Translator["t"];

/** English, for a caller that gives no translator: the words the helpers wrote before there was a second language. */
export const englishT: Translate = createTranslator("en-CA", en).t;
