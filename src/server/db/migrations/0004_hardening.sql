CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"uploader_id" text,
	"attached_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "confirm_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "confirmation_sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirm_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "confirmation_sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploader_id_profiles_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."attached_to" is null;--> statement-breakpoint
CREATE INDEX "business_images_image_url_idx" ON "business_images" USING btree ("image_url");--> statement-breakpoint
CREATE INDEX "business_logos_logo_url_idx" ON "business_logos" USING btree ("logo_url");--> statement-breakpoint
CREATE INDEX "businesses_image_url_idx" ON "businesses" USING btree ("image_url");--> statement-breakpoint
CREATE INDEX "business_subscriptions_unconfirmed_idx" ON "business_subscriptions" USING btree ("confirmation_sent_at") WHERE "business_subscriptions"."confirmed_at" is null;--> statement-breakpoint
CREATE INDEX "newsletters_unconfirmed_idx" ON "newsletters" USING btree ("confirmation_sent_at") WHERE "newsletters"."confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_confirm_token_unique" UNIQUE("confirm_token");--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_confirm_token_unique" UNIQUE("confirm_token");--> statement-breakpoint
-- Subscriptions made before double opt-in stay as they were: confirmed when they were made.
UPDATE "newsletters" SET "confirmed_at" = "created_at";--> statement-breakpoint
UPDATE "business_subscriptions" SET "confirmed_at" = "subscribed_at";
