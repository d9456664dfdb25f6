import rateLimit from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { type TooManyRefusal, tooMany } from "../errors";
import { metrics } from "../lib/metrics";
import { countInWindow } from "../modules/throttles/service";

interface Window {
  current: number;
  startedAt: number;
}

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

/**
 * The rate limiter's store: one table of windows for the whole app, so routes that share a
 * `groupId` share one bucket per address (both sign-in calls, both reset calls); a route without a
 * group gets its own bucket. @fastify/rate-limit's own store gives every route a separate table, so
 * a group was no group at all.
 */
class SharedWindows {
  private readonly windows: LRUCache<string, Window>;

  /** Built by @fastify/rate-limit with its settings (unused); children share their parent's windows. */
  constructor(
    _settings?: unknown,
    windows?: LRUCache<string, Window>,
    private readonly prefix = "",
  ) {
    this.windows = windows ?? new LRUCache({ max: 50_000 });
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const id = this.prefix + key;
    let window = this.windows.get(id);
    if (!window || window.startedAt + timeWindow <= now) window = { current: 0, startedAt: now };
    window.current += 1;
    this.windows.set(id, window, { ttl: timeWindow });
    callback(null, { current: window.current, ttl: window.startedAt + timeWindow - now });
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const window = this.windows.get(this.prefix + key);
    if (!window || window.startedAt + timeWindow <= now) callback(null, { current: 0, ttl: 0 });
    else callback(null, { current: window.current, ttl: window.startedAt + timeWindow - now });
  }

  child(options: { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } }): SharedWindows {
    const own = options.groupId ? "" : `${String(options.routeInfo?.method)} ${options.routeInfo?.url}|`;
    return new SharedWindows(undefined, this.windows, own);
  }
}

/**
 * The same windows kept in PostgreSQL for several servers on one database: each count is one upsert
 * that starts a new window when the old one has ended. A bucket this server already saw over its
 * limit is refused from memory until its window ends (the shared count can only be higher), so a
 * flood of refused calls costs the database nothing.
 */
function databaseWindows(db: Db) {
  const over = new LRUCache<string, { current: number; endsAt: number }>({ max: 50_000 });
  return class DatabaseWindows {
    constructor(
      _settings?: unknown,
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const id = this.prefix + key;
      const now = Date.now();
      const known = over.get(id);
      if (known && known.endsAt > now) {
        known.current += 1;
        callback(null, { current: known.current, ttl: known.endsAt - now });
        return;
      }
      countInWindow({ db }, id, timeWindow).then(
        ({ hits, endsAt: end }) => {
          const endsAt = end.getTime();
          if (hits > max) over.set(id, { current: hits, endsAt }, { ttl: Math.max(1, endsAt - now) });
          callback(null, { current: hits, ttl: Math.max(0, endsAt - now) });
        },
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    child(options: { groupId?: string; routeInfo?: { method?: string | string[]; url?: string } }) {
      return new DatabaseWindows(undefined, options.groupId ? "" : `${String(options.routeInfo?.method)} ${options.routeInfo?.url}|`);
    }
  };
}

/** A route's per-address limit: `max` calls per window, shared by the routes of the same group; the 429 says how long to wait, as Retry-After does. */
export function perAddressLimit(options: { max: number; timeWindow: string | number; groupId?: string; refusal: TooManyRefusal }) {
  return {
    max: options.max,
    timeWindow: options.timeWindow,
    ...(options.groupId ? { groupId: options.groupId } : {}),
    errorResponseBuilder: (request: FastifyRequest, context: { ttl: number }) => {
      metrics.rateLimitRefused(request.routeOptions.url ?? "not_found");
      return tooMany(options.refusal, context.ttl / 1000);
    },
  };
}

/**
 * Per-address rate limits, declared on the routes that need them (config.rateLimit); refused before
 * the body is read. Counted in memory when this server is alone on its database (the embedded one),
 * in PostgreSQL when several servers may share it.
 */
export const rateLimitsPlugin = fp<{ db: Db; shared: boolean }>(
  async (app, { db, shared }) => {
    await app.register(rateLimit, { global: false, store: (shared ? databaseWindows(db) : SharedWindows) as never });
  },
  { name: "rate-limits" },
);
