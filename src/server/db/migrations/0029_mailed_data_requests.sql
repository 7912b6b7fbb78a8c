CREATE TABLE "mailed_data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"letter_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"letter_date" date NOT NULL,
	"pdf_sha256" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"docx" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailed_data_requests_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "mailed_data_requests" ADD CONSTRAINT "mailed_data_requests_letter_id_demand_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."demand_letters"("id") ON DELETE cascade ON UPDATE no action;
