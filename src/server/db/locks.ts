import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * What a transaction-scoped advisory lock guards. The two-key form keeps these apart from the
 * one-key locks of the migrations, the demo seed and the background jobs.
 */
const LOCK_SPACES = {
  /** One shopper's cart: what is ordered from it (a payment, a quote, a dealer's confirmation). */
  cart: 1,
  /** One order's refunds: what is claimed of its payment. */
  refunds: 2,
} as const;

/**
 * Holds a lock on one thing until the caller's transaction ends, on every app server sharing the
 * database: a second transaction asking for the same thing waits for the first to commit or roll back.
 * Call inside a transaction (db/transaction's withTransaction).
 */
export async function lockFor(tx: Db, space: keyof typeof LOCK_SPACES, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACES[space]}::int, hashtext(${key}))`);
}
