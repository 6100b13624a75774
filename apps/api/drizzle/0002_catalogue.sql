CREATE TYPE "public"."catalogue_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."catalogue_vertical" AS ENUM('grocery', 'food', 'shopping', 'medicine');--> statement-breakpoint
CREATE TYPE "public"."lookup_type" AS ENUM('brand', 'unit', 'weight', 'zone', 'drug_type', 'medicine_form', 'therapeutic_class', 'packing_type', 'cuisine_type', 'flavour', 'ecommerce_attribute');--> statement-breakpoint
CREATE TABLE "catalogue_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "lookup_type" NOT NULL,
	"vertical" "catalogue_vertical",
	"group" text,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vertical" "catalogue_vertical" NOT NULL,
	"parent_id" uuid,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"status" "catalogue_status" DEFAULT 'approved' NOT NULL,
	"requested_by_store_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "master_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vertical" "catalogue_vertical" NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category_id" uuid NOT NULL,
	"subcategory_id" uuid,
	"child_category_id" uuid,
	"brand_id" uuid,
	"unit_id" uuid,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"vertical" "catalogue_vertical" NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category_id" uuid NOT NULL,
	"subcategory_id" uuid,
	"child_category_id" uuid,
	"brand_id" uuid,
	"unit_id" uuid,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"mrp" numeric(12, 2),
	"stock" integer DEFAULT 0 NOT NULL,
	"status" "catalogue_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"master_product_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_item_variations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"master_product_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"mrp" numeric(12, 2) NOT NULL,
	"discount" numeric(5, 2) DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sku" text,
	"is_available" boolean DEFAULT true NOT NULL,
	"low_stock_threshold" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_requested_by_store_id_stores_id_fk" FOREIGN KEY ("requested_by_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_subcategory_id_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_child_category_id_categories_id_fk" FOREIGN KEY ("child_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_brand_id_catalogue_lookups_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalogue_lookups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_products" ADD CONSTRAINT "master_products_unit_id_catalogue_lookups_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."catalogue_lookups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_subcategory_id_categories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_child_category_id_categories_id_fk" FOREIGN KEY ("child_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_brand_id_catalogue_lookups_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."catalogue_lookups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_unit_id_catalogue_lookups_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."catalogue_lookups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_item_variations" ADD CONSTRAINT "store_item_variations_item_id_store_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."store_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_master_product_id_master_products_id_fk" FOREIGN KEY ("master_product_id") REFERENCES "public"."master_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_lookups_type_idx" ON "catalogue_lookups" USING btree ("type","vertical","sort_order");--> statement-breakpoint
CREATE INDEX "categories_vertical_idx" ON "categories" USING btree ("vertical","level","status");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_requested_by_idx" ON "categories" USING btree ("requested_by_store_id");--> statement-breakpoint
CREATE INDEX "master_products_name_trgm_idx" ON "master_products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_products_vertical_name_idx" ON "master_products" USING btree ("vertical","name");--> statement-breakpoint
CREATE INDEX "master_products_category_idx" ON "master_products" USING btree ("vertical","category_id");--> statement-breakpoint
CREATE INDEX "master_products_subcategory_idx" ON "master_products" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "master_products_brand_idx" ON "master_products" USING btree ("vertical","brand_id");--> statement-breakpoint
CREATE INDEX "product_requests_store_idx" ON "product_requests" USING btree ("store_id","vertical","created_at");--> statement-breakpoint
CREATE INDEX "product_requests_status_idx" ON "product_requests" USING btree ("vertical","status","created_at");--> statement-breakpoint
CREATE INDEX "product_requests_name_trgm_idx" ON "product_requests" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_item_variations_item_idx" ON "store_item_variations" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_items_store_product_key" ON "store_items" USING btree ("store_id","master_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_items_store_sku_key" ON "store_items" USING btree ("store_id","sku");--> statement-breakpoint
CREATE INDEX "store_items_store_created_idx" ON "store_items" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "store_items_store_stock_idx" ON "store_items" USING btree ("store_id","stock");--> statement-breakpoint
CREATE INDEX "store_items_product_idx" ON "store_items" USING btree ("master_product_id");