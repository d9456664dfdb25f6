import { z } from "zod";
import { contactMessage, inquiryOnline } from "../forms";

/**
 * What an online inquiry is about. The shipping-inquiry page sends `shipping` for ?inquiry=shipping,
 * `eta` for any other ?inquiry= value, and `model` for a classic body model (?type=model).
 */
export const INQUIRY_KINDS = ["shipping", "eta", "model"] as const;
export const inquiryKind = z.enum(INQUIRY_KINDS, { error: "Inquiry kind must be shipping, eta or model" });
export type InquiryKind = z.infer<typeof inquiryKind>;

/** POST /inquiryOnline: the spec's name, email, message, subject, plus the item and what is asked (default shipping). */
export const inquiryOnlineBody = inquiryOnline.extend({ kind: inquiryKind.default("shipping") });
export type InquiryOnlineBody = z.infer<typeof inquiryOnlineBody>;

/** POST /contact: the Contact Us form's name, email, subject and message. */
export const contactBody = contactMessage;
export type ContactBody = z.infer<typeof contactBody>;

export const sentReply = z.object({ status: z.literal("ok") });
