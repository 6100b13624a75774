ALTER TABLE "store_kyc" ALTER COLUMN "pan_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "store_kyc" ALTER COLUMN "aadhar_number" DROP NOT NULL;