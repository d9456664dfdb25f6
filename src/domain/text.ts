export const CARD_TITLE_LIMIT = 20;

/** Cuts a title to 20 characters and appends an ellipsis when it was longer. */
export function truncateTitle(text: string, limit = CARD_TITLE_LIMIT): string {
  const chars = Array.from(text);
  return chars.length > limit ? `${chars.slice(0, limit).join("")}...` : text;
}

/**
 * Text as search compares it, in French as in English: accents and compatibility forms folded
 * ("Rétroviseur" reads "Retroviseur", a ligature its letters). ASCII text is returned as it is.
 */
export function withoutAccents(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range itself
  return /[^\u0000-\u007f]/.test(text) ? text.normalize("NFKD").replace(/\p{M}/gu, "") : text;
}

/**
 * A part number as the shop matches it however it is written: letters and digits only, upper case
 * ("f67-hood", "F67 HOOD", "F67.HOOD" and "F67HOOD" are one key). Quick order uses it; search will too.
 * The database's index on parts (migration trade_ordering) computes the same key in SQL.
 */
export function partCodeKey(code: string): string {
  return code
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}
