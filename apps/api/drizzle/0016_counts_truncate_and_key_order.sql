-- The list's totals: an item's old and new groups are touched in the order of their stored keys
-- (a missing category or brand is the zero uuid there), so two transactions moving items between
-- the same groups cannot deadlock; a row comparison with a NULL in it decided nothing.
CREATE OR REPLACE FUNCTION "store_item_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zero CONSTANT uuid := '00000000-0000-0000-0000-000000000000';
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "store_item_counts_add"(NEW, 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "store_item_counts_add"(OLD, -1);
  ELSIF (OLD."store_id", coalesce(OLD."category_id", zero), coalesce(OLD."subcategory_id", zero), coalesce(OLD."child_category_id", zero),
         coalesce(OLD."brand_id", zero), OLD."stock_state", OLD."is_available")
      < (NEW."store_id", coalesce(NEW."category_id", zero), coalesce(NEW."subcategory_id", zero), coalesce(NEW."child_category_id", zero),
         coalesce(NEW."brand_id", zero), NEW."stock_state", NEW."is_available") THEN
    PERFORM "store_item_counts_add"(OLD, -1);
    PERFORM "store_item_counts_add"(NEW, 1);
  ELSE
    PERFORM "store_item_counts_add"(NEW, 1);
    PERFORM "store_item_counts_add"(OLD, -1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- TRUNCATE fires no row triggers: the totals of emptied items, and every instance's access cache.
CREATE FUNCTION "store_item_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "store_item_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "store_item_counts_truncated" AFTER TRUNCATE ON "store_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "store_item_counts_truncated"();--> statement-breakpoint
CREATE FUNCTION "notify_everyone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('actor_changed', '*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_truncated_actor_changed" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_everyone_changed"();--> statement-breakpoint
CREATE TRIGGER "stores_truncated_actor_changed" AFTER TRUNCATE ON "stores"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_everyone_changed"();--> statement-breakpoint
CREATE TRIGGER "services_truncated_actor_changed" AFTER TRUNCATE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_everyone_changed"();
