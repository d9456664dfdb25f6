export const CARD_TITLE_LIMIT = 20;

/** Cuts a title to 20 characters and appends an ellipsis when it was longer. */
export function truncateTitle(text: string, limit = CARD_TITLE_LIMIT): string {
  const chars = Array.from(text);
  return chars.length > limit ? `${chars.slice(0, limit).join("")}...` : text;
}
