CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"action" text NOT NULL,
	"business_id" uuid,
	"business_name" text,
	"subject_id" text,
	"subject_name" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('business.add', 'business.approve', 'business.reject', 'business.edit', 'business.delete', 'business.feature', 'business.unfeature', 'business.close', 'business.reopen', 'user.role', 'user.ban', 'user.unban', 'user.delete', 'owner.assign', 'owner.unlink', 'dispute.resolve', 'report.resolve', 'halal.verify', 'owner_edit.approve', 'owner_edit.reject'))
);
--> statement-breakpoint
CREATE TABLE "business_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_reports_reason" CHECK ("business_reports"."reason" in ('closed', 'halal', 'address_hours', 'other')),
	CONSTRAINT "business_reports_status" CHECK ("business_reports"."status" in ('open', 'fixed', 'not_an_issue')),
	CONSTRAINT "business_reports_note_length" CHECK (length("business_reports"."note") <= 1000),
	CONSTRAINT "business_reports_resolution_length" CHECK (length("business_reports"."resolution_note") <= 1000),
	CONSTRAINT "business_reports_resolved" CHECK (("business_reports"."status" = 'open') = ("business_reports"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "certificate_reminders" (
	"profile_id" uuid NOT NULL,
	"certificate_expires_on" date NOT NULL,
	"days" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_reminders_profile_id_certificate_expires_on_days_pk" PRIMARY KEY("profile_id","certificate_expires_on","days"),
	CONSTRAINT "certificate_reminders_days" CHECK ("certificate_reminders"."days" in (30, 7))
);
--> statement-breakpoint
CREATE TABLE "halal_confirmations" (
	"business_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "halal_confirmations_business_id_user_id_pk" PRIMARY KEY("business_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "owner_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"location_id" uuid,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"requested_by" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_edits_kind" CHECK ("owner_edits"."kind" in ('business_name', 'halal_profile')),
	CONSTRAINT "owner_edits_status" CHECK ("owner_edits"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "owner_edits_review_note_length" CHECK (length("owner_edits"."review_note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_reports" ADD CONSTRAINT "business_reports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reports" ADD CONSTRAINT "business_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_reports" ADD CONSTRAINT "business_reports_resolved_by_profiles_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_reminders" ADD CONSTRAINT "certificate_reminders_profile_id_halal_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."halal_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halal_confirmations" ADD CONSTRAINT "halal_confirmations_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halal_confirmations" ADD CONSTRAINT "halal_confirmations_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_edits" ADD CONSTRAINT "owner_edits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_edits" ADD CONSTRAINT "owner_edits_location_id_business_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."business_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_edits" ADD CONSTRAINT "owner_edits_requested_by_profiles_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_edits" ADD CONSTRAINT "owner_edits_reviewed_by_profiles_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "audit_log_business_idx" ON "audit_log" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "business_reports_one_open" ON "business_reports" USING btree ("business_id","reporter_id") WHERE "business_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "business_reports_open_idx" ON "business_reports" USING btree ("created_at") WHERE "business_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "business_reports_business_idx" ON "business_reports" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "halal_confirmations_recent_idx" ON "halal_confirmations" USING btree ("business_id","confirmed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_edits_one_pending" ON "owner_edits" USING btree ("business_id","kind",coalesce("location_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "owner_edits"."status" = 'pending';--> statement-breakpoint
-- Issue 16: a business an admin confirmed permanently closed leaves the public lists, so the stored counts
-- count only public businesses that are not closed (the same functions as 0008, with closed_at).
CREATE OR REPLACE FUNCTION "refresh_listing_counts"(cats uuid[], cities text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  everyone constant uuid := (SELECT id FROM categories WHERE slug = 'all-businesses');
  key record;
  n integer;
BEGIN
  PERFORM pg_advisory_xact_lock(5108202);
  cats := array(SELECT id FROM categories WHERE id = ANY (cats || everyone));
  cities := array(SELECT DISTINCT k FROM unnest(cities || ''::text) AS k WHERE k IS NOT NULL);
  INSERT INTO listing_counts (category_id, city, businesses)
  SELECT c, k, 0 FROM unnest(cats) AS c CROSS JOIN unnest(cities) AS k
  ON CONFLICT DO NOTHING;
  FOR key IN
    SELECT category_id, city FROM listing_counts
    WHERE category_id = ANY (cats) AND city = ANY (cities)
  LOOP
    -- One plan per shape, each driven by an index (the listing's own filters, catalog.ts).
    IF key.category_id = everyone AND key.city = '' THEN
      SELECT count(*) INTO n FROM businesses b WHERE b.is_approved AND b.rejected_at IS NULL AND b.closed_at IS NULL;
    ELSIF key.category_id = everyone THEN
      SELECT count(*) INTO n FROM businesses b
      WHERE b.is_approved AND b.rejected_at IS NULL AND b.closed_at IS NULL
        AND b.id IN (
          SELECT l.business_id FROM business_locations l WHERE lower(trim(l.city)) = key.city
          UNION
          SELECT b2.id FROM businesses b2
          WHERE lower(trim(b2.city)) = key.city AND b2.is_approved AND b2.rejected_at IS NULL AND b2.closed_at IS NULL);
    ELSIF key.city = '' THEN
      SELECT count(*) INTO n FROM business_categories bc JOIN businesses b ON b.id = bc.business_id
      WHERE bc.category_id = key.category_id AND b.is_approved AND b.rejected_at IS NULL AND b.closed_at IS NULL;
    ELSE
      SELECT count(*) INTO n FROM business_categories bc JOIN businesses b ON b.id = bc.business_id
      WHERE bc.category_id = key.category_id AND b.is_approved AND b.rejected_at IS NULL AND b.closed_at IS NULL
        AND b.id IN (
          SELECT l.business_id FROM business_locations l WHERE lower(trim(l.city)) = key.city
          UNION
          SELECT b2.id FROM businesses b2
          WHERE lower(trim(b2.city)) = key.city AND b2.is_approved AND b2.rejected_at IS NULL AND b2.closed_at IS NULL);
    END IF;
    UPDATE listing_counts SET businesses = n
    WHERE category_id = key.category_id AND city = key.city AND businesses <> n;
  END LOOP;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "businesses_refresh_listing_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  old_cities text[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT id FROM new_businesses WHERE is_approved AND rejected_at IS NULL AND closed_at IS NULL);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_listing_counts(
      array(SELECT DISTINCT category_id FROM old_businesses WHERE is_approved AND rejected_at IS NULL AND closed_at IS NULL),
      array(SELECT DISTINCT lower(trim(city)) FROM old_businesses WHERE is_approved AND rejected_at IS NULL AND closed_at IS NULL AND trim(city) <> ''));
    RETURN NULL;
  ELSE
    SELECT coalesce(array_agg(n.id), '{}'), coalesce(array_agg(DISTINCT lower(trim(o.city))) FILTER (WHERE trim(o.city) <> ''), '{}')
    INTO ids, old_cities
    FROM old_businesses o JOIN new_businesses n ON n.id = o.id
    WHERE (o.is_approved AND o.rejected_at IS NULL AND o.closed_at IS NULL) IS DISTINCT FROM (n.is_approved AND n.rejected_at IS NULL AND n.closed_at IS NULL)
       OR ((n.is_approved AND n.rejected_at IS NULL AND n.closed_at IS NULL) AND lower(trim(o.city)) IS DISTINCT FROM lower(trim(n.city)));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM refresh_listing_counts(listing_categories_of(ids), listing_cities_of(ids) || old_cities);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_listing_counts_of"(ids uuid[], cats uuid[], cities text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  public_ids uuid[];
BEGIN
  PERFORM 1 FROM businesses WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  public_ids := array(SELECT id FROM businesses WHERE id = ANY (ids) AND is_approved AND rejected_at IS NULL AND closed_at IS NULL);
  IF cardinality(public_ids) > 0 THEN
    PERFORM refresh_listing_counts(
      coalesce(cats, listing_categories_of(public_ids)), coalesce(cities, listing_cities_of(public_ids)));
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(ids) AS x(id) WHERE NOT EXISTS (SELECT 1 FROM businesses b WHERE b.id = x.id)) THEN
    PERFORM refresh_listing_counts(
      coalesce(cats, array(SELECT DISTINCT category_id FROM listing_counts WHERE city = ANY (cities))),
      coalesce(cities, array(SELECT city FROM listing_counts WHERE category_id = ANY (cats))));
  END IF;
END $$;
