CREATE SEQUENCE "public"."order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"item" text NOT NULL,
	"qty" integer NOT NULL,
	"line_type" smallint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_owner_kind_owner_id_item_pk" PRIMARY KEY("owner_kind","owner_id","item")
);
--> statement-breakpoint
CREATE TABLE "address_book" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"company" text,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"country" text NOT NULL,
	"tel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"up_to_kg" integer,
	"cents" integer NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_num" text NOT NULL,
	"line_no" integer NOT NULL,
	"item" text NOT NULL,
	"descrip" text NOT NULL,
	"make" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	"backorder" integer DEFAULT 0 NOT NULL,
	"stock_taken" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_lines_order_num_line_no_pk" PRIMARY KEY("order_num","line_no")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_num" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"sales_status" smallint NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"tax_rate" numeric(7, 5) DEFAULT 0 NOT NULL,
	"shipping_days" integer,
	"address_id" integer DEFAULT 0 NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"ship_forename" text DEFAULT '' NOT NULL,
	"ship_surname" text DEFAULT '' NOT NULL,
	"ship_company" text,
	"ship_address" text DEFAULT '' NOT NULL,
	"ship_city" text DEFAULT '' NOT NULL,
	"ship_state" text DEFAULT '' NOT NULL,
	"ship_zipcode" text DEFAULT '' NOT NULL,
	"ship_country" text DEFAULT '' NOT NULL,
	"ship_tel" text DEFAULT '' NOT NULL,
	"bill_forename" text DEFAULT '' NOT NULL,
	"bill_surname" text DEFAULT '' NOT NULL,
	"bill_company" text,
	"bill_address" text DEFAULT '' NOT NULL,
	"bill_city" text DEFAULT '' NOT NULL,
	"bill_state" text DEFAULT '' NOT NULL,
	"bill_zipcode" text DEFAULT '' NOT NULL,
	"bill_country" text DEFAULT '' NOT NULL,
	"bill_tel" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"track_num" text,
	"courier" text,
	"paid_with" text,
	"paid_at" timestamp with time zone,
	"quoted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"cancelled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_num" text NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"message" text,
	"card_brand" text,
	"card_last4" text,
	"prior_status" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"item" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_owner_kind_owner_id_item_pk" PRIMARY KEY("owner_kind","owner_id","item")
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_parts_item_fk" FOREIGN KEY ("item") REFERENCES "public"."parts"("item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_num_orders_order_num_fk" FOREIGN KEY ("order_num") REFERENCES "public"."orders"("order_num") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_item_parts_item_fk" FOREIGN KEY ("item") REFERENCES "public"."parts"("item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_customer" ON "address_book" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_owner_created" ON "orders" USING btree ("owner_kind","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status" ON "orders" USING btree ("sales_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_num");--> statement-breakpoint
CREATE INDEX "payments_status" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE INDEX "wishlist_items_owner_added" ON "wishlist_items" USING btree ("owner_kind","owner_id","added_at");--> statement-breakpoint
-- Address book ids start at 1001: at checkout 0 is the customer's own address and 1 pickup in store.
ALTER SEQUENCE "address_book_id_seq" RESTART WITH 1001;
