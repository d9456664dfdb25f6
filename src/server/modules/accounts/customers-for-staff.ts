import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { PAGE_SIZE, pageCount } from "../../../domain/pager";
import { type Ctx, inTransaction } from "../../context";
import { notFound } from "../../errors";
import { audit } from "../audit/service";
import { type CustomerRow, customerSignInOf } from "./account-views";
import { requestPasswordReset } from "./password-changes";
import { customerInfo, customers, sessions } from "./schema";

// ---------------------------------------------------------------------------------------------
// People, for the staff console

/** `%text%` for ILIKE, the text taken literally (the console's people searches). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Customers for the console, newest first, searched by name or e-mail, 20 a page. */
export async function listCustomers({ db }: Ctx<"db">, query: { q?: string; page: number }) {
  const where = query.q
    ? or(ilike(customers.email, likePattern(query.q)), ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, likePattern(query.q)))
    : undefined;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(customers).where(where);
  const rows = await db
    .select({ customer: customers, city: customerInfo.city, province: customerInfo.state })
    .from(customers)
    .leftJoin(customerInfo, eq(customerInfo.customerId, customers.id))
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const total = counted?.n ?? 0;
  return {
    rows: rows.map((row) => customerRowOf(row.customer, row.city, row.province)),
    total,
    page: query.page,
    per_page: PAGE_SIZE,
    last_page: pageCount(total),
  };
}

function customerRowOf(row: CustomerRow, city: string | null, province: string | null) {
  return {
    id: row.id,
    email: row.email,
    name: `${row.firstname} ${row.lastname}`.trim(),
    city,
    province,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

/** One customer for the console, with their profile; 404 for no such customer. */
export async function customerForStaff(ctx: Ctx<"db">, id: number) {
  const { db } = ctx;
  const [row] = await db
    .select({ customer: customers, city: customerInfo.city, province: customerInfo.state })
    .from(customers)
    .leftJoin(customerInfo, eq(customerInfo.customerId, customers.id))
    .where(eq(customers.id, id));
  if (!row) throw notFound("customer", id);
  return { customer: customerRowOf(row.customer, row.city, row.province), profile: await customerSignInOf(ctx, id) };
}

/** Disables (ending every session) or enables a customer's account, with the reason in the audit log. */
export async function setCustomerActive(ctx: Ctx<"db">, id: number, change: { active: boolean; reason?: string; actor: string }): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select({ active: customers.active }).from(customers).where(eq(customers.id, id)).for("update");
    if (!before) throw notFound("customer", id);
    await tx.db.update(customers).set({ active: change.active, updatedAt: sql`now()` }).where(eq(customers.id, id));
    if (!change.active) await tx.db.delete(sessions).where(and(eq(sessions.principalKind, "customer"), eq(sessions.principalId, id)));
    await audit(tx, {
      actor: change.actor,
      action: change.active ? "customer.enable" : "customer.disable",
      target: `customer:${id}`,
      details: { reason: change.reason ?? null, before: { active: before.active }, after: { active: change.active } },
    });
  });
}

/** Mails a customer a password reset link from the console (as Forgot password does), and says so in the audit log. */
export async function sendResetLinkByStaff(ctx: Ctx<"db" | "config" | "mail", "caches">, id: number, actor: string): Promise<string> {
  const [customer] = await ctx.db.select({ email: customers.email }).from(customers).where(eq(customers.id, id));
  if (!customer) throw notFound("customer", id);
  await requestPasswordReset(ctx, { email: customer.email });
  await audit(ctx, { actor, action: "customer.reset-link", target: `customer:${id}`, details: { to: customer.email } });
  return customer.email;
}
