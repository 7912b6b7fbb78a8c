ALTER TABLE "orders" ADD COLUMN "letterstream_job_numbers" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "letterstream_doc_ids" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
CREATE TABLE "letterstream_daily_submissions" (
	"day" date PRIMARY KEY NOT NULL,
	"submissions" integer NOT NULL
);
