CREATE TABLE "mail_proof_pages" (
	"proof_id" integer NOT NULL,
	"page" integer NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	CONSTRAINT "mail_proof_pages_proof_id_page_pk" PRIMARY KEY("proof_id","page")
);
--> statement-breakpoint
CREATE TABLE "mail_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"simulated" boolean NOT NULL,
	"source" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"page_count" integer NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mail_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "mail_provider_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_next_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "proof_error" text;--> statement-breakpoint
ALTER TABLE "mail_proof_pages" ADD CONSTRAINT "mail_proof_pages_proof_id_mail_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."mail_proofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_proofs" ADD CONSTRAINT "mail_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_proofs_order_kind_idx" ON "mail_proofs" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "orders_proof_due_idx" ON "orders" USING btree ("proof_next_at") WHERE proof_next_at IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "mail_provider" = CASE WHEN EXISTS (SELECT 1 FROM "simulated_mail_jobs" j WHERE j."job" = 'RL' || lpad("orders"."id"::text, 8, '0')) THEN 'simulated' ELSE 'letterstream' END WHERE "mail_status" <> 'not_submitted' OR "letterstream_status" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "proof_next_at" = now() WHERE "mail_status" = 'delivered';
