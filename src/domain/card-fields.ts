import { z } from "zod";
import { messageKey } from "./forms";

/**
 * The card form's fields as the shopper types them (spec section 5, Card fields): the number is digits
 * only, grouped in fours, at most 19 characters; expiry month and year are two digits each; the CVV is
 * digits only, at most 8. The form never keeps anything else, and the card never leaves the browser but
 * to the gateway's tokenizer.
 */
export const CARD_NUMBER_MAX_LENGTH = 19;
export const CARD_EXPIRY_PART_LENGTH = 2;
export const CARD_CVV_MAX_LENGTH = 8;

// The card form's messages are catalogue keys (decision 037): the form shows each in the page's language.
export const CARDHOLDER_REQUIRED = messageKey("payments.card.holderRequired");
const CARDHOLDER_TOO_LONG = messageKey("payments.card.holderTooLong");
export const CARD_NUMBER_INVALID = messageKey("payments.card.numberInvalid");
export const CARD_MONTH_INVALID = messageKey("payments.card.monthInvalid");
export const CARD_YEAR_INVALID = messageKey("payments.card.yearInvalid");
export const CARD_EXPIRED = messageKey("payments.card.expired");
export const CARD_CVV_INVALID = messageKey("payments.card.cvvInvalid");

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** "4030000010001234" or "4030 0000 1000 1234" -> "4030 0000 1000 1234": digits only, in groups of four, at most 19 characters. */
export function formatCardNumber(value: string): string {
  const grouped = digitsOf(value).replace(/(\d{4})(?=\d)/g, "$1 ");
  return grouped.slice(0, CARD_NUMBER_MAX_LENGTH).trimEnd();
}

/** The digits of a card number as the tokenizer takes them. */
export function cardNumberDigits(value: string): string {
  return digitsOf(value);
}

/** An expiry month or year as typed: digits only, at most two. */
export function formatExpiryPart(value: string): string {
  return digitsOf(value).slice(0, CARD_EXPIRY_PART_LENGTH);
}

/** A CVV as typed: digits only, at most eight. */
export function formatCvv(value: string): string {
  return digitsOf(value).slice(0, CARD_CVV_MAX_LENGTH);
}

/** The Luhn check every card number passes: it catches a mistyped digit before the gateway is asked. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a card expiring at the end of month MM of 20YY is still good on `today`. */
export function isExpiryCurrent(month: string, year: string, today: Date): boolean {
  const monthNumber = Number(month);
  const fullYear = 2000 + Number(year);
  const thisYear = today.getFullYear();
  return fullYear > thisYear || (fullYear === thisYear && monthNumber >= today.getMonth() + 1);
}

/** The card form, checked before anything is sent to the tokenizer; `today` decides whether the expiry has passed. */
export function cardForm(today: () => Date = () => new Date()) {
  return z
    .object({
      cardholderName: z.string().trim().min(1, CARDHOLDER_REQUIRED).max(100, CARDHOLDER_TOO_LONG),
      number: z
        .string()
        .max(CARD_NUMBER_MAX_LENGTH, CARD_NUMBER_INVALID)
        .refine((value) => {
          const digits = cardNumberDigits(value);
          return digits.length >= 12 && passesLuhn(digits);
        }, CARD_NUMBER_INVALID),
      expiryMonth: z.string().regex(/^(0[1-9]|1[0-2])$/, CARD_MONTH_INVALID),
      expiryYear: z.string().regex(/^\d{2}$/, CARD_YEAR_INVALID),
      cvv: z.string().regex(/^\d{3,4}$/, CARD_CVV_INVALID),
    })
    .superRefine((card, ctx) => {
      if (/^(0[1-9]|1[0-2])$/.test(card.expiryMonth) && /^\d{2}$/.test(card.expiryYear) && !isExpiryCurrent(card.expiryMonth, card.expiryYear, today())) {
        ctx.addIssue({ code: "custom", path: ["expiryYear"], message: CARD_EXPIRED });
      }
    });
}
export type CardForm = z.infer<ReturnType<typeof cardForm>>;

/** What the gateway's tokenizer takes (spec section 7: number, expiry_month, expiry_year, cvd). */
export function tokenizerBody(card: CardForm): { number: string; expiry_month: string; expiry_year: string; cvd: string } {
  return { number: cardNumberDigits(card.number), expiry_month: card.expiryMonth, expiry_year: card.expiryYear, cvd: card.cvv };
}
