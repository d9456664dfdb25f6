CREATE TABLE "catalog_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item" text NOT NULL,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_xid" ON "catalog_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "catalog_changes_changed_at" ON "catalog_changes" USING btree ("changed_at");--> statement-breakpoint
-- Statement triggers with transition tables: a seed or an import of many rows writes its changes in one insert.
CREATE FUNCTION "catalog_changes_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_changes" ("item") SELECT DISTINCT "item" FROM "changed_rows";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "catalog_changes_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_changes" ("item") SELECT DISTINCT "item" FROM "gone_rows";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Updates are seen row by row, and only when a listed column really changed: a stock or view count update writes nothing.
CREATE FUNCTION "catalog_changes_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_changes" ("item") VALUES (OLD."item");
  IF NEW."item" IS DISTINCT FROM OLD."item" THEN
    INSERT INTO "catalog_changes" ("item") VALUES (NEW."item");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "parts_changes_inserted" AFTER INSERT ON "parts" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changes_inserted"();--> statement-breakpoint
CREATE TRIGGER "parts_changes_deleted" AFTER DELETE ON "parts" REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changes_deleted"();--> statement-breakpoint
CREATE TRIGGER "parts_changes_updated" AFTER UPDATE OF "item", "descrip", "year_from", "year_end", "promotional" ON "parts"
  FOR EACH ROW WHEN (OLD."item" IS DISTINCT FROM NEW."item" OR OLD."descrip" IS DISTINCT FROM NEW."descrip" OR OLD."year_from" IS DISTINCT FROM NEW."year_from" OR OLD."year_end" IS DISTINCT FROM NEW."year_end" OR OLD."promotional" IS DISTINCT FROM NEW."promotional")
  EXECUTE FUNCTION "catalog_changes_updated"();--> statement-breakpoint
CREATE TRIGGER "item_makes_changes_inserted" AFTER INSERT ON "item_makes" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changes_inserted"();--> statement-breakpoint
CREATE TRIGGER "item_makes_changes_deleted" AFTER DELETE ON "item_makes" REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changes_deleted"();--> statement-breakpoint
CREATE TRIGGER "item_makes_changes_updated" AFTER UPDATE OF "item", "make" ON "item_makes"
  FOR EACH ROW WHEN (OLD."item" IS DISTINCT FROM NEW."item" OR OLD."make" IS DISTINCT FROM NEW."make")
  EXECUTE FUNCTION "catalog_changes_updated"();
