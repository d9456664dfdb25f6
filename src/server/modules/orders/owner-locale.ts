import { sql } from "drizzle-orm";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../domain/i18n/locales";
import type { Ctx } from "../../context";

/**
 * The language an order's owner is written to (decision 037): a customer's own, kept by the accounts
 * module in `customers.locale`; a dealer's English, as dealers' languages are not kept. Read here in
 * SQL rather than through accounts' public face because accounts reads orders (an import cycle).
 */
export async function orderOwnerLocale(ctx: Ctx<"db">, order: { ownerKind: "customer" | "dealer"; ownerId: number }): Promise<Locale> {
  if (order.ownerKind !== "customer") return DEFAULT_LOCALE;
  const { rows } = await ctx.db.execute<{ locale: string }>(sql`select locale from customers where id = ${order.ownerId}`);
  const locale = rows[0]?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
