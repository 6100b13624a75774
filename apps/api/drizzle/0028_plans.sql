CREATE TYPE "public"."plan_payment_method" AS ENUM('wallet', 'offline', 'free');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('awaitingPayment', 'paymentSubmitted', 'active', 'replaced', 'rejected');--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"listing_limit" integer,
	"commission_rate" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "plans_price_not_negative" CHECK ("plans"."price" >= 0),
	CONSTRAINT "plans_free_has_no_end" CHECK (("plans"."price" = 0) = ("plans"."duration_days" = 0))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" "subscription_status" NOT NULL,
	"payment_method" "plan_payment_method" NOT NULL,
	"price" integer NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"paid" integer NOT NULL,
	"reference" text,
	"proof_key" text,
	"reason" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_service_price_idx" ON "plans" USING btree ("service_id","price");--> statement-breakpoint
CREATE INDEX "subscriptions_store_created_idx" ON "subscriptions" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_store_active_idx" ON "subscriptions" USING btree ("store_id","starts_at") WHERE "subscriptions"."status" = 'active';