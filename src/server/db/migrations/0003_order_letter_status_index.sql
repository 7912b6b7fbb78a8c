DROP INDEX "orders_letter_idx";--> statement-breakpoint
CREATE INDEX "orders_letter_status_idx" ON "orders" USING btree ("demand_letter_id","status");