ALTER TABLE "demand_letters" ADD COLUMN "paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "demand_letters_paid_idx" ON "demand_letters" USING btree ("paid","id");--> statement-breakpoint
UPDATE "demand_letters" l SET "paid" = true
WHERE EXISTS (SELECT 1 FROM "orders" o WHERE o."demand_letter_id" = l."id" AND o."status" = 'completed');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "count_paid_letters"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      UPDATE "demand_letters" SET "paid" = true WHERE "id" = paid_after;
      UPDATE "letter_totals" SET "paid" = "paid" + 1 WHERE "id" = 1;
    END IF;
  END IF;
  IF paid_before IS NOT NULL THEN
    PERFORM 1 FROM "demand_letters" WHERE "id" = paid_before FOR NO KEY UPDATE;
    IF FOUND AND NOT "letter_paid_by_another_order"(paid_before, this_order) THEN
      UPDATE "demand_letters" SET "paid" = false WHERE "id" = paid_before;
      UPDATE "letter_totals" SET "paid" = "paid" - 1 WHERE "id" = 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;
