import { z } from "zod";
import { newBuyerForm } from "../buyers";
import { LOCALES } from "../i18n/locales";
import { MAX_ROW_ID } from "./common";

/**
 * Buyers under one dealer account (issue 23, decision 041): the administrator's calls under
 * /api/buyers and staff's under /api/admin/dealers/:id/buyers. A buyer's own calls are the dealer's.
 */

/** A buyer as the administrator and staff see them; `password_set` is false until they used their mailed link. */
export const buyerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  locale: z.enum(LOCALES),
  active: z.boolean(),
  password_set: z.boolean(),
  created_at: z.string(),
});
export type BuyerRow = z.infer<typeof buyerRow>;

/** GET /api/buyers: the account's buyers, by name. */
export const buyersReply = z.object({ buyers: z.array(buyerRow) });
export type BuyersReply = z.infer<typeof buyersReply>;

/** POST /api/buyers: adds a buyer and mails them a link to set their password; 409 when the e-mail is already a buyer's. */
export const addBuyerBody = newBuyerForm;

/** What a change to a buyer answers: the buyer as they are now. */
export const buyerReply = z.object({ buyer: buyerRow });

const rowId = (what: string) =>
  z.coerce
    .number({ error: `No such ${what}` })
    .int(`No such ${what}`)
    .min(1, `No such ${what}`)
    .max(MAX_ROW_ID, `No such ${what}`);

/** A buyer in a path: /api/buyers/:id/suspend. */
export const buyerParams = z.object({ id: rowId("buyer") });

/** A dealer's buyer in a console path: /api/admin/dealers/:id/buyers/:buyerId/disable. */
export const dealerBuyerParams = z.object({ id: rowId("dealer"), buyerId: rowId("buyer") });

/** A buyer as the sign-in answers and GET /me carry them beside the dealer; null for the account's administrator. */
export const signedInBuyer = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type SignedInBuyer = z.infer<typeof signedInBuyer>;
