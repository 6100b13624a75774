-- Written after 0045 and 0047 had shipped (a database that applied them would not run them again).
-- E-mails left queued before retries existed (their instance stopped; no lease): failed, not sent again days later.
UPDATE "mail_outbox" SET "status" = 'failed', "error" = 'Not delivered: its server stopped before it could try.'
  WHERE "status" = 'queued' AND "next_attempt_at" IS NULL;--> statement-breakpoint
-- A store saved without a change to what the access check reads (its profile's other fields) tells no
-- instance: each notification ends the vendor's open streams everywhere (access/open-streams.ts).
DROP TRIGGER IF EXISTS "stores_actor_changed" ON "stores";--> statement-breakpoint
DROP TRIGGER IF EXISTS "stores_actor_changed_update" ON "stores";--> statement-breakpoint
CREATE TRIGGER "stores_actor_changed" AFTER INSERT OR DELETE ON "stores"
  FOR EACH ROW EXECUTE FUNCTION "notify_actor_changed"();--> statement-breakpoint
CREATE TRIGGER "stores_actor_changed_update" AFTER UPDATE OF "vendor_id", "name", "status", "service_id", "created_at" ON "stores"
  FOR EACH ROW
  WHEN ((OLD."vendor_id", OLD."name", OLD."status", OLD."service_id", OLD."created_at") IS DISTINCT FROM (NEW."vendor_id", NEW."name", NEW."status", NEW."service_id", NEW."created_at"))
  EXECUTE FUNCTION "notify_actor_changed"();
