import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Who changed what: staff changes and account security events. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_at").on(t.at), index("audit_log_target").on(t.target)],
);
