CREATE TABLE "fitment_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- hand-written:
-- The one row, and statement triggers that move it on every write to fitment (decision 035).
INSERT INTO "fitment_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "fitment_version_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "fitment_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "fitment_version_written" AFTER INSERT OR UPDATE OR DELETE ON "fitment" FOR EACH STATEMENT EXECUTE FUNCTION "fitment_version_moved"();--> statement-breakpoint
CREATE TRIGGER "fitment_version_truncated" AFTER TRUNCATE ON "fitment" FOR EACH STATEMENT EXECUTE FUNCTION "fitment_version_moved"();
