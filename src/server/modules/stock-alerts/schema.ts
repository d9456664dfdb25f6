import { sql } from "drizzle-orm";
import { index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { parts } from "../catalog/schema";

/**
 * "Notify me when it arrives": one row per part and e-mail. `notified_at` is set in the same
 * transaction that queues the arrival mail, and only where it was null, so each waiting person is
 * mailed once however many restocks run at once; asking again after a mail waits again.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: serial("id").primaryKey(),
    item: text("item")
      .notNull()
      .references(() => parts.item, { onDelete: "cascade", onUpdate: "cascade" }),
    email: text("email").notNull(),
    /** Who asked: "customer:12", "dealer:3" or "visitor". */
    requestedBy: text("requested_by").notNull(),
    /** The secret in the mail's unsubscribe link. */
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("stock_alerts_item_email").on(t.item, sql`lower(${t.email})`),
    uniqueIndex("stock_alerts_token").on(t.token),
    index("stock_alerts_waiting").on(t.item).where(sql`${t.notifiedAt} is null`),
  ],
);
