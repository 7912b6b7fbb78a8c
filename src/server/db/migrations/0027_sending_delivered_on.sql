ALTER TABLE "letter_sendings" ADD COLUMN "delivered_on" date;
