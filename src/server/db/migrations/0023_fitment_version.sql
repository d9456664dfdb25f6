CREATE TABLE "fitment_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- hand-written:
-- The one row, and statement triggers that give it a new number from a sequence on every write to
-- fitment (decision 035). A sequence never hands a number out twice, even to a transaction that rolls
-- back, so one number always means one state of the table.
CREATE SEQUENCE "fitment_version_numbers";--> statement-breakpoint
INSERT INTO "fitment_version" ("id", "version") VALUES (1, nextval('fitment_version_numbers'));--> statement-breakpoint
CREATE FUNCTION "fitment_version_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "fitment_version" SET "version" = nextval('fitment_version_numbers') WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "fitment_version_written" AFTER INSERT OR UPDATE OR DELETE ON "fitment" FOR EACH STATEMENT EXECUTE FUNCTION "fitment_version_moved"();--> statement-breakpoint
CREATE TRIGGER "fitment_version_truncated" AFTER TRUNCATE ON "fitment" FOR EACH STATEMENT EXECUTE FUNCTION "fitment_version_moved"();
