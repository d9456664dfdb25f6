import { and, asc, count, eq, gt, lt, min, sql } from "drizzle-orm";
import type { Ctx } from "../../context";
import { type TooManyRefusal, tooMany } from "../../errors";
import { rateLimitWindows, throttleEvents } from "./schema";

/** A limit on counted events: at most `max` under one key within `windowMinutes`. */
export interface Throttle {
  max: number;
  windowMinutes: number;
  /** The 429's message, which names the wait that Retry-After also gives. */
  refusal: TooManyRefusal;
}

const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** 429, with Retry-After and a message that agree, once `key` has had `throttle.max` events in the window. */
export async function assertUnderLimit({ db }: Ctx<"db">, key: string, throttle: Throttle): Promise<void> {
  if (throttle.windowMinutes > LONGEST_WINDOW_MINUTES) throw new RangeError(`A throttle window may be at most ${LONGEST_WINDOW_MINUTES} minutes.`);
  const [row] = await db
    .select({ events: count(), oldest: min(throttleEvents.at) })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.at, windowStart(throttle.windowMinutes))));
  if ((row?.events ?? 0) < throttle.max) return;
  const [nth] = await db
    .select({ at: throttleEvents.at })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.at, windowStart(throttle.windowMinutes))))
    .orderBy(asc(throttleEvents.at))
    .limit(1)
    .offset(Math.max(0, (row?.events ?? 0) - throttle.max));
  const freesAt = (nth?.at ?? row?.oldest ?? new Date()).getTime() + throttle.windowMinutes * 60_000;
  throw tooMany(throttle.refusal, (freesAt - Date.now()) / 1000);
}

/** No window is longer than this; older events of any key are forgotten as new ones are counted. */
const LONGEST_WINDOW_MINUTES = 2 * 24 * 60;

/** Counts one event under `key`, and forgets events older than any window. */
export async function recordEvent({ db }: Ctx<"db">, key: string): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.at, windowStart(LONGEST_WINDOW_MINUTES)));
  await db.insert(throttleEvents).values({ key });
}

/** Forgets every event under `key` (a successful sign-in clears its failures). */
export async function clearEvents({ db }: Ctx<"db">, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}

/** Forgets events older than any window (a background job calls it; counting also does, key by key). */
export async function forgetOldEvents({ db }: Ctx<"db">): Promise<number> {
  const deleted = await db
    .delete(throttleEvents)
    .where(lt(throttleEvents.at, windowStart(LONGEST_WINDOW_MINUTES)))
    .returning({ id: throttleEvents.id });
  return deleted.length;
}

/**
 * Counts one call in a per-address rate limit's window kept in the database (several servers share
 * it): one upsert, which starts a new window of `windowMs` when the bucket's last one has ended.
 * Returns the window's count and when it ends.
 */
export async function countInWindow({ db }: Ctx<"db">, bucket: string, windowMs: number): Promise<{ hits: number; endsAt: Date }> {
  const { rows } = await db.execute<{ hits: number; ends_at: Date }>(sql`
        insert into rate_limit_windows as w (key, hits, ends_at) values (${bucket}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          hits = case when w.ends_at <= now() then 1 else w.hits + 1 end,
          ends_at = case when w.ends_at <= now() then excluded.ends_at else w.ends_at end
        returning hits, ends_at`);
  return { hits: rows[0]!.hits, endsAt: new Date(rows[0]!.ends_at) };
}

/** Forgets rate-limit windows that ended (a background job calls it now and then). */
export async function forgetEndedWindows({ db }: Ctx<"db">): Promise<number> {
  const deleted = await db.delete(rateLimitWindows).where(lt(rateLimitWindows.endsAt, sql`now()`)).returning({ key: rateLimitWindows.key });
  return deleted.length;
}
