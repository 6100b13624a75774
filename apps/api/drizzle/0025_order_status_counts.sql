CREATE TABLE "order_status_counts" (
	"store_id" uuid NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_counts_store_id_status_payment_method_pk" PRIMARY KEY("store_id","status","payment_method")
);
--> statement-breakpoint
ALTER TABLE "order_status_counts" ADD CONSTRAINT "order_status_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_phone_trgm_idx" ON "orders" USING gin (lower("customer_phone") gin_trgm_ops);