import { z } from "zod";
import { multiLineText } from "./contracts/common";

const email = z.string().trim().min(1, "Email is required").max(255, "Email must be at most 255 characters").email("Please enter a valid email address");

/** Contact form: names and subject 2-255 characters, a valid e-mail, a message of 20-255 characters. */
export const contactForm = z.object({
  firstName: z.string().trim().min(2, "First name must be at least 2 characters.").max(255, "First name must be at most 255 characters."),
  lastName: z.string().trim().min(2, "Last name must be at least 2 characters.").max(255, "Last name must be at most 255 characters."),
  email,
  subject: z.string().trim().min(2, "Subject must be at least 2 characters.").max(255, "Subject must be at most 255 characters."),
  message: multiLineText(z.string().trim().min(20, "Message must be at least 20 characters").max(255, "Message must be at most 255 characters")),
});
export type ContactForm = z.infer<typeof contactForm>;

/** What the contact form sends: email, message, name, subject. */
export const contactMessage = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters.").max(511, "Name must be at most 511 characters."),
  email,
  subject: contactForm.shape.subject,
  message: contactForm.shape.message,
  altcha: z.string().max(10_000).optional(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** Shipping or ETA inquiry: name 2-50, a valid e-mail, a message of 10-500 characters. */
export const shippingInquiryForm = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(50, "Name must be at most 50 characters"),
  email,
  message: multiLineText(z.string().trim().min(10, "Message must be at least 10 characters").max(500, "Message must be at most 500 characters")),
});
export type ShippingInquiryForm = z.infer<typeof shippingInquiryForm>;

/** What the shipping/ETA inquiry sends: name, email, message, subject (and the item it is about). */
export const inquiryOnline = shippingInquiryForm.extend({
  subject: z.string().trim().min(2, "Subject must be at least 2 characters").max(255, "Subject must be at most 255 characters"),
  item: z.string().trim().max(40).optional(),
  altcha: z.string().max(10_000).optional(),
});
export type InquiryOnline = z.infer<typeof inquiryOnline>;
