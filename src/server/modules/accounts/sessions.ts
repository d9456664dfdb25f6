import { and, eq, lt, or, sql } from "drizzle-orm";
import type { Ctx } from "../../context";
import type { Db } from "../../db/client";
import { BatchLoader } from "../../lib/batch-loader";
import { ANONYMOUS, type Principal, type Viewer } from "../../viewer";
import { buyers, customers, dealers, sessions, staffUsers } from "./schema";

/** The viewers of sessions; a buyer's session reads as their dealer account, whose row is joined through the buyer's (decision 041). */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      idHash: sessions.idHash,
      kind: sessions.principalKind,
      id: sessions.principalId,
      remember: sessions.remember,
      lastSeenAt: sessions.lastSeenAt,
      customerEmail: customers.email,
      customerActive: customers.active,
      dealerAccount: dealers.account,
      dealerPricecode: dealers.pricecode,
      dealerLevel: dealers.level,
      dealerId: dealers.id,
      dealerActive: dealers.active,
      buyerActive: buyers.active,
      staffEmail: staffUsers.email,
      staffRole: staffUsers.role,
      staffActive: staffUsers.active,
    })
    .from(sessions)
    .leftJoin(customers, and(eq(sessions.principalKind, "customer"), eq(customers.id, sessions.principalId)))
    .leftJoin(buyers, and(eq(sessions.principalKind, "buyer"), eq(buyers.id, sessions.principalId)))
    .leftJoin(
      dealers,
      or(
        and(eq(sessions.principalKind, "dealer"), eq(dealers.id, sessions.principalId)),
        and(eq(sessions.principalKind, "buyer"), eq(dealers.id, buyers.dealerId)),
      ),
    )
    .leftJoin(staffUsers, and(eq(sessions.principalKind, "staff"), eq(staffUsers.id, sessions.principalId)))
    .where(and(sql`${sessions.idHash} = any(${sql.placeholder("idHashes")})`, sql`${sessions.expiresAt} > now()`))
    .prepare("session_viewers");
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof prepareSessionLookup>["execute"]>>[number];

function viewerOfRow(row: SessionRow): Viewer {
  if (row.kind === "customer" && row.customerEmail !== null && row.customerActive) return { kind: "customer", id: row.id, email: row.customerEmail };
  if ((row.kind === "dealer" || row.kind === "buyer") && row.dealerId !== null && row.dealerAccount !== null && row.dealerActive) {
    // A suspended buyer, or a buyer of a suspended dealer, is nobody.
    if (row.kind === "buyer" && !row.buyerActive) return ANONYMOUS;
    const buyerId = row.kind === "buyer" ? row.id : null;
    return { kind: "dealer", id: row.dealerId, account: row.dealerAccount, pricecode: row.dealerPricecode ?? 0, level: row.dealerLevel ?? 0, buyerId };
  }
  if (row.kind === "staff" && row.staffEmail !== null && row.staffRole !== null && row.staffActive)
    return { kind: "staff", id: row.id, email: row.staffEmail, role: row.staffRole };
  return ANONYMOUS;
}

/** A live session: whose it is (anonymous when its account is disabled), whether it is remembered, and when it was last seen. */
export interface SessionOfViewer {
  viewer: Viewer;
  remember: boolean;
  lastSeenAt: Date;
}

/**
 * Reads sessions by the hash of their token. The lookup every signed-in call makes is prepared once,
 * and the sessions asked for together are read in one query.
 */
export function sessionReader({ db }: Ctx<"db">): (idHash: string) => Promise<SessionOfViewer | null> {
  const statement = prepareSessionLookup(db);
  const lookup = new BatchLoader(async (idHashes: string[]) => new Map((await statement.execute({ idHashes })).map((row) => [row.idHash, row])));
  return async (idHash) => {
    const row = await lookup.load(idHash);
    return row ? { viewer: viewerOfRow(row), remember: row.remember, lastSeenAt: row.lastSeenAt } : null;
  };
}

/** Marks a session seen now; a session that ends with the browser also gets a new idle end. */
export async function touchSession({ db }: Ctx<"db">, idHash: string, idleEnd: Date | null): Promise<void> {
  await db
    .update(sessions)
    .set(idleEnd === null ? { lastSeenAt: sql`now()` } : { lastSeenAt: sql`now()`, expiresAt: idleEnd })
    .where(eq(sessions.idHash, idHash));
}

/** Records a new session (ended sessions are cleared first). */
export async function recordSession({ db }: Ctx<"db">, session: { idHash: string; owner: Principal; remember: boolean; expiresAt: Date }): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await db.insert(sessions).values({
    idHash: session.idHash,
    principalKind: session.owner.kind,
    principalId: session.owner.id,
    remember: session.remember,
    expiresAt: session.expiresAt,
  });
}

/** Ends one session. */
export async function endSession({ db }: Ctx<"db">, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of one account. */
export async function endSessionsOf({ db }: Ctx<"db">, owner: Principal): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.principalKind, owner.kind), eq(sessions.principalId, owner.id)));
}
