CREATE TABLE "master_product_names" (
	"id" uuid PRIMARY KEY NOT NULL,
	"vertical" "catalogue_vertical" NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "master_product_names" ADD CONSTRAINT "master_product_names_id_master_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."master_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "master_product_names_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "master_product_names" ("id", "vertical", "name") VALUES (NEW."id", NEW."vertical", lower(NEW."name"))
  ON CONFLICT ("id") DO UPDATE SET "vertical" = excluded."vertical", "name" = excluded."name";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "master_product_names_sync" AFTER INSERT OR UPDATE OF "name", "vertical" ON "master_products"
  FOR EACH ROW EXECUTE FUNCTION "master_product_names_sync"();--> statement-breakpoint
INSERT INTO "master_product_names" ("id", "vertical", "name") SELECT "id", "vertical", lower("name") FROM "master_products";--> statement-breakpoint
CREATE INDEX "master_product_names_grocery_trgm_idx" ON "master_product_names" USING gin (name gin_trgm_ops) WHERE vertical = 'grocery';--> statement-breakpoint
CREATE INDEX "master_product_names_food_trgm_idx" ON "master_product_names" USING gin (name gin_trgm_ops) WHERE vertical = 'food';--> statement-breakpoint
CREATE INDEX "master_product_names_shopping_trgm_idx" ON "master_product_names" USING gin (name gin_trgm_ops) WHERE vertical = 'shopping';--> statement-breakpoint
CREATE INDEX "master_product_names_medicine_trgm_idx" ON "master_product_names" USING gin (name gin_trgm_ops) WHERE vertical = 'medicine';