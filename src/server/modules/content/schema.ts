import { boolean, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { TAX_KINDS } from "../../../domain/tax";

/** The home carousel's banners: seq is a banner's lasting id (its generated picture is drawn from it), sort_order its place. */
export const banners = pgTable("banners", {
  seq: integer("seq").primaryKey(),
  link: text("link").notNull(),
  imgPath: text("img_path").notNull(),
  alt: text("alt").notNull().default(""),
  /** What French pages show instead (decision 039): a picture with French words, and its alt text; "" for none (the English is shown). */
  imgPathFr: text("img_path_fr").notNull().default(""),
  altFr: text("alt_fr").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
});

/** Catalogue PDFs: name is the file's stem under the catalogue folder, display its title. */
export const catalogs = pgTable("catalogs", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  display: text("display").notNull(),
  /** Its title in French (decision 039); "" for none: French pages show the English one. */
  displayFr: text("display_fr").notNull().default(""),
  path: text("path").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * Sales tax by province and territory as staff keep it: its kind (HST, GST, GST+PST, GST+QST), the
 * federal part (the GST, or the whole HST) and the provincial part; rate is their sum.
 */
export const taxRates = pgTable("tax_rates", {
  province: text("province").primaryKey(),
  kind: text("kind", { enum: TAX_KINDS }).notNull().default("HST"),
  federalRate: numeric("federal_rate", { precision: 7, scale: 5, mode: "number" }).notNull().default(0),
  provincialRate: numeric("provincial_rate", { precision: 7, scale: 5, mode: "number" }).notNull().default(0),
  rate: numeric("rate", { precision: 7, scale: 5, mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const storeSettings = pgTable("store_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});
