import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { TaxPart } from "../../../domain/tax";
import { buyers } from "../accounts/schema";

/** Order numbers: unique and never reused, whatever becomes of the order. */
export const orderNumbers = pgSequence("order_numbers", { startWith: 100001 });

/**
 * Orders (the spec's somast). Money is integer cents. The shipping and billing addresses are copied in
 * when the order is placed, so a later change to the profile or address book never rewrites an order.
 */
export const orders = pgTable(
  "orders",
  {
    orderNum: text("order_num").primaryKey(),
    ownerKind: text("owner_kind", { enum: ["customer", "dealer"] }).notNull(),
    ownerId: integer("owner_id").notNull(),
    salesStatus: smallint("sales_status").notNull(),
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    shippingCents: integer("shipping_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull().default(0),
    taxRate: numeric("tax_rate", { precision: 7, scale: 5, mode: "number" }).notNull().default(0),
    /** The taxes the destination charges (HST; or GST and PST, RST or QST), each with its rate; their sum is tax_rate. */
    taxParts: jsonb("tax_parts").$type<TaxPart[]>().notNull().default([]),
    shippingDays: integer("shipping_days"),
    /** Address book id, 0 the owner's own address, 1 pickup in store. */
    addressId: integer("address_id").notNull().default(0),
    pickup: boolean("pickup").notNull().default(false),
    notes: text("notes").notNull().default(""),
    /** A dealer's own purchase-order number, given at confirm (issue 23); null when none. */
    poNumber: text("po_number"),
    /** Which buyer of the dealer account placed it (decision 041); null when the account's administrator (or a customer) did. */
    buyerId: integer("buyer_id").references(() => buyers.id, { onDelete: "set null" }),
    /** That buyer's name as it was when the order was placed, as receipts, mails and the console show it (like the addresses). */
    buyerName: text("buyer_name"),
    shipForename: text("ship_forename").notNull().default(""),
    shipSurname: text("ship_surname").notNull().default(""),
    shipCompany: text("ship_company"),
    shipAddress: text("ship_address").notNull().default(""),
    shipCity: text("ship_city").notNull().default(""),
    shipState: text("ship_state").notNull().default(""),
    shipZipcode: text("ship_zipcode").notNull().default(""),
    shipCountry: text("ship_country").notNull().default(""),
    shipTel: text("ship_tel").notNull().default(""),
    billForename: text("bill_forename").notNull().default(""),
    billSurname: text("bill_surname").notNull().default(""),
    billCompany: text("bill_company"),
    billAddress: text("bill_address").notNull().default(""),
    billCity: text("bill_city").notNull().default(""),
    billState: text("bill_state").notNull().default(""),
    billZipcode: text("bill_zipcode").notNull().default(""),
    billCountry: text("bill_country").notNull().default(""),
    billTel: text("bill_tel").notNull().default(""),
    email: text("email").notNull().default(""),
    trackNum: text("track_num"),
    courier: text("courier"),
    /** How it was paid: "card", "paypal"; null until paid (dealers never pay online). */
    paidWith: text("paid_with"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    quotedAt: timestamp("quoted_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    cancelledReason: text("cancelled_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_owner_created").on(t.ownerKind, t.ownerId, t.createdAt),
    index("orders_status").on(t.salesStatus, t.createdAt),
    /** The moment an order became a sale (reports/sales.ts SALE_MOMENT): the reports' periods are ranges of it. */
    index("orders_sale_moment").on(sql`coalesce(${t.paidAt}, ${t.createdAt})`),
  ],
);

/** The parts of an order at the price charged; backorder is how many of qty were not on hand (dealers). */
export const orderLines = pgTable(
  "order_lines",
  {
    orderNum: text("order_num")
      .notNull()
      .references(() => orders.orderNum, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    item: text("item").notNull(),
    descrip: text("descrip").notNull(),
    make: text("make").notNull(),
    qty: integer("qty").notNull(),
    unitCents: integer("unit_cents").notNull(),
    backorder: integer("backorder").notNull().default(0),
    /** Whether this line's stock is taken (and must be returned if the order is cancelled). */
    stockTaken: boolean("stock_taken").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.orderNum, t.lineNo] })],
);
