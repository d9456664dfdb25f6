CREATE TABLE "order_return_lines" (
	"return_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"item" text NOT NULL,
	"descrip" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_cents" integer NOT NULL,
	CONSTRAINT "order_return_lines_return_id_line_no_pk" PRIMARY KEY("return_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_num" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"goods_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"refund_cents" integer NOT NULL,
	"refused_reason" text,
	"refund_claim_id" integer,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_num_orders_order_num_fk" FOREIGN KEY ("order_num") REFERENCES "public"."orders"("order_num") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_returns_order" ON "order_returns" USING btree ("order_num");--> statement-breakpoint
CREATE INDEX "order_returns_status_created" ON "order_returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_returns_owner" ON "order_returns" USING btree ("owner_kind","owner_id","created_at");