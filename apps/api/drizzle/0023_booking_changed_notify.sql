-- Open vendor screens hear of their stores' bookings on the orders' channel (modules/orders/live.ts, on every
-- API instance, one LISTEN): a new booking, each change of state and each reschedule, whoever made it.
-- Delivered when the transaction commits.
CREATE FUNCTION "notify_booking_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('order_changed', json_build_object(
    'kind', 'booking', 'storeId', NEW."store_id", 'bookingId', NEW."id", 'number', NEW."number"::text, 'status', NEW."status", 'placed', TG_OP = 'INSERT'
  )::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_booking_changed" AFTER INSERT OR UPDATE OF "status", "starts_at" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "notify_booking_changed"();
