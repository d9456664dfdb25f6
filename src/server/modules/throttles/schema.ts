import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counted events for limits that must hold across restarts and servers: failed sign-ins per account
 * ("sign-in:customer:<email>"), e-mail change requests per account and per address, and the like.
 */
export const throttleEvents = pgTable(
  "throttle_events",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("throttle_events_key").on(t.key, t.at), index("throttle_events_at").on(t.at)],
);

/**
 * The per-address rate limits' fixed windows when several servers share the database: one row per
 * bucket ("sign-in|10.0.0.7"), counted by every server, so the limit holds whichever answers.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_windows_ends").on(t.endsAt)],
);
