import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Locale } from "../../../domain/i18n/locales";
import { type Ctx, inTransaction } from "../../context";
import { AppError } from "../../errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { randomToken, tokenHash } from "../../lib/tokens";
import { type Principal, principalOf } from "../../viewer";
import { audit } from "../audit/service";
import { storeDetails } from "../content/service";
import { assertUnderLimit, clearEvents, recordEvent } from "../throttles/service";
import { actorOf, type Shopper } from "./account-views";
import { requestBuyerPasswordReset, setBuyerPasswordWithToken } from "./buyers";
import { passwordResetMail } from "./mails";
import { buyers, customers, dealers, passwordResetTokens, sessions } from "./schema";
import { failureKey, signInThrottle } from "./sign-in";

const RESET_LINK_MS = 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Passwords

/**
 * Mails a single-use reset link (1 hour) when the e-mail has an account (a customer's, else a dealer's
 * buyer's: decision 041); answers the same either way. The mail is in the language of the page that
 * asked (`pageLocale`), else the account's (decision 037).
 */
export async function requestPasswordReset(
  ctx: Ctx<"db" | "config" | "mail", "caches">,
  input: { email: string; pageLocale?: Locale | undefined },
): Promise<void> {
  const { db, config } = ctx;
  const email = input.email.trim().toLowerCase();
  const [customer] = await db.select().from(customers).where(eq(customers.email, email));
  if (!customer) return requestBuyerPasswordReset(ctx, email, input.pageLocale);
  const token = randomToken();
  await inTransaction(ctx, async (tx) => {
    await tx.db.insert(passwordResetTokens).values({ tokenHash: tokenHash(token), customerId: customer.id, expiresAt: new Date(Date.now() + RESET_LINK_MS) });
    const link = { publicUrl: config.publicUrl, path: `/reset-password?token=${encodeURIComponent(token)}` };
    await ctx.mail.enqueue(tx.db, passwordResetMail(await storeDetails(tx), customer, link, input.pageLocale ?? customer.locale));
  });
}

/**
 * Sets a new password from a mailed link, a customer's reset link or a buyer's (decision 041); the link
 * then stops working and every session of its account ends. Answers whose password it was.
 */
export async function resetPasswordWithToken(ctx: Ctx<"db">, input: { token: string; password: string }): Promise<Principal> {
  const { db } = ctx;
  const hash = tokenHash(input.token);
  const usable = and(eq(passwordResetTokens.tokenHash, hash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`));
  const [valid] = await db.select({ customerId: passwordResetTokens.customerId }).from(passwordResetTokens).where(usable);
  if (!valid) {
    const buyer = await setBuyerPasswordWithToken(ctx, input);
    if (buyer) return buyer;
    throw new AppError("INVALID", "errors.resetLinkExpired");
  }
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx, async (tx) => {
    const [used] = await tx.db.update(passwordResetTokens).set({ usedAt: sql`now()` }).where(usable).returning({ customerId: passwordResetTokens.customerId });
    if (!used) throw new AppError("INVALID", "errors.resetLinkExpired");
    const [customer] = await tx.db
      .update(customers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(customers.id, used.customerId))
      .returning({ email: customers.email });
    await tx.db
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.customerId, used.customerId), isNull(passwordResetTokens.usedAt)));
    await tx.db.delete(sessions).where(and(eq(sessions.principalKind, "customer"), eq(sessions.principalId, used.customerId)));
    if (customer) await clearEvents(tx, failureKey("customer", customer.email));
    await audit(tx, { actor: `customer:${used.customerId}`, action: "password.reset", target: `customer:${used.customerId}` });
    return { kind: "customer" as const, id: used.customerId };
  });
}

/**
 * Changes the caller's password when the current one is right ('fail' otherwise, counted like a
 * failed sign-in); the caller's other sessions end.
 */
export async function changePassword(
  ctx: Ctx<"db" | "config">,
  viewer: Shopper,
  input: { oldPass: string; newPass: string; currentSessionHash: string | undefined },
): Promise<"ok" | "fail"> {
  const { db, config } = ctx;
  // A buyer changes their own password, never their dealer account's (decision 041).
  const principal = principalOf(viewer);
  const table = principal.kind === "customer" ? customers : principal.kind === "buyer" ? buyers : dealers;
  const key = `password:${principal.kind}:${principal.id}`;
  await assertUnderLimit(ctx, key, signInThrottle(config));
  const [row] = await db.select({ passwordHash: table.passwordHash }).from(table).where(eq(table.id, principal.id));
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, input.oldPass))) {
    await recordEvent(ctx, key);
    return "fail";
  }
  const passwordHash = await hashPassword(input.newPass);
  await inTransaction(ctx, async (tx) => {
    await tx.db.update(table).set({ passwordHash, updatedAt: sql`now()` }).where(eq(table.id, principal.id));
    const others = and(eq(sessions.principalKind, principal.kind), eq(sessions.principalId, principal.id));
    await tx.db.delete(sessions).where(input.currentSessionHash ? and(others, ne(sessions.idHash, input.currentSessionHash)) : others);
    await clearEvents(tx, key);
    await audit(tx, { actor: actorOf(viewer), action: "password.change", target: actorOf(viewer) });
  });
  return "ok";
}
