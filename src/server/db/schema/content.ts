import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

export const banners = pgTable("banners", {
  seq: integer("seq").primaryKey(),
  link: text("link").notNull(),
  imgPath: text("img_path").notNull(),
  active: boolean("active").notNull().default(true),
});

/** Catalogue PDFs: name is the file's stem under the catalogue folder, display its title. */
export const catalogs = pgTable("catalogs", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  display: text("display").notNull(),
  path: text("path").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const taxRates = pgTable("tax_rates", {
  province: text("province").primaryKey(),
  rate: numeric("rate", { precision: 7, scale: 5, mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const storeSettings = pgTable("store_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

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
  },
  (t) => [index("inquiries_created").on(t.createdAt)],
);
