ALTER TABLE "orders" ADD COLUMN "checkout_checked_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_checkout_reconcile_idx" ON "orders" USING btree ("created_at") WHERE status IN ('pending', 'cancelled') AND stripe_session_id IS NOT NULL AND stripe_payment_intent_id IS NULL;
