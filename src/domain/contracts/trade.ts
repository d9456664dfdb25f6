import { z } from "zod";
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
export const addedLine = z.object({ item: z.string(), descrip: z.string(), qty: z.number().int(), price: z.number() });
export type AddedLine = z.infer<typeof addedLine>;

/** A line not put in the cart: its line number (quick order) or part (order again), the text as written and why. */
export const refusedLine = z.object({ line: z.number().int().nullable(), text: z.string(), reason: z.string() });
export type RefusedLine = z.infer<typeof refusedLine>;

/** What a quick order or an order placed again did to the cart. */
export const cartFillReply = z.object({ added: z.array(addedLine), refused: z.array(refusedLine) });
export type CartFillReply = z.infer<typeof cartFillReply>;

/** POST /api/orderAgain: one of the caller's own orders (Order History), whose lines go in the cart again. */
export const orderAgainBody = z.object({ so: z.string().trim().min(1, "Order number is missing. Please try again.").max(20) });
