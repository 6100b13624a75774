ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."next_attempt_at" is not null;--> statement-breakpoint
-- E-mails left queued before retries existed (their instance stopped): failed, not sent again days later.
UPDATE "mail_outbox" SET "status" = 'failed', "error" = 'Not delivered: its server stopped before it could try.' WHERE "status" = 'queued';
