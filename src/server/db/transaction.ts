import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** How long one statement of a transaction may run: a transaction never waits long on anything. */
export const STATEMENT_TIME_LIMIT_MS = 10_000;

const afterCommitWork = new WeakMap<object, (() => void)[]>();

/** Whether a Db handle is already a transaction (handed down by a caller). */
export function isTransaction(db: Db): boolean {
  return db instanceof PgTransaction;
}

export interface TransactionOptions {
  statementTimeoutMs?: number;
  /** Settings of the transaction's own (planner settings, say), set in the same statement as its time limit. */
  settings?: Record<string, string>;
}

/**
 * Runs work in one transaction and hands it on as a Db, so services, audit() and mail.enqueue() can
 * all write in it. Given a transaction, it joins it (the outer caller commits or rolls back); given
 * the pool, it opens one with a statement time limit. Never call anything outside the database
 * (a payment gateway, mail delivery) inside: the embedded database runs one transaction at a time.
 */
export async function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  if (isTransaction(db)) return work(db);
  let committed: (() => void)[] = [];
  const result = await db.transaction(async (tx) => {
    const settings = Object.entries(options.settings ?? {}).map(([name, value]) => sql`, set_config(${name}, ${value}, true)`);
    await tx.execute(sql`select set_config('statement_timeout', ${String(options.statementTimeoutMs ?? STATEMENT_TIME_LIMIT_MS)}, true)${sql.join(settings)}`);
    afterCommitWork.set(tx, []);
    const answer = await work(tx as unknown as Db);
    committed = afterCommitWork.get(tx) ?? [];
    return answer;
  });
  for (const done of committed) done();
  return result;
}

/**
 * Runs `done` once the transaction `db` belongs to has committed (at once when `db` is not a
 * transaction), and never if it rolls back: how a change invalidates caches without a concurrent
 * read caching the old rows again before the commit.
 */
export function afterCommit(db: Db, done: () => void): void {
  const queued = afterCommitWork.get(db);
  if (queued) queued.push(done);
  else done();
}
