ALTER TABLE "classic_models" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "classic_models" ADD COLUMN "includes_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "classic_models" ADD COLUMN "shipping_fr" text DEFAULT '' NOT NULL;