CREATE TABLE "letter_sendings" (
	"letter_id" integer PRIMARY KEY NOT NULL,
	"sent_on" date NOT NULL,
	"method" text NOT NULL,
	"tracking_number" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "letter_sendings" ADD CONSTRAINT "letter_sendings_letter_id_demand_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."demand_letters"("id") ON DELETE cascade ON UPDATE no action;