import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import { PAGE_SIZE, pageCount } from "../../../domain/pager";
import { regionProblem } from "../../../domain/regions";
import { type Ctx, inTransaction } from "../../context";
import { AppError, notFound } from "../../errors";
import { hashPassword } from "../../lib/passwords";
import { audit } from "../audit/service";
import type { DealerRow } from "./account-views";
import { endBuyerSessionsOf } from "./buyers";
import { likePattern } from "./customers-for-staff";
import { dealers, sessions } from "./schema";

const dealerRowOf = (row: DealerRow) => ({
  id: row.id,
  account: row.account,
  company: row.name,
  email: row.email,
  pricecode: row.pricecode,
  level: row.level,
  city: row.city,
  province: row.state,
  phone: row.phone,
  active: row.active,
  suspended_reason: row.suspendedReason,
});

/** Dealers for the console, by account, searched by account, company or e-mail, 20 a page. */
export async function listDealers({ db }: Ctx<"db">, query: { q?: string; page: number }) {
  const where = query.q
    ? or(ilike(dealers.account, likePattern(query.q)), ilike(dealers.name, likePattern(query.q)), ilike(dealers.email, likePattern(query.q)))
    : undefined;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(dealers).where(where);
  const rows = await db
    .select()
    .from(dealers)
    .where(where)
    .orderBy(asc(dealers.account))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const total = counted?.n ?? 0;
  return { rows: rows.map(dealerRowOf), total, page: query.page, per_page: PAGE_SIZE, last_page: pageCount(total) };
}

type DealerFields = {
  company?: string;
  pricecode?: number;
  email?: string;
  firstname?: string;
  lastname?: string;
  address1?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  phone?: string;
};

const dealerColumnsOf = (fields: DealerFields) => ({
  ...(fields.company !== undefined ? { name: fields.company } : {}),
  ...(fields.pricecode !== undefined ? { pricecode: fields.pricecode, level: fields.pricecode } : {}),
  ...(fields.email !== undefined ? { email: fields.email.toLowerCase() } : {}),
  ...(fields.firstname !== undefined ? { firstname: fields.firstname } : {}),
  ...(fields.lastname !== undefined ? { lastname: fields.lastname } : {}),
  ...(fields.address1 !== undefined ? { address1: fields.address1 } : {}),
  ...(fields.city !== undefined ? { city: fields.city } : {}),
  ...(fields.state !== undefined ? { state: fields.state.toUpperCase() } : {}),
  ...(fields.zip !== undefined ? { zip: fields.zip } : {}),
  ...(fields.country !== undefined ? { country: fields.country } : {}),
  ...(fields.phone !== undefined ? { phone: fields.phone } : {}),
});

/** Creates a dealer account with its Dealer ID, company, price code (its level too) and initial password; 409 for a Dealer ID already used. */
export async function createDealer(
  ctx: Ctx<"db">,
  input: DealerFields & { account: string; password: string; company: string; pricecode: number; email: string },
  actor: string,
) {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx, async (tx) => {
    const [created] = await tx.db
      .insert(dealers)
      .values({
        account: input.account.toUpperCase(),
        passwordHash,
        name: input.company,
        email: input.email.toLowerCase(),
        pricecode: input.pricecode,
        level: input.pricecode,
        ...dealerColumnsOf(input),
      })
      .onConflictDoNothing({ target: dealers.account })
      .returning();
    if (!created)
      throw new AppError(
        "CONFLICT",
        { key: "errors.staff.dealerIdTaken", values: { id: input.account.toUpperCase() } },
        { account: "This Dealer ID is already used." },
      );
    await audit(tx, { actor, action: "dealer.create", target: `dealer:${created.account}`, details: { after: dealerRowOf(created) } });
    return dealerRowOf(created);
  });
}

/** Changes a dealer's details or price code (their prices change at once), with before and after in the audit log. */
export async function updateDealer(ctx: Ctx<"db">, id: number, changes: DealerFields, actor: string) {
  return inTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(dealers).where(eq(dealers.id, id)).for("update");
    if (!before) throw notFound("dealer", id);
    const state = changes.state ?? before.state ?? "";
    const provinceProblem = state ? regionProblem(changes.country ?? before.country ?? "CA", state) : null;
    if (provinceProblem) throw new AppError("INVALID", { key: "errors.staff.problems", values: { problems: provinceProblem } }, { state: provinceProblem });
    const [after] = await tx.db
      .update(dealers)
      .set({ ...dealerColumnsOf(changes), updatedAt: sql`now()` })
      .where(eq(dealers.id, id))
      .returning();
    await audit(tx, {
      actor,
      action: "dealer.update",
      target: `dealer:${before.account}`,
      details: { before: dealerRowOf(before), after: dealerRowOf(after!) },
    });
    return dealerRowOf(after!);
  });
}

/** Suspends (with the reason the dealer is shown at sign-in, ending every session, its buyers' too) or reinstates a dealer. */
export async function setDealerActive(ctx: Ctx<"db">, id: number, change: { active: boolean; reason?: string; actor: string }): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(dealers).where(eq(dealers.id, id)).for("update");
    if (!before) throw notFound("dealer", id);
    await tx.db
      .update(dealers)
      .set({ active: change.active, suspendedReason: change.active ? null : (change.reason ?? null), updatedAt: sql`now()` })
      .where(eq(dealers.id, id));
    if (!change.active) {
      await tx.db.delete(sessions).where(and(eq(sessions.principalKind, "dealer"), eq(sessions.principalId, id)));
      await endBuyerSessionsOf(tx, id);
    }
    await audit(tx, {
      actor: change.actor,
      action: change.active ? "dealer.enable" : "dealer.disable",
      target: `dealer:${before.account}`,
      details: { reason: change.reason ?? null, before: { active: before.active }, after: { active: change.active } },
    });
  });
}
