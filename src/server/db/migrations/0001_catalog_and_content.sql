CREATE TABLE "classic_model_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"img_path" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classic_models" (
	"item" text PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year_model" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_usd" numeric(12, 2) NOT NULL,
	"includes" text DEFAULT '' NOT NULL,
	"shipping" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_sale_items" (
	"item" text PRIMARY KEY NOT NULL,
	"sale_price" numeric(12, 2) NOT NULL,
	"org_price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_makes" (
	"row_id" serial PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"make" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "makes_make_unique" UNIQUE("make")
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"item" text PRIMARY KEY NOT NULL,
	"descrip" text NOT NULL,
	"make" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"year_from" integer NOT NULL,
	"year_end" integer NOT NULL,
	"onhand" integer DEFAULT 0 NOT NULL,
	"onshpeta" date,
	"onsale" boolean DEFAULT false NOT NULL,
	"orderpt" integer DEFAULT 0 NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"pricel" numeric(12, 2) NOT NULL,
	"price2" numeric(12, 2),
	"price3" numeric(12, 2),
	"price4" numeric(12, 2),
	"price5" numeric(12, 2),
	"price6" numeric(12, 2),
	"img_path" text NOT NULL,
	"big" text NOT NULL,
	"weight_kg" numeric(8, 2) DEFAULT 1 NOT NULL,
	"oversize" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"promotional" boolean DEFAULT false NOT NULL,
	"hot_sale" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_prices" (
	"item" text PRIMARY KEY NOT NULL,
	"sale_price" numeric(12, 2) NOT NULL,
	"org_price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "views" (
	"id" serial PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"seq" integer PRIMARY KEY NOT NULL,
	"link" text NOT NULL,
	"img_path" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display" text NOT NULL,
	"path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogs_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"item" text,
	"customer_id" integer,
	"dealer_account" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"province" text PRIMARY KEY NOT NULL,
	"rate" numeric(7, 5) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "classic_model_images" ADD CONSTRAINT "classic_model_images_item_classic_models_item_fk" FOREIGN KEY ("item") REFERENCES "public"."classic_models"("item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_sale_items" ADD CONSTRAINT "holiday_sale_items_item_parts_item_fk" FOREIGN KEY ("item") REFERENCES "public"."parts"("item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_makes" ADD CONSTRAINT "item_makes_item_parts_item_fk" FOREIGN KEY ("item") REFERENCES "public"."parts"("item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_prices" ADD CONSTRAINT "special_prices_item_parts_item_fk" FOREIGN KEY ("item") REFERENCES "public"."parts"("item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_item_parts_item_fk" FOREIGN KEY ("item") REFERENCES "public"."parts"("item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classic_model_images_item" ON "classic_model_images" USING btree ("item","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "item_makes_make_item" ON "item_makes" USING btree ("make","item");--> statement-breakpoint
CREATE INDEX "item_makes_item" ON "item_makes" USING btree ("item");--> statement-breakpoint
CREATE INDEX "parts_item_trgm" ON "parts" USING gin ("item" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_descrip_trgm" ON "parts" USING gin ("descrip" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_years" ON "parts" USING btree ("year_from","year_end");--> statement-breakpoint
CREATE INDEX "parts_created" ON "parts" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parts_featured" ON "parts" USING btree ("item") WHERE "parts"."featured";--> statement-breakpoint
CREATE INDEX "parts_popular" ON "parts" USING btree ("view_count" DESC NULLS LAST) WHERE "parts"."popular";--> statement-breakpoint
CREATE INDEX "parts_promotional" ON "parts" USING btree ("item") WHERE "parts"."promotional";--> statement-breakpoint
CREATE INDEX "parts_hot_sale" ON "parts" USING btree ("item") WHERE "parts"."hot_sale";--> statement-breakpoint
CREATE INDEX "views_item" ON "views" USING btree ("item");--> statement-breakpoint
CREATE INDEX "inquiries_created" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("status","next_attempt_at");