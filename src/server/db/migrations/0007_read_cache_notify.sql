-- Each server process keeps a short-lived cache of sessions, users and order lists (read-cache.ts).
-- A change to those tables, from any process, tells every listening process to empty its cache.
CREATE OR REPLACE FUNCTION "notify_read_cache"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_cache', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_cache"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_cache"();
--> statement-breakpoint
CREATE TRIGGER "orders_notify_read_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_cache"();
