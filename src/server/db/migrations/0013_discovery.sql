CREATE TABLE "business_search" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geocode_cache" (
	"query" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_locations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "business_locations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "business_locations" ADD COLUMN "geocoded_address" text;--> statement-breakpoint
ALTER TABLE "business_locations" ADD COLUMN "time_zone" text DEFAULT 'America/Indiana/Indianapolis' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_locations" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
ALTER TABLE "business_locations" ADD COLUMN "special_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "business_locations" ADD COLUMN "temporarily_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_search" ADD CONSTRAINT "business_search_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_search_document_idx" ON "business_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "business_locations_earth_idx" ON "business_locations" USING gist (ll_to_earth("latitude", "longitude")) WHERE "business_locations"."latitude" is not null;--> statement-breakpoint
CREATE INDEX "businesses_public_rating_idx" ON "businesses" USING btree ((case when "rating_count" = 0 then 0 else "rating_sum"::float8 / "rating_count" end),"rating_count","id") WHERE "businesses"."is_approved" and "businesses"."rejected_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_public_newest_idx" ON "businesses" USING btree ("created_at","id") WHERE "businesses"."is_approved" and "businesses"."rejected_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_name_unaccent_trgm_idx" ON "businesses" USING gin (directory_unaccent("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "business_locations" ADD CONSTRAINT "business_locations_pin_whole" CHECK (("business_locations"."latitude" is null) = ("business_locations"."longitude" is null));--> statement-breakpoint
ALTER TABLE "business_locations" ADD CONSTRAINT "business_locations_pin_in_indiana" CHECK ("business_locations"."latitude" is null or ("business_locations"."latitude" between 37.5 and 42 and "business_locations"."longitude" between -88.5 and -84.5));--> statement-breakpoint
ALTER TABLE "business_locations" ADD CONSTRAINT "business_locations_time_zone" CHECK ("business_locations"."time_zone" in ('America/Indiana/Indianapolis', 'America/Chicago'));--> statement-breakpoint
ALTER TABLE "business_locations" ADD CONSTRAINT "business_locations_weekly_hours_week" CHECK ("business_locations"."weekly_hours" is null or (jsonb_typeof("business_locations"."weekly_hours") = 'array' and jsonb_array_length("business_locations"."weekly_hours") = 7));--> statement-breakpoint
ALTER TABLE "business_locations" ADD CONSTRAINT "business_locations_special_hours_list" CHECK (jsonb_typeof("business_locations"."special_hours") = 'array');
--> statement-breakpoint
-- A business's search document: its name (A), its categories (B), its description and the cities of its
-- locations (C), without accents, in English (plurals and verb forms match).
-- The business row is locked first, so two writers of one business (a location and a category at once)
-- take turns and the later one reads what the earlier one wrote.
CREATE FUNCTION refresh_business_search(business uuid) RETURNS void
  LANGUAGE sql
  AS $$
  SELECT 1 FROM businesses WHERE id = business FOR UPDATE;
  INSERT INTO business_search (business_id, document)
  SELECT b.id,
    setweight(to_tsvector('english', directory_unaccent(b.name)), 'A')
    || setweight(to_tsvector('english', directory_unaccent(coalesce((
      SELECT string_agg(c.name, ' ') FROM business_categories bc JOIN categories c ON c.id = bc.category_id
      WHERE bc.business_id = b.id), ''))), 'B')
    || setweight(to_tsvector('english', directory_unaccent(coalesce(b.description, ''))), 'C')
    || setweight(to_tsvector('english', directory_unaccent(concat_ws(' ', b.city, (
      SELECT string_agg(l.city, ' ') FROM business_locations l WHERE l.business_id = b.id)))), 'C')
  FROM businesses b WHERE b.id = business
  ON CONFLICT (business_id) DO UPDATE SET document = excluded.document
$$;
--> statement-breakpoint
CREATE FUNCTION business_search_from_business() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM refresh_business_search(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER business_search_business
  AFTER INSERT OR UPDATE OF name, description, city ON businesses
  FOR EACH ROW EXECUTE FUNCTION business_search_from_business();
--> statement-breakpoint
CREATE FUNCTION business_search_from_part() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM refresh_business_search(OLD.business_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.business_id IS DISTINCT FROM OLD.business_id) THEN
    PERFORM refresh_business_search(NEW.business_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER business_search_categories
  AFTER INSERT OR DELETE OR UPDATE ON business_categories
  FOR EACH ROW EXECUTE FUNCTION business_search_from_part();
--> statement-breakpoint
CREATE TRIGGER business_search_locations
  AFTER INSERT OR DELETE OR UPDATE OF city, business_id ON business_locations
  FOR EACH ROW EXECUTE FUNCTION business_search_from_part();
--> statement-breakpoint
SELECT refresh_business_search(id) FROM businesses;
