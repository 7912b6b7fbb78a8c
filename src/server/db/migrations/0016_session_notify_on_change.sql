-- A new session needs no notification: its id was just made up, so no process can hold it in
-- its read cache. Only a change to a session, or its end, must reach the other processes. Each
-- sign-in inserts a session, and a notification at every commit was measurable there.
DROP TRIGGER IF EXISTS "sessions_notify_read_cache" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_read_cache" AFTER UPDATE OR DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "notify_read_cache"();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncate_notify_read_cache" AFTER TRUNCATE ON "sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_read_cache"();
