-- Each letter's status in the admin table (decision 0029's four: paid, refunded, pending,
-- cancelled), kept by triggers on its orders, with an index per status, so a page of any filter
-- reads that index instead of probing the orders of every letter it walks past (decision 0041).
ALTER TABLE "demand_letters" ADD COLUMN "admin_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "letter_totals" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "letter_totals" ADD COLUMN "cancelled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "letter_admin_status"(letter integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN bool_or("status" = 'completed') THEN 'paid'
    WHEN bool_or("status" = 'refunded' OR "refund_requested_at" IS NOT NULL) THEN 'refunded'
    WHEN count(*) = 0 OR bool_or("status" = 'pending') THEN 'pending'
    ELSE 'cancelled'
  END
  FROM "orders" WHERE "demand_letter_id" = letter
$$;
--> statement-breakpoint
UPDATE "demand_letters" l SET "admin_status" = "letter_admin_status"(l."id")
WHERE EXISTS (SELECT 1 FROM "orders" o WHERE o."demand_letter_id" = l."id");
--> statement-breakpoint
UPDATE "letter_totals" SET
  "refunded" = (SELECT count(*) FROM "demand_letters" WHERE "admin_status" = 'refunded'),
  "cancelled" = (SELECT count(*) FROM "demand_letters" WHERE "admin_status" = 'cancelled')
WHERE "id" = 1;
--> statement-breakpoint
CREATE INDEX "demand_letters_admin_status_idx" ON "demand_letters" USING btree ("admin_status","id");--> statement-breakpoint
CREATE FUNCTION "refresh_letter_admin_status"(letter integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The letter's row is locked first, so two order changes of one letter read each other's result.
  PERFORM 1 FROM "demand_letters" WHERE "id" = letter FOR NO KEY UPDATE;
  UPDATE "demand_letters" SET "admin_status" = "letter_admin_status"(letter)
  WHERE "id" = letter AND "admin_status" IS DISTINCT FROM "letter_admin_status"(letter);
END $$;
--> statement-breakpoint
CREATE FUNCTION "set_letter_admin_status"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_letter integer := CASE WHEN TG_OP <> 'INSERT' THEN OLD."demand_letter_id" END;
  after_letter integer := CASE WHEN TG_OP <> 'DELETE' THEN NEW."demand_letter_id" END;
BEGIN
  IF before_letter IS NOT NULL THEN
    PERFORM "refresh_letter_admin_status"(before_letter);
  END IF;
  IF after_letter IS NOT NULL AND after_letter IS DISTINCT FROM before_letter THEN
    PERFORM "refresh_letter_admin_status"(after_letter);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_set_letter_admin_status" AFTER INSERT OR DELETE OR UPDATE OF "status", "refund_requested_at", "demand_letter_id" ON "orders"
FOR EACH ROW EXECUTE FUNCTION "set_letter_admin_status"();
--> statement-breakpoint
CREATE FUNCTION "count_letter_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was text := CASE WHEN TG_OP <> 'INSERT' THEN OLD."admin_status" END;
  now_is text := CASE WHEN TG_OP <> 'DELETE' THEN NEW."admin_status" END;
BEGIN
  IF was IS NOT DISTINCT FROM now_is OR (was IS DISTINCT FROM 'refunded' AND was IS DISTINCT FROM 'cancelled'
      AND now_is IS DISTINCT FROM 'refunded' AND now_is IS DISTINCT FROM 'cancelled') THEN
    RETURN NULL;
  END IF;
  UPDATE "letter_totals" SET
    "refunded" = "refunded" + (CASE WHEN now_is = 'refunded' THEN 1 ELSE 0 END) - (CASE WHEN was = 'refunded' THEN 1 ELSE 0 END),
    "cancelled" = "cancelled" + (CASE WHEN now_is = 'cancelled' THEN 1 ELSE 0 END) - (CASE WHEN was = 'cancelled' THEN 1 ELSE 0 END)
  WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "letters_count_statuses" AFTER INSERT OR DELETE OR UPDATE OF "admin_status" ON "demand_letters"
FOR EACH ROW EXECUTE FUNCTION "count_letter_statuses"();
--> statement-breakpoint
-- A paid letter's files rendered as its payment settled, until its first download (decision 0040).
CREATE TABLE "prepared_letter_files" (
	"letter_id" integer PRIMARY KEY NOT NULL REFERENCES "demand_letters"("id") ON DELETE CASCADE,
	"input_hash" text NOT NULL,
	"letter_date" date NOT NULL,
	"pdf" "bytea" NOT NULL,
	"docx" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
