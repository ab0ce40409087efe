CREATE TABLE "listing_counts" (
	"category_id" uuid NOT NULL,
	"city" text NOT NULL,
	"businesses" integer NOT NULL,
	CONSTRAINT "listing_counts_category_id_city_pk" PRIMARY KEY("category_id","city"),
	CONSTRAINT "listing_counts_businesses_non_negative" CHECK ("listing_counts"."businesses" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The primary category's row (migration 0007) is now written once per statement, like the counts below: a
-- row trigger would insert (and count) once per business of a bulk import.
DROP TRIGGER "businesses_list_primary_category" ON "businesses";--> statement-breakpoint
DROP FUNCTION "businesses_list_primary_category"();--> statement-breakpoint
CREATE FUNCTION "businesses_list_primary_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO business_categories (business_id, category_id)
    SELECT id, category_id FROM new_businesses WHERE category_id IS NOT NULL
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO business_categories (business_id, category_id)
    SELECT n.id, n.category_id FROM old_businesses o JOIN new_businesses n ON n.id = o.id
    WHERE n.category_id IS NOT NULL AND n.category_id IS DISTINCT FROM o.category_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "businesses_list_primary_category_insert" AFTER INSERT ON "businesses"
REFERENCING NEW TABLE AS new_businesses FOR EACH STATEMENT EXECUTE FUNCTION "businesses_list_primary_category"();--> statement-breakpoint
CREATE TRIGGER "businesses_list_primary_category_update" AFTER UPDATE ON "businesses"
REFERENCING OLD TABLE AS old_businesses NEW TABLE AS new_businesses FOR EACH STATEMENT EXECUTE FUNCTION "businesses_list_primary_category"();
--> statement-breakpoint
-- The cities a business is listed in, as the city filter compares them: its own and its locations'.
CREATE FUNCTION "listing_cities_of"(ids uuid[]) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT c), '{}') FROM (
    SELECT lower(trim(city)) FROM businesses WHERE id = ANY (ids)
    UNION ALL
    SELECT lower(trim(city)) FROM business_locations WHERE business_id = ANY (ids)
  ) AS x(c)
  WHERE c <> ''
$$;--> statement-breakpoint
-- The categories a business is listed under (business_categories holds the primary one too, migration 0007).
CREATE FUNCTION "listing_categories_of"(ids uuid[]) RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT category_id), '{}') FROM business_categories WHERE business_id = ANY (ids)
$$;--> statement-breakpoint
-- Counts the listings of the given categories in the given cities again (all-businesses and '', every city,
-- always included). Recounting (rather than adding and subtracting) stays exact whatever the order of the
-- cascades. Writers of counts take turns: every one of them changes the all-businesses total anyway, so
-- one transaction-wide lock (5108202, next to the slug locks' space) costs no parallelism, and a writer
-- can never hold some counts while waiting for others (no deadlock between writers). The writer that comes
-- second waits for the first to commit, and its counts, new statements, then see that commit (READ
-- COMMITTED). The callers lock the businesses they change before working out which counts that touches,
-- for the same reason. Counts of a category that is being deleted are not written again.
CREATE FUNCTION "refresh_listing_counts"(cats uuid[], cities text[]) RETURNS void LANGUAGE plpgsql AS $$
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
      SELECT count(*) INTO n FROM businesses b WHERE b.is_approved AND b.rejected_at IS NULL;
    ELSIF key.category_id = everyone THEN
      SELECT count(*) INTO n FROM businesses b
      WHERE b.is_approved AND b.rejected_at IS NULL
        AND b.id IN (
          SELECT l.business_id FROM business_locations l WHERE lower(trim(l.city)) = key.city
          UNION
          SELECT b2.id FROM businesses b2
          WHERE lower(trim(b2.city)) = key.city AND b2.is_approved AND b2.rejected_at IS NULL);
    ELSIF key.city = '' THEN
      SELECT count(*) INTO n FROM business_categories bc JOIN businesses b ON b.id = bc.business_id
      WHERE bc.category_id = key.category_id AND b.is_approved AND b.rejected_at IS NULL;
    ELSE
      SELECT count(*) INTO n FROM business_categories bc JOIN businesses b ON b.id = bc.business_id
      WHERE bc.category_id = key.category_id AND b.is_approved AND b.rejected_at IS NULL
        AND b.id IN (
          SELECT l.business_id FROM business_locations l WHERE lower(trim(l.city)) = key.city
          UNION
          SELECT b2.id FROM businesses b2
          WHERE lower(trim(b2.city)) = key.city AND b2.is_approved AND b2.rejected_at IS NULL);
    END IF;
    UPDATE listing_counts SET businesses = n
    WHERE category_id = key.category_id AND city = key.city AND businesses <> n;
  END LOOP;
END $$;--> statement-breakpoint
-- A business counts when it is public; its public flag and its own city are the businesses' part. (A new
-- primary category is a business_categories row, counted by that table's trigger.) A deleted business's
-- other categories and locations go with it by cascade, and their triggers count those.
CREATE FUNCTION "businesses_refresh_listing_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  old_cities text[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    ids := array(SELECT id FROM new_businesses WHERE is_approved AND rejected_at IS NULL);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_listing_counts(
      array(SELECT DISTINCT category_id FROM old_businesses WHERE is_approved AND rejected_at IS NULL),
      array(SELECT DISTINCT lower(trim(city)) FROM old_businesses WHERE is_approved AND rejected_at IS NULL AND trim(city) <> ''));
    RETURN NULL;
  ELSE
    SELECT coalesce(array_agg(n.id), '{}'), coalesce(array_agg(DISTINCT lower(trim(o.city))) FILTER (WHERE trim(o.city) <> ''), '{}')
    INTO ids, old_cities
    FROM old_businesses o JOIN new_businesses n ON n.id = o.id
    WHERE (o.is_approved AND o.rejected_at IS NULL) IS DISTINCT FROM (n.is_approved AND n.rejected_at IS NULL)
       OR ((n.is_approved AND n.rejected_at IS NULL) AND lower(trim(o.city)) IS DISTINCT FROM lower(trim(n.city)));
  END IF;
  IF cardinality(ids) > 0 THEN
    PERFORM refresh_listing_counts(listing_categories_of(ids), listing_cities_of(ids) || old_cities);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "businesses_listing_counts_insert" AFTER INSERT ON "businesses"
