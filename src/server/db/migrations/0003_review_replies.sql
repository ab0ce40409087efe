ALTER TABLE "reviews" ADD COLUMN "owner_reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "owner_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_owner_reply_length" CHECK ("reviews"."owner_reply" is null or char_length("reviews"."owner_reply") between 1 and 1000);