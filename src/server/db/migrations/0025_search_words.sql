CREATE TABLE "make_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"make" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"names" text[] NOT NULL
);
--> statement-breakpoint
-- hand-written:
-- The shop's first search words (domain SEARCH_SYNONYMS and MAKE_ALIASES; search-words.test.ts checks
-- these rows are theirs), and statement triggers that move fitment_version on every write, so every
-- server reads them again at its next request as it does fitment (decision 038).
INSERT INTO "search_synonyms" ("names") VALUES
  (ARRAY['hood', 'bonnet']),
  (ARRAY['fender', 'wing']),
  (ARRAY['tail lamp', 'tail light', 'taillight', 'taillamp']),
  (ARRAY['head lamp', 'head light', 'headlight', 'headlamp']),
  (ARRAY['trunk lid', 'boot lid', 'deck lid', 'decklid']),
  (ARRAY['windshield', 'windscreen']),
  (ARRAY['muffler', 'silencer']),
  (ARRAY['door handle', 'door pull']),
  (ARRAY['weatherstrip', 'weather strip', 'seal']),
  (ARRAY['quarter panel', 'rear quarter']),
  (ARRAY['rocker panel', 'sill']),
  (ARRAY['bumper cover', 'fascia']),
  (ARRAY['lh', 'left', 'driver side']),
  (ARRAY['rh', 'right', 'passenger side']),
  (ARRAY['chevrolet', 'chevy']);--> statement-breakpoint
INSERT INTO "make_aliases" ("alias", "make") VALUES
  ('chevy', 'CHEVROLET'),
  ('mercedes', 'MERCEDES-BENZ'),
  ('benz', 'MERCEDES-BENZ'),
  ('vw', 'VOLKSWAGEN'),
  ('olds', 'OLDSMOBILE'),
  ('caddy', 'CADILLAC');--> statement-breakpoint
CREATE TRIGGER "search_synonyms_written" AFTER INSERT OR UPDATE OR DELETE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "fitment_version_moved"();--> statement-breakpoint
CREATE TRIGGER "search_synonyms_truncated" AFTER TRUNCATE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "fitment_version_moved"();--> statement-breakpoint
CREATE TRIGGER "make_aliases_written" AFTER INSERT OR UPDATE OR DELETE ON "make_aliases" FOR EACH STATEMENT EXECUTE FUNCTION "fitment_version_moved"();--> statement-breakpoint
CREATE TRIGGER "make_aliases_truncated" AFTER TRUNCATE ON "make_aliases" FOR EACH STATEMENT EXECUTE FUNCTION "fitment_version_moved"();
