-- The access check's cache (access/actor-cache.ts) on every API instance drops a user's entry when
-- this notifies its id: the account's role or state, or one of its stores, changed.
CREATE FUNCTION "notify_actor_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('actor_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END)::text);
  ELSIF TG_TABLE_NAME = 'stores' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('actor_changed', OLD."vendor_id"::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('actor_changed', NEW."vendor_id"::text); END IF;
  ELSE
    -- A service's kind is in every vendor's stores: everyone.
    PERFORM pg_notify('actor_changed', '*');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_actor_changed" AFTER UPDATE OF "role", "suspended_at", "password_changed_at" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_actor_changed"();--> statement-breakpoint
CREATE TRIGGER "stores_actor_changed" AFTER INSERT OR UPDATE OF "vendor_id", "name", "status", "service_id", "created_at" OR DELETE ON "stores"
  FOR EACH ROW EXECUTE FUNCTION "notify_actor_changed"();--> statement-breakpoint
CREATE TRIGGER "services_actor_changed" AFTER UPDATE OF "kind" OR DELETE ON "services"
  FOR EACH ROW EXECUTE FUNCTION "notify_actor_changed"();
