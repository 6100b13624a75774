-- Stores approved before documents and bank accounts were reviewed one by one: what the operator
-- approved then counts as verified (their payouts keep going to the account they had).
INSERT INTO "store_bank_reviews" ("store_id", "status", "reviewed_at")
SELECT "store_bank_accounts"."store_id", 'verified', now()
FROM "store_bank_accounts" JOIN "stores" ON "stores"."id" = "store_bank_accounts"."store_id"
WHERE "stores"."status" = 'approved'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "store_document_reviews" ("store_id", "document", "status", "reviewed_at")
SELECT DISTINCT "store_files"."store_id", "store_files"."field", 'verified'::"document_review_status", now()
FROM "store_files" JOIN "stores" ON "stores"."id" = "store_files"."store_id"
WHERE "stores"."status" = 'approved'
  AND "store_files"."field" IN ('logo', 'pan_card_front', 'pan_card_back', 'aadhar_card_front', 'aadhar_card_back', 'gas_bill',
    'business_proof', 'gst_bill', 'bill_sample', 'otherrDocumentImage')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "store_document_reviews" ("store_id", "document", "status", "reviewed_at")
SELECT "store_kyc"."store_id", "numbers"."document", 'verified', now()
FROM "store_kyc" JOIN "stores" ON "stores"."id" = "store_kyc"."store_id"
CROSS JOIN LATERAL (VALUES
  ('pan_number', "store_kyc"."pan_number"),
  ('aadhar_number', "store_kyc"."aadhar_number"),
  ('gas_bill_number', "store_kyc"."gas_bill_number"),
  ('business_number', "store_kyc"."business_number"),
  ('gst_number', "store_kyc"."gst_number")
) AS "numbers" ("document", "value")
WHERE "stores"."status" = 'approved' AND btrim(coalesce("numbers"."value", '')) <> ''
ON CONFLICT DO NOTHING;
