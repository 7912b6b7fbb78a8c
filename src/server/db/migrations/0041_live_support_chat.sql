ALTER TABLE "support_messages" ADD COLUMN "chat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "waiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "user_seen_reply_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "emailed_reply_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_replies" ADD COLUMN "from_user" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_one_chat_idx" ON "support_messages" USING btree ("user_id") WHERE "chat";--> statement-breakpoint
CREATE INDEX "support_messages_waiting_idx" ON "support_messages" USING btree ("priority" DESC,"waiting_since") WHERE "waiting_since" IS NOT NULL;
