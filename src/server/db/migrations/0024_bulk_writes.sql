CREATE INDEX "halal_profiles_business_idx" ON "halal_profiles" USING btree ("business_id");--> statement-breakpoint
-- Bulk writes (issue 40): a statement of 50,000 rows costs what its rows cost, not their square. Three causes:
-- (1) statement triggers joined their OLD and NEW transition tables on id; PL/pgSQL plans such a join once per
-- connection, usually for a one-row write, and then ran it as a nested loop over every pair of rows. They now
-- compare the two sides with EXCEPT (hashed or sorted, never pairwise) or subtract sums.
-- (2) search documents and the card's 'Verified' date were refreshed once per row, the latter scanning every
-- halal profile each time (the index above); both are now refreshed once per statement, set-based.
-- (3) a statement touching many listings counted each (category, city) with a query of its own; many keys are
-- now counted in one pass over the businesses, their categories and their locations.
CREATE OR REPLACE FUNCTION "businesses_list_primary_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO business_categories (business_id, category_id)
    SELECT id, category_id FROM new_businesses WHERE category_id IS NOT NULL
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO business_categories (business_id, category_id)
    SELECT id, category_id FROM (
      SELECT id, category_id FROM new_businesses WHERE category_id IS NOT NULL
      EXCEPT SELECT id, category_id FROM old_businesses) AS moved
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A business's listing changes when it becomes public or stops being so, or when a public one moves city: its
-- (id, public, city while public) differs between the two sides. Its old city is recounted when it was public.
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
    WITH n AS (
      SELECT id, listed, CASE WHEN listed THEN lower(trim(city)) END AS city
      FROM (SELECT id, city, (is_approved AND rejected_at IS NULL AND closed_at IS NULL) AS listed FROM new_businesses) x),
    o AS (
      SELECT id, listed, CASE WHEN listed THEN lower(trim(city)) END AS city
      FROM (SELECT id, city, (is_approved AND rejected_at IS NULL AND closed_at IS NULL) AS listed FROM old_businesses) x),
    changed AS (
      SELECT id, NULL::text AS old_city FROM (SELECT * FROM n EXCEPT SELECT * FROM o) AS became
      UNION ALL
      SELECT id, city FROM (SELECT * FROM o EXCEPT SELECT * FROM n) AS was)
    SELECT coalesce(array_agg(DISTINCT id), '{}'), coalesce(array_agg(DISTINCT old_city) FILTER (WHERE old_city <> ''), '{}')
    INTO ids, old_cities
    FROM changed;
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM refresh_listing_counts(listing_categories_of(ids), listing_cities_of(ids) || old_cities);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "business_locations_refresh_listing_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT business_id) AS ids,
      coalesce(array_agg(DISTINCT lower(trim(city))) FILTER (WHERE trim(city) <> ''), '{}') AS cities
    INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT business_id) AS ids,
      coalesce(array_agg(DISTINCT lower(trim(city))) FILTER (WHERE trim(city) <> ''), '{}') AS cities
    INTO changed FROM old_rows;
  ELSE
    -- Only a location's city (or a move to another business) changes where a business is listed: both sides
    -- of such a row count.
    WITH n AS (SELECT id, business_id, lower(trim(city)) AS city FROM new_rows),
    o AS (SELECT id, business_id, lower(trim(city)) AS city FROM old_rows)
    SELECT array_agg(DISTINCT x.business_id) AS ids,
      coalesce(array_agg(DISTINCT x.city) FILTER (WHERE x.city <> ''), '{}') AS cities
    INTO changed
    FROM (SELECT * FROM n EXCEPT SELECT * FROM o UNION ALL (SELECT * FROM o EXCEPT SELECT * FROM n)) AS x;
    IF changed.ids IS NULL THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM refresh_listing_counts_of(changed.ids, NULL, changed.cities);
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update adds to the directory's totals what its new rows hold beyond its old ones.
CREATE OR REPLACE FUNCTION "directory_ratings_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added record;
  totals directory_ratings;
  mean float8;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(sum(rating_count), 0) AS reviews, coalesce(sum(rating_sum), 0) AS total INTO added FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -coalesce(sum(rating_count), 0) AS reviews, -coalesce(sum(rating_sum), 0) AS total INTO added FROM old_rows;
  ELSE
    SELECT (SELECT coalesce(sum(rating_count), 0) FROM new_rows) - (SELECT coalesce(sum(rating_count), 0) FROM old_rows) AS reviews,
      (SELECT coalesce(sum(rating_sum), 0) FROM new_rows) - (SELECT coalesce(sum(rating_sum), 0) FROM old_rows) AS total
    INTO added;
  END IF;
  IF added.reviews = 0 AND added.total = 0 THEN
    RETURN NULL;
  END IF;
  UPDATE directory_ratings SET reviews = reviews + added.reviews, rating_sum = rating_sum + added.total
  RETURNING * INTO totals;
  IF totals.reviews = 0 THEN
    RETURN NULL;
  END IF;
  mean := totals.rating_sum::float8 / totals.reviews;
  IF totals.prior_mean IS NULL OR abs(mean - totals.prior_mean) >= 0.05 THEN
    UPDATE directory_ratings SET prior_mean = mean;
    UPDATE businesses SET rating_score = business_rating_score(rating_sum, rating_count, mean)
    WHERE rating_count > 0 AND rating_score IS DISTINCT FROM business_rating_score(rating_sum, rating_count, mean);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Without ratings the score is 0 whatever the directory's mean: a new business does not read it.
