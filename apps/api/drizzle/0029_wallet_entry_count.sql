ALTER TABLE "wallets" ADD COLUMN "entry_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "wallets" SET "entry_count" = (SELECT count(*) FROM "wallet_entries" e WHERE e."store_id" = "wallets"."store_id");
