ALTER TABLE "demand_letters" ADD COLUMN "amount_paid_to_meta" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "amount_paid_basis" text;