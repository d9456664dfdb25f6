import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { BUYER_INVITE_MS } from "../../../domain/buyers";
import type { BuyerRow } from "../../../domain/contracts/buyers";
import type { Locale } from "../../../domain/i18n/locales";
import { type Ctx, inTransaction } from "../../context";
import type { Db } from "../../db/client";
import { AppError, fieldRefusal, notFound } from "../../errors";
import { hashPassword } from "../../lib/passwords";
import { randomToken, tokenHash } from "../../lib/tokens";
import type { Principal } from "../../viewer";
import { audit } from "../audit/service";
import { storeDetails } from "../content/service";
import { clearEvents } from "../throttles/service";
import { buyerInviteMail, passwordResetMail } from "./mails";
import { buyerPasswordLinks, buyers, dealers, sessions } from "./schema";
import { failureKey } from "./sign-in";

/*
 * Buyers under one dealer account (issue 23, decision 041). The account's administrator (from the
 * profile's Buyers tab) and staff (from the console) add, suspend and reactivate them; every verb
 * names the dealer account, so one account never reaches another's buyers (404).
 */

const RESET_LINK_MS = 60 * 60 * 1000;

type BuyerTableRow = typeof buyers.$inferSelect;

const buyerRowOf = (row: BuyerTableRow): BuyerRow => ({
  id: row.id,
  name: row.name,
  email: row.email,
  locale: row.locale,
  active: row.active,
  password_set: row.passwordHash !== null,
  created_at: row.createdAt.toISOString(),
});

const linkPath = (token: string) => `/reset-password?token=${encodeURIComponent(token)}`;

/** The dealer account's buyers, by name; 404 for a dealer that does not exist. */
export async function buyersOf({ db }: Ctx<"db">, dealerId: number): Promise<BuyerRow[]> {
  const [dealer] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, dealerId));
  if (!dealer) throw notFound("dealer", dealerId);
  const rows = await db.select().from(buyers).where(eq(buyers.dealerId, dealerId)).orderBy(asc(buyers.name), asc(buyers.id));
  return rows.map(buyerRowOf);
}

/** A new single-use link for the buyer (earlier unused ones stop working), and the mail that carries it, queued in the caller's transaction. */
async function mailInvitation(tx: Ctx<"db" | "config" | "mail", "caches">, buyer: BuyerTableRow, dealer: { name: string; account: string }): Promise<void> {
  const token = randomToken();
  await tx.db
    .update(buyerPasswordLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(buyerPasswordLinks.buyerId, buyer.id), isNull(buyerPasswordLinks.usedAt)));
  await tx.db.insert(buyerPasswordLinks).values({ tokenHash: tokenHash(token), buyerId: buyer.id, expiresAt: new Date(Date.now() + BUYER_INVITE_MS) });
  const link = { publicUrl: tx.config.publicUrl, path: linkPath(token) };
  await tx.mail.enqueue(tx.db, buyerInviteMail(await storeDetails(tx), buyer, { company: dealer.name, account: dealer.account }, link, buyer.locale));
}

/**
 * Adds a buyer to a dealer account and mails them a link (7 days, once) to set their password, in
 * their language. An e-mail is one buyer's only: 409 when it is taken, and of the same buyer added
 * many times at once one is made (the unique index decides), the others get the 409.
 */
export async function addBuyer(
  ctx: Ctx<"db" | "config" | "mail", "caches">,
  dealerId: number,
  input: { name: string; email: string; locale: Locale },
  actor: string,
): Promise<BuyerRow> {
  return inTransaction(ctx, async (tx) => {
    const [dealer] = await tx.db.select({ name: dealers.name, account: dealers.account }).from(dealers).where(eq(dealers.id, dealerId));
    if (!dealer) throw notFound("dealer", dealerId);
    const [created] = await tx.db
      .insert(buyers)
      .values({ dealerId, name: input.name.trim(), email: input.email.trim().toLowerCase(), locale: input.locale })
      .onConflictDoNothing({ target: buyers.email })
      .returning();
    if (!created) throw fieldRefusal("CONFLICT", "email", "errors.buyers.emailTaken");
    await mailInvitation(tx, created, dealer);
    await audit(tx, {
      actor,
      action: "buyer.add",
      target: `buyer:${created.id}`,
      details: { dealer: dealer.account, name: created.name, email: created.email },
    });
    return buyerRowOf(created);
  });
}

/** One of the account's buyers, locked for the caller's transaction; 404 for another account's (or no one's). */
async function lockBuyer(tx: Db, dealerId: number, buyerId: number): Promise<BuyerTableRow> {
  const [row] = await tx
    .select()
    .from(buyers)
    .where(and(eq(buyers.id, buyerId), eq(buyers.dealerId, dealerId)))
    .for("update");
  if (!row) throw notFound("buyer", buyerId);
  return row;
}

