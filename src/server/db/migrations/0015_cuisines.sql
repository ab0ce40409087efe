ALTER TABLE "businesses" ADD COLUMN "cuisines" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "businesses_public_cuisines_idx" ON "businesses" USING gin ("cuisines") WHERE "businesses"."is_approved" and "businesses"."rejected_at" is null;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_cuisines_known" CHECK ("businesses"."cuisines" <@ array['afghan', 'american', 'arab', 'bangladeshi', 'bosnian', 'burgers', 'burmese', 'chinese', 'coffee', 'desserts', 'egyptian', 'ethiopian', 'indian', 'indonesian', 'iraqi', 'lebanese', 'mediterranean', 'mexican', 'middle_eastern', 'moroccan', 'pakistani', 'palestinian', 'persian', 'pizza', 'somali', 'syrian', 'turkish', 'uyghur', 'west_african', 'yemeni']::text[] and cardinality("businesses"."cuisines") <= 5);--> statement-breakpoint
-- A business's search document, now with its cuisines: their English names (a key with spaces for
-- underscores, src/domain/cuisines.ts) at weight B beside the category names. The rest is 0014's.
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
    || setweight(to_tsvector('english', replace(array_to_string(b.cuisines, ' '), '_', ' ')), 'B')
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
DROP TRIGGER business_search_business ON businesses;
--> statement-breakpoint
CREATE TRIGGER business_search_business
  AFTER INSERT OR UPDATE OF name, description, city, cuisines ON businesses
  FOR EACH ROW EXECUTE FUNCTION business_search_from_business();
--> statement-breakpoint
SELECT refresh_business_search(id) FROM businesses;
