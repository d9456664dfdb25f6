ALTER TABLE "classic_models" ADD COLUMN "price2_usd" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "classic_models" ADD COLUMN "price3_usd" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "classic_models" ADD COLUMN "price4_usd" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "classic_models" ADD COLUMN "price5_usd" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "classic_models" ADD COLUMN "price6_usd" numeric(12, 2);