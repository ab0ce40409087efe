ALTER TABLE "business_subscriptions" ADD COLUMN "confirmation_mails" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirmation_mails" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to","kind","created_at");--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_confirmation_mails_check" CHECK ("business_subscriptions"."confirmation_mails" between 1 and 2);--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_confirmation_mails_check" CHECK ("newsletters"."confirmation_mails" between 1 and 2);