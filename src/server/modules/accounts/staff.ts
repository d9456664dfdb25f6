import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { StaffMember } from "../../../domain/contracts/staff";
import { type Ctx, inTransaction } from "../../context";
import { AppError, notFound } from "../../errors";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../../lib/passwords";
import { audit } from "../audit/service";
import { assertUnderLimit, clearEvents, recordEvent } from "../throttles/service";
import { type StaffRole, staffUsers } from "./schema";

const staffColumns = { id: staffUsers.id, email: staffUsers.email, name: staffUsers.name, role: staffUsers.role };

/** A staff member by id, as the console shows them; null when there is none. */
export async function staffMemberById({ db }: Ctx<"db">, id: number): Promise<StaffMember | null> {
  const [row] = await db.select(staffColumns).from(staffUsers).where(eq(staffUsers.id, id));
  return row ?? null;
}

/**
 * Checks a staff member's e-mail and password: one generic failure for an unknown address and a wrong
 * password (an unknown address costs as much time), and failures counted per address as customers' are.
 */
export async function signInStaff(ctx: Ctx<"db" | "config">, input: { email: string; password: string }): Promise<StaffMember> {
  const { db, config } = ctx;
  const email = input.email.trim().toLowerCase();
  const key = `sign-in:staff:${email}`;
  await assertUnderLimit(ctx, key, { max: config.LOGIN_FAILURE_LIMIT, windowMinutes: 15, refusal: "errors.tooMany.signIn" });
  const [staff] = await db
    .select({ ...staffColumns, passwordHash: staffUsers.passwordHash, active: staffUsers.active })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  const ok = staff ? await verifyPassword(staff.passwordHash, input.password) : await verifyAgainstNothing(input.password);
  if (!staff || !ok || !staff.active) {
    await recordEvent(ctx, key);
    throw new AppError("UNAUTHORIZED", "errors.staffSignInFailed");
  }
  await clearEvents(ctx, key);
  const { passwordHash: _, active: __, ...member } = staff;
  return member;
}

/**
 * Creates a staff user (the first owner of a real deployment comes from `npm run staff:create`). The
 * password must follow the shop's password rule; an e-mail already used is 409.
 */
export async function createStaffMember(
  ctx: Ctx<"db">,
  input: { email: string; name: string; password: string; role: StaffRole },
  actor = "setup",
): Promise<StaffMember> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const [created] = await ctx.db
    .insert(staffUsers)
    .values({ email, name: input.name.trim(), passwordHash, role: input.role })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning(staffColumns);
  if (!created) throw new AppError("CONFLICT", { key: "errors.staff.emailTaken", values: { email } }, { email: "This e-mail already has a staff account." });
  await audit(ctx, { actor, action: "staff.create", target: `staff:${created.id}`, details: { after: created } });
  return created;
}

/** Every staff user, owners first, for the owner's People > Staff list. */
export async function listStaff({ db }: Ctx<"db">) {
  const rows = await db
    .select({ ...staffColumns, active: staffUsers.active })
    .from(staffUsers)
    .orderBy(sql`${staffUsers.role} = 'owner' desc`, asc(staffUsers.name), asc(staffUsers.id));
  return { rows };
}

/**
 * Changes a staff user's role or disables/enables them. The shop always keeps one active owner: the
 * last one cannot be demoted or disabled (409), and nobody disables themself. Audited with before and after.
 */
async function changeStaff(ctx: Ctx<"db">, id: number, change: { role?: StaffRole; active?: boolean }, actor: { id: number }): Promise<void> {
  if (change.active === false && id === actor.id) throw new AppError("CONFLICT", "errors.staff.cannotDisableSelf");
  await inTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select({ ...staffColumns, active: staffUsers.active })
      .from(staffUsers)
      .where(eq(staffUsers.id, id))
      .for("update");
    if (!before) throw notFound("staffUser", id);
    const after = { ...before, ...change };
    const losesOwner = before.role === "owner" && before.active && (after.role !== "owner" || !after.active);
    if (losesOwner) {
      const others = await tx.db
        .select({ id: staffUsers.id })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, "owner"), eq(staffUsers.active, true), ne(staffUsers.id, id)))
        .for("update");
      if (others.length === 0) throw new AppError("CONFLICT", "errors.staff.needsOwner");
    }
    await tx.db.update(staffUsers).set(change).where(eq(staffUsers.id, id));
    const action = change.role !== undefined ? "staff.role" : change.active ? "staff.enable" : "staff.disable";
    await audit(tx, {
      actor: `staff:${actor.id}`,
      action,
      target: `staff:${id}`,
      details: { before: { role: before.role, active: before.active }, after: { role: after.role, active: after.active } },
    });
  });
}

/** Changes a staff user's role (see changeStaff). */
export const setStaffRole = (ctx: Ctx<"db">, id: number, role: StaffRole, actor: { id: number }) => changeStaff(ctx, id, { role }, actor);
/** Disables or enables a staff user (see changeStaff). */
export const setStaffActive = (ctx: Ctx<"db">, id: number, active: boolean, actor: { id: number }) => changeStaff(ctx, id, { active }, actor);
