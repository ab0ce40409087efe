ALTER TABLE "business_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "unsubscribed_by" text;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_unsubscribed_by_check" CHECK ("business_subscriptions"."unsubscribed_by" in ('owner', 'link'));--> statement-breakpoint
-- The primary location is where a business is; its own address columns mirror it from now on, starting
-- here (a primary location without a city leaves the business's city as the fallback).
UPDATE "businesses" AS b SET "address" = l."address", "city" = l."city", "state" = l."state", "zip" = l."zip", "maps_url" = l."maps_url"
FROM "business_locations" AS l
WHERE l."business_id" = b."id" AND l."is_primary" AND length(trim(coalesce(l."city", ''))) > 0;
