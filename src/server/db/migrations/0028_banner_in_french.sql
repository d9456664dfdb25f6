ALTER TABLE "banners" ADD COLUMN "img_path_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "alt_fr" text DEFAULT '' NOT NULL;