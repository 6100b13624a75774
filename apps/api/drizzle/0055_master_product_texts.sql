CREATE TABLE "master_product_texts" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
-- A cache: emptied rather than rewritten (its pages were json_agg's text).
TRUNCATE "master_search_cache";--> statement-breakpoint
ALTER TABLE "master_search_cache" ALTER COLUMN "products" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "master_product_texts" ADD CONSTRAINT "master_product_texts_product_id_master_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The texts are read from the view master_product_text_source (id, text, ref_ids), which the start-up
-- defines from the JSON's one definition in the code and then fills the table from
-- (modules/catalogue/product-text.ts). Until it exists (later migrations, run before it), the
-- triggers write nothing: the start-up then writes every text. A later migration changing a column
-- the view reads drops the view first (the start-up makes it again). The writers take one
-- transaction lock: the next statement's snapshot sees the other writer's change (a product
-- added while its category is renamed, two refs of one product renamed at once).
CREATE FUNCTION "master_product_texts_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_regclass('master_product_text_source') IS NULL THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('master_product_texts'));
  INSERT INTO "master_product_texts" ("product_id", "text")
    SELECT "source"."id", "source"."text" FROM "master_product_text_source" AS "source"
    WHERE "source"."id" IN (SELECT "written"."id" FROM "written")
  ON CONFLICT ("product_id") DO UPDATE SET "text" = excluded."text"
    WHERE "master_product_texts"."text" IS DISTINCT FROM excluded."text";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "master_product_texts_insert" AFTER INSERT ON "master_products"
  REFERENCING NEW TABLE AS "written" FOR EACH STATEMENT EXECUTE FUNCTION "master_product_texts_write"();--> statement-breakpoint
CREATE TRIGGER "master_product_texts_update" AFTER UPDATE ON "master_products"
  REFERENCING NEW TABLE AS "written" FOR EACH STATEMENT EXECUTE FUNCTION "master_product_texts_write"();--> statement-breakpoint
-- A renamed category or lookup (brand, unit): the texts of the products that show its name (its
-- id among their ref_ids). A referenced one cannot be removed (the products' foreign keys).
CREATE FUNCTION "master_product_texts_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_regclass('master_product_text_source') IS NULL THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('master_product_texts'));
  UPDATE "master_product_texts" SET "text" = "source"."text"
    FROM "master_product_text_source" AS "source", "renamed_before" JOIN "renamed_after" ON "renamed_after"."id" = "renamed_before"."id"
    WHERE "renamed_after"."name" IS DISTINCT FROM "renamed_before"."name"
      AND "renamed_after"."id" = ANY ("source"."ref_ids")
      AND "master_product_texts"."product_id" = "source"."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "master_product_texts_renamed" AFTER UPDATE ON "categories"
  REFERENCING OLD TABLE AS "renamed_before" NEW TABLE AS "renamed_after" FOR EACH STATEMENT EXECUTE FUNCTION "master_product_texts_renamed"();--> statement-breakpoint
CREATE TRIGGER "master_product_texts_renamed" AFTER UPDATE ON "catalogue_lookups"
  REFERENCING OLD TABLE AS "renamed_before" NEW TABLE AS "renamed_after" FOR EACH STATEMENT EXECUTE FUNCTION "master_product_texts_renamed"();