CREATE OR REPLACE FUNCTION "businesses_rating_score"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.rating_count = 0 THEN
    NEW.rating_score := 0;
  ELSE
    NEW.rating_score := business_rating_score(NEW.rating_sum, NEW.rating_count,
      (SELECT prior_mean FROM directory_ratings));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "reviews_refresh_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_business_ratings(array(SELECT DISTINCT business_id FROM new_reviews));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_business_ratings(array(SELECT DISTINCT business_id FROM old_reviews));
  ELSE
    -- Only a new rating or a move to another business changes figures (not a comment or a reply).
    PERFORM refresh_business_ratings(array(
      SELECT DISTINCT business_id FROM (
        SELECT id, business_id, rating FROM new_reviews EXCEPT SELECT id, business_id, rating FROM old_reviews
        UNION ALL
        (SELECT id, business_id, rating FROM old_reviews EXCEPT SELECT id, business_id, rating FROM new_reviews)) AS x));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "review_disputes_refresh_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_business_ratings(array(
      SELECT DISTINCT r.business_id FROM new_disputes d JOIN reviews r ON r.id = d.review_id WHERE d.status = 'approved'
    ));
  ELSIF TG_OP = 'DELETE' THEN
    -- A dispute deleted with its review finds no review here: the review's own trigger recounts.
    PERFORM refresh_business_ratings(array(
      SELECT DISTINCT r.business_id FROM old_disputes d JOIN reviews r ON r.id = d.review_id WHERE d.status = 'approved'
    ));
  ELSE
    -- Approved, reopened or moved to another review: both sides of such a dispute count.
    PERFORM refresh_business_ratings(array(
      SELECT DISTINCT r.business_id
      FROM (
        SELECT id, review_id, status = 'approved' FROM new_disputes EXCEPT SELECT id, review_id, status = 'approved' FROM old_disputes
        UNION ALL
        (SELECT id, review_id, status = 'approved' FROM old_disputes EXCEPT SELECT id, review_id, status = 'approved' FROM new_disputes)
      ) AS x(id, review_id, approved)
      JOIN reviews r ON r.id = x.review_id
    ));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The search documents of many businesses in one statement (migration 0015's document, its parts gathered
-- per business in a fixed order). The businesses are locked first, in id order, as one document's writer did.
CREATE FUNCTION refresh_businesses_search(ids uuid[]) RETURNS void
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
  ON CONFLICT (business_id) DO UPDATE SET document = excluded.document
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_business_search(business uuid) RETURNS void
  LANGUAGE sql
  AS $$ SELECT refresh_businesses_search(ARRAY[business]) $$;
