DROP INDEX "master_products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "master_products_vertical_name_idx";--> statement-breakpoint
CREATE INDEX "master_products_grocery_name_trgm_idx" ON "master_products" USING gin (lower("name") gin_trgm_ops) WHERE vertical = 'grocery';--> statement-breakpoint
CREATE INDEX "master_products_food_name_trgm_idx" ON "master_products" USING gin (lower("name") gin_trgm_ops) WHERE vertical = 'food';--> statement-breakpoint
CREATE INDEX "master_products_shopping_name_trgm_idx" ON "master_products" USING gin (lower("name") gin_trgm_ops) WHERE vertical = 'shopping';--> statement-breakpoint
CREATE INDEX "master_products_medicine_name_trgm_idx" ON "master_products" USING gin (lower("name") gin_trgm_ops) WHERE vertical = 'medicine';--> statement-breakpoint
CREATE INDEX "master_products_vertical_name_id_idx" ON "master_products" USING btree ("vertical","name","id");--> statement-breakpoint
CREATE INDEX "master_products_category_id_idx" ON "master_products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "master_products_child_category_idx" ON "master_products" USING btree ("child_category_id");