REFERENCING NEW TABLE AS new_businesses FOR EACH STATEMENT EXECUTE FUNCTION "businesses_refresh_listing_counts"();--> statement-breakpoint
CREATE TRIGGER "businesses_listing_counts_update" AFTER UPDATE ON "businesses"
REFERENCING OLD TABLE AS old_businesses NEW TABLE AS new_businesses FOR EACH STATEMENT EXECUTE FUNCTION "businesses_refresh_listing_counts"();--> statement-breakpoint
CREATE TRIGGER "businesses_listing_counts_delete" AFTER DELETE ON "businesses"
REFERENCING OLD TABLE AS old_businesses FOR EACH STATEMENT EXECUTE FUNCTION "businesses_refresh_listing_counts"();--> statement-breakpoint
-- Recounts what a change of some businesses' categories (`cats`, with `cities` null) or locations (`cities`,
-- with `cats` null) touches: the changed ones in the cities (or categories) of those businesses that are
-- public. All of them are locked first, public or not: one being approved right now looks pending until
-- that commits. Businesses that are not public are counted nowhere, so changes to them change no count. A
-- business deleted with its categories or locations has lost the other side too: then every city of those
-- categories (or every category in those cities) is counted again.
CREATE FUNCTION "refresh_listing_counts_of"(ids uuid[], cats uuid[], cities text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  public_ids uuid[];
BEGIN
  PERFORM 1 FROM businesses WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  public_ids := array(SELECT id FROM businesses WHERE id = ANY (ids) AND is_approved AND rejected_at IS NULL);
  IF cardinality(public_ids) > 0 THEN
    PERFORM refresh_listing_counts(
      coalesce(cats, listing_categories_of(public_ids)), coalesce(cities, listing_cities_of(public_ids)));
  END IF;
  IF EXISTS (SELECT 1 FROM unnest(ids) AS x(id) WHERE NOT EXISTS (SELECT 1 FROM businesses b WHERE b.id = x.id)) THEN
    PERFORM refresh_listing_counts(
      coalesce(cats, array(SELECT DISTINCT category_id FROM listing_counts WHERE city = ANY (cities))),
      coalesce(cities, array(SELECT city FROM listing_counts WHERE category_id = ANY (cats))));
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "business_categories_refresh_listing_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT business_id) AS ids, array_agg(DISTINCT category_id) AS cats INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT business_id) AS ids, array_agg(DISTINCT category_id) AS cats INTO changed FROM old_rows;
  ELSE
    -- A row changed in place is one link gone and another made.
    SELECT array_agg(DISTINCT business_id) AS ids, array_agg(DISTINCT category_id) AS cats INTO changed
    FROM (SELECT business_id, category_id FROM old_rows UNION ALL SELECT business_id, category_id FROM new_rows) AS x;
  END IF;
  PERFORM refresh_listing_counts_of(changed.ids, coalesce(changed.cats, '{}'), NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "business_categories_listing_counts_insert" AFTER INSERT ON "business_categories"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "business_categories_refresh_listing_counts"();--> statement-breakpoint
CREATE TRIGGER "business_categories_listing_counts_delete" AFTER DELETE ON "business_categories"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "business_categories_refresh_listing_counts"();--> statement-breakpoint
CREATE TRIGGER "business_categories_listing_counts_update" AFTER UPDATE ON "business_categories"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "business_categories_refresh_listing_counts"();--> statement-breakpoint
CREATE FUNCTION "business_locations_refresh_listing_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- Only a location's city (or a move to another business) changes where a business is listed.
    SELECT array_agg(DISTINCT x.business_id) AS ids,
      coalesce(array_agg(DISTINCT lower(trim(x.city))) FILTER (WHERE trim(x.city) <> ''), '{}') AS cities
    INTO changed
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.business_id, o.city), (n.business_id, n.city)) AS x(business_id, city)
    WHERE lower(trim(o.city)) IS DISTINCT FROM lower(trim(n.city)) OR o.business_id <> n.business_id;
    IF changed.ids IS NULL THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM refresh_listing_counts_of(changed.ids, NULL, changed.cities);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "business_locations_listing_counts_insert" AFTER INSERT ON "business_locations"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "business_locations_refresh_listing_counts"();--> statement-breakpoint
CREATE TRIGGER "business_locations_listing_counts_update" AFTER UPDATE ON "business_locations"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "business_locations_refresh_listing_counts"();--> statement-breakpoint
CREATE TRIGGER "business_locations_listing_counts_delete" AFTER DELETE ON "business_locations"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "business_locations_refresh_listing_counts"();--> statement-breakpoint
-- Every listing there is today.
SELECT refresh_listing_counts(
  array(SELECT id FROM categories),
  array(SELECT lower(trim(city)) FROM businesses WHERE trim(city) <> ''
        UNION SELECT lower(trim(city)) FROM business_locations WHERE trim(city) <> ''));
