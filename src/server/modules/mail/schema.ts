import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Mail waits here until the mail transport takes it; a failing mail server loses nothing. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** While a server is sending it: no other server takes it before then (a crashed sender's claim runs out). */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_due").on(t.status, t.nextAttemptAt)],
);
