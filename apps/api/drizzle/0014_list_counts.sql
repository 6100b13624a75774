CREATE TABLE "store_item_counts" (
	"store_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"subcategory_id" uuid NOT NULL,
	"child_category_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"stock_state" smallint NOT NULL,
	"is_available" boolean NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "store_item_counts_pkey" PRIMARY KEY("store_id","category_id","subcategory_id","child_category_id","brand_id","stock_state","is_available")
);
--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "brand_id" uuid;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "stock_state" smallint GENERATED ALWAYS AS (case when stock <= 0 then 0 when stock <= low_stock_threshold then 1 else 2 end) STORED;--> statement-breakpoint
ALTER TABLE "store_item_counts" ADD CONSTRAINT "store_item_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_items_store_brand_idx" ON "store_items" USING btree ("store_id","brand_id");--> statement-breakpoint
CREATE INDEX "store_items_store_price_idx" ON "store_items" USING btree ("store_id","price");--> statement-breakpoint
CREATE INDEX "store_items_store_updated_idx" ON "store_items" USING btree ("store_id","updated_at");--> statement-breakpoint
-- The item's copy of its product's brand, set and followed like the categories (0008).
UPDATE "store_items" si SET "brand_id" = mp."brand_id" FROM "master_products" mp WHERE mp."id" = si."master_product_id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "store_items_copy_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "category_id", "subcategory_id", "child_category_id", "brand_id"
    INTO NEW."category_id", NEW."subcategory_id", NEW."child_category_id", NEW."brand_id"
  FROM "master_products" WHERE "id" = NEW."master_product_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "store_items_copy_categories" ON "store_items";--> statement-breakpoint
CREATE TRIGGER "store_items_copy_categories" BEFORE INSERT OR UPDATE OF "master_product_id", "category_id", "subcategory_id", "child_category_id", "brand_id" ON "store_items"
  FOR EACH ROW EXECUTE FUNCTION "store_items_copy_categories"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "master_products_follow_categories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "store_items" SET "category_id" = NEW."category_id", "subcategory_id" = NEW."subcategory_id",
    "child_category_id" = NEW."child_category_id", "brand_id" = NEW."brand_id"
  WHERE "master_product_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "master_products_follow_categories" ON "master_products";--> statement-breakpoint
CREATE TRIGGER "master_products_follow_categories" AFTER UPDATE OF "category_id", "subcategory_id", "child_category_id", "brand_id" ON "master_products"
  FOR EACH ROW WHEN ((OLD."category_id", OLD."subcategory_id", OLD."child_category_id", OLD."brand_id")
    IS DISTINCT FROM (NEW."category_id", NEW."subcategory_id", NEW."child_category_id", NEW."brand_id"))
  EXECUTE FUNCTION "master_products_follow_categories"();--> statement-breakpoint
-- The list's totals: an item leaves its old group and joins its new one. The two groups are
-- touched in key order, so two transactions moving items between the same groups cannot deadlock.
CREATE FUNCTION "store_item_counts_add"(item "store_items", delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "store_item_counts" AS c
    ("store_id", "category_id", "subcategory_id", "child_category_id", "brand_id", "stock_state", "is_available", "n")
  VALUES (item."store_id", coalesce(item."category_id", '00000000-0000-0000-0000-000000000000'),
    coalesce(item."subcategory_id", '00000000-0000-0000-0000-000000000000'),
    coalesce(item."child_category_id", '00000000-0000-0000-0000-000000000000'),
    coalesce(item."brand_id", '00000000-0000-0000-0000-000000000000'), item."stock_state", item."is_available", delta)
  ON CONFLICT ON CONSTRAINT "store_item_counts_pkey" DO UPDATE SET "n" = c."n" + delta;
END
$$;--> statement-breakpoint
CREATE FUNCTION "store_item_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "store_item_counts_add"(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "store_item_counts_add"(OLD, -1);
  ELSIF (OLD."store_id", OLD."category_id", OLD."subcategory_id", OLD."child_category_id", OLD."brand_id", OLD."stock_state", OLD."is_available")
      < (NEW."store_id", NEW."category_id", NEW."subcategory_id", NEW."child_category_id", NEW."brand_id", NEW."stock_state", NEW."is_available") THEN
    PERFORM "store_item_counts_add"(OLD, -1);
    PERFORM "store_item_counts_add"(NEW, 1);
  ELSE
    PERFORM "store_item_counts_add"(NEW, 1);
    PERFORM "store_item_counts_add"(OLD, -1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "store_item_counts_follow" AFTER INSERT OR DELETE ON "store_items"
  FOR EACH ROW EXECUTE FUNCTION "store_item_counts_follow"();--> statement-breakpoint
CREATE TRIGGER "store_item_counts_follow_update" AFTER UPDATE ON "store_items"
  FOR EACH ROW WHEN ((OLD."store_id", OLD."category_id", OLD."subcategory_id", OLD."child_category_id", OLD."brand_id", OLD."stock_state", OLD."is_available")
    IS DISTINCT FROM (NEW."store_id", NEW."category_id", NEW."subcategory_id", NEW."child_category_id", NEW."brand_id", NEW."stock_state", NEW."is_available"))
  EXECUTE FUNCTION "store_item_counts_follow"();--> statement-breakpoint
INSERT INTO "store_item_counts" ("store_id", "category_id", "subcategory_id", "child_category_id", "brand_id", "stock_state", "is_available", "n")
SELECT "store_id", coalesce("category_id", '00000000-0000-0000-0000-000000000000'), coalesce("subcategory_id", '00000000-0000-0000-0000-000000000000'),
  coalesce("child_category_id", '00000000-0000-0000-0000-000000000000'), coalesce("brand_id", '00000000-0000-0000-0000-000000000000'),
  "stock_state", "is_available", count(*)::int
FROM "store_items" GROUP BY 1, 2, 3, 4, 5, 6, 7;