/** Suspends one of the account's buyers (they cannot sign in, and every session of theirs ends) or reactivates them. */
export async function setBuyerActive(ctx: Ctx<"db">, dealerId: number, buyerId: number, change: { active: boolean; actor: string }): Promise<BuyerRow> {
  return inTransaction(ctx, async (tx) => {
    const before = await lockBuyer(tx.db, dealerId, buyerId);
    const [after] = await tx.db.update(buyers).set({ active: change.active, updatedAt: sql`now()` }).where(eq(buyers.id, buyerId)).returning();
    if (!change.active) await tx.db.delete(sessions).where(and(eq(sessions.principalKind, "buyer"), eq(sessions.principalId, buyerId)));
    await audit(tx, {
      actor: change.actor,
      action: change.active ? "buyer.reactivate" : "buyer.suspend",
      target: `buyer:${buyerId}`,
      details: { before: { active: before.active }, after: { active: change.active } },
    });
    return buyerRowOf(after!);
  });
}

/** Mails one of the account's buyers a new link to set their password (when the first expired or was lost); earlier links stop working. */
export async function sendBuyerPasswordLink(ctx: Ctx<"db" | "config" | "mail", "caches">, dealerId: number, buyerId: number, actor: string): Promise<BuyerRow> {
  return inTransaction(ctx, async (tx) => {
    const buyer = await lockBuyer(tx.db, dealerId, buyerId);
    const [dealer] = await tx.db.select({ name: dealers.name, account: dealers.account }).from(dealers).where(eq(dealers.id, dealerId));
    await mailInvitation(tx, buyer, dealer!);
    await audit(tx, { actor, action: "buyer.link", target: `buyer:${buyerId}`, details: { to: buyer.email } });
    return buyerRowOf(buyer);
  });
}

/** Ends the sessions of every buyer of a dealer account (the account was suspended), in the caller's transaction. */
export async function endBuyerSessionsOf({ db: tx }: Ctx<"db">, dealerId: number): Promise<void> {
  const ofDealer = tx.select({ id: buyers.id }).from(buyers).where(eq(buyers.dealerId, dealerId));
  await tx.delete(sessions).where(and(eq(sessions.principalKind, "buyer"), inArray(sessions.principalId, ofDealer)));
}

/**
 * Sets a buyer's password from their mailed link (decision 041: the reset page's call serves both).
 * The link then stops working and every session of the buyer ends. Null when the token is no usable
 * buyer link.
 */
export async function setBuyerPasswordWithToken(ctx: Ctx<"db">, input: { token: string; password: string }): Promise<Principal | null> {
  const usable = and(eq(buyerPasswordLinks.tokenHash, tokenHash(input.token)), isNull(buyerPasswordLinks.usedAt), gt(buyerPasswordLinks.expiresAt, sql`now()`));
  const [valid] = await ctx.db.select({ buyerId: buyerPasswordLinks.buyerId }).from(buyerPasswordLinks).where(usable);
  if (!valid) return null;
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx, async (tx) => {
    const [used] = await tx.db.update(buyerPasswordLinks).set({ usedAt: sql`now()` }).where(usable).returning({ buyerId: buyerPasswordLinks.buyerId });
    if (!used) throw new AppError("INVALID", "errors.resetLinkExpired");
    const [buyer] = await tx.db
      .update(buyers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(buyers.id, used.buyerId))
      .returning({ email: buyers.email });
    await tx.db.delete(sessions).where(and(eq(sessions.principalKind, "buyer"), eq(sessions.principalId, used.buyerId)));
    if (buyer) await clearEvents(tx, failureKey("buyer", buyer.email));
    await audit(tx, { actor: `buyer:${used.buyerId}`, action: "password.reset", target: `buyer:${used.buyerId}` });
    return { kind: "buyer" as const, id: used.buyerId };
  });
}

/** Forgot password for a buyer (an active one, of an active account): a single-use link for 1 hour, in `locale` else theirs. Nothing for anyone else. */
export async function requestBuyerPasswordReset(ctx: Ctx<"db" | "config" | "mail", "caches">, email: string, locale: Locale | undefined): Promise<void> {
  const [row] = await ctx.db
    .select({ buyer: buyers })
    .from(buyers)
    .innerJoin(dealers, eq(dealers.id, buyers.dealerId))
    .where(and(eq(buyers.email, email), eq(buyers.active, true), eq(dealers.active, true)));
  if (!row) return;
  const { buyer } = row;
  const token = randomToken();
  await inTransaction(ctx, async (tx) => {
    await tx.db.insert(buyerPasswordLinks).values({ tokenHash: tokenHash(token), buyerId: buyer.id, expiresAt: new Date(Date.now() + RESET_LINK_MS) });
    const link = { publicUrl: tx.config.publicUrl, path: linkPath(token) };
    await tx.mail.enqueue(tx.db, passwordResetMail(await storeDetails(tx), { email: buyer.email, firstname: buyer.name }, link, locale ?? buyer.locale));
  });
}

/** Who a buyer is, as an order placed by them records it and its mail reaches them. */
export async function buyerForOrder({ db }: Ctx<"db">, buyerId: number): Promise<{ id: number; name: string; email: string; locale: Locale } | null> {
  const [row] = await db.select({ id: buyers.id, name: buyers.name, email: buyers.email, locale: buyers.locale }).from(buyers).where(eq(buyers.id, buyerId));
  return row ?? null;
}
