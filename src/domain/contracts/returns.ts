import { z } from "zod";
import { messageKey } from "../forms";
import { REFUSAL_REASON_MAX, RETURN_NOTE_MAX, RETURN_REASONS, RETURN_STATUSES } from "../returns";
import { multiLineText, pageParam, rowId } from "./common";

/**
 * Returns (issue 22). The shopper names lines of their order and how many of each; the server decides
 * what may come back, at what price and what is given back (domain/returns.ts), and never trusts an
 * amount from the browser.
 */

const orderNumber = z.string().trim().min(1).max(20);

/** GET /api/orders/:so/returns and POST /api/returns name the order this way. */
export const returnOrderParams = z.object({ so: orderNumber });

/** One part of an order as the return page offers it: how many were ordered and how many may still come back. */
export const returnableLine = z.object({
  line_no: z.number().int(),
  item: z.string(),
  descrip: z.string(),
  qty: z.number().int(),
  /** The unit price charged (CAD). */
  price: z.number(),
  returnable: z.number().int(),
});

/** A return as its shopper and staff read it; amounts in CAD, from the rule that computed them when it was asked for. */
export const returnView = z.object({
  id: z.number().int(),
  rma: z.string(),
  order_num: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  created_at: z.string(),
  lines: z.array(z.object({ line_no: z.number().int(), item: z.string(), descrip: z.string(), qty: z.number().int(), price: z.number() })),
  goods: z.number(),
  fee: z.number(),
  tax: z.number(),
  refund: z.number(),
  refused_reason: z.string().nullable(),
});
export type ReturnView = z.infer<typeof returnView>;

/** An order's returns and what may still come back, with the order's taxes so the page can show the refund before asking. */
export const orderReturnsReply = z.object({
  order_num: z.string(),
  date_order: z.string(),
  /** The last moment a return may be asked for (ISO). */
  deadline: z.string(),
  /** Whether a return may be asked for now (placed and within the days). */
  open: z.boolean(),
  /** Dealers' returns are credited to their statement; customers' refunded to their payment. */
  credit: z.boolean(),
  tax_parts: z.array(z.object({ name: z.enum(["HST", "GST", "PST", "RST", "QST"]), rate: z.number() })),
  lines: z.array(returnableLine),
  returns: z.array(returnView),
});
export type OrderReturnsReply = z.infer<typeof orderReturnsReply>;

/** POST /api/returns: the order, which of its lines and how many of each, why, and an optional note. */
export const requestReturnBody = z.object({
  so: orderNumber,
  reason: z.enum(RETURN_REASONS, { error: messageKey("errors.returns.reason") }),
  note: multiLineText(z.string().trim().max(RETURN_NOTE_MAX, messageKey("errors.returns.noteTooLong")).default("")),
  lines: z
    .array(
      z.object({
        line_no: rowId,
        qty: z.number().int(messageKey("errors.returns.wholeQuantity")).min(1, messageKey("errors.returns.wholeQuantity")).max(100_000),
      }),
    )
    .min(1, messageKey("errors.returns.noParts"))
    .max(200),
});
export type RequestReturnBody = z.infer<typeof requestReturnBody>;

// Staff

/** GET /api/admin/returns: a page of 20, newest first, of one status or all. */
export const staffReturnsQuery = z.object({ status: z.enum(RETURN_STATUSES).optional(), page: pageParam });
/** A return in the console's list: the return, and who asked for it. */
export const staffReturnRow = returnView.extend({ owner_kind: z.enum(["customer", "dealer"]), owner_id: z.number().int(), email: z.string() });
export type StaffReturnRow = z.infer<typeof staffReturnRow>;
export const staffReturnsReply = z.object({ current_page: z.number().int(), total: z.number().int(), data: z.array(staffReturnRow) });
export type StaffReturnsReply = z.infer<typeof staffReturnsReply>;
export const returnIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** POST /api/admin/returns/:id/refuse: why, told to the shopper. */
export const refuseReturnBody = z.object({
  reason: z.string().trim().min(3, "Please give a reason").max(REFUSAL_REASON_MAX, `Reason must be at most ${REFUSAL_REASON_MAX} characters`),
});
