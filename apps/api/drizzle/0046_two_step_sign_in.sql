CREATE TABLE "two_step_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"challenge_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_step_sign_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_step_codes" ADD CONSTRAINT "two_step_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_step_codes_user_created_idx" ON "two_step_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "two_step_codes_created_idx" ON "two_step_codes" USING btree ("created_at");