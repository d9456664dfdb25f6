import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { parts } from "../catalog/schema";

/** A customer's or dealer's named list of parts and quantities ('Save as list' on the cart), to add to the cart again whole. */
export const savedLists = pgTable(
  "saved_lists",
  {
    id: serial("id").primaryKey(),
    ownerKind: text("owner_kind", { enum: ["customer", "dealer"] }).notNull(),
    ownerId: integer("owner_id").notNull(),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("saved_lists_owner_name").on(t.ownerKind, t.ownerId, t.name), index("saved_lists_owner_created").on(t.ownerKind, t.ownerId, t.createdAt)],
);

/** The parts of a saved list: one row per list and part. */
export const savedListLines = pgTable(
  "saved_list_lines",
  {
    listId: integer("list_id")
      .notNull()
      .references(() => savedLists.id, { onDelete: "cascade" }),
    item: text("item")
      .notNull()
      .references(() => parts.item, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.item] })],
);
