CREATE TYPE "public"."delivery_boy_document_kind" AS ENUM('licence', 'identity');--> statement-breakpoint
CREATE TYPE "public"."delivery_boy_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."identity_type" AS ENUM('aadhaar', 'pan', 'passport', 'voterId', 'drivingLicence');--> statement-breakpoint
CREATE TYPE "public"."vehicle_type" AS ENUM('bicycle', 'motorbike', 'scooter', 'car', 'van');--> statement-breakpoint
CREATE TYPE "public"."help_language" AS ENUM('en', 'fr', 'ar', 'zh');--> statement-breakpoint
CREATE TYPE "public"."policy_kind" AS ENUM('terms', 'privacy', 'refund', 'cancellation', 'shipping');--> statement-breakpoint
CREATE TABLE "delivery_assignments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"delivery_boy_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_boy_documents" (
	"delivery_boy_id" uuid NOT NULL,
	"kind" "delivery_boy_document_kind" NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "delivery_boy_documents_delivery_boy_id_kind_pk" PRIMARY KEY("delivery_boy_id","kind")
);
--> statement-breakpoint
CREATE TABLE "delivery_boys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"vehicle_type" "vehicle_type" NOT NULL,
	"vehicle_number" text,
	"zone_id" uuid,
	"licence_number" text,
	"identity_type" "identity_type" NOT NULL,
	"identity_number" text NOT NULL,
	"status" "delivery_boy_status" DEFAULT 'active' NOT NULL,
	"on_duty" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "faq_translations" (
	"faq_id" uuid NOT NULL,
	"language" "help_language" NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "faq_translations_faq_id_language_pk" PRIMARY KEY("faq_id","language")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"kind" "policy_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_translations" (
	"policy_id" uuid NOT NULL,
	"language" "help_language" NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "policy_translations_policy_id_language_pk" PRIMARY KEY("policy_id","language")
);
--> statement-breakpoint
ALTER TABLE "delivery_assignments" ADD CONSTRAINT "delivery_assignments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_assignments" ADD CONSTRAINT "delivery_assignments_delivery_boy_id_delivery_boys_id_fk" FOREIGN KEY ("delivery_boy_id") REFERENCES "public"."delivery_boys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_boy_documents" ADD CONSTRAINT "delivery_boy_documents_delivery_boy_id_delivery_boys_id_fk" FOREIGN KEY ("delivery_boy_id") REFERENCES "public"."delivery_boys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_boy_documents" ADD CONSTRAINT "delivery_boy_documents_file_id_store_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."store_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_boys" ADD CONSTRAINT "delivery_boys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_boys" ADD CONSTRAINT "delivery_boys_zone_id_catalogue_lookups_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."catalogue_lookups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_translations" ADD CONSTRAINT "faq_translations_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_translations" ADD CONSTRAINT "policy_translations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_assignments_boy_idx" ON "delivery_assignments" USING btree ("delivery_boy_id","assigned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_boys_store_phone_key" ON "delivery_boys" USING btree ("store_id","phone");--> statement-breakpoint
CREATE INDEX "delivery_boys_store_name_idx" ON "delivery_boys" USING btree ("store_id","name","id");--> statement-breakpoint
CREATE INDEX "faqs_service_order_idx" ON "faqs" USING btree ("service_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_service_kind_key" ON "policies" USING btree ("service_id","kind");