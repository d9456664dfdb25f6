import { index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { RETURN_REASONS, RETURN_STATUSES } from "../../../domain/returns";
import { orders } from "../orders/schema";

/**
 * Returns of an order's parts (issue 22): asked by the order's customer or dealer, decided by staff, then
 * refunded through the payment provider (customers) or credited to the dealer's statement. The amounts
 * are computed once by the domain's rule (domain/returns.ts) when the return is asked for and never
 * recomputed, so what the shopper was told is what is given back.
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: serial("id").primaryKey(),
    orderNum: text("order_num")
      .notNull()
      .references(() => orders.orderNum),
    ownerKind: text("owner_kind", { enum: ["customer", "dealer"] }).notNull(),
    ownerId: integer("owner_id").notNull(),
    reason: text("reason", { enum: RETURN_REASONS }).notNull(),
    note: text("note").notNull().default(""),
    status: text("status", { enum: RETURN_STATUSES }).notNull().default("requested"),
    goodsCents: integer("goods_cents").notNull(),
    feeCents: integer("fee_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    refundCents: integer("refund_cents").notNull(),
    /** Why staff refused it, shown to the shopper. */
    refusedReason: text("refused_reason"),
    /** The payment refund claimed for it (payments' payment_refunds.id) while refunding and after. */
    refundClaimId: integer("refund_claim_id"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_returns_order").on(t.orderNum),
    index("order_returns_status_created").on(t.status, t.createdAt),
    index("order_returns_owner").on(t.ownerKind, t.ownerId, t.createdAt),
  ],
);

/** The parts a return brings back: which line of the order, how many, at the price charged. */
export const orderReturnLines = pgTable(
  "order_return_lines",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    item: text("item").notNull(),
    descrip: text("descrip").notNull(),
    qty: integer("qty").notNull(),
    unitCents: integer("unit_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.lineNo] })],
);
