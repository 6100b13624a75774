-- Open vendor screens hear of their stores' orders (modules/orders/live.ts, on every API instance):
-- a new order, and every change of state, whoever made it (the vendor, the customer, the system).
-- Delivered when the transaction commits.
CREATE FUNCTION "notify_order_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_changed', json_build_object(
    'storeId', NEW."store_id", 'orderId', NEW."id", 'number', NEW."number"::text, 'status', NEW."status", 'placed', TG_OP = 'INSERT'
  )::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_order_changed" AFTER INSERT OR UPDATE OF "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "notify_order_changed"();
