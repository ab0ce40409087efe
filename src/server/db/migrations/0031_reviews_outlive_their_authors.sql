ALTER TABLE "reviews" DROP CONSTRAINT "reviews_user_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_subscriptions_lower_email_idx" ON "business_subscriptions" USING btree (lower("email"));