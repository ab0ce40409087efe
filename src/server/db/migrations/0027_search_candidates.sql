DROP INDEX "businesses_public_featured_rating_idx";--> statement-breakpoint
ALTER TABLE "business_search" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_search" ADD COLUMN "cuisines" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "business_search" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_search" ADD COLUMN "is_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_search" ADD COLUMN "rating_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 40: a search's candidates are walked in business_search alone. A word thousands of places have is
-- in one document in six: walking the businesses in the candidates' order looked each one's document up
-- (an index descent and a row each) to find the 200 that have it, most of a search's time at 50,000
-- businesses. The documents now carry that order themselves (listed, featured, rating score) and what the
-- rank reads (the name without accents, the cuisines), so the walk checks each document on the row it
-- walks. Written by the same refresh as the documents, and kept when a business changes by the trigger below.
CREATE OR REPLACE FUNCTION refresh_businesses_search(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
  SELECT 1 FROM businesses WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  INSERT INTO business_search (business_id, document, name, cuisines, listed, is_featured, rating_score)
  SELECT b.id,
    setweight(to_tsvector('english', directory_unaccent(b.name)), 'A')
    || setweight(to_tsvector('english', directory_unaccent(coalesce(cats.names, ''))), 'B')
    || setweight(to_tsvector('english', replace(array_to_string(b.cuisines, ' '), '_', ' ')), 'B')
    || setweight(to_tsvector('english', directory_unaccent(coalesce(b.description, ''))), 'C')
    || setweight(to_tsvector('english', directory_unaccent(concat_ws(' ', b.city, places.cities))), 'C')
    || setweight(to_tsvector('arabic', directory_arabic_script(b.name)), 'A')
    || setweight(to_tsvector('simple', directory_arabic_script(b.name)), 'A')
    || setweight(to_tsvector('arabic', directory_arabic_script(coalesce(b.description, ''))), 'C')
    || setweight(to_tsvector('simple', directory_arabic_script(coalesce(b.description, ''))), 'C'),
    directory_unaccent(b.name), b.cuisines,
    b.is_approved AND b.rejected_at IS NULL AND b.closed_at IS NULL, b.is_featured, b.rating_score
  FROM businesses b
  LEFT JOIN (
    SELECT bc.business_id, string_agg(c.name, ' ' ORDER BY c.position, c.name) AS names
    FROM business_categories bc JOIN categories c ON c.id = bc.category_id
    WHERE bc.business_id = ANY (ids) GROUP BY bc.business_id
  ) cats ON cats.business_id = b.id
  LEFT JOIN (
    SELECT l.business_id, string_agg(l.city, ' ' ORDER BY l.created_at, l.id) AS cities
    FROM business_locations l
    WHERE l.business_id = ANY (ids) GROUP BY l.business_id
  ) places ON places.business_id = b.id
  WHERE b.id = ANY (ids)
  ON CONFLICT (business_id) DO UPDATE SET document = excluded.document, name = excluded.name,
    cuisines = excluded.cuisines, listed = excluded.listed, is_featured = excluded.is_featured,
    rating_score = excluded.rating_score;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM businesses b, regexp_split_to_table(lower(directory_unaccent(b.name)), '[^[:alnum:]]+') w
  WHERE b.id = ANY (ids) AND w <> '' ORDER BY w
  ON CONFLICT (word) DO NOTHING
$$;
--> statement-breakpoint
-- Approval, rejection, closing, featuring and every new rating score (a review, the directory's mean
-- renewed) reach the search's copy once per statement: only the rows whose copy differs are written, each
-- found through the primary key, so a write of one business costs one lookup and an import its rows.
CREATE FUNCTION business_search_follows_businesses() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE business_search s
  SET listed = n.listed, is_featured = n.is_featured, rating_score = n.rating_score
  FROM (
    SELECT id, is_approved AND rejected_at IS NULL AND closed_at IS NULL AS listed, is_featured, rating_score
    FROM new_rows
  ) n
  WHERE s.business_id = n.id
    AND (s.listed, s.is_featured, s.rating_score) IS DISTINCT FROM (n.listed, n.is_featured, n.rating_score);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER business_search_follows_businesses
  AFTER UPDATE ON businesses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_search_follows_businesses();
--> statement-breakpoint
UPDATE business_search s
SET name = directory_unaccent(b.name), cuisines = b.cuisines,
  listed = b.is_approved AND b.rejected_at IS NULL AND b.closed_at IS NULL,
  is_featured = b.is_featured, rating_score = b.rating_score
FROM businesses b
WHERE b.id = s.business_id;
--> statement-breakpoint
CREATE INDEX "business_search_candidates_idx" ON "business_search" USING btree ("is_featured","rating_score","business_id") WHERE "business_search"."listed";--> statement-breakpoint
CREATE INDEX "business_search_cuisines_idx" ON "business_search" USING gin ("cuisines");
