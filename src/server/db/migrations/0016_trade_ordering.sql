CREATE TABLE "saved_list_lines" (
	"list_id" integer NOT NULL,
	"item" text NOT NULL,
	"qty" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_lines_list_id_item_pk" PRIMARY KEY("list_id","item")
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "saved_list_lines" ADD CONSTRAINT "saved_list_lines_list_id_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_lines" ADD CONSTRAINT "saved_list_lines_item_parts_item_fk" FOREIGN KEY ("item") REFERENCES "public"."parts"("item") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_owner_name" ON "saved_lists" USING btree ("owner_kind","owner_id","name");--> statement-breakpoint
CREATE INDEX "saved_lists_owner_created" ON "saved_lists" USING btree ("owner_kind","owner_id","created_at");--> statement-breakpoint
-- hand-written:
-- Quick order finds a part however its number is written: the domain's partCodeKey in SQL (letters and digits, upper case).
CREATE INDEX "parts_code_key" ON "parts" USING btree (upper(regexp_replace("item", '[^A-Za-z0-9]', '', 'g')));
