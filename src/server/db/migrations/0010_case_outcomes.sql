CREATE TABLE "case_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"letter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminders_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_outcomes" ADD CONSTRAINT "case_outcomes_letter_id_demand_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."demand_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_outcomes_letter_idx" ON "case_outcomes" USING btree ("letter_id","recorded_at");