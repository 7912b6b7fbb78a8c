CREATE TABLE "letter_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"letter_id" integer NOT NULL,
	"version" integer NOT NULL,
	"reason" text NOT NULL,
	"letter_date" date NOT NULL,
	"order_id" integer,
	"input_hash" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"docx" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "platform_usernames" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "account_login" text;--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "ban_reason" text;--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "appeals" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "amount_claimed" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "amount_basis" text;--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "enclosures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "signature" jsonb;--> statement-breakpoint
ALTER TABLE "letter_versions" ADD CONSTRAINT "letter_versions_letter_id_demand_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."demand_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "letter_versions_letter_version_idx" ON "letter_versions" USING btree ("letter_id","version");