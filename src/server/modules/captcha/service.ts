import { lt, sql } from "drizzle-orm";
import type { Ctx } from "../../context";
import { captchaUsed } from "./schema";

/**
 * Spends a solved challenge: true the first time its nonce is offered, false when it was used already.
 * Challenges past their end are forgotten first, so the table holds only those that could come back.
 */
export async function spendChallenge({ db }: Ctx<"db">, challenge: { nonce: string; expiresAt: Date }): Promise<boolean> {
  await db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, sql`now()`));
  const inserted = await db
    .insert(captchaUsed)
    .values({ challengeId: challenge.nonce, expiresAt: challenge.expiresAt })
    .onConflictDoNothing()
    .returning({ challengeId: captchaUsed.challengeId });
  return inserted.length > 0;
}

/** Forgets spent challenges past their end (housekeeping); returns how many. */
export async function forgetSpentChallenges({ db }: Ctx<"db">): Promise<number> {
  const forgotten = await db.delete(captchaUsed).where(lt(captchaUsed.expiresAt, sql`now()`)).returning({ id: captchaUsed.challengeId });
  return forgotten.length;
}
