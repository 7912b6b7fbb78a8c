ALTER TABLE "demand_letters" ADD COLUMN "paid_identity" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_checkout_close_due_idx" ON "orders" USING btree ("updated_at") WHERE status = 'cancelled' AND stripe_session_id IS NOT NULL AND checkout_closed_at IS NULL;