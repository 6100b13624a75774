-- Catalogue money in whole paise (issue 12), like orders, coupons, settlements, wallet and plans:
-- numeric(12,2) rupees become integer paise, exactly (x * 100 of a 2-decimal numeric is whole; round
-- only makes the cast explicit). A plain "SET DATA TYPE integer" would cast 151.50 to 152.
-- Each table is rewritten once (both columns in one ALTER); its indexes on these columns
-- (store_items_list_by_price_idx, the list's sort by price) are rebuilt on the new type. The
-- triggers on store_items (categories, brand, store_item_counts) read no price, so they keep working.
ALTER TABLE "store_items"
	ALTER COLUMN "price" SET DATA TYPE integer USING round("price" * 100)::integer,
	ALTER COLUMN "mrp" SET DATA TYPE integer USING round("mrp" * 100)::integer;--> statement-breakpoint
ALTER TABLE "store_item_variations"
	ALTER COLUMN "price" SET DATA TYPE integer USING round("price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "product_requests"
	ALTER COLUMN "price" SET DATA TYPE integer USING round("price" * 100)::integer,
	ALTER COLUMN "mrp" SET DATA TYPE integer USING round("mrp" * 100)::integer;--> statement-breakpoint
-- Removed items kept for Undo are to_jsonb snapshots of those rows (restored with
-- jsonb_populate_record): their amounts become paise too, or a restore would fail (or, rounded, be
-- 100 times too cheap).
UPDATE "deleted_store_items" SET
	"item" = "item"
		|| jsonb_build_object('price', round(("item"->>'price')::numeric * 100)::integer)
		|| jsonb_build_object('mrp', round(("item"->>'mrp')::numeric * 100)::integer),
	"variations" = coalesce(
		(
			SELECT jsonb_agg(
				CASE WHEN v ? 'price' AND jsonb_typeof(v->'price') = 'number'
					THEN v || jsonb_build_object('price', round((v->>'price')::numeric * 100)::integer)
					ELSE v END
				ORDER BY n)
			FROM jsonb_array_elements("variations") WITH ORDINALITY AS e(v, n)
		),
		'[]'::jsonb);--> statement-breakpoint
-- The API has always refused an MRP below the price; a row that got one anyway (two edits racing
-- before the update checked both) gets the price as its MRP, so the checks below can hold.
UPDATE "store_items" SET "mrp" = "price" WHERE "mrp" < "price";--> statement-breakpoint
UPDATE "product_requests" SET "mrp" = "price" WHERE "mrp" < "price";--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_price_not_negative" CHECK ("product_requests"."price" >= 0);--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_mrp_not_below_price" CHECK ("product_requests"."mrp" is null or "product_requests"."mrp" >= "product_requests"."price");--> statement-breakpoint
ALTER TABLE "store_item_variations" ADD CONSTRAINT "store_item_variations_price_not_negative" CHECK ("store_item_variations"."price" >= 0);--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_price_not_negative" CHECK ("store_items"."price" >= 0);--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_mrp_not_below_price" CHECK ("store_items"."mrp" >= "store_items"."price");
