-- One checkout session may pay several letters' orders (a split): the session id is no longer unique.
ALTER TABLE "orders" DROP CONSTRAINT "orders_stripe_session_id_unique";--> statement-breakpoint
CREATE INDEX "orders_stripe_session_idx" ON "orders" USING btree ("stripe_session_id");
