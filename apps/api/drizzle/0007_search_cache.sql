CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_search_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"total" integer NOT NULL,
	"total_capped" boolean NOT NULL,
	"ids" uuid[] NOT NULL,
	"products" json NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "master_search_cache_created_idx" ON "master_search_cache" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "master_search_cache" SET UNLOGGED;--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "master_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalogue_version_bump" AFTER UPDATE OR DELETE OR TRUNCATE ON "catalogue_lookups"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
