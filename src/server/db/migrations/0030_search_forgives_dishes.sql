DROP INDEX "search_words_word_trgm_idx";--> statement-breakpoint
ALTER TABLE "business_search" ADD COLUMN "words" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "business_search_words_idx" ON "business_search" USING gin ("words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Issue 31: the dictionary a misspelt word is corrected against (search_words) holds the words of the whole
-- document, not only of the names: 'falafal' finds the place whose description says falafel, 'turkis' the
-- places serving Turkish. Each document keeps its words (three letters or more, lower case, without
-- accents), so a refresh knows which words a business no longer gives: those no other business gives leave
-- the dictionary in the same write. The new words go in first, in word order (as before); the words that
-- leave are skipped when another write holds them, so a refresh never waits on another's dictionary rows
-- (at worst a word stays until the next write that drops it, and only widens a search to a word nothing has).
CREATE OR REPLACE FUNCTION refresh_businesses_search(ids uuid[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  words_before text[];
BEGIN
  PERFORM 1 FROM businesses WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
  words_before := array(SELECT DISTINCT w FROM business_search s, unnest(s.words) w WHERE s.business_id = ANY (ids));
  INSERT INTO business_search (business_id, document, name, cuisines, listed, is_featured, rating_score, words)
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
    b.is_approved AND b.rejected_at IS NULL AND b.closed_at IS NULL, b.is_featured, b.rating_score,
    array(
      SELECT DISTINCT w
      FROM regexp_split_to_table(lower(directory_unaccent(concat_ws(' ', b.name, cats.names,
        replace(array_to_string(b.cuisines, ' '), '_', ' '), b.description, b.city, places.cities))), '[^[:alnum:]]+') w
      WHERE length(w) >= 3 ORDER BY w)
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
    rating_score = excluded.rating_score, words = excluded.words;
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM business_search s, unnest(s.words) w WHERE s.business_id = ANY (ids) ORDER BY w
  ON CONFLICT (word) DO NOTHING;
  PERFORM search_words_forget(words_before);
END
$$;
--> statement-breakpoint
-- The words no document gives any more leave the dictionary; one held by another write is left to it.
CREATE FUNCTION search_words_forget(candidates text[]) RETURNS void
  LANGUAGE sql
  AS $$
  DELETE FROM search_words sw WHERE sw.word IN (
    SELECT d.word FROM search_words d
    WHERE d.word = ANY (candidates)
      AND NOT EXISTS (SELECT 1 FROM business_search s WHERE s.words @> ARRAY[d.word])
    FOR UPDATE SKIP LOCKED)
$$;
--> statement-breakpoint
-- A business deleted takes its document with it (a cascade), and its words with it too.
CREATE FUNCTION search_words_leave_with_documents() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM search_words_forget(array(SELECT DISTINCT w FROM old_rows, unnest(old_rows.words) w));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_words_leave_with_documents
  AFTER DELETE ON business_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_leave_with_documents();
--> statement-breakpoint
-- The dictionary rebuilt from every document: the names' words of fewer than three letters leave it.
DELETE FROM search_words;
--> statement-breakpoint
SELECT refresh_businesses_search(array(SELECT id FROM businesses ORDER BY id));
