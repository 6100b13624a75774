ALTER TABLE "store_items" ADD COLUMN "product_name" text;--> statement-breakpoint
-- The item's copy of its product's name, set and followed like its categories and brand (0014).
UPDATE "store_items" si SET "product_name" = mp."name" FROM "master_products" mp WHERE mp."id" = si."master_product_id";--> statement-breakpoint
CREATE INDEX "store_items_list_by_name_idx" ON "store_items" USING btree ("store_id","product_name","id","stock_state","is_available","category_id","subcategory_id","child_category_id","brand_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "store_items_copy_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "category_id", "subcategory_id", "child_category_id", "brand_id", "name"
    INTO NEW."category_id", NEW."subcategory_id", NEW."child_category_id", NEW."brand_id", NEW."product_name"
  FROM "master_products" WHERE "id" = NEW."master_product_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "store_items_copy_categories" ON "store_items";--> statement-breakpoint
CREATE TRIGGER "store_items_copy_categories" BEFORE INSERT OR UPDATE OF "master_product_id", "category_id", "subcategory_id", "child_category_id", "brand_id", "product_name" ON "store_items"
  FOR EACH ROW EXECUTE FUNCTION "store_items_copy_categories"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "master_products_follow_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "store_items" SET "category_id" = NEW."category_id", "subcategory_id" = NEW."subcategory_id",
    "child_category_id" = NEW."child_category_id", "brand_id" = NEW."brand_id", "product_name" = NEW."name"
  WHERE "master_product_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "master_products_follow_categories" ON "master_products";--> statement-breakpoint
CREATE TRIGGER "master_products_follow_categories" AFTER UPDATE OF "category_id", "subcategory_id", "child_category_id", "brand_id", "name" ON "master_products"
  FOR EACH ROW WHEN ((OLD."category_id", OLD."subcategory_id", OLD."child_category_id", OLD."brand_id", OLD."name")
    IS DISTINCT FROM (NEW."category_id", NEW."subcategory_id", NEW."child_category_id", NEW."brand_id", NEW."name"))
  EXECUTE FUNCTION "master_products_follow_categories"();
