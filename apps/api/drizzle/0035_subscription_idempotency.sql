ALTER TABLE "subscriptions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "request_digest" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_idempotency_key" ON "subscriptions" USING btree ("store_id","idempotency_key");