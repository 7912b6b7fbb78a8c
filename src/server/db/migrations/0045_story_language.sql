ALTER TABLE "demand_letters" ADD COLUMN "story_language" varchar(8) DEFAULT 'en' NOT NULL;
