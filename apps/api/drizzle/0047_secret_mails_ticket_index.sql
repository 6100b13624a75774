ALTER TABLE "mail_outbox" ADD COLUMN "secret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at","id");--> statement-breakpoint
-- E-mails written before the column: the code-carrying ones by their subject; those delivered lose their code now.
UPDATE "mail_outbox" SET "secret" = true WHERE "subject" IN ('Your DHub password reset code', 'Your DHub sign-in code');--> statement-breakpoint
UPDATE "mail_outbox" SET "text" = 'This e-mail held a one-time code; it was removed once the e-mail was delivered.', "html" = NULL WHERE "secret" AND ("status" = 'sent' OR ("status" = 'failed' AND "next_attempt_at" IS NULL));
--> statement-breakpoint
-- A store saved without a change to what the access check reads (its profile's other fields) tells no
-- instance: each notification ends the vendor's open streams everywhere (access/open-streams.ts).
DROP TRIGGER "stores_actor_changed" ON "stores";--> statement-breakpoint
CREATE TRIGGER "stores_actor_changed" AFTER INSERT OR DELETE ON "stores"
  FOR EACH ROW EXECUTE FUNCTION "notify_actor_changed"();--> statement-breakpoint
CREATE TRIGGER "stores_actor_changed_update" AFTER UPDATE OF "vendor_id", "name", "status", "service_id", "created_at" ON "stores"
  FOR EACH ROW
  WHEN ((OLD."vendor_id", OLD."name", OLD."status", OLD."service_id", OLD."created_at") IS DISTINCT FROM (NEW."vendor_id", NEW."name", NEW."status", NEW."service_id", NEW."created_at"))
  EXECUTE FUNCTION "notify_actor_changed"();
