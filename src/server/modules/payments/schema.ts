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

export const REFUND_STATUSES = ["pending", "done", "failed"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Money given back on an approved payment, by staff (a refund, a cancelled order). A refund is claimed
 * (pending) under the order's lock before the gateway is asked, so concurrent refunds never give back
 * more than was charged; the gateway's answer makes it done (with its reference) or failed. The key is
 * sent to the gateway, so asking again after a lost answer never refunds twice.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id").notNull(),
    orderNum: text("order_num").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("done"),
    /** Why it was made: a refund on its own, or the money of an order being cancelled. */
    purpose: text("purpose", { enum: ["refund", "cancel"] })
      .notNull()
      .default("refund"),
    idempotencyKey: text("idempotency_key").notNull(),
    reference: text("reference"),
    reason: text("reason").notNull(),
    actor: text("actor").notNull(),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_refunds_order").on(t.orderNum),
    uniqueIndex("payment_refunds_idempotency_key").on(t.idempotencyKey),
    index("payment_refunds_status").on(t.status),
  ],
);
