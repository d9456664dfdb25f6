import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import { SIGN_IN_RATE_LIMITED_MESSAGE } from "../../../domain/contracts/accounts";
import type { Db } from "../../db/client";
import { signInFailures } from "../../db/schema/accounts";
import { AppError } from "../../errors";

const WINDOW = sql`now() - interval '15 minutes'`;

/** The key failed sign-ins of one account are counted under: "customer:<email>", "dealer:<ACCOUNT>". */
export const failureKey = (kind: "customer" | "dealer", identifier: string) =>
  `${kind}:${kind === "dealer" ? identifier.trim().toUpperCase() : identifier.trim().toLowerCase()}`;

/** 429 once an account has failed `limit` times in the last 15 minutes, whether or not this password is right. */
export async function assertNotLocked(db: Db, key: string, limit: number): Promise<void> {
  const [row] = await db
    .select({ failures: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.key, key), gt(signInFailures.at, WINDOW)));
  if ((row?.failures ?? 0) >= limit) throw new AppError("RATE_LIMITED", SIGN_IN_RATE_LIMITED_MESSAGE);
}

/** Counts one failed attempt, and forgets attempts older than the window. */
export async function recordFailure(db: Db, key: string): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.at, WINDOW));
  await db.insert(signInFailures).values({ key });
}

/** A successful sign-in (or a password reset) clears the account's count. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}
