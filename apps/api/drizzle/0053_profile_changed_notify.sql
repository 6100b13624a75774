-- The vendor profile's cache (modules/stores/profile-cache.ts) on every API instance drops a
-- vendor's entry when this notifies its id ('*': every vendor's): the account, one of its stores,
-- a store's KYC numbers or files, or the name of a service or place a store shows, changed.
CREATE FUNCTION "notify_profile_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('profile_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END)::text);
  ELSIF TG_TABLE_NAME = 'stores' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('profile_changed', OLD."vendor_id"::text); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('profile_changed', NEW."vendor_id"::text); END IF;
  ELSIF TG_TABLE_NAME IN ('store_kyc', 'store_files') THEN
    PERFORM pg_notify('profile_changed', "vendor_id"::text) FROM "stores"
      WHERE "id" IN ((CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD."store_id" END), (CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW."store_id" END));
  ELSE
    PERFORM pg_notify('profile_changed', '*');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_profile_changed" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_profile_changed"();--> statement-breakpoint
CREATE TRIGGER "stores_profile_changed" AFTER INSERT OR UPDATE OR DELETE ON "stores"
  FOR EACH ROW EXECUTE FUNCTION "notify_profile_changed"();--> statement-breakpoint
CREATE TRIGGER "store_kyc_profile_changed" AFTER INSERT OR UPDATE OR DELETE ON "store_kyc"
  FOR EACH ROW EXECUTE FUNCTION "notify_profile_changed"();--> statement-breakpoint
CREATE TRIGGER "store_files_profile_changed" AFTER INSERT OR UPDATE OR DELETE ON "store_files"
  FOR EACH ROW EXECUTE FUNCTION "notify_profile_changed"();--> statement-breakpoint
CREATE TRIGGER "services_profile_changed" AFTER UPDATE OR DELETE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_profile_changed"();--> statement-breakpoint
CREATE TRIGGER "countries_profile_changed" AFTER UPDATE OR DELETE ON "countries"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_profile_changed"();--> statement-breakpoint
CREATE TRIGGER "states_profile_changed" AFTER UPDATE OR DELETE ON "states"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_profile_changed"();--> statement-breakpoint
CREATE TRIGGER "cities_profile_changed" AFTER UPDATE OR DELETE ON "cities"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_profile_changed"();
