import { eq } from "drizzle-orm";
import { z } from "zod";
import { type CustomerSignIn, type CustomerUser, type DealerSignIn, EMAIL_TAKEN_MESSAGE } from "../../../domain/contracts/accounts";
import { translatorOf } from "../../../domain/i18n";
import { DEFAULT_LOCALE, type Locale } from "../../../domain/i18n/locales";
import type { Config } from "../../config";
import { type Ctx, inTransaction } from "../../context";
import { AppError } from "../../errors";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../../lib/passwords";
import type { Principal } from "../../viewer";
import { storeDetails } from "../content/service";
import { assertUnderLimit, clearEvents, recordEvent, type Throttle } from "../throttles/service";
import { customerSignInOf, customerUserOf, dealerInfoOf, dealerUserOf } from "./account-views";
import { welcomeMail } from "./mails";
import { buyers, customers, dealers } from "./schema";

const loginFailed = () => new AppError("UNAUTHORIZED", "accounts.signIn.failed");

const isEmail = (value: string) => z.email().safeParse(value).success;

/** Failed sign-ins (or current-password checks) of one account before it is paused, whatever the address. */
export const signInThrottle = (config: Config): Throttle => ({ max: config.LOGIN_FAILURE_LIMIT, windowMinutes: 15, refusal: "errors.tooMany.signIn" });

/** The key failed sign-ins of one account are counted under: "sign-in:customer:<email>", "sign-in:dealer:<ACCOUNT>", "sign-in:buyer:<email>". */
export const failureKey = (kind: "customer" | "dealer" | "buyer", identifier: string) =>
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

/** A dealer sign-in that worked: whose session it starts (the dealer's, or a buyer's), the dealer account, and what the browser keeps. */
export interface DealerSignedIn {
  owner: Principal;
  dealerId: number;
  signIn: DealerSignIn;
}

const onHold = async (ctx: Ctx<"db" | "config", "caches">, dealer: { suspendedReason: string | null }) =>
  dealer.suspendedReason ?? `Your dealer account is on hold. Please call our dealer line at ${(await storeDetails(ctx)).dealerLine}.`;

/**
 * Checks a dealer's account and password, or, when the account is an e-mail, a buyer's (decision 041).
 * A suspended dealer with the right password gets the reason instead of a session; so does a buyer of
 * a suspended dealer, and a suspended buyer is told to ask the account's administrator (in `locale`).
 */
export async function signInDealer(
  ctx: Ctx<"db" | "config", "caches">,
  input: { account: string; password: string },
  locale: Locale = DEFAULT_LOCALE,
): Promise<DealerSignedIn | { refused: string }> {
  if (isEmail(input.account.trim())) return signInBuyer(ctx, { email: input.account, password: input.password }, locale);
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
  if (!dealer.active) return { refused: await onHold(ctx, dealer) };
  return { owner: { kind: "dealer", id: dealer.id }, dealerId: dealer.id, signIn: { dealer: dealerUserOf(dealer), dealerInfo: dealerInfoOf(dealer) } };
}

/** A buyer's e-mail and password: every failure (no such buyer, no password set yet, a wrong one) is the same 401, and costs the same time. */
async function signInBuyer(
  ctx: Ctx<"db" | "config", "caches">,
  input: { email: string; password: string },
  locale: Locale,
): Promise<DealerSignedIn | { refused: string }> {
  const { db, config } = ctx;
  const email = input.email.trim().toLowerCase();
  const key = failureKey("buyer", email);
  await assertUnderLimit(ctx, key, signInThrottle(config));
  const [row] = await db.select().from(buyers).innerJoin(dealers, eq(dealers.id, buyers.dealerId)).where(eq(buyers.email, email));
  const hash = row?.buyers.passwordHash;
  const ok = hash ? await verifyPassword(hash, input.password) : await verifyAgainstNothing(input.password);
  if (!row || !ok) {
    await recordEvent(ctx, key);
    throw loginFailed();
  }
  await clearEvents(ctx, key);
  const { buyers: buyer, dealers: dealer } = row;
  if (!dealer.active) return { refused: await onHold(ctx, dealer) };
  if (!buyer.active) return { refused: translatorOf(locale).t("buyers.signIn.suspended", { company: dealer.name }) };
  return {
    owner: { kind: "buyer", id: buyer.id },
    dealerId: dealer.id,
    signIn: { dealer: dealerUserOf(dealer, { id: buyer.id, name: buyer.name, email: buyer.email }), dealerInfo: dealerInfoOf(dealer) },
  };
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
