DROP INDEX "master_products_vertical_name_id_idx";--> statement-breakpoint
ALTER TABLE "master_products" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
CREATE INDEX "master_products_vertical_name_walk_idx" ON "master_products" USING btree ("vertical","name","id","name_lower");