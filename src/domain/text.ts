export const CARD_TITLE_LIMIT = 20;

/** Cuts a title to 20 characters and appends an ellipsis when it was longer. */
export function truncateTitle(text: string, limit = CARD_TITLE_LIMIT): string {
  const chars = Array.from(text);
  return chars.length > limit ? `${chars.slice(0, limit).join("")}...` : text;
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
