-- Items deleted before 0030 keep their snapshot: one whose MRP was below its price (which 0030
-- raised in the live rows only) would fail the new check when restored. Raise it the same way.
UPDATE "deleted_store_items"
SET "item" = jsonb_set("item", '{mrp}', "item"->'price')
WHERE jsonb_typeof("item"->'mrp') = 'number' AND jsonb_typeof("item"->'price') = 'number'
  AND ("item"->>'mrp')::numeric < ("item"->>'price')::numeric;
