-- A just-paid letter's PDF is rendered first and its Word file follows (decision 0083): a version,
-- and the files prepared for a first download, may wait a moment for their Word file.
ALTER TABLE "letter_versions" ALTER COLUMN "docx" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "prepared_letter_files" ALTER COLUMN "docx" DROP NOT NULL;
