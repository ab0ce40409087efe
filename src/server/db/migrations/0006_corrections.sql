ALTER TABLE "business_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "unsubscribed_by" text;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_unsubscribed_by_check" CHECK ("business_subscriptions"."unsubscribed_by" in ('owner', 'link'));