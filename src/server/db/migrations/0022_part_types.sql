ALTER TABLE "parts" ADD COLUMN "part_type" text;--> statement-breakpoint
-- hand-written:
-- Existing parts get the type their description names (domain/part-types.ts partTypeOf; test/api/part-types.test.ts checks this text is its copy). Before the trigger below, so the backfill writes no change rows: the search index is read whole at start.
UPDATE "parts" SET "part_type" = (SELECT CASE
    WHEN "folded" LIKE '% hinge %' THEN 'hinge'
    WHEN "folded" LIKE '% emblem %' THEN 'emblem'
    WHEN "folded" LIKE '% door handle %' THEN 'door-handle'
    WHEN "folded" LIKE '% weatherstrip %' THEN 'weatherstrip'
    WHEN "folded" LIKE '% gasket %' THEN 'weatherstrip'
    WHEN "folded" LIKE '% window regulator %' THEN 'window-regulator'
    WHEN "folded" LIKE '% radiator support %' THEN 'radiator-support'
    WHEN "folded" LIKE '% tail lamp %' THEN 'tail-lamp'
    WHEN "folded" LIKE '% tail light %' THEN 'tail-lamp'
    WHEN "folded" LIKE '% taillight %' THEN 'tail-lamp'
    WHEN "folded" LIKE '% headlamp %' THEN 'headlamp'
    WHEN "folded" LIKE '% headlight %' THEN 'headlamp'
    WHEN "folded" LIKE '% quarter panel %' THEN 'quarter-panel'
    WHEN "folded" LIKE '% floor pan %' THEN 'floor-pan'
    WHEN "folded" LIKE '% trunk lid %' THEN 'trunk-lid'
    WHEN "folded" LIKE '% tailgate %' THEN 'tailgate'
    WHEN "folded" LIKE '% hood %' THEN 'hood'
    WHEN "folded" LIKE '% bonnet %' THEN 'hood'
    WHEN "folded" LIKE '% grille %' THEN 'grille'
    WHEN "folded" LIKE '% grill %' THEN 'grille'
    WHEN "folded" LIKE '% bumper %' THEN 'bumper'
    WHEN "folded" LIKE '% fender %' THEN 'fender'
    WHEN "folded" LIKE '% wing %' THEN 'fender'
    WHEN "folded" LIKE '% wheelhouse %' THEN 'wheelhouse'
    WHEN "folded" LIKE '% door %' THEN 'door'
    WHEN "folded" LIKE '% mirror %' THEN 'mirror'
    WHEN "folded" LIKE '% roof panel %' THEN 'body-panel'
    WHEN "folded" LIKE '% rocker panel %' THEN 'body-panel'
    WHEN "folded" LIKE '% cowl panel %' THEN 'body-panel'
    WHEN "folded" LIKE '% tail panel %' THEN 'body-panel'
    WHEN "folded" LIKE '% valance panel %' THEN 'body-panel'
    WHEN "folded" LIKE '% lamp %' THEN 'lamp'
    WHEN "folded" LIKE '% light %' THEN 'lamp'
    WHEN "folded" LIKE '% radiator %' THEN 'radiator'
    WHEN "folded" LIKE '% condenser %' THEN 'radiator'
    WHEN "folded" LIKE '% brake %' THEN 'brakes'
    WHEN "folded" LIKE '% wheel %' THEN 'wheel'
    WHEN "folded" LIKE '% hubcap %' THEN 'wheel'
    WHEN "folded" LIKE '% fuel tank %' THEN 'fuel-tank'
    WHEN "folded" LIKE '% muffler %' THEN 'exhaust'
    WHEN "folded" LIKE '% exhaust %' THEN 'exhaust'
    WHEN "folded" LIKE '% filter %' THEN 'filter'
  END FROM (SELECT ' ' || regexp_replace(lower("descrip"), '[^a-z0-9]+', ' ', 'g') || ' ' AS "folded") AS "description");--> statement-breakpoint
-- The search index keeps each part's type, 'In stock', 'On sale' and one retail price for the list's facets and sorts (decision 036), and the day it was added for 'Newest': a change of any of them is in the catalogue's change log. Stock is logged only when it crosses what the index reads (on hand or not; above the reorder point or not, which moves the retail price), so an order's stock update mostly writes nothing.
DROP TRIGGER "parts_changes_updated" ON "parts";--> statement-breakpoint
CREATE TRIGGER "parts_changes_updated" AFTER UPDATE OF "item", "descrip", "year_from", "year_end", "promotional", "part_type", "pricel", "onsale", "onhand", "orderpt", "created_at" ON "parts"
  FOR EACH ROW WHEN (OLD."item" IS DISTINCT FROM NEW."item" OR OLD."descrip" IS DISTINCT FROM NEW."descrip" OR OLD."year_from" IS DISTINCT FROM NEW."year_from" OR OLD."year_end" IS DISTINCT FROM NEW."year_end" OR OLD."promotional" IS DISTINCT FROM NEW."promotional"
    OR OLD."part_type" IS DISTINCT FROM NEW."part_type" OR OLD."pricel" IS DISTINCT FROM NEW."pricel" OR OLD."onsale" IS DISTINCT FROM NEW."onsale" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR (OLD."onhand" > 0) IS DISTINCT FROM (NEW."onhand" > 0) OR (OLD."onhand" > OLD."orderpt") IS DISTINCT FROM (NEW."onhand" > NEW."orderpt"))
  EXECUTE FUNCTION "catalog_changes_updated"();--> statement-breakpoint
-- A special sale price sets the retail price and 'On sale'.
CREATE TRIGGER "special_prices_changes_inserted" AFTER INSERT ON "special_prices" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changes_inserted"();--> statement-breakpoint
CREATE TRIGGER "special_prices_changes_deleted" AFTER DELETE ON "special_prices" REFERENCING OLD TABLE AS "gone_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changes_deleted"();--> statement-breakpoint
CREATE TRIGGER "special_prices_changes_updated" AFTER UPDATE OF "item", "sale_price" ON "special_prices"
  FOR EACH ROW WHEN (OLD."item" IS DISTINCT FROM NEW."item" OR OLD."sale_price" IS DISTINCT FROM NEW."sale_price")
  EXECUTE FUNCTION "catalog_changes_updated"();
