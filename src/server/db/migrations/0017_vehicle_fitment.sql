CREATE TABLE "fitment" (
	"id" serial PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"submodel" text,
	"engine" text
);
--> statement-breakpoint
ALTER TABLE "fitment" ADD CONSTRAINT "fitment_item_parts_item_fk" FOREIGN KEY ("item") REFERENCES "public"."parts"("item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitment_vehicle" ON "fitment" USING btree ("year","make","model","item");--> statement-breakpoint
CREATE INDEX "fitment_item" ON "fitment" USING btree ("item","year");--> statement-breakpoint
-- hand-written:
-- One row per vehicle of a part, a null submodel or engine counting as one value (drizzle cannot say NULLS NOT DISTINCT).
CREATE UNIQUE INDEX "fitment_row" ON "fitment" USING btree ("item","year","make","model","submodel","engine") NULLS NOT DISTINCT;--> statement-breakpoint
-- A shop already holding parts: each part with a model fits its make and model in each year of its range (the seeds' rule).
INSERT INTO "fitment" ("item", "year", "make", "model")
SELECT p."item", y, upper(p."make"), p."model"
FROM "parts" p, generate_series(p."year_from", p."year_end") AS y
WHERE p."model" <> '' AND p."year_end" >= p."year_from" AND p."year_end" - p."year_from" <= 150
ON CONFLICT DO NOTHING;
