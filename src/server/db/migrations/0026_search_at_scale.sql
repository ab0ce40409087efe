CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "businesses_public_featured_rating_idx" ON "businesses" USING btree ("is_featured","rating_score","id") WHERE "businesses"."is_approved" and "businesses"."rejected_at" is null;
--> statement-breakpoint
-- Issue 40: a misspelt word is compared with the words of the names (search_words, by their trigrams)
-- instead of with every name, and the words it may mean are then looked for in the documents. The words
-- are kept with the documents (migration 0024's set-based refresh, which every writer goes through), in
-- the same order everywhere, so two writers never wait for each other in turn.
CREATE OR REPLACE FUNCTION refresh_businesses_search(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$
  SELECT 1 FROM businesses WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  INSERT INTO business_search (business_id, document)
  SELECT b.id,
    setweight(to_tsvector('english', directory_unaccent(b.name)), 'A')
    || setweight(to_tsvector('english', directory_unaccent(coalesce(cats.names, ''))), 'B')
    || setweight(to_tsvector('english', replace(array_to_string(b.cuisines, ' '), '_', ' ')), 'B')
    || setweight(to_tsvector('english', directory_unaccent(coalesce(b.description, ''))), 'C')
    || setweight(to_tsvector('english', directory_unaccent(concat_ws(' ', b.city, places.cities))), 'C')
    || setweight(to_tsvector('arabic', directory_arabic_script(b.name)), 'A')
    || setweight(to_tsvector('simple', directory_arabic_script(b.name)), 'A')
    || setweight(to_tsvector('arabic', directory_arabic_script(coalesce(b.description, ''))), 'C')
    || setweight(to_tsvector('simple', directory_arabic_script(coalesce(b.description, ''))), 'C')
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
  ON CONFLICT (business_id) DO UPDATE SET document = excluded.document;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM businesses b, regexp_split_to_table(lower(directory_unaccent(b.name)), '[^[:alnum:]]+') w
  WHERE b.id = ANY (ids) AND w <> '' ORDER BY w
  ON CONFLICT (word) DO NOTHING
$$;
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM businesses b, regexp_split_to_table(lower(directory_unaccent(b.name)), '[^[:alnum:]]+') w
WHERE w <> ''
ON CONFLICT (word) DO NOTHING;
