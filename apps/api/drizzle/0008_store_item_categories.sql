ALTER TABLE "store_items" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "subcategory_id" uuid;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "child_category_id" uuid;--> statement-breakpoint
CREATE INDEX "store_items_store_category_idx" ON "store_items" USING btree ("store_id","category_id");--> statement-breakpoint
CREATE INDEX "store_items_store_subcategory_idx" ON "store_items" USING btree ("store_id","subcategory_id");--> statement-breakpoint
CREATE INDEX "store_items_store_child_category_idx" ON "store_items" USING btree ("store_id","child_category_id");--> statement-breakpoint
UPDATE "store_items" si SET "category_id" = mp."category_id", "subcategory_id" = mp."subcategory_id", "child_category_id" = mp."child_category_id"
  FROM "master_products" mp WHERE mp."id" = si."master_product_id";--> statement-breakpoint
CREATE FUNCTION "store_items_copy_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "category_id", "subcategory_id", "child_category_id" INTO NEW."category_id", NEW."subcategory_id", NEW."child_category_id"
  FROM "master_products" WHERE "id" = NEW."master_product_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "store_items_copy_categories" BEFORE INSERT OR UPDATE OF "master_product_id", "category_id", "subcategory_id", "child_category_id" ON "store_items"
  FOR EACH ROW EXECUTE FUNCTION "store_items_copy_categories"();--> statement-breakpoint
CREATE FUNCTION "master_products_follow_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "store_items" SET "category_id" = NEW."category_id", "subcategory_id" = NEW."subcategory_id", "child_category_id" = NEW."child_category_id"
  WHERE "master_product_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "master_products_follow_categories" AFTER UPDATE OF "category_id", "subcategory_id", "child_category_id" ON "master_products"
  FOR EACH ROW WHEN ((OLD."category_id", OLD."subcategory_id", OLD."child_category_id") IS DISTINCT FROM (NEW."category_id", NEW."subcategory_id", NEW."child_category_id"))
  EXECUTE FUNCTION "master_products_follow_categories"();
