CREATE TYPE "public"."payout_status" AS ENUM('pending', 'approved', 'paid', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."top_up_method" AS ENUM('bankTransfer', 'upi', 'cheque', 'cash');--> statement-breakpoint
CREATE TYPE "public"."top_up_status" AS ENUM('pending', 'confirmed', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."wallet_entry_type" AS ENUM('earning', 'couponCost', 'commission', 'cashCollected', 'topUp', 'planPurchase', 'payoutHold', 'payoutRelease', 'payoutPaid', 'adjustment');--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"payout_id" uuid NOT NULL,
	"settlement_id" uuid NOT NULL,
	"covered" integer NOT NULL,
	CONSTRAINT "payout_lines_payout_id_settlement_id_pk" PRIMARY KEY("payout_id","settlement_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payouts_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"store_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"amount" integer NOT NULL,
	"status" "payout_status" DEFAULT 'pending' NOT NULL,
	"note" text,
	"bank_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text NOT NULL,
	"ifs_code" text NOT NULL,
	"bank_reference" text,
	"reason" text,
	"idempotency_key" text,
	"request_digest" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" uuid NOT NULL,
	"type" "wallet_entry_type" NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" bigint NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"note" text,
	"settlement_id" uuid,
	"payout_id" uuid,
	"top_up_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_amount_not_zero" CHECK ("wallet_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"method" "top_up_method" NOT NULL,
	"reference" text NOT NULL,
	"note" text,
	"proof_key" text,
	"status" "top_up_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlements" ADD COLUMN "available_at" timestamp with time zone;--> statement-breakpoint
UPDATE "settlements" SET "available_at" = "settled_at" + interval '7 days';--> statement-breakpoint
ALTER TABLE "settlements" ALTER COLUMN "available_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_top_up_id_wallet_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."wallet_top_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_lines_settlement_idx" ON "payout_lines" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_number_key" ON "payouts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_key" ON "payouts" USING btree ("requested_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_store_requested_idx" ON "payouts" USING btree ("store_id","requested_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_status_requested_idx" ON "payouts" USING btree ("status","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_entries_store_seq_idx" ON "wallet_entries" USING btree ("store_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_entries_store_type_seq_idx" ON "wallet_entries" USING btree ("store_id","type","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_entries_store_available_idx" ON "wallet_entries" USING btree ("store_id","available_at");--> statement-breakpoint
CREATE INDEX "wallet_top_ups_store_created_idx" ON "wallet_top_ups" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wallet_top_ups_status_created_idx" ON "wallet_top_ups" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "settlements_store_available_idx" ON "settlements" USING btree ("store_id","available_at");--> statement-breakpoint
-- The ledger is append-only: an entry is never changed or removed (a correction is a new entry).
CREATE FUNCTION wallet_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet entries are append-only (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON "wallet_entries"
  FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_truncate BEFORE TRUNCATE ON "wallet_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_entries_append_only();--> statement-breakpoint
-- Sales settled before the ledger existed: their entries, in the order they were settled.
INSERT INTO "wallet_entries" ("store_id", "type", "amount", "balance_after", "available_at", "settlement_id", "created_at")
SELECT e.store_id, e.type, e.amount,
  sum(e.amount) OVER (PARTITION BY e.store_id ORDER BY e.settled_at, e.settlement_id, e.part),
  e.available_at, e.settlement_id, e.settled_at
FROM (
  SELECT s.store_id, s.id AS settlement_id, s.settled_at, s.available_at, v.part, v.type::wallet_entry_type AS type, v.amount
  FROM "settlements" s
  CROSS JOIN LATERAL (VALUES
    (1, 'earning', s.gross),
    (2, 'couponCost', -s.coupon_cost),
    (3, 'commission', -s.commission),
    (4, 'cashCollected', CASE WHEN s.payment_method = 'cod' THEN -(s.gross - s.coupon_cost) ELSE 0 END)
  ) AS v(part, type, amount)
  WHERE v.amount <> 0
) e
ORDER BY e.store_id, e.settled_at, e.settlement_id, e.part;--> statement-breakpoint
INSERT INTO "wallets" ("store_id", "balance")
SELECT "store_id", sum("amount") FROM "wallet_entries" GROUP BY "store_id";