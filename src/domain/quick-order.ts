import { partCodeKey } from "./text";

/** At most this many lines in one quick order (a paste or a CSV file). */
export const QUICK_ORDER_MAX_LINES = 200;
/** The largest quantity one line may ask for (the cart's own limit). */
export const QUICK_ORDER_MAX_QUANTITY = 9999;

export const QUICK_ORDER_LABEL = "Part numbers and quantities";
export const QUICK_ORDER_HINT = "One part per line: its number, then a space, comma or tab, then how many (F67-HOOD 2, F67HOOD,2). A number alone orders 1.";
export const QUICK_ORDER_EMPTY = "Enter at least one part number.";
export const QUICK_ORDER_TOO_MANY = `A quick order takes at most ${QUICK_ORDER_MAX_LINES} lines.`;

/** Why a line of a quick order (or of an order placed again) was not added. */
export const LINE_REFUSAL = {
  unknownPart: "no such part number",
  badQuantity: "the quantity must be a whole number above 0",
  tooMany: `the quantity must be at most ${QUICK_ORDER_MAX_QUANTITY}`,
  noCode: "no part number",
  gone: "this part is no longer sold",
  outOfStock: "out of stock",
} as const;

/** A refusal naming the stock on hand, for customers (dealers may back-order). */
export function moreThanInStock(onhand: number, inCart: number): string {
  const stock = onhand <= 0 ? "none in stock" : `only ${onhand} in stock`;
  return inCart > 0 ? `more than in stock (${stock}, ${inCart} already in your cart)` : `more than in stock (${stock})`;
}

/** A good line of a quick order: the part number as written (the first time), its key, and the quantity (summed over repeats). */
export interface QuickOrderLine {
  /** The first line it was written on (1-based). */
  line: number;
  code: string;
  key: string;
  quantity: number;
}

/** A line that cannot be ordered, with its line number, its text as written and why. */
export interface QuickOrderProblem {
  line: number;
  text: string;
  reason: string;
}

const HEADER = /^\W*(part|item|code|sku|product)[\w #.]*[\t,;]\s*(qty|quantity|quantities|count|amount)\W*$/i;
const WHOLE = /^\+?\d+$/;
const NUMBERISH = /^[+-]?\d*[.,]?\d+$/;

function splitLine(text: string): { code: string; quantity: string | null } {
  if (/[\t,;]/.test(text)) {
    const [code = "", quantity = ""] = text.split(/[\t,;]/).map((cell) => cell.trim());
    return { code, quantity: quantity === "" ? null : quantity };
  }
  const words = text.split(/\s+/);
  const last = words[words.length - 1]!;
  if (words.length >= 2 && NUMBERISH.test(last)) return { code: words.slice(0, -1).join(" "), quantity: last };
  return { code: text, quantity: null };
}

/**
 * Reads a pasted list or a CSV file of part numbers and quantities: one part per line, its number then
 * a tab, comma, semicolon or space and a quantity (a number alone means 1); further CSV cells, a header
 * line and blank lines are skipped; quotes around CSV cells are dropped. The same part written twice (however it is
 * written: see partCodeKey) is ordered once, with the quantities summed. Which parts exist, their
 * prices and stock are the server's to decide.
 */
export function parseQuickOrder(input: string): { lines: QuickOrderLine[]; problems: QuickOrderProblem[] } {
  const lines = new Map<string, QuickOrderLine>();
  const problems: QuickOrderProblem[] = [];
  const rows = input.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  let seenContent = false;
  rows.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.replace(/"/g, "").trim();
    if (text === "" || /^[\t,;\s]*$/.test(text)) return;
    if (!seenContent && HEADER.test(text)) {
      seenContent = true;
      return;
    }
    seenContent = true;
    const { code, quantity } = splitLine(text);
    const key = partCodeKey(code);
    if (key === "") {
      problems.push({ line, text, reason: LINE_REFUSAL.noCode });
      return;
    }
    const amount = quantity === null ? 1 : WHOLE.test(quantity) ? Number(quantity) : Number.NaN;
    if (!Number.isInteger(amount) || amount < 1) {
      problems.push({ line, text, reason: LINE_REFUSAL.badQuantity });
      return;
    }
    const known = lines.get(key);
    const total = (known?.quantity ?? 0) + amount;
    if (total > QUICK_ORDER_MAX_QUANTITY) {
      problems.push({ line, text, reason: LINE_REFUSAL.tooMany });
      return;
    }
    lines.set(key, known ? { ...known, quantity: total } : { line, code, key, quantity: amount });
  });
  return { lines: [...lines.values()], problems };
}

/** How many lines of text a quick order holds (blank ones aside), to refuse an oversized one before reading it. */
export function quickOrderLineCount(input: string): number {
  return input.split(/\r\n|\r|\n/).filter((line) => line.trim() !== "").length;
}
