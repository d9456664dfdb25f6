import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const PAYMENT_STATUSES = ["pending", "approved", "declined", "reversed", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Payment attempts: written (pending) before a gateway is called and updated after, so a crash in
 * between is found and settled at the next start. Never a card number: the gateway's reference,
 * and the brand and last four digits it reports.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderNum: text("order_num").notNull(),
    provider: text("provider").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    reference: text("reference"),
    message: text("message"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** The order's status before the attempt: a failed attempt puts it back (1 for a new order, 5 for a quote). */
    priorStatus: integer("prior_status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payments_idempotency_key").on(t.idempotencyKey), index("payments_order").on(t.orderNum), index("payments_status").on(t.status)],
);

/** Money given back on an approved payment: by staff (a return, a cancelled order) or by the shop (a failed record). */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id").notNull(),
    orderNum: text("order_num").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reference: text("reference").notNull(),
    reason: text("reason").notNull(),
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_refunds_order").on(t.orderNum)],
);
