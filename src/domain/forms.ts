import { z } from "zod";
import { multiLineText } from "./contracts/common";
import type { MessageKey } from "./i18n/catalogue";
import { en } from "./i18n/en-CA";

// ------------------------------------------------------------------------------------------------
// How a form's messages read (decision 037)

/**
 * The shared schemas report message keys ("forms.email.invalid"), never finished sentences: the
 * browser reads them in the page's language, the server's 400 in English. A key written in a schema
 * is checked by this type.
 */
export const messageKey = <K extends MessageKey>(key: K): K => key;

/** Whether a message is a key of the catalogue rather than a finished text (a server's sentence). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(en, text);
}

/** A message as its reader reads it: a key in their language through `t`, any other text as it is. */
export function readMessage(t: (key: MessageKey) => string, text: string): string {
  return isMessageKey(text) ? t(text) : text;
}

// ------------------------------------------------------------------------------------------------
// Contact and inquiry forms

/** An e-mail address a form asks for: required, at most 255 characters, valid. */
export const emailField = z
  .string()
  .trim()
  .min(1, messageKey("forms.email.required"))
  .max(255, messageKey("forms.email.tooLong"))
  .email(messageKey("forms.email.invalid"));

/** Contact form: names and subject 2-255 characters, a valid e-mail, a message of 20-255 characters. */
export const contactForm = z.object({
  firstName: z.string().trim().min(2, messageKey("forms.firstName.tooShort")).max(255, messageKey("forms.firstName.tooLong")),
  lastName: z.string().trim().min(2, messageKey("forms.lastName.tooShort")).max(255, messageKey("forms.lastName.tooLong")),
  email: emailField,
  subject: z.string().trim().min(2, messageKey("forms.contact.subjectTooShort")).max(255, messageKey("forms.contact.subjectTooLong")),
  message: multiLineText(z.string().trim().min(20, messageKey("forms.contact.messageTooShort")).max(255, messageKey("forms.contact.messageTooLong"))),
});
export type ContactForm = z.infer<typeof contactForm>;

/** What the contact form sends: email, message, name, subject. */
export const contactMessage = z.object({
  name: z.string().trim().min(2, messageKey("forms.contact.nameTooShort")).max(511, messageKey("forms.contact.nameTooLong")),
  email: emailField,
  subject: contactForm.shape.subject,
  message: contactForm.shape.message,
  altcha: z.string().max(10_000).optional(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** Shipping or ETA inquiry: name 2-50, a valid e-mail, a message of 10-500 characters. */
export const shippingInquiryForm = z.object({
  name: z.string().trim().min(2, messageKey("forms.shippingInquiry.nameTooShort")).max(50, messageKey("forms.shippingInquiry.nameTooLong")),
  email: emailField,
  message: multiLineText(
    z.string().trim().min(10, messageKey("forms.shippingInquiry.messageTooShort")).max(500, messageKey("forms.shippingInquiry.messageTooLong")),
  ),
});
export type ShippingInquiryForm = z.infer<typeof shippingInquiryForm>;

/** What the shipping/ETA inquiry sends: name, email, message, subject (and the item it is about). */
export const inquiryOnline = shippingInquiryForm.extend({
  subject: z.string().trim().min(2, messageKey("forms.shippingInquiry.subjectTooShort")).max(255, messageKey("forms.shippingInquiry.subjectTooLong")),
  item: z.string().trim().max(40).optional(),
  altcha: z.string().max(10_000).optional(),
});
export type InquiryOnline = z.infer<typeof inquiryOnline>;
