import { lt, sql } from "drizzle-orm";
import type { Ctx } from "../../context";
import { emailChangeTokens, passwordResetTokens, sessions } from "./schema";

// ---------------------------------------------------------------------------------------------
// Housekeeping (a background job)

/** Deletes ended sessions, and reset and e-mail-change links a day past their end. */
export async function forgetExpired({ db }: Ctx<"db">): Promise<{ sessions: number; links: number }> {
  const dayAgo = sql`now() - interval '1 day'`;
  const ended = await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ id: sessions.idHash });
  const resets = await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, dayAgo)).returning({ id: passwordResetTokens.tokenHash });
  const changes = await db.delete(emailChangeTokens).where(lt(emailChangeTokens.expiresAt, dayAgo)).returning({ id: emailChangeTokens.tokenHash });
  return { sessions: ended.length, links: resets.length + changes.length };
}
