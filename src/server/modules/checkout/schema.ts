import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A customer's saved shipping addresses. Ids start at 1001: at checkout 0 means the customer's own
 * address and 1 pickup in store (spec section 4), so no entry may ever have those ids.
 */
export const addressBook = pgTable(
  "address_book",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").notNull(),
    forename: text("forename").notNull(),
    surname: text("surname").notNull(),
    company: text("company"),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipcode: text("zipcode").notNull(),
    country: text("country").notNull(),
    tel: text("tel").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("address_book_customer").on(t.customerId)],
);

/** The zone-and-weight rate table (domain/shipping ShippingRate); staff keep it current. up_to_kg null: the price per kg above the heaviest band. */
export const shippingRates = pgTable("shipping_rates", {
  id: serial("id").primaryKey(),
  zone: text("zone").notNull(),
  upToKg: integer("up_to_kg"),
  cents: integer("cents").notNull(),
  days: integer("days").notNull(),
});