--> statement-breakpoint
CREATE FUNCTION business_search_from_parts() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_businesses_search(array(SELECT DISTINCT business_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_businesses_search(array(SELECT DISTINCT business_id FROM old_rows));
  ELSE
    PERFORM refresh_businesses_search(array(SELECT business_id FROM old_rows UNION SELECT business_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Runs after the primary categories are listed (triggers run in name order), whose own trigger has written
-- the documents of those businesses already: only the others are left.
CREATE FUNCTION business_search_from_businesses() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM refresh_businesses_search(array(
    SELECT id FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM business_search s WHERE s.business_id = n.id)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- New businesses once per statement; an edit of a name, description, city or cuisines stays a row trigger
-- (a trigger on some columns cannot see transition tables), as do a location's new city and a move.
DROP TRIGGER business_search_business ON businesses;
--> statement-breakpoint
CREATE TRIGGER businesses_search_insert
  AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_search_from_businesses();
--> statement-breakpoint
CREATE TRIGGER business_search_business
  AFTER UPDATE OF name, description, city, cuisines ON businesses
  FOR EACH ROW EXECUTE FUNCTION business_search_from_business();
--> statement-breakpoint
DROP TRIGGER business_search_categories ON business_categories;
--> statement-breakpoint
CREATE TRIGGER business_search_categories_insert
  AFTER INSERT ON business_categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_search_from_parts();
--> statement-breakpoint
CREATE TRIGGER business_search_categories_update
  AFTER UPDATE ON business_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_search_from_parts();
--> statement-breakpoint
CREATE TRIGGER business_search_categories_delete
  AFTER DELETE ON business_categories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_search_from_parts();
--> statement-breakpoint
DROP TRIGGER business_search_locations ON business_locations;
--> statement-breakpoint
CREATE TRIGGER business_search_locations_insert
  AFTER INSERT ON business_locations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_search_from_parts();
--> statement-breakpoint
CREATE TRIGGER business_search_locations_delete
  AFTER DELETE ON business_locations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_search_from_parts();
--> statement-breakpoint
CREATE TRIGGER business_search_locations
  AFTER UPDATE OF city, business_id ON business_locations
  FOR EACH ROW EXECUTE FUNCTION business_search_from_part();
--> statement-breakpoint
-- The card's 'Verified' date (migration 0018) of many businesses in one statement.
CREATE FUNCTION "refresh_businesses_halal_verified"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE businesses b SET halal_verified_at = x.verified_at
  FROM (
    SELECT b2.id, max(greatest(p.admin_verified_at, p.owner_confirmed_at)) AS verified_at
    FROM businesses b2 LEFT JOIN halal_profiles p ON p.business_id = b2.id
    WHERE b2.id = ANY (ids)
    GROUP BY b2.id
  ) x
  WHERE b.id = x.id AND b.halal_verified_at IS DISTINCT FROM x.verified_at
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "refresh_business_halal_verified"(business uuid) RETURNS void LANGUAGE sql AS $$
  SELECT refresh_businesses_halal_verified(ARRAY[business])
$$;--> statement-breakpoint
DROP TRIGGER "halal_profiles_refresh_verified" ON "halal_profiles";--> statement-breakpoint
DROP FUNCTION "halal_profiles_refresh_verified"();--> statement-breakpoint
-- A statement's profiles refresh each of their businesses once: the place's facts, then the 'Verified' date.
CREATE OR REPLACE FUNCTION "halal_profiles_refresh_businesses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT DISTINCT business_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    ids := array(SELECT DISTINCT business_id FROM old_rows);
  ELSE
    ids := array(SELECT business_id FROM old_rows UNION SELECT business_id FROM new_rows);
  END IF;
  PERFORM refresh_businesses_halal(ids);
  PERFORM refresh_businesses_halal_verified(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- refresh_listing_counts (migrations 0008 and 0010): a few keys (one business's write) are each counted by a
-- query driven by the listing's indexes, as before; many keys (a bulk write) are counted in one pass that
-- gathers each public business's categories and cities and counts every pair of them, without a join whose
-- plan could go wrong for a table that has just grown.
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
  IF cardinality(cats) * cardinality(cities) > 32 THEN
    UPDATE listing_counts lc SET businesses = coalesce(counted.n, 0)
    FROM (
      SELECT k.category_id, k.city, x.n
      FROM listing_counts k
      LEFT JOIN (
        SELECT cat, city, count(*)::int AS n
        FROM (
          SELECT business_id,
            array_agg(DISTINCT category_id) FILTER (WHERE category_id IS NOT NULL AND category_id <> everyone) AS listed_in,
            array_agg(DISTINCT city) FILTER (WHERE city IS NOT NULL AND city <> '') AS places
          FROM (
            SELECT id AS business_id, NULL::uuid AS category_id, lower(trim(city)) AS city, true AS public
            FROM businesses WHERE is_approved AND rejected_at IS NULL AND closed_at IS NULL
            UNION ALL
            SELECT business_id, category_id, NULL, false FROM business_categories
            UNION ALL
            SELECT business_id, NULL, lower(trim(city)), false FROM business_locations
          ) AS part
          GROUP BY business_id
          HAVING bool_or(public)
        ) AS listing
        CROSS JOIN LATERAL unnest(coalesce(listed_in, '{}') || everyone) AS cat
        CROSS JOIN LATERAL unnest(coalesce(places, '{}') || ''::text) AS city
        GROUP BY cat, city
      ) x ON x.cat = k.category_id AND x.city = k.city
      WHERE k.category_id = ANY (cats) AND k.city = ANY (cities)
    ) counted
    WHERE lc.category_id = counted.category_id AND lc.city = counted.city AND lc.businesses <> coalesce(counted.n, 0);
    RETURN;
  END IF;
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
END $$;
--> statement-breakpoint
-- refresh_businesses_halal (migration 0020): the profile that applies to a place is looked up per place, by
-- index, rather than joined: a join planned while the profiles looked few ran as a loop over all of them.
CREATE OR REPLACE FUNCTION "refresh_businesses_halal"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  WITH x AS MATERIALIZED (
    SELECT bl.id, coalesce(
      (SELECT own FROM halal_profiles own WHERE own.location_id = bl.id),
      (SELECT whole FROM halal_profiles whole WHERE whole.business_id = bl.business_id AND whole.location_id IS NULL)) AS p
    FROM business_locations bl
    WHERE bl.business_id = ANY (ids)
  )
  UPDATE business_locations l SET
    halal_level = (x.p).level,
    halal_tags = halal_profile_tags(x.p),
    halal_certified_until = halal_profile_certified_until(x.p)
  FROM x
  WHERE l.id = x.id
    AND (l.halal_level, l.halal_tags, l.halal_certified_until)
      IS DISTINCT FROM ((x.p).level, halal_profile_tags(x.p), halal_profile_certified_until(x.p));
  WITH x AS MATERIALIZED (
    SELECT b2.id, coalesce(
      (SELECT own FROM business_locations primary_location
         JOIN halal_profiles own ON own.location_id = primary_location.id
       WHERE primary_location.business_id = b2.id AND primary_location.is_primary),
      (SELECT whole FROM halal_profiles whole WHERE whole.business_id = b2.id AND whole.location_id IS NULL)) AS p
    FROM businesses b2
    WHERE b2.id = ANY (ids)
  )
  UPDATE businesses b SET
    halal_level = (x.p).level,
    halal_tags = halal_profile_tags(x.p),
    halal_certified_until = halal_profile_certified_until(x.p)
  FROM x
  WHERE b.id = x.id
    AND (b.halal_level, b.halal_tags, b.halal_certified_until)
      IS DISTINCT FROM ((x.p).level, halal_profile_tags(x.p), halal_profile_certified_until(x.p));
$$;
