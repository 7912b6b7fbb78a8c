-- The Admin Center's search is a "contains" match on the sender's name and the account's email.
-- Trigram indexes let it find the matches without reading every letter.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "demand_letters_full_name_trgm_idx" ON "demand_letters" USING gin (lower("full_name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);
