ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
-- hand-written:
-- Quick order finds a part however its number is written: the domain's partCodeKey in SQL (letters and digits, upper case).
CREATE INDEX "parts_code_key" ON "parts" USING btree (upper(regexp_replace("item", '[^A-Za-z0-9]', '', 'g')));
