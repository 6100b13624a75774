DROP INDEX "store_items_store_price_idx";--> statement-breakpoint
DROP INDEX "store_items_store_updated_idx";--> statement-breakpoint
DROP INDEX "store_items_store_created_idx";--> statement-breakpoint
DROP INDEX "store_items_store_stock_idx";--> statement-breakpoint
CREATE INDEX "store_items_list_by_created_idx" ON "store_items" USING btree ("store_id","created_at","id","stock_state","is_available","category_id","subcategory_id","child_category_id","brand_id");--> statement-breakpoint
CREATE INDEX "store_items_list_by_updated_idx" ON "store_items" USING btree ("store_id","updated_at","id","stock_state","is_available","category_id","subcategory_id","child_category_id","brand_id");--> statement-breakpoint
CREATE INDEX "store_items_list_by_price_idx" ON "store_items" USING btree ("store_id","price","id","stock_state","is_available","category_id","subcategory_id","child_category_id","brand_id");--> statement-breakpoint
CREATE INDEX "store_items_list_by_stock_idx" ON "store_items" USING btree ("store_id","stock","id","stock_state","is_available","category_id","subcategory_id","child_category_id","brand_id");