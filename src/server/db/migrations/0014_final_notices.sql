CREATE TABLE "final_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"letter_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"letter_date" date NOT NULL,
	"pdf_sha256" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "final_notices_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "final_notices" ADD CONSTRAINT "final_notices_letter_id_demand_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."demand_letters"("id") ON DELETE cascade ON UPDATE no action;