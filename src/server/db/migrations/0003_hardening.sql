ALTER TABLE "sign_in_failures" RENAME TO "throttle_events";--> statement-breakpoint
DROP INDEX "sign_in_failures_key";--> statement-breakpoint
DROP INDEX "sign_in_failures_at";--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "role" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
CREATE INDEX "throttle_events_key" ON "throttle_events" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "throttle_events_at" ON "throttle_events" USING btree ("at");--> statement-breakpoint
-- Staff created before roles existed ran the whole shop: they become owners.
UPDATE "staff_users" SET "role" = 'owner';
