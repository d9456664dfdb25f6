import { and, eq, ne } from "drizzle-orm";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../domain/i18n/locales";
import type { Ctx } from "../../context";
import { customers } from "./schema";

/**
 * A customer's language (decision 037): the one they last read the shop in while signed in, kept
 * for what the shop sends them when they are not on a page (their mail and documents).
 */

/** The language a customer's mail and documents are written in; English for an unknown customer. */
export async function customerLocale(ctx: Ctx<"db">, customerId: number): Promise<Locale> {
  const [row] = await ctx.db.select({ locale: customers.locale }).from(customers).where(eq(customers.id, customerId));
  return row && isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
}

/** Keeps the language a signed-in customer reads the shop in; a write only when it changed. */
export async function keepCustomerLocale(ctx: Ctx<"db">, customerId: number, locale: Locale): Promise<void> {
  await ctx.db
    .update(customers)
    .set({ locale })
    .where(and(eq(customers.id, customerId), ne(customers.locale, locale)));
}
