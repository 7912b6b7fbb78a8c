CREATE TABLE "sender_counties" (
	"letter_id" integer PRIMARY KEY NOT NULL,
	"county" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sender_counties_letter_id_demand_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."demand_letters"("id") ON DELETE cascade ON UPDATE no action
);
