import { and, asc, count, eq, gt, lt, min, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { AppError, waitText } from "../errors";
import { throttleEvents } from "../modules/throttles/schema";

/** A limit on counted events: at most `max` under one key within `windowMinutes`. */
export interface Throttle {
  max: number;
  windowMinutes: number;
  /** The first words of the 429's message; the wait that Retry-After also gives is appended. */
  refusal: string;
}

const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** 429, with Retry-After and a message that agree, once `key` has had `throttle.max` events in the window. */
export async function assertUnderLimit(db: Db, key: string, throttle: Throttle): Promise<void> {
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
  const seconds = Math.max(1, Math.ceil((freesAt - Date.now()) / 1000));
  throw new AppError("RATE_LIMITED", `${throttle.refusal} Please wait ${waitText(seconds)} and try again.`, undefined, seconds);
}

/** No window is longer than this; older events of any key are forgotten as new ones are counted. */
const LONGEST_WINDOW_MINUTES = 2 * 24 * 60;

/** Counts one event under `key`, and forgets events older than any window. */
export async function recordEvent(db: Db, key: string): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.at, windowStart(LONGEST_WINDOW_MINUTES)));
  await db.insert(throttleEvents).values({ key });
}

/** Forgets every event under `key` (a successful sign-in clears its failures). */
export async function clearEvents(db: Db, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}

/** Forgets events older than any window (a background job calls it; counting also does, key by key). */
export async function forgetOldEvents(db: Db): Promise<number> {
  const deleted = await db.delete(throttleEvents).where(lt(throttleEvents.at, windowStart(LONGEST_WINDOW_MINUTES))).returning({ id: throttleEvents.id });
  return deleted.length;
}
