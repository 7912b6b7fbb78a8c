ALTER TABLE "demand_letters" ADD COLUMN "rule_named" text;--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "broke_rule" text;--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "post_named" text;--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "appealed" text;--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "appeal_result" text;--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "over_limit_choice" text;--> statement-breakpoint
ALTER TABLE "demand_letters" ADD COLUMN "arbitrate_excluded_losses" boolean DEFAULT false NOT NULL;
