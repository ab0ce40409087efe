CREATE TABLE "notice_preferences" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notice_preferences_kind" CHECK ("notice_preferences"."kind" in ('place_halal', 'place_hours', 'place_news', 'chat_reply', 'owner_activity')),
	CONSTRAINT "notice_preferences_channel" CHECK ("notice_preferences"."channel" in ('email', 'daily', 'weekly', 'push', 'none'))
);
--> statement-breakpoint
CREATE TABLE "notice_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"quiet_from" smallint,
	"quiet_until" smallint,
	"unsubscribe_token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_settings_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "notice_settings_quiet_pair" CHECK (("notice_settings"."quiet_from" is null) = ("notice_settings"."quiet_until" is null)),
	CONSTRAINT "notice_settings_quiet_minutes" CHECK ("notice_settings"."quiet_from" between 0 and 1439 and "notice_settings"."quiet_until" between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"event" text NOT NULL,
	"business_id" uuid,
	"channel" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notices_kind" CHECK ("notices"."kind" in ('place_halal', 'place_hours', 'place_news', 'chat_reply', 'owner_activity')),
	CONSTRAINT "notices_event" CHECK ("notices"."event" in ('certificate_renewed', 'certificate_expired', 'halal_changed', 'fact_disputed', 'closed', 'reopened', 'special_hours', 'event_posted', 'update_posted', 'chat_reply', 'new_chat', 'new_review', 'new_report')),
	CONSTRAINT "notices_channel" CHECK ("notices"."channel" in ('email', 'daily', 'weekly', 'push')),
	CONSTRAINT "notices_status" CHECK ("notices"."status" in ('pending', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "saved_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text DEFAULT 'custom' NOT NULL,
	"name" text,
	"share_id" text,
	"watch" boolean DEFAULT true NOT NULL,
	"sort" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_lists_share_id_unique" UNIQUE("share_id"),
	CONSTRAINT "saved_lists_kind" CHECK ("saved_lists"."kind" in ('want_to_go', 'favourites', 'custom')),
	CONSTRAINT "saved_lists_sort" CHECK ("saved_lists"."sort" in ('manual', 'distance')),
	CONSTRAINT "saved_lists_custom_named" CHECK (("saved_lists"."kind" = 'custom') = ("saved_lists"."name" is not null))
);
--> statement-breakpoint
CREATE TABLE "saved_places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_places_once_per_list" UNIQUE("list_id","business_id")
);
--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_lists" ADD CONSTRAINT "saved_lists_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_places" ADD CONSTRAINT "saved_places_list_id_saved_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."saved_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_places" ADD CONSTRAINT "saved_places_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_due_idx" ON "notices" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_lists_one_default_idx" ON "saved_lists" USING btree ("user_id","kind") WHERE "saved_lists"."kind" <> 'custom';--> statement-breakpoint
CREATE INDEX "saved_lists_user_idx" ON "saved_lists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_places_list_order_idx" ON "saved_places" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "saved_places_business_idx" ON "saved_places" USING btree ("business_id");