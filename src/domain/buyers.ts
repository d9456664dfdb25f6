import { z } from "zod";
import { emailField, messageKey } from "./forms";
import { DEFAULT_LOCALE, LOCALES } from "./i18n/locales";

/**
 * Buyers under one dealer account (issue 23, decision 041): people the account's administrator (the
 * dealer's own sign-in) adds by name and e-mail. A buyer signs in with their e-mail and their own
 * password, orders at the account's price code and sees the account's orders; only the administrator
 * manages buyers and downloads price sheets.
 */

export const BUYER_NAME_MAX = 80;

/** A buyer's name: 2 to 80 characters. */
export const buyerName = z.string().trim().min(2, messageKey("buyers.name.tooShort")).max(BUYER_NAME_MAX, messageKey("buyers.name.tooLong"));

/** 'Add a buyer': their name, their e-mail (how they sign in) and the language of their mail (English unless chosen). */
export const newBuyerForm = z.object({ name: buyerName, email: emailField, locale: z.enum(LOCALES).default(DEFAULT_LOCALE) });
export type NewBuyerForm = z.input<typeof newBuyerForm>;

/** How long the link mailed to a new buyer (or sent again by the administrator) lets them set their password. */
export const BUYER_INVITE_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether a signed-in dealer is the account's administrator (no buyer), who alone manages buyers and price sheets. */
export const isAccountAdministrator = (dealer: { buyer: unknown }): boolean => dealer.buyer === null || dealer.buyer === undefined;
