DROP INDEX "wallet_entries_store_seq_idx";--> statement-breakpoint
DROP INDEX "wallet_entries_store_type_seq_idx";--> statement-breakpoint
CREATE INDEX "wallet_entries_store_seq_idx" ON "wallet_entries" USING btree ("store_id","seq");--> statement-breakpoint
CREATE INDEX "wallet_entries_store_type_seq_idx" ON "wallet_entries" USING btree ("store_id","type","seq");