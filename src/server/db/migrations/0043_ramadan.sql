CREATE TABLE "ramadan_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"opens_at" text,
	"maghrib_lead_minutes" smallint DEFAULT 0 NOT NULL,
	"closes_at" text NOT NULL,
	CONSTRAINT "ramadan_hours_kind" CHECK ("ramadan_hours"."kind" in ('iftar', 'suhoor')),
	CONSTRAINT "ramadan_hours_dates" CHECK ("ramadan_hours"."to_date" >= "ramadan_hours"."from_date" and "ramadan_hours"."to_date" - "ramadan_hours"."from_date" < 31),
	CONSTRAINT "ramadan_hours_closes" CHECK ("ramadan_hours"."closes_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "ramadan_hours_opens" CHECK ("ramadan_hours"."opens_at" is null or "ramadan_hours"."opens_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "ramadan_hours_lead" CHECK ("ramadan_hours"."maghrib_lead_minutes" between 0 and 120),
	CONSTRAINT "ramadan_hours_shape" CHECK (case when "ramadan_hours"."kind" = 'suhoor' then "ramadan_hours"."opens_at" is not null and "ramadan_hours"."opens_at" <> "ramadan_hours"."closes_at"
        else "ramadan_hours"."closes_at" >= '16:00' and ("ramadan_hours"."opens_at" is null or "ramadan_hours"."opens_at" < "ramadan_hours"."closes_at") end)
);
--> statement-breakpoint
CREATE TABLE "ramadan_season" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"starts" date NOT NULL,
	"ends" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ramadan_season_one" CHECK ("ramadan_season"."id" = 1),
	CONSTRAINT "ramadan_season_length" CHECK ("ramadan_season"."ends" > "ramadan_season"."starts" and "ramadan_season"."ends" - "ramadan_season"."starts" < 31)
);
--> statement-breakpoint
CREATE TABLE "ramadan_specials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ramadan_specials_name" CHECK (char_length("ramadan_specials"."name") between 1 and 80),
	CONSTRAINT "ramadan_specials_description" CHECK (char_length("ramadan_specials"."description") <= 300),
	CONSTRAINT "ramadan_specials_price" CHECK ("ramadan_specials"."price_cents" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "ramadan_hours" ADD CONSTRAINT "ramadan_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ramadan_hours" ADD CONSTRAINT "ramadan_hours_location_id_business_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."business_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ramadan_specials" ADD CONSTRAINT "ramadan_specials_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ramadan_hours_location_idx" ON "ramadan_hours" USING btree ("location_id","kind","from_date");--> statement-breakpoint
CREATE INDEX "ramadan_hours_business_idx" ON "ramadan_hours" USING btree ("business_id","kind","to_date");--> statement-breakpoint
CREATE INDEX "ramadan_specials_business_idx" ON "ramadan_specials" USING btree ("business_id","created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('business.add', 'business.approve', 'business.reject', 'business.edit', 'business.delete', 'business.feature', 'business.unfeature', 'business.close', 'business.reopen', 'user.role', 'user.ban', 'user.unban', 'user.delete', 'owner.assign', 'owner.unlink', 'dispute.resolve', 'report.resolve', 'halal.verify', 'halal.recheck', 'halal.check', 'halal.photo_accept', 'halal.photo_reject', 'user.discount_answers', 'owner_edit.approve', 'owner_edit.reject', 'certifier.add', 'certifier.edit', 'certifier.retire', 'certifier.restore', 'import.osm', 'import.csv', 'import.link', 'business.publish', 'business.merge', 'duplicate.dismiss', 'claim.approve', 'claim.reject', 'claim.code', 'owner.transfer', 'ramadan.season', 'ramadan.season_clear'));