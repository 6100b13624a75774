CREATE TABLE "daily_items" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product" text NOT NULL,
	"item_id" uuid,
	"name" text NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_items_store_id_day_product_pk" PRIMARY KEY("store_id","day","product")
);
--> statement-breakpoint
CREATE TABLE "daily_orders" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" "order_status" NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_orders_store_id_day_status_pk" PRIMARY KEY("store_id","day","status")
);
--> statement-breakpoint
CREATE TABLE "daily_sales" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"orders_gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_sales_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "daily_items" ADD CONSTRAINT "daily_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_orders" ADD CONSTRAINT "daily_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A day where the marketplace is: MARKETPLACE_TIME_ZONE of the contract (a test checks they agree).
CREATE FUNCTION "marketplace_day"("instant" timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ("instant" AT TIME ZONE 'Asia/Kolkata')::date $$;--> statement-breakpoint
-- Orders by the day they were placed and their state (seeds move orders back in time: placed_at too): deferred to the commit like the inbox's counts
-- (0026), for the same reason (busy stores' concurrent orders take these locks last, in one order).
CREATE FUNCTION "count_daily_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "daily_orders" SET "n" = "n" - 1
      WHERE "store_id" = OLD."store_id" AND "day" = marketplace_day(OLD."placed_at") AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "daily_orders" ("store_id", "day", "status", "n") VALUES (NEW."store_id", marketplace_day(NEW."placed_at"), NEW."status", 1)
      ON CONFLICT ("store_id", "day", "status") DO UPDATE SET "n" = "daily_orders"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_count_daily" AFTER INSERT OR DELETE OR UPDATE OF "status", "placed_at" ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_daily_order"();--> statement-breakpoint
-- A settlement is written once (an order delivered, a booking completed): its day's sales and, for an order, its
-- lines. Seeds move sales back in time, so a change of its time or gross moves its figures (out, then in).
CREATE FUNCTION "add_daily_sale"("sale" "settlements", "sign" int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "sale_day" date := marketplace_day("sale"."settled_at");
  "is_order" int := CASE WHEN "sale"."order_id" IS NULL THEN 0 ELSE 1 END;
BEGIN
  INSERT INTO "daily_sales" ("store_id", "day", "sales", "gross", "orders", "orders_gross")
    VALUES ("sale"."store_id", "sale_day", "sign", "sign" * "sale"."gross", "sign" * "is_order", "sign" * "is_order" * "sale"."gross")
    ON CONFLICT ("store_id", "day") DO UPDATE SET "sales" = "daily_sales"."sales" + EXCLUDED."sales",
      "gross" = "daily_sales"."gross" + EXCLUDED."gross", "orders" = "daily_sales"."orders" + EXCLUDED."orders",
      "orders_gross" = "daily_sales"."orders_gross" + EXCLUDED."orders_gross";
  IF "sale"."order_id" IS NOT NULL THEN
    INSERT INTO "daily_items" ("store_id", "day", "product", "item_id", "name", "quantity", "revenue")
      SELECT "sale"."store_id", "sale_day", coalesce(l."store_item_id"::text, 'name:' || l."name"), l."store_item_id", min(l."name"),
        "sign" * sum(l."quantity"), "sign" * sum(l."total")
      FROM "order_lines" l WHERE l."order_id" = "sale"."order_id"
      GROUP BY 3, 4
      ORDER BY 3
      ON CONFLICT ("store_id", "day", "product") DO UPDATE SET "quantity" = "daily_items"."quantity" + EXCLUDED."quantity",
        "revenue" = "daily_items"."revenue" + EXCLUDED."revenue";
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "count_daily_sale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM add_daily_sale(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM add_daily_sale(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "settlements_count_daily" AFTER INSERT OR DELETE OR UPDATE OF "settled_at", "gross" ON "settlements"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_daily_sale"();--> statement-breakpoint
-- Counts one store's days again from its orders and settlements (this migration, and seeds that write with triggers off).
CREATE FUNCTION "recount_daily_figures"("store" uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "daily_orders" WHERE "store_id" = "store";
  DELETE FROM "daily_sales" WHERE "store_id" = "store";
  DELETE FROM "daily_items" WHERE "store_id" = "store";
  INSERT INTO "daily_orders" ("store_id", "day", "status", "n")
    SELECT "store_id", marketplace_day("placed_at"), "status", count(*) FROM "orders" WHERE "store_id" = "store" GROUP BY 1, 2, 3;
  INSERT INTO "daily_sales" ("store_id", "day", "sales", "gross", "orders", "orders_gross")
    SELECT "store_id", marketplace_day("settled_at"), count(*), sum("gross"), count("order_id"), coalesce(sum("gross") FILTER (WHERE "order_id" IS NOT NULL), 0)
    FROM "settlements" WHERE "store_id" = "store" GROUP BY 1, 2;
  INSERT INTO "daily_items" ("store_id", "day", "product", "item_id", "name", "quantity", "revenue")
    SELECT s."store_id", marketplace_day(s."settled_at"), coalesce(l."store_item_id"::text, 'name:' || l."name"), l."store_item_id", min(l."name"),
      sum(l."quantity"), sum(l."total")
    FROM "settlements" s JOIN "order_lines" l ON l."order_id" = s."order_id" WHERE s."store_id" = "store" GROUP BY 1, 2, 3, 4;
$$;--> statement-breakpoint
SELECT recount_daily_figures("id") FROM "stores";
