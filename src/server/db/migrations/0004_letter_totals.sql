CREATE TABLE "letter_totals" (
	"id" integer PRIMARY KEY NOT NULL,
	"letters" integer NOT NULL,
	"paid" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "letter_totals" ("id", "letters", "paid")
SELECT 1,
  (SELECT count(*) FROM "demand_letters"),
  (SELECT count(*) FROM "demand_letters" l WHERE EXISTS (SELECT 1 FROM "orders" o WHERE o."demand_letter_id" = l."id" AND o."status" = 'completed'));
--> statement-breakpoint
CREATE FUNCTION "letter_paid_by_another_order"(letter integer, this_order integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "orders" WHERE "demand_letter_id" = letter AND "status" = 'completed' AND "id" <> this_order)
$$;
--> statement-breakpoint
CREATE FUNCTION "count_letters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "letter_totals" SET "letters" = "letters" + 1 WHERE "id" = 1;
    RETURN NEW;
  END IF;
  -- Runs before the delete, while the letter's orders still point at it.
  UPDATE "letter_totals"
  SET "letters" = "letters" - 1,
      "paid" = "paid" - (CASE WHEN "letter_paid_by_another_order"(OLD."id", 0) THEN 1 ELSE 0 END)
  WHERE "id" = 1;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "letters_counted" AFTER INSERT ON "demand_letters" FOR EACH ROW EXECUTE FUNCTION "count_letters"();
--> statement-breakpoint
CREATE TRIGGER "letters_uncounted" BEFORE DELETE ON "demand_letters" FOR EACH ROW EXECUTE FUNCTION "count_letters"();
--> statement-breakpoint
CREATE FUNCTION "count_paid_letters"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid_before integer := CASE WHEN TG_OP <> 'INSERT' AND OLD."status" = 'completed' THEN OLD."demand_letter_id" END;
  paid_after integer := CASE WHEN TG_OP <> 'DELETE' AND NEW."status" = 'completed' THEN NEW."demand_letter_id" END;
  this_order integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
BEGIN
  IF paid_before IS NOT DISTINCT FROM paid_after THEN
    RETURN NULL;
  END IF;
  -- Locking the letter makes two payments of one letter count it once. A letter already gone
  -- (deleted, its orders being detached) was uncounted by its own trigger.
  IF paid_after IS NOT NULL THEN
    PERFORM 1 FROM "demand_letters" WHERE "id" = paid_after FOR NO KEY UPDATE;
    IF FOUND AND NOT "letter_paid_by_another_order"(paid_after, this_order) THEN
      UPDATE "letter_totals" SET "paid" = "paid" + 1 WHERE "id" = 1;
    END IF;
  END IF;
  IF paid_before IS NOT NULL THEN
    PERFORM 1 FROM "demand_letters" WHERE "id" = paid_before FOR NO KEY UPDATE;
    IF FOUND AND NOT "letter_paid_by_another_order"(paid_before, this_order) THEN
      UPDATE "letter_totals" SET "paid" = "paid" - 1 WHERE "id" = 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_count_paid_letters" AFTER INSERT OR DELETE OR UPDATE OF "status", "demand_letter_id" ON "orders"
FOR EACH ROW EXECUTE FUNCTION "count_paid_letters"();
