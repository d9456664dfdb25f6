import { createHash } from "node:crypto";
import type pg from "pg";

/** Where a background job runs: with other servers on PostgreSQL (`pool`), or alone on the embedded database. */
export interface JobHost {
  kind: "postgres" | "embedded";
  pool: pg.Pool;
}

/** A stable advisory-lock key for a job's name. */
function lockKey(name: string): string {
  return createHash("sha256").update(`partshop:${name}`).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `work` if no other server is running the job of the same name, and reports whether it ran.
 * On PostgreSQL a session advisory lock on a connection of the job's own says who runs it (released
 * when the work ends, or by PostgreSQL when a crashed server's connection goes); the embedded database
 * has one server, so the work just runs.
 */
export async function runExclusive(host: JobHost, name: string, work: () => Promise<void>): Promise<boolean> {
  if (host.kind === "embedded") {
    await work();
    return true;
  }
  const client = await host.pool.connect();
  let broken: Error | undefined;
  try {
    const key = lockKey(name);
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1::bigint) as locked", [key]);
    if (!rows[0]?.locked) return false;
    try {
      await work();
    } finally {
      await client.query("select pg_advisory_unlock($1::bigint)", [key]).catch((error: Error) => {
        broken = error;
      });
    }
    return true;
  } finally {
    // A connection whose unlock failed may still hold the lock: it is closed, not pooled.
    client.release(broken);
  }
}

/**
 * Runs a job now and then every `everyMs`, on whichever one server gets its lock each time; a run
 * never overlaps the previous one on this server. Returns how to stop.
 */
export function startJob(host: JobHost, name: string, everyMs: number, work: () => Promise<void>, onError: (error: unknown) => void): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runExclusive(host, name, work)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
