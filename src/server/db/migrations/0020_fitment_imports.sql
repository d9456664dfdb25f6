ALTER TABLE "part_import_jobs" ADD COLUMN "kind" text DEFAULT 'parts' NOT NULL;--> statement-breakpoint
-- hand-written:
-- One fitment import at a time (decision 033): a second is refused (409) while one is checked or applied.
CREATE UNIQUE INDEX "part_import_jobs_one_fitment" ON "part_import_jobs" USING btree ("kind") WHERE "kind" = 'fitment' AND "state" IN ('validating', 'applying');
