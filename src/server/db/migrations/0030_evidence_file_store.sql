-- Evidence files and their page pictures move to the file store (decision 0036): the rows keep
-- what each file is and its SHA-256, the bytes go. Rows kept before are moved by the server at
-- start-up, one at a time, and their bytes set to null; a row is never without its file.
ALTER TABLE "evidence_files" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD COLUMN "upload_sha256" text;--> statement-breakpoint
-- An upload is kept once per letter: a retry of the same file answers with the one already kept.
CREATE UNIQUE INDEX "evidence_files_letter_upload_unique" ON "evidence_files" USING btree ("letter_id","upload_sha256");--> statement-breakpoint
CREATE INDEX "evidence_files_sha256_idx" ON "evidence_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "evidence_files_unmoved_idx" ON "evidence_files" USING btree ("id") WHERE "bytes" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "evidence_pages" ALTER COLUMN "jpeg" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "evidence_pages" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "evidence_pages" ADD COLUMN "size" integer;--> statement-breakpoint
CREATE INDEX "evidence_pages_sha256_idx" ON "evidence_pages" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "evidence_pages_unmoved_idx" ON "evidence_pages" USING btree ("evidence_id","page") WHERE "jpeg" IS NOT NULL;
