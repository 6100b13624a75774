CREATE TYPE "public"."bank_account_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."document_review_status" AS ENUM('submitted', 'verified', 'rejected');--> statement-breakpoint
CREATE TABLE "store_bank_reviews" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"status" "bank_account_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "store_document_reviews" (
	"store_id" uuid NOT NULL,
	"document" text NOT NULL,
	"status" "document_review_status" DEFAULT 'submitted' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "store_document_reviews_store_id_document_pk" PRIMARY KEY("store_id","document")
);
--> statement-breakpoint
ALTER TABLE "store_bank_reviews" ADD CONSTRAINT "store_bank_reviews_store_id_store_bank_accounts_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store_bank_accounts"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bank_reviews" ADD CONSTRAINT "store_bank_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_document_reviews" ADD CONSTRAINT "store_document_reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_document_reviews" ADD CONSTRAINT "store_document_reviews_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;