import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Every message a shopper sends the store: contact, shipping and ETA inquiries, model inquiries, profile inquiries. */
export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    item: text("item"),
    customerId: integer("customer_id"),
    dealerAccount: text("dealer_account"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When staff marked it answered (replying marks it too); null while it waits in the inbox. */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The name of the staff member who answered it (the audit log keeps their id). */
    answeredBy: text("answered_by"),
  },
  (t) => [index("inquiries_created").on(t.createdAt), index("inquiries_waiting").on(t.createdAt).where(sql`${t.answeredAt} is null`)],
);

/** Replies staff sent from the console, mailed to the inquiry's e-mail. */
export const inquiryReplies = pgTable(
  "inquiry_replies",
  {
    id: serial("id").primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").notNull(),
    /** Their name as it was when they replied. */
    staffName: text("staff_name").notNull(),
    message: text("message").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiry_replies_inquiry").on(t.inquiryId, t.sentAt)],
);
