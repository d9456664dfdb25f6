import { asc, eq } from "drizzle-orm";
import type { Ctx } from "../../context";
import { auditLog } from "./schema";

/** One entry of the audit log: who did what to which record, with what changed. */
export interface AuditEntry {
  /** "customer:12", "dealer:D10001", "staff:3". */
  actor: string;
  action: string;
  target: string;
  details?: Record<string, unknown>;
}

/** Writes an audit entry in the caller's transaction, so it exists exactly when the change does. */
export async function audit({ db }: Ctx<"db">, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}

/** What staff and the shop did to one record, oldest first (an order's page shows it). */
export async function auditHistory(
  { db }: Ctx<"db">,
  target: string,
): Promise<{ at: string; actor: string; action: string; details: Record<string, unknown> }[]> {
  const rows = await db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map((row) => ({ at: row.at.toISOString(), actor: row.actor, action: row.action, details: row.details as Record<string, unknown> }));
}
