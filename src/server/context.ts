import type { Db } from "./db/client";
import { withTransaction } from "./db/transaction";
import type { AppDeps } from "./deps";

/**
 * What every exported service verb takes first (docs/decisions/024-server-slices-and-boundaries.md):
 * the parts of the app's dependencies it works with, picked from AppDeps so that one idea has one
 * shape. `Ctx<"db" | "mail">` needs the database and the mail outbox; `Ctx<"db", "caches">` also
 * reads through the caches when it is given them (a test or a script may leave them out).
 *
 * `ctx.db` is what the verb reads and writes through: the pool, or the caller's transaction. A verb
 * that must run in its caller's transaction says so, and is handed `{ ...ctx, db: tx }` (see
 * inTransaction); a verb that opens a transaction of its own joins that one when it is given one.
 */
export type Ctx<Needs extends keyof AppDeps, Optional extends keyof AppDeps = never> = Pick<AppDeps, Needs> & Partial<Pick<AppDeps, Optional>>;

/**
 * Runs `work` in one transaction (joining ctx.db's when it is one already, else opening one with a
 * statement time limit: see withTransaction) and hands it the same context with `db` set to the
 * transaction, so every verb it calls reads and writes in it.
 */
export function inTransaction<C extends { db: Db }, T>(ctx: C, work: (tx: C) => Promise<T>, options?: { statementTimeoutMs?: number }): Promise<T> {
  return withTransaction(ctx.db, (db) => work({ ...ctx, db }), options);
}
