ALTER TABLE "item_makes" ADD COLUMN "year_from" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_makes" ADD COLUMN "year_end" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "item_makes" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- What a part's row in a make's list is searched by: its code and description in lower case, apart by
-- U+001F (a control character no search may hold, so no match spans the two); 600 characters at
-- most, so an index entry stays within a btree page whatever a description holds.
CREATE FUNCTION "part_search_text"(item text, descrip text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT left(lower(item) || chr(31) || lower(descrip), 600) $$;--> statement-breakpoint
UPDATE "item_makes" im SET "year_from" = p."year_from", "year_end" = p."year_end", "search_text" = part_search_text(p."item", p."descrip")
  FROM "parts" p WHERE p."item" = im."item";--> statement-breakpoint
-- A row added to item_makes (or moved to another part) takes its part's years and search text.
CREATE FUNCTION "item_makes_copy_part"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."year_from", p."year_end", part_search_text(p."item", p."descrip")
    INTO NEW."year_from", NEW."year_end", NEW."search_text"
    FROM "parts" p WHERE p."item" = NEW."item";
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "item_makes_copy_part" BEFORE INSERT OR UPDATE OF "item" ON "item_makes"
  FOR EACH ROW EXECUTE FUNCTION "item_makes_copy_part"();--> statement-breakpoint
-- A part whose years, code or description change passes them on to its rows in item_makes.
CREATE FUNCTION "parts_pass_to_item_makes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "item_makes" SET "year_from" = NEW."year_from", "year_end" = NEW."year_end", "search_text" = part_search_text(NEW."item", NEW."descrip")
    WHERE "item" = NEW."item";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "parts_pass_to_item_makes" AFTER UPDATE OF "year_from", "year_end", "descrip", "item" ON "parts"
  FOR EACH ROW WHEN (OLD."year_from" IS DISTINCT FROM NEW."year_from" OR OLD."year_end" IS DISTINCT FROM NEW."year_end" OR OLD."descrip" IS DISTINCT FROM NEW."descrip" OR OLD."item" IS DISTINCT FROM NEW."item")
  EXECUTE FUNCTION "parts_pass_to_item_makes"();--> statement-breakpoint
CREATE INDEX "item_makes_listing" ON "item_makes" USING btree ("make","item","year_from","year_end","search_text");
