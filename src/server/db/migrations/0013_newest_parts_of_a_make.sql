ALTER TABLE "item_makes" ADD COLUMN "part_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "item_makes" im SET "part_created_at" = p."created_at" FROM "parts" p WHERE p."item" = im."item";--> statement-breakpoint
-- The triggers of 0010 copy created_at too, so a make's newest parts are read from item_makes_newest.
CREATE OR REPLACE FUNCTION "item_makes_copy_part"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."year_from", p."year_end", part_search_text(p."item", p."descrip"), p."created_at"
    INTO NEW."year_from", NEW."year_end", NEW."search_text", NEW."part_created_at"
    FROM "parts" p WHERE p."item" = NEW."item";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "parts_pass_to_item_makes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "item_makes" SET "year_from" = NEW."year_from", "year_end" = NEW."year_end", "search_text" = part_search_text(NEW."item", NEW."descrip"), "part_created_at" = NEW."created_at"
    WHERE "item" = NEW."item";
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "parts_pass_to_item_makes" ON "parts";--> statement-breakpoint
CREATE TRIGGER "parts_pass_to_item_makes" AFTER UPDATE OF "year_from", "year_end", "descrip", "item", "created_at" ON "parts"
  FOR EACH ROW WHEN (OLD."year_from" IS DISTINCT FROM NEW."year_from" OR OLD."year_end" IS DISTINCT FROM NEW."year_end" OR OLD."descrip" IS DISTINCT FROM NEW."descrip" OR OLD."item" IS DISTINCT FROM NEW."item" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "parts_pass_to_item_makes"();--> statement-breakpoint
CREATE INDEX "item_makes_newest" ON "item_makes" USING btree ("make","part_created_at" DESC NULLS LAST,"item");
