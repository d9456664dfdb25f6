import { integer, pgTable, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { parts } from "../catalog/schema";

/** Cart lines: one per owner and part; line type 1 for customers, 2 for dealers (spec section 6). */
export const cartLines = pgTable(
  "cart_lines",
  {
    ownerKind: text("owner_kind", { enum: ["customer", "dealer"] }).notNull(),
    ownerId: integer("owner_id").notNull(),
    item: text("item")
      .notNull()
      .references(() => parts.item, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
    lineType: smallint("line_type").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerKind, t.ownerId, t.item] })],
);
