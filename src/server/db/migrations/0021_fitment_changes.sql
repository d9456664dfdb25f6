-- hand-written:
-- A part's fitment is in the catalogue's change log too: the search index keeps which parts are universal (no fitment row), for 'Only parts that fit' (decision 032).
CREATE TRIGGER "fitment_changes_inserted" AFTER INSERT ON "fitment" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changes_inserted"();--> statement-breakpoint
CREATE TRIGGER "fitment_changes_deleted" AFTER DELETE ON "fitment" REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changes_deleted"();--> statement-breakpoint
CREATE TRIGGER "fitment_changes_updated" AFTER UPDATE OF "item" ON "fitment"
  FOR EACH ROW WHEN (OLD."item" IS DISTINCT FROM NEW."item")
  EXECUTE FUNCTION "catalog_changes_updated"();
