CREATE TABLE "evidence_pages" (
	"evidence_id" integer NOT NULL,
	"page" integer NOT NULL,
	"jpeg" "bytea" NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	CONSTRAINT "evidence_pages_evidence_id_page_pk" PRIMARY KEY("evidence_id","page")
);
--> statement-breakpoint
ALTER TABLE "evidence_files" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "evidence_pages" ADD CONSTRAINT "evidence_pages_evidence_id_evidence_files_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence_files"("id") ON DELETE cascade ON UPDATE no action;