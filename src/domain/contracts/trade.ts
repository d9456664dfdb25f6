import { z } from "zod";
import { messageKey } from "../forms";
import { QUICK_ORDER_EMPTY, QUICK_ORDER_MAX_LINES, QUICK_ORDER_TOO_MANY, quickOrderLineCount } from "../quick-order";
import { multiLineText } from "./common";

/**
 * Trade ordering (issue 23): a quick order of part numbers and quantities, and an order placed again.
 * Both put lines in the caller's cart at the caller's one price; the server decides which parts exist,
 * their prices and their stock, and answers what it added and each line it could not.
 */

/** POST /api/quickOrder: the text of the box 'Part numbers and quantities', or of a CSV file, as written. */
export const quickOrderBody = z.object({
  lines: multiLineText(
    z
      .string({ error: QUICK_ORDER_EMPTY })
      .max(20_000, QUICK_ORDER_TOO_MANY)
      .refine((text) => text.trim() !== "", QUICK_ORDER_EMPTY)
      .refine((text) => quickOrderLineCount(text) <= QUICK_ORDER_MAX_LINES, QUICK_ORDER_TOO_MANY),
  ),
});

/** A line put in the cart: the part, how many were added, and the caller's unit price now (dollars). */
export const addedLine = z.object({
  item: z.string(),
  descrip: z.string(),
  descrip_fr: z.string().nullable().optional(),
  qty: z.number().int(),
  price: z.number(),
});
export type AddedLine = z.infer<typeof addedLine>;

/** A line not put in the cart: its line number (quick order) or part (order again), the text as written and why. */
export const refusedLine = z.object({ line: z.number().int().nullable(), text: z.string(), reason: z.string() });
export type RefusedLine = z.infer<typeof refusedLine>;

/** What a quick order or an order placed again did to the cart. */
export const cartFillReply = z.object({ added: z.array(addedLine), refused: z.array(refusedLine) });
export type CartFillReply = z.infer<typeof cartFillReply>;

/** POST /api/orderAgain: one of the caller's own orders (Order History), whose lines go in the cart again. */
export const orderAgainBody = z.object({ so: z.string().trim().min(1, "Order number is missing. Please try again.").max(20) });

// ---------------------------------------------------------------------------------------------
// Saved lists

export const LIST_NAME_MAX = 60;
/** A saved list's name: one line, 1 to 60 characters. */
export const listName = z.string().trim().min(1, messageKey("accounts.lists.nameRequired")).max(LIST_NAME_MAX, messageKey("accounts.lists.nameTooLong"));
/** A saved list in a path (/api/savedLists/:id). */
export const savedListParams = z.object({
  id: z.coerce.number({ error: "No such list" }).int("No such list").min(1, "No such list").max(2_147_483_647, "No such list"),
});
/** POST /api/savedLists: saves the caller's cart as a new list with this name. */
export const saveListBody = z.object({ name: listName });
/** POST /api/savedLists/:id/rename: renames the list. */
export const renameListBody = z.object({ name: listName });
/** POST /api/savedLists/:id/lines: sets a part's quantity on the list (0 takes it off). */
export const listLineBody = z.object({
  item: z.string().trim().min(1).max(40),
  qty: z
    .number({ error: "Quantity must be a number" })
    .int("Quantity must be a whole number")
    .min(0, "Quantity must be 0 or more")
    .max(9999, "Quantity must be at most 9999"),
});
/** A part on a saved list, with the caller's one price and the stock now. */
export const savedListLine = z.object({
  item: z.string(),
  descrip: z.string(),
  descrip_fr: z.string().nullable().optional(),
  qty: z.number().int(),
  price: z.number(),
  onhand: z.number().int(),
});
export const savedList = z.object({ id: z.number().int(), name: z.string(), created_at: z.string(), lines: z.array(savedListLine) });
export type SavedList = z.infer<typeof savedList>;
/** GET /api/savedLists: the caller's lists, newest first. */
export const savedListsReply = z.object({ lists: z.array(savedList) });
export type SavedListsReply = z.infer<typeof savedListsReply>;
/** What saving, renaming or changing a list answers: the list as it is now. */
export const savedListReply = z.object({ list: savedList });
/** POST /api/savedLists/:id/delete. */
export const listDeletedReply = z.object({ status: z.literal("deleted") });

// ---------------------------------------------------------------------------------------------
// Dealer statement

/** A statement month, YYYY-MM (store time). */
export const statementMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "A month is written YYYY-MM.");
export const statementParams = z.object({ month: statementMonth });
/**
 * A month of a dealer's statement: confirmed orders and returns credited (issue 22); the subtotal, tax and
 * total (CAD) are the orders' less the credits', and `credits` what the credits took off in all.
 */
export const statementMonthRow = z.object({
  month: z.string(),
  orders: z.number().int(),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
  credits: z.number(),
});
export type StatementMonthRow = z.infer<typeof statementMonthRow>;
/** GET /api/dealerStatement: the dealer's months, newest first. */
export const statementReply = z.object({ months: z.array(statementMonthRow) });
/** The columns of a statement month's CSV file. */
export const STATEMENT_CSV_COLUMNS = ["Order", "Date", "PO number", "Subtotal", "Tax", "Total"] as const;
