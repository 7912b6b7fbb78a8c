-- A final notice the sender mails themselves is kept at its first download, dated that day, with
-- its SHA-256 (order_id null: no mail order made it); later downloads are the same bytes. When and
-- how the sender sent it is recorded on the same row, as for the letter (decision 0044).
ALTER TABLE "final_notices" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "final_notices" ADD COLUMN "sent_on" date;--> statement-breakpoint
ALTER TABLE "final_notices" ADD COLUMN "send_method" text;--> statement-breakpoint
ALTER TABLE "final_notices" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "final_notices" ADD COLUMN "delivered_on" date;--> statement-breakpoint
ALTER TABLE "final_notices" ADD COLUMN "sent_recorded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "final_notices_downloaded_unique" ON "final_notices" USING btree ("letter_id") WHERE "order_id" IS NULL;
--> statement-breakpoint
-- The last day to appeal inside Meta as the user read it on Meta's notice; without it the case
-- page counts 180 days from the ban date.
CREATE TABLE "meta_appeal_windows" (
	"letter_id" integer PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meta_appeal_windows" ADD CONSTRAINT "meta_appeal_windows_letter_id_demand_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."demand_letters"("id") ON DELETE cascade ON UPDATE no action;
