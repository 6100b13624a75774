ALTER TABLE "wallets" ADD COLUMN "type_counts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "wallets" SET "type_counts" = coalesce((SELECT jsonb_object_agg(t."type", t.n) FROM (SELECT "type", count(*) AS n FROM "wallet_entries" e WHERE e."store_id" = "wallets"."store_id" GROUP BY "type") t), '{}'::jsonb);
