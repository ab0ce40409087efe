DROP INDEX "business_locations_city_idx";--> statement-breakpoint
DROP INDEX "business_categories_category_idx";--> statement-breakpoint
DROP INDEX "reviews_business_created_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "is_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "business_locations_lower_city_idx" ON "business_locations" USING btree (lower(trim("city")),"business_id");--> statement-breakpoint
CREATE INDEX "businesses_public_listing_idx" ON "businesses" USING btree ("is_featured" DESC NULLS FIRST,"name","id") WHERE "businesses"."is_approved" and "businesses"."rejected_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_public_slug_idx" ON "businesses" USING btree ("slug") WHERE "businesses"."is_approved" and "businesses"."rejected_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_public_city_idx" ON "businesses" USING btree (lower(trim("city"))) WHERE "businesses"."is_approved" and "businesses"."rejected_at" is null;--> statement-breakpoint
CREATE INDEX "business_categories_category_idx" ON "business_categories" USING btree ("category_id","business_id");--> statement-breakpoint
CREATE INDEX "reviews_business_created_idx" ON "reviews" USING btree ("business_id","created_at","id");--> statement-breakpoint
-- Every business is listed under its primary category too (business_categories holds all of a business's
-- categories), so the listing filters on one table. Writers add only the additional categories: the
-- trigger below owns the primary's row.
INSERT INTO "business_categories" ("business_id", "category_id")
SELECT "id", "category_id" FROM "businesses" WHERE "category_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "businesses_list_primary_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO business_categories (business_id, category_id) VALUES (NEW.id, NEW.category_id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "businesses_list_primary_category" AFTER INSERT OR UPDATE OF "category_id" ON "businesses"
FOR EACH ROW WHEN (NEW.category_id IS NOT NULL) EXECUTE FUNCTION "businesses_list_primary_category"();--> statement-breakpoint
-- businesses.is_featured mirrors an active featured_listings row, so the listing's order is an index.
UPDATE "businesses" AS b SET "is_featured" = true
WHERE EXISTS (SELECT 1 FROM "featured_listings" f WHERE f."business_id" = b."id" AND f."active");--> statement-breakpoint
CREATE FUNCTION "featured_listings_mirror"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- OLD is null on insert and NEW on delete; an update may in principle move a row to another business.
  UPDATE businesses b
  SET is_featured = EXISTS (SELECT 1 FROM featured_listings f WHERE f.business_id = b.id AND f.active)
  WHERE b.id IN (OLD.business_id, NEW.business_id)
    AND b.is_featured IS DISTINCT FROM EXISTS (SELECT 1 FROM featured_listings f WHERE f.business_id = b.id AND f.active);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "featured_listings_mirror" AFTER INSERT OR UPDATE OR DELETE ON "featured_listings"
FOR EACH ROW EXECUTE FUNCTION "featured_listings_mirror"();--> statement-breakpoint
-- Ratings on the business (SPEC §2 Business card): the reviews that count (no approved dispute, SPEC §4
-- Dispute), counted and summed once per write instead of per read.
UPDATE "businesses" AS b SET "rating_count" = s."count", "rating_sum" = s."sum"
FROM (
  SELECT r."business_id", count(*)::int AS "count", sum(r."rating")::int AS "sum"
  FROM "reviews" r
  WHERE NOT EXISTS (SELECT 1 FROM "review_disputes" d WHERE d."review_id" = r."id" AND d."status" = 'approved')
  GROUP BY r."business_id"
) s
WHERE b."id" = s."business_id";--> statement-breakpoint
-- Counts the ratings of the given businesses again, from their reviews. Recounting (rather than adding and
-- subtracting) stays exact whatever order cascades fire in (a deleted review takes its dispute with it).
-- The businesses are locked first, in id order: a write that comes second waits for the first to commit,
-- and its count, a new statement, then sees that commit (READ COMMITTED), so concurrent reviews never lose
-- each other. NO KEY UPDATE, the lock an UPDATE takes anyway, leaves the reviews' foreign-key checks alone. Each changed business is announced as a live event, as recordLiveEvent does (src/server/live/hub.ts).
CREATE FUNCTION "refresh_business_ratings"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
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
END $$;--> statement-breakpoint
-- Statement triggers with transition tables: a bulk import recounts each business once, not once per row.
CREATE FUNCTION "reviews_refresh_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_business_ratings(array(SELECT DISTINCT business_id FROM new_reviews));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_business_ratings(array(SELECT DISTINCT business_id FROM old_reviews));
  ELSE
    -- Only a new rating or a move to another business changes figures (not a comment or a reply).
    PERFORM refresh_business_ratings(array(
      SELECT unnest(array[o.business_id, n.business_id])
      FROM old_reviews o JOIN new_reviews n ON n.id = o.id
      WHERE o.rating <> n.rating OR o.business_id <> n.business_id
    ));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_ratings_insert" AFTER INSERT ON "reviews"
REFERENCING NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION "reviews_refresh_ratings"();--> statement-breakpoint
CREATE TRIGGER "reviews_ratings_update" AFTER UPDATE ON "reviews"
REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION "reviews_refresh_ratings"();--> statement-breakpoint
CREATE TRIGGER "reviews_ratings_delete" AFTER DELETE ON "reviews"
REFERENCING OLD TABLE AS old_reviews FOR EACH STATEMENT EXECUTE FUNCTION "reviews_refresh_ratings"();--> statement-breakpoint
-- A dispute changes the figures when it is approved, reopened or removed while approved.
CREATE FUNCTION "review_disputes_refresh_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM refresh_business_ratings(array(
      SELECT DISTINCT r.business_id
      FROM old_disputes o JOIN new_disputes n ON n.id = o.id
      JOIN reviews r ON r.id IN (o.review_id, n.review_id)
      WHERE (o.status = 'approved') <> (n.status = 'approved') OR o.review_id <> n.review_id
    ));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "review_disputes_ratings_insert" AFTER INSERT ON "review_disputes"
REFERENCING NEW TABLE AS new_disputes FOR EACH STATEMENT EXECUTE FUNCTION "review_disputes_refresh_ratings"();--> statement-breakpoint
CREATE TRIGGER "review_disputes_ratings_update" AFTER UPDATE ON "review_disputes"
REFERENCING OLD TABLE AS old_disputes NEW TABLE AS new_disputes FOR EACH STATEMENT EXECUTE FUNCTION "review_disputes_refresh_ratings"();--> statement-breakpoint
CREATE TRIGGER "review_disputes_ratings_delete" AFTER DELETE ON "review_disputes"
REFERENCING OLD TABLE AS old_disputes FOR EACH STATEMENT EXECUTE FUNCTION "review_disputes_refresh_ratings"();--> statement-breakpoint
-- Checked once the figures are filled in.
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_rating_count_non_negative" CHECK ("businesses"."rating_count" >= 0);--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_rating_sum_in_range" CHECK ("businesses"."rating_sum" between "businesses"."rating_count" and 5 * "businesses"."rating_count");
