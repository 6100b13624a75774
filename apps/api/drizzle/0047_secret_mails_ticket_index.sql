ALTER TABLE "mail_outbox" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at","id");--> statement-breakpoint
-- E-mails written before the column: the code-carrying ones by their subject; those delivered lose their code now.
UPDATE "mail_outbox" SET "secret" = true WHERE "subject" IN ('Your DHub password reset code', 'Your DHub sign-in code');--> statement-breakpoint
UPDATE "mail_outbox" SET "text" = 'This e-mail held a one-time code; it was removed once the e-mail was delivered.', "html" = NULL WHERE "secret" AND ("status" = 'sent' OR ("status" = 'failed' AND "next_attempt_at" IS NULL));
