CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "orders_submitted_at_idx" ON "orders" USING btree ("letterstream_submitted_at");