CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"email" text NOT NULL,
	"requested_by" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_item_parts_item_fk" FOREIGN KEY ("item") REFERENCES "public"."parts"("item") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_item_email" ON "stock_alerts" USING btree ("item",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_token" ON "stock_alerts" USING btree ("token");--> statement-breakpoint
CREATE INDEX "stock_alerts_waiting" ON "stock_alerts" USING btree ("item") WHERE "stock_alerts"."notified_at" is null;