CREATE TABLE "simulated_mail_jobs" (
	"job" text PRIMARY KEY NOT NULL,
	"doc_id" text NOT NULL,
	"auth_code" text NOT NULL,
	"tracking_number" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mail_events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "letterstream_auth_code" text;