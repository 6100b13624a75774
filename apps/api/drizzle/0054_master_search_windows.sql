CREATE TABLE "master_search_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "master_search_windows_created_idx" ON "master_search_windows" USING btree ("created_at");--> statement-breakpoint
-- A cache: no WAL (a crash empties it, as the pages).
ALTER TABLE "master_search_windows" SET UNLOGGED;