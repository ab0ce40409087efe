CREATE TABLE "directory_ratings" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"reviews" bigint DEFAULT 0 NOT NULL,
	"rating_sum" bigint DEFAULT 0 NOT NULL,
	"prior_mean" double precision,
	CONSTRAINT "directory_ratings_one_row" CHECK ("directory_ratings"."only")
);
--> statement-breakpoint
DROP INDEX "businesses_public_rating_idx";--> statement-breakpoint
ALTER TABLE "business_locations" ADD COLUMN "halal_level" text;--> statement-breakpoint
ALTER TABLE "business_locations" ADD COLUMN "halal_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "business_locations" ADD COLUMN "halal_certified_until" date;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "rating_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "business_locations_halal_tags_idx" ON "business_locations" USING gin ("halal_tags");--> statement-breakpoint
CREATE INDEX "business_locations_certified_idx" ON "business_locations" USING btree ("halal_certified_until") WHERE "business_locations"."halal_certified_until" is not null;--> statement-breakpoint
CREATE INDEX "businesses_public_rating_score_idx" ON "businesses" USING btree ("rating_score","rating_count","id") WHERE "businesses"."is_approved" and "businesses"."rejected_at" is null;--> statement-breakpoint
-- Halal trust 1: a place's halal facts are those of the profile that applies there, the location's own,
-- else the business's. Every location keeps them (business_locations.halal_*), and the business's own
-- columns keep those of its own place, the primary location (decision 012), or of the business's profile
-- when it has no location. The listing's filters and cards read a place, never a mix of several.
-- The facts of one profile the filters and badges name (none for no profile).
CREATE FUNCTION "halal_profile_tags"(p "halal_profiles") RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN p.level = 'fully' THEN 'fully' END,
    CASE WHEN 'zabiha' IN (p.chicken, p.beef, p.lamb_goat, p.other_meat) THEN 'zabiha' END,
    CASE WHEN p.alcohol = 'none' THEN 'no_alcohol' END,
    CASE WHEN p.prayer_space THEN 'prayer_space' END,
    CASE WHEN p.muslim_owned = 'yes' THEN 'muslim_owned' END
  ], NULL)
$$;--> statement-breakpoint
-- The last day of the profile's certificate, once an admin checked it.
CREATE FUNCTION "halal_profile_certified_until"(p "halal_profiles") RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p.certificate_checked_at IS NOT NULL THEN p.certificate_expires_on END
$$;--> statement-breakpoint
-- Every location of the businesses, then each business's own place (its primary location), from the
-- profile that applies there. Set-based: a bulk write refreshes each business once.
CREATE FUNCTION "refresh_businesses_halal"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE business_locations l SET
    halal_level = (x.p).level,
    halal_tags = halal_profile_tags(x.p),
    halal_certified_until = halal_profile_certified_until(x.p)
  FROM (
    SELECT bl.id, CASE WHEN own.id IS NOT NULL THEN own ELSE whole END AS p
    FROM business_locations bl
    LEFT JOIN halal_profiles own ON own.location_id = bl.id
    LEFT JOIN halal_profiles whole ON whole.business_id = bl.business_id AND whole.location_id IS NULL
    WHERE bl.business_id = ANY (ids)
  ) x
  WHERE l.id = x.id
    AND (l.halal_level, l.halal_tags, l.halal_certified_until)
      IS DISTINCT FROM ((x.p).level, halal_profile_tags(x.p), halal_profile_certified_until(x.p));
  UPDATE businesses b SET
    halal_level = (x.p).level,
    halal_tags = halal_profile_tags(x.p),
    halal_certified_until = halal_profile_certified_until(x.p)
  FROM (
    SELECT b2.id, CASE WHEN own.id IS NOT NULL THEN own ELSE whole END AS p
    FROM businesses b2
    LEFT JOIN business_locations primary_location ON primary_location.business_id = b2.id AND primary_location.is_primary
    LEFT JOIN halal_profiles own ON own.location_id = primary_location.id
    LEFT JOIN halal_profiles whole ON whole.business_id = b2.id AND whole.location_id IS NULL
    WHERE b2.id = ANY (ids)
  ) x
  WHERE b.id = x.id
    AND (b.halal_level, b.halal_tags, b.halal_certified_until)
      IS DISTINCT FROM ((x.p).level, halal_profile_tags(x.p), halal_profile_certified_until(x.p));
$$;--> statement-breakpoint
-- The profiles' trigger of migration 0009 refreshed one business per row; these refresh each business a
-- statement touched once.
DROP TRIGGER "halal_profiles_refresh_business" ON "halal_profiles";--> statement-breakpoint
DROP FUNCTION "halal_profiles_refresh_business"();--> statement-breakpoint
DROP FUNCTION "refresh_business_halal"(uuid);--> statement-breakpoint
CREATE FUNCTION "halal_profiles_refresh_businesses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_businesses_halal(array(SELECT DISTINCT business_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_businesses_halal(array(SELECT DISTINCT business_id FROM old_rows));
  ELSE
    PERFORM refresh_businesses_halal(array(
      SELECT business_id FROM old_rows UNION SELECT business_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "halal_profiles_refresh_insert" AFTER INSERT ON "halal_profiles"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "halal_profiles_refresh_businesses"();--> statement-breakpoint
CREATE TRIGGER "halal_profiles_refresh_update" AFTER UPDATE ON "halal_profiles"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "halal_profiles_refresh_businesses"();--> statement-breakpoint
CREATE TRIGGER "halal_profiles_refresh_delete" AFTER DELETE ON "halal_profiles"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "halal_profiles_refresh_businesses"();--> statement-breakpoint
-- A new location takes the business's profile; a removed one, or a new primary, changes the business's own place.
CREATE FUNCTION "business_locations_refresh_halal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_businesses_halal(array(SELECT DISTINCT business_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_businesses_halal(array(SELECT DISTINCT business_id FROM old_rows));
  ELSE
    PERFORM refresh_businesses_halal(ARRAY[OLD.business_id, NEW.business_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "business_locations_halal_insert" AFTER INSERT ON "business_locations"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "business_locations_refresh_halal"();--> statement-breakpoint
CREATE TRIGGER "business_locations_halal_delete" AFTER DELETE ON "business_locations"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "business_locations_refresh_halal"();--> statement-breakpoint
CREATE TRIGGER "business_locations_halal_primary" AFTER UPDATE OF is_primary, business_id ON "business_locations"
FOR EACH ROW WHEN (OLD.is_primary IS DISTINCT FROM NEW.is_primary OR OLD.business_id <> NEW.business_id)
EXECUTE FUNCTION "business_locations_refresh_halal"();--> statement-breakpoint
SELECT refresh_businesses_halal(array(SELECT DISTINCT business_id FROM halal_profiles));--> statement-breakpoint
-- Corrections 14: 'Top rated' ranks by a Bayesian average, `weightedRating` in src/domain/listing-sort.ts:
-- the place's ratings plus RATING_PRIOR_WEIGHT (5) ratings at the directory's mean; 0 without reviews.
-- Before the directory has a mean, a place's own average stands in for it.
CREATE FUNCTION "business_rating_score"(rating_sum integer, rating_count integer, prior_mean float8)
RETURNS float8 LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN rating_count = 0 THEN 0::float8
    ELSE (coalesce(prior_mean, rating_sum::float8 / rating_count) * 5 + rating_sum) / (5 + rating_count) END
$$;--> statement-breakpoint
INSERT INTO "directory_ratings" ("only", "reviews", "rating_sum")
SELECT true, coalesce(sum(rating_count), 0), coalesce(sum(rating_sum), 0) FROM businesses;--> statement-breakpoint
UPDATE "directory_ratings" SET "prior_mean" = rating_sum::float8 / reviews WHERE reviews > 0;--> statement-breakpoint
UPDATE "businesses" SET "rating_score" = business_rating_score(rating_sum, rating_count,
  (SELECT prior_mean FROM directory_ratings)) WHERE rating_count > 0;--> statement-breakpoint
-- A business's score follows its ratings, with the mean the directory's scores were computed with.
CREATE FUNCTION "businesses_rating_score"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.rating_score := business_rating_score(NEW.rating_sum, NEW.rating_count,
    (SELECT prior_mean FROM directory_ratings));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "businesses_rating_score" BEFORE INSERT OR UPDATE OF rating_sum, rating_count ON "businesses"
FOR EACH ROW EXECUTE FUNCTION "businesses_rating_score"();--> statement-breakpoint
-- The directory's totals follow every business's ratings. When their mean has moved 0.05 star from the one
-- the scores were computed with, every score is computed again: rarely, since one review moves the mean of
-- R reviews by at most 4/R. Rating writes through reviews take this row first (refresh_business_ratings),
-- so two of them never wait for each other's businesses.
CREATE FUNCTION "directory_ratings_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    SELECT coalesce(sum(n.rating_count - o.rating_count), 0) AS reviews,
      coalesce(sum(n.rating_sum - o.rating_sum), 0) AS total
    INTO added
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (n.rating_count, n.rating_sum) IS DISTINCT FROM (o.rating_count, o.rating_sum);
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
CREATE TRIGGER "businesses_directory_ratings_insert" AFTER INSERT ON "businesses"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "directory_ratings_follow"();--> statement-breakpoint
CREATE TRIGGER "businesses_directory_ratings_update" AFTER UPDATE ON "businesses"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "directory_ratings_follow"();--> statement-breakpoint
CREATE TRIGGER "businesses_directory_ratings_delete" AFTER DELETE ON "businesses"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "directory_ratings_follow"();--> statement-breakpoint
-- refresh_business_ratings (migration 0007), taking the directory's row before the businesses' rows.
CREATE OR REPLACE FUNCTION "refresh_business_ratings"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM directory_ratings FOR UPDATE;
  PERFORM 1 FROM businesses WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  FOR changed IN
    UPDATE businesses b SET rating_count = s.count, rating_sum = s.sum
    FROM (
      SELECT x.id, count(r.id)::int AS count, coalesce(sum(r.rating), 0)::int AS sum
      FROM (SELECT DISTINCT unnest(ids)) AS x(id)
      LEFT JOIN reviews r ON r.business_id = x.id
        AND NOT EXISTS (SELECT 1 FROM review_disputes d WHERE d.review_id = r.id AND d.status = 'approved')
      GROUP BY x.id
    ) s
    WHERE b.id = s.id AND (b.rating_count, b.rating_sum) IS DISTINCT FROM (s.count, s.sum)
    RETURNING b.id
  LOOP
    PERFORM pg_notify('directory_live', json_build_object('topic', 'businesses', 'id', changed)::text);
  END LOOP;
END $$;
