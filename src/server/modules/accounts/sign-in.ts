import { eq } from "drizzle-orm";
import { z } from "zod";
import { type CustomerSignIn, type CustomerUser, type DealerSignIn, EMAIL_TAKEN_MESSAGE } from "../../../domain/contracts/accounts";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/i18n/locales";
import type { Config } from "../../config";
import { type Ctx, inTransaction } from "../../context";
import { AppError } from "../../errors";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../../lib/passwords";
import { storeDetails } from "../content/service";
import { assertUnderLimit, clearEvents, recordEvent, type Throttle } from "../throttles/service";
import { customerSignInOf, customerUserOf, dealerInfoOf, dealerUserOf } from "./account-views";
import { welcomeMail } from "./mails";
import { customers, dealers } from "./schema";

const loginFailed = () => new AppError("UNAUTHORIZED", "accounts.signIn.failed");

const isEmail = (value: string) => z.email().safeParse(value).success;

/** Failed sign-ins (or current-password checks) of one account before it is paused, whatever the address. */
export const signInThrottle = (config: Config): Throttle => ({ max: config.LOGIN_FAILURE_LIMIT, windowMinutes: 15, refusal: "errors.tooMany.signIn" });

/** The key failed sign-ins of one account are counted under: "sign-in:customer:<email>", "sign-in:dealer:<ACCOUNT>". */
export const failureKey = (kind: "customer" | "dealer", identifier: string) =>
  `sign-in:${kind}:${kind === "dealer" ? identifier.trim().toUpperCase() : identifier.trim().toLowerCase()}`;

// ---------------------------------------------------------------------------------------------
// Sign-in and registration

/**
 * Checks a customer's e-mail and password. Every failure is the same 401, and an unknown e-mail
 * costs as much time as a wrong password. A non-e-mail (a dealer ID) fails at once: the browser tries the dealer sign-in next.
 */
export async function signInCustomer(ctx: Ctx<"db" | "config">, input: { email: string; password: string }): Promise<{ id: number; signIn: CustomerSignIn }> {
  const { db, config } = ctx;
  const email = input.email.trim().toLowerCase();
  if (!isEmail(email)) throw loginFailed();
  const key = failureKey("customer", email);
  await assertUnderLimit(ctx, key, signInThrottle(config));
  const [customer] = await db
    .select({ id: customers.id, passwordHash: customers.passwordHash, active: customers.active })
    .from(customers)
    .where(eq(customers.email, email));
  const ok = customer ? await verifyPassword(customer.passwordHash, input.password) : await verifyAgainstNothing(input.password);
  if (!customer || !ok || !customer.active) {
    await recordEvent(ctx, key);
    throw loginFailed();
  }
  await clearEvents(ctx, key);
  return { id: customer.id, signIn: await customerSignInOf(ctx, customer.id) };
}

/** Checks a dealer's account and password; a suspended dealer with the right password gets the reason instead of a session. */
export async function signInDealer(
  ctx: Ctx<"db" | "config", "caches">,
  input: { account: string; password: string },
): Promise<{ id: number; signIn: DealerSignIn } | { refused: string }> {
  const { db, config } = ctx;
  const account = input.account.trim().toUpperCase();
  const key = failureKey("dealer", account);
  await assertUnderLimit(ctx, key, signInThrottle(config));
  const [dealer] = await db.select().from(dealers).where(eq(dealers.account, account));
  const ok = dealer ? await verifyPassword(dealer.passwordHash, input.password) : await verifyAgainstNothing(input.password);
  if (!dealer || !ok) {
    await recordEvent(ctx, key);
    throw loginFailed();
  }
  await clearEvents(ctx, key);
  if (!dealer.active) {
    return { refused: dealer.suspendedReason ?? `Your dealer account is on hold. Please call our dealer line at ${(await storeDetails(ctx)).dealerLine}.` };
  }
  return { id: dealer.id, signIn: { dealer: dealerUserOf(dealer), dealerInfo: dealerInfoOf(dealer) } };
}

/**
 * Creates a customer account in the language of the page they registered on (English when the request
 * names none) and queues the welcome mail in it; 409 when the e-mail already has an account.
 */
export async function registerCustomer(
  ctx: Ctx<"db" | "config" | "mail", "caches">,
  input: { firstname: string; lastname: string; email: string; password: string; checked: boolean },
  locale: Locale = DEFAULT_LOCALE,
): Promise<CustomerUser> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx, async (tx) => {
    const [created] = await tx.db
      .insert(customers)
      .values({ email, passwordHash, firstname: input.firstname, lastname: input.lastname, optIn: input.checked, locale })
      .onConflictDoNothing({ target: customers.email })
      .returning();
    if (!created) throw new AppError("CONFLICT", "errors.emailTaken", { email: EMAIL_TAKEN_MESSAGE });
    await ctx.mail.enqueue(tx.db, welcomeMail(await storeDetails(tx), created, locale));
    return customerUserOf(created);
  });
}
