ALTER TABLE "users" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;
