CREATE TABLE "buyer_password_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"locale" text DEFAULT 'en-CA' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyers_locale" CHECK ("buyers"."locale" in ('en-CA', 'fr-CA'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "buyer_password_links" ADD CONSTRAINT "buyer_password_links_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_password_links_buyer" ON "buyer_password_links" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_email" ON "buyers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "buyers_dealer" ON "buyers" USING btree ("dealer_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;