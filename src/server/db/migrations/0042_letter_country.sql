ALTER TABLE "demand_letters" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;
