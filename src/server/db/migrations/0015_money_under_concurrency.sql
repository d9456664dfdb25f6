ALTER TABLE "payment_refunds" ALTER COLUMN "reference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "kind" text DEFAULT 'HST' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "federal_rate" numeric(7, 5) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "provincial_rate" numeric(7, 5) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "purpose" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "payment_refunds" SET "idempotency_key" = 'refund-' || "id" WHERE "idempotency_key" IS NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idempotency_key" ON "payment_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_refunds_status" ON "payment_refunds" USING btree ("status");--> statement-breakpoint
-- A kept rate's parts, from the kind each province has charged since 2025 (QC: GST 5% + QST; BC, MB, SK: GST 5% + PST).
UPDATE "tax_rates" SET
  "kind" = CASE WHEN "province" IN ('ON', 'NB', 'NL', 'NS', 'PE') THEN 'HST' WHEN "province" = 'QC' THEN 'GST+QST' WHEN "province" IN ('BC', 'MB', 'SK') THEN 'GST+PST' ELSE 'GST' END,
  "federal_rate" = CASE WHEN "province" IN ('QC', 'BC', 'MB', 'SK') THEN 0.05 ELSE "rate" END,
  "provincial_rate" = CASE WHEN "province" IN ('QC', 'BC', 'MB', 'SK') THEN "rate" - 0.05 ELSE 0 END;--> statement-breakpoint
-- Orders placed before taxes were recorded by part: the parts of the province their tax was charged for
-- (a dealer's own province, anyone else's destination); a rate that fits no kind stays one line.
UPDATE "orders" SET "tax_parts" = CASE
  WHEN "tax_rate" = 0 THEN '[]'::jsonb
  WHEN (CASE WHEN "owner_kind" = 'dealer' THEN "bill_state" ELSE "ship_state" END) IN ('ON', 'NB', 'NL', 'NS', 'PE') THEN jsonb_build_array(jsonb_build_object('name', 'HST', 'rate', "tax_rate"))
  WHEN (CASE WHEN "owner_kind" = 'dealer' THEN "bill_state" ELSE "ship_state" END) = 'QC' AND "tax_rate" > 0.05 THEN jsonb_build_array(jsonb_build_object('name', 'GST', 'rate', 0.05), jsonb_build_object('name', 'QST', 'rate', "tax_rate" - 0.05))
  WHEN (CASE WHEN "owner_kind" = 'dealer' THEN "bill_state" ELSE "ship_state" END) = 'MB' AND "tax_rate" > 0.05 THEN jsonb_build_array(jsonb_build_object('name', 'GST', 'rate', 0.05), jsonb_build_object('name', 'RST', 'rate', "tax_rate" - 0.05))
  WHEN (CASE WHEN "owner_kind" = 'dealer' THEN "bill_state" ELSE "ship_state" END) IN ('BC', 'SK') AND "tax_rate" > 0.05 THEN jsonb_build_array(jsonb_build_object('name', 'GST', 'rate', 0.05), jsonb_build_object('name', 'PST', 'rate', "tax_rate" - 0.05))
  ELSE jsonb_build_array(jsonb_build_object('name', 'GST', 'rate', "tax_rate"))
END WHERE "tax_parts" = '[]'::jsonb AND "tax_rate" > 0;--> statement-breakpoint
-- Addresses whose province is not one of their country's (CA: the 10 provinces and 3 territories; USA: the 50 states):
-- checkout refuses them until the customer chooses a valid one; the server lists them at start.
CREATE VIEW "invalid_address_provinces" AS
  WITH "regions" ("country", "code") AS (
    SELECT 'CA', unnest(ARRAY['AB','BC','MB','NB','NL','NS','NT','NU','ON','PE','QC','SK','YT'])
    UNION ALL
    SELECT 'USA', unnest(ARRAY['AL','AK','AZ','AR','CA','CO','CT','DE','FL','GA','HI','ID','IL','IN','IA','KS','KY','LA','ME','MD','MA','MI','MN','MS','MO','MT','NE','NV','NH','NJ','NM','NY','NC','ND','OH','OK','OR','PA','RI','SC','SD','TN','TX','UT','VT','VA','WA','WV','WI','WY'])
  ),
  "addresses" ("kind", "id", "country", "province") AS (
    SELECT 'customer shipping', "customer_id", "country", "state" FROM "customer_info"
    UNION ALL SELECT 'customer billing', "customer_id", "billing_country", "billing_province" FROM "customer_info" WHERE NOT "same_as_shipping"
    UNION ALL SELECT 'address book', "id", "country", "state" FROM "address_book"
    UNION ALL SELECT 'dealer', "id", "country", "state" FROM "dealers" WHERE "state" <> ''
  )
  SELECT "a".* FROM "addresses" "a"
  WHERE NOT EXISTS (SELECT 1 FROM "regions" "r" WHERE "r"."country" = "a"."country" AND "r"."code" = upper(trim("a"."province")));
