import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { IMPORT_STATES } from "../../../domain/contracts/admin-parts";

/**
 * Parts imports and how far each is: the row is the job's state, so whichever app server is asked
 * (several may share one database) reports the same progress. The file itself stays with the server
 * that received it.
 */
export const partImportJobs = pgTable("part_import_jobs", {
  id: uuid("id").primaryKey().defaultRandom(),
  /**
   * What the file holds: parts, or fitment (decision 033: then `inserted` counts the fitment rows
   * written and `updated` the parts whose fitment was replaced). One fitment import runs at a time:
   * part_import_jobs_one_fitment, hand-written in migration 0020.
   */
  kind: text("kind", { enum: ["parts", "fitment"] })
    .notNull()
    .default("parts"),
  state: text("state", { enum: IMPORT_STATES }).notNull().default("validating"),
  actor: text("actor").notNull(),
  /** SHA-256 of the file, hex. */
  digest: text("digest").notNull(),
  bytes: integer("bytes").notNull(),
  rowsTotal: integer("rows_total"),
  rowsValidated: integer("rows_validated").notNull().default(0),
  rowsApplied: integer("rows_applied").notNull().default(0),
  inserted: integer("inserted").notNull().default(0),
  updated: integer("updated").notNull().default(0),
  errorCount: integer("error_count").notNull().default(0),
  /** The first 200 row errors of an invalid file. */
  rowErrors: jsonb("row_errors").$type<{ row: number; column: string; message: string }[]>().notNull().default([]),
  message: text("message"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});
