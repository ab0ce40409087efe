CREATE TABLE "halal_certifiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"website_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "halal_certifiers_name_unique" UNIQUE("name"),
	CONSTRAINT "halal_certifiers_name_not_blank" CHECK (length(trim("halal_certifiers"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "halal_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"location_id" uuid,
	"level" text,
	"chicken" text DEFAULT 'not_stated' NOT NULL,
	"beef" text DEFAULT 'not_stated' NOT NULL,
	"lamb_goat" text DEFAULT 'not_stated' NOT NULL,
	"other_meat" text DEFAULT 'not_stated' NOT NULL,
	"alcohol" text DEFAULT 'not_stated' NOT NULL,
	"pork" text DEFAULT 'not_stated' NOT NULL,
	"prayer_space" boolean DEFAULT false NOT NULL,
	"muslim_owned" text DEFAULT 'not_stated' NOT NULL,
	"certifier_id" uuid,
	"certifier_other" text,
	"certificate_url" text,
	"certificate_expires_on" date,
	"certificate_checked_at" timestamp with time zone,
	"admin_verified_at" timestamp with time zone,
	"admin_verified_by" text,
	"owner_confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "halal_profiles_level" CHECK ("halal_profiles"."level" is null or "halal_profiles"."level" in ('fully', 'options', 'on_request')),
	CONSTRAINT "halal_profiles_chicken" CHECK ("halal_profiles"."chicken" in ('zabiha', 'machine', 'not_served', 'not_stated')),
	CONSTRAINT "halal_profiles_beef" CHECK ("halal_profiles"."beef" in ('zabiha', 'machine', 'not_served', 'not_stated')),
	CONSTRAINT "halal_profiles_lamb_goat" CHECK ("halal_profiles"."lamb_goat" in ('zabiha', 'machine', 'not_served', 'not_stated')),
	CONSTRAINT "halal_profiles_other_meat" CHECK ("halal_profiles"."other_meat" in ('zabiha', 'machine', 'not_served', 'not_stated')),
	CONSTRAINT "halal_profiles_alcohol" CHECK ("halal_profiles"."alcohol" in ('none', 'beer_wine', 'full_bar', 'not_stated')),
	CONSTRAINT "halal_profiles_pork" CHECK ("halal_profiles"."pork" in ('no', 'yes', 'not_stated')),
	CONSTRAINT "halal_profiles_muslim_owned" CHECK ("halal_profiles"."muslim_owned" in ('yes', 'not_stated')),
	CONSTRAINT "halal_profiles_certifier_other_length" CHECK (length("halal_profiles"."certifier_other") <= 200),
	CONSTRAINT "halal_profiles_checked_certificate" CHECK ("halal_profiles"."certificate_checked_at" is null or "halal_profiles"."certificate_expires_on" is not null)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "halal_level" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "halal_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "halal_certified_until" date;--> statement-breakpoint
ALTER TABLE "halal_profiles" ADD CONSTRAINT "halal_profiles_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halal_profiles" ADD CONSTRAINT "halal_profiles_location_id_business_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."business_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halal_profiles" ADD CONSTRAINT "halal_profiles_certifier_id_halal_certifiers_id_fk" FOREIGN KEY ("certifier_id") REFERENCES "public"."halal_certifiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halal_profiles" ADD CONSTRAINT "halal_profiles_admin_verified_by_profiles_id_fk" FOREIGN KEY ("admin_verified_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "halal_profiles_one_per_business" ON "halal_profiles" USING btree ("business_id") WHERE "halal_profiles"."location_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "halal_profiles_one_per_location" ON "halal_profiles" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "businesses_public_halal_tags_idx" ON "businesses" USING gin ("halal_tags") WHERE "businesses"."is_approved" and "businesses"."rejected_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_public_certified_idx" ON "businesses" USING btree ("halal_certified_until") WHERE "businesses"."is_approved" and "businesses"."rejected_at" is null;--> statement-breakpoint
-- A location's profile belongs to that location's business.
CREATE FUNCTION "halal_profiles_location_of_business"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.location_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM business_locations l WHERE l.id = NEW.location_id AND l.business_id = NEW.business_id
  ) THEN
    RAISE EXCEPTION 'halal profile location % is not a location of business %', NEW.location_id, NEW.business_id
      USING ERRCODE = '23503';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "halal_profiles_location_of_business" BEFORE INSERT OR UPDATE ON "halal_profiles"
FOR EACH ROW EXECUTE FUNCTION "halal_profiles_location_of_business"();--> statement-breakpoint
-- What the cards and the listing's halal filters read (businesses.halal_*), from every profile of the
-- business: the best level, the facts any profile states, and the latest admin-checked certificate's last day.
CREATE FUNCTION "refresh_business_halal"(business uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE businesses b SET
    halal_level = x.level,
    halal_tags = coalesce(x.tags, '{}'),
    halal_certified_until = x.certified_until
  FROM (
    SELECT
      (array_agg(p.level ORDER BY CASE p.level WHEN 'fully' THEN 0 WHEN 'options' THEN 1 ELSE 2 END)
        FILTER (WHERE p.level IS NOT NULL))[1] AS level,
      array_remove(ARRAY[
        CASE WHEN bool_or(p.level = 'fully') THEN 'fully' END,
        CASE WHEN bool_or('zabiha' IN (p.chicken, p.beef, p.lamb_goat, p.other_meat)) THEN 'zabiha' END,
        CASE WHEN bool_or(p.alcohol = 'none') THEN 'no_alcohol' END,
        CASE WHEN bool_or(p.prayer_space) THEN 'prayer_space' END,
        CASE WHEN bool_or(p.muslim_owned = 'yes') THEN 'muslim_owned' END
      ], NULL) AS tags,
      max(p.certificate_expires_on) FILTER (WHERE p.certificate_checked_at IS NOT NULL) AS certified_until
    FROM halal_profiles p WHERE p.business_id = business
  ) x
  WHERE b.id = business
    AND (b.halal_level, b.halal_tags, b.halal_certified_until)
      IS DISTINCT FROM (x.level, coalesce(x.tags, '{}'), x.certified_until)
$$;--> statement-breakpoint
CREATE FUNCTION "halal_profiles_refresh_business"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM refresh_business_halal(OLD.business_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.business_id <> OLD.business_id) THEN
    PERFORM refresh_business_halal(NEW.business_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "halal_profiles_refresh_business" AFTER INSERT OR UPDATE OR DELETE ON "halal_profiles"
FOR EACH ROW EXECUTE FUNCTION "halal_profiles_refresh_business"();--> statement-breakpoint
-- The certifying bodies the admins start with (fictional names; admins keep the list).
INSERT INTO "halal_certifiers" ("name", "website_url") VALUES
  ('Hoosier Halal Standards Board', NULL),
  ('Crossroads Zabiha Assurance', NULL),
  ('Great Lakes Halal Review', NULL);
