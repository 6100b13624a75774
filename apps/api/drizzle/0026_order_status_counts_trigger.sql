-- The inbox's tab counts, kept as orders are placed and change state: one row per store, state and payment method,
-- changed in the same transaction as the order. Deferred to the commit, so a transaction takes these
-- locks after every other (stock, coupons) and in the order states follow (an order only moves
-- forward): busy stores' concurrent orders cannot deadlock on them.
CREATE FUNCTION "count_order_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_status_counts" SET "n" = "n" - 1
      WHERE "store_id" = OLD."store_id" AND "status" = OLD."status" AND "payment_method" = OLD."payment_method";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_status_counts" ("store_id", "status", "payment_method", "n")
      VALUES (NEW."store_id", NEW."status", NEW."payment_method", 1)
      ON CONFLICT ("store_id", "status", "payment_method") DO UPDATE SET "n" = "order_status_counts"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_count_status" AFTER INSERT OR DELETE OR UPDATE OF "status", "payment_method" ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_order_status"();--> statement-breakpoint
INSERT INTO "order_status_counts" ("store_id", "status", "payment_method", "n")
  SELECT "store_id", "status", "payment_method", count(*) FROM "orders" GROUP BY "store_id", "status", "payment_method";
