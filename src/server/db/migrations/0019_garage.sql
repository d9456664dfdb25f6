CREATE TABLE "garage_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"year" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"selected" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "garages" (
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garages_owner_kind_owner_id_pk" PRIMARY KEY("owner_kind","owner_id")
);
--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_garage_fk" FOREIGN KEY ("owner_kind","owner_id") REFERENCES "public"."garages"("owner_kind","owner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicles_vehicle" ON "garage_vehicles" USING btree ("owner_kind","owner_id","year","make","model");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_vehicles_selected" ON "garage_vehicles" USING btree ("owner_kind","owner_id") WHERE "garage_vehicles"."selected";