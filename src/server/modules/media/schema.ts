import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Pictures and catalogue PDFs staff upload, kept in the database so that every app server (and a
 * restore from backup) has them. `path` is where the shop serves the file: "parts/F67-HOOD-1.jpg".
 */
export const uploadedFiles = pgTable("uploaded_files", {
  path: text("path").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  uploadedBy: text("uploaded_by").notNull(),
  uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
});
