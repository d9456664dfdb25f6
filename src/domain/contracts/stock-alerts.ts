import { z } from "zod";
import { altchaField } from "./accounts";
import { itemCode } from "./common";

/**
 * POST /stockAlerts: "Notify me when it arrives" for a part with none on hand. A signed-in customer or
 * dealer sends the item alone (their account's e-mail is used); a visitor sends an e-mail and a
 * solved captcha.
 */
export const stockAlertBody = z.object({
  item: itemCode,
  email: z.string().trim().max(255, "Email must be at most 255 characters").email("Please enter a valid email address").optional(),
  altcha: altchaField,
});
export type StockAlertBody = z.infer<typeof stockAlertBody>;

export const stockAlertReply = z.object({ status: z.literal("ok"), email: z.string() });
export type StockAlertReply = z.infer<typeof stockAlertReply>;

/** GET/POST /stockAlerts/unsubscribe?token=…: the link in an alert's confirmation or arrival mail. */
export const stockAlertUnsubscribeQuery = z.object({ token: z.string().trim().min(20).max(100) });

export const stockAlertWaitingReply = z.object({ item: z.string(), waiting: z.number().int() });
export type StockAlertWaitingReply = z.infer<typeof stockAlertWaitingReply>;
