import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { parts } from "../catalog/schema";

/** Parts a customer or dealer saved for later; one row per owner and part. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    ownerKind: text("owner_kind", { enum: ["customer", "dealer"] }).notNull(),
    ownerId: integer("owner_id").notNull(),
    item: text("item")
      .notNull()
      .references(() => parts.item, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerKind, t.ownerId, t.item] }), index("wishlist_items_owner_added").on(t.ownerKind, t.ownerId, t.addedAt)],
);
