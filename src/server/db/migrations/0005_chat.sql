ALTER TABLE "conversations" ADD COLUMN "customer_last_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "business_last_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "hidden_by_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "customer_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "business_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_side" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_length" CHECK (char_length("messages"."content") <= 2000);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_side_check" CHECK ("messages"."sender_side" in ('customer', 'business'));--> statement-breakpoint
-- Messages written before sides were recorded: anyone but the conversation's customer spoke for the business.
UPDATE "messages" SET "sender_side" = 'business' FROM "conversations" WHERE "conversations"."id" = "messages"."conversation_id" AND "messages"."sender_id" IS DISTINCT FROM "conversations"."customer_id";
