ALTER TABLE "profiles" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_locale_check" CHECK ("profiles"."locale" in ('en', 'ar', 'ur', 'es'));--> statement-breakpoint
ALTER TABLE "business_subscriptions" ADD CONSTRAINT "business_subscriptions_locale_check" CHECK ("business_subscriptions"."locale" in ('en', 'ar', 'ur', 'es'));--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_locale_check" CHECK ("contact_submissions"."locale" in ('en', 'ar', 'ur', 'es'));--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_locale_check" CHECK ("newsletters"."locale" in ('en', 'ar', 'ur', 'es'));--> statement-breakpoint
-- Issue 18: search in Arabic script. A business written in Arabic or Urdu (its name, its description) is
-- found by the words of that language: its Arabic-script text also enters the document through the
-- `arabic` configuration (Arabic stems) and the `simple` one (Urdu, which has no stemmer). Latin text stays
-- English only, so its ranking is as before.
CREATE OR REPLACE FUNCTION directory_arabic_script(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace($1, '[^؀-ۿݐ-ݿﭐ-﷿ﹰ-ﻼ]+', ' ', 'g') $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_business_search(business uuid) RETURNS void
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
    || setweight(to_tsvector('arabic', directory_arabic_script(b.name)), 'A')
    || setweight(to_tsvector('simple', directory_arabic_script(b.name)), 'A')
    || setweight(to_tsvector('arabic', directory_arabic_script(coalesce(b.description, ''))), 'C')
    || setweight(to_tsvector('simple', directory_arabic_script(coalesce(b.description, ''))), 'C')
  FROM businesses b WHERE b.id = business
  ON CONFLICT (business_id) DO UPDATE SET document = excluded.document
$$;
--> statement-breakpoint
SELECT refresh_business_search(id) FROM businesses;
