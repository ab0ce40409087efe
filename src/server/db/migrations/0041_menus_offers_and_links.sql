CREATE TABLE "business_action_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"location_id" uuid,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "business_action_links_kind_check" CHECK ("business_action_links"."kind" in ('order_online', 'reserve', 'delivery', 'catering')),
	CONSTRAINT "business_action_links_url_check" CHECK ("business_action_links"."url" ~* '^https?://' and length("business_action_links"."url") <= 500)
);
--> statement-breakpoint
CREATE TABLE "business_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"title" text NOT NULL,
	"text" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"needs_passport_stamp" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_offers_title_check" CHECK (length(trim("business_offers"."title")) between 1 and 100),
	CONSTRAINT "business_offers_text_check" CHECK ("business_offers"."text" is null or length("business_offers"."text") <= 500),
	CONSTRAINT "business_offers_dates_check" CHECK ("business_offers"."ends_on" >= "business_offers"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"business_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_cents" integer,
	"photo_url" text,
	"meat" text DEFAULT 'none' NOT NULL,
	"hand_slaughtered" text DEFAULT 'unknown' NOT NULL,
	"contains_alcohol" boolean DEFAULT false NOT NULL,
	"contains_pork" boolean DEFAULT false NOT NULL,
	"vegetarian" boolean DEFAULT false NOT NULL,
	CONSTRAINT "menu_items_name_check" CHECK (length(trim("menu_items"."name")) between 1 and 100),
	CONSTRAINT "menu_items_description_check" CHECK ("menu_items"."description" is null or length("menu_items"."description") <= 300),
	CONSTRAINT "menu_items_price_check" CHECK ("menu_items"."price_cents" is null or "menu_items"."price_cents" between 0 and 1000000),
	CONSTRAINT "menu_items_meat_check" CHECK ("menu_items"."meat" in ('none', 'chicken', 'beef', 'lamb', 'goat', 'fish', 'seafood', 'mixed', 'other')),
	CONSTRAINT "menu_items_hand_slaughtered_check" CHECK ("menu_items"."hand_slaughtered" in ('yes', 'no', 'unknown')),
	CONSTRAINT "menu_items_vegetarian_check" CHECK (not "menu_items"."vegetarian" or ("menu_items"."meat" = 'none' and not "menu_items"."contains_pork"))
);
--> statement-breakpoint
CREATE TABLE "menu_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "menu_sections_name_check" CHECK (length(trim("menu_sections"."name")) between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "business_action_links" ADD CONSTRAINT "business_action_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_action_links" ADD CONSTRAINT "business_action_links_location_id_business_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."business_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_offers" ADD CONSTRAINT "business_offers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_offers" ADD CONSTRAINT "business_offers_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_section_id_menu_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."menu_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_sections" ADD CONSTRAINT "menu_sections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_action_links_one_per_kind_idx" ON "business_action_links" USING btree ("business_id",coalesce("location_id", '00000000-0000-0000-0000-000000000000'::uuid),"kind");--> statement-breakpoint
CREATE INDEX "business_offers_business_idx" ON "business_offers" USING btree ("business_id","ends_on");--> statement-breakpoint
CREATE INDEX "business_offers_ends_idx" ON "business_offers" USING btree ("ends_on","starts_on","business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_section_position_idx" ON "menu_items" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "menu_items_business_idx" ON "menu_items" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "menu_items_photo_idx" ON "menu_items" USING btree ("photo_url") WHERE "menu_items"."photo_url" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "menu_sections_business_position_idx" ON "menu_sections" USING btree ("business_id","position");--> statement-breakpoint
-- Hand-written (issue 37). A dish belongs to the business of its section, and a link to a location of its
-- own business: each pair is a foreign key, so no write can cross businesses.
CREATE UNIQUE INDEX "menu_sections_id_business_idx" ON "menu_sections" USING btree ("id","business_id");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_section_business_fk" FOREIGN KEY ("section_id","business_id") REFERENCES "public"."menu_sections"("id","business_id") ON DELETE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "business_locations_id_business_idx" ON "business_locations" USING btree ("id","business_id");--> statement-breakpoint
ALTER TABLE "business_action_links" ADD CONSTRAINT "business_action_links_location_business_fk" FOREIGN KEY ("location_id","business_id") REFERENCES "public"."business_locations"("id","business_id") ON DELETE cascade;--> statement-breakpoint
-- A dish finds its place: the words of the menu's dish names join the business's document and its words
-- (the dictionary a misspelt word is corrected against: 'shawerma' → the place whose menu has shawarma).
-- The document rides in the candidates' index (migration 0029), whose rows hold at most 2,704 bytes: so the
-- dishes bring their first 40 distinct words of at most 24 letters (in the menu's order), without positions,
-- which keeps a search's walk as light as before and a menu of any allowed size (its words of any length)
-- within the row.
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
    || array_to_tsvector(array(
      SELECT d.lexeme FROM unnest(to_tsvector('english', directory_unaccent(coalesce(dishes.names, '')))) d
      WHERE length(d.lexeme) <= 24
      ORDER BY d.positions[1] LIMIT 40))
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
        replace(array_to_string(b.cuisines, ' '), '_', ' '), b.description, dishes.names, b.city, places.cities))),
        '[^[:alnum:]]+') w
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
  LEFT JOIN (
    SELECT m.business_id, string_agg(m.name, ' ' ORDER BY s.position, m.position) AS names
    FROM menu_items m JOIN menu_sections s ON s.id = m.section_id
    WHERE m.business_id = ANY (ids) GROUP BY m.business_id
  ) dishes ON dishes.business_id = b.id
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
-- A menu saved is one delete and one insert of its dishes: each statement writes its businesses' documents once.
CREATE TRIGGER business_search_menu_items_insert
  AFTER INSERT ON menu_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_search_from_parts();
--> statement-breakpoint
CREATE TRIGGER business_search_menu_items_update
  AFTER UPDATE ON menu_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_search_from_parts();
--> statement-breakpoint
CREATE TRIGGER business_search_menu_items_delete
  AFTER DELETE ON menu_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_search_from_parts();
--> statement-breakpoint
-- The kept public answers hear of every change of a menu, an offer or a link, as migration 0025 made the
-- other tables tell (its procedure is gone): the page shows them all, the cards an offer's badge, and a
-- search finds a place by its dishes.
DO $$
DECLARE
  tbl text;
  scope text;
  event text;
BEGIN
  FOR tbl, scope IN VALUES ('menu_sections', 'page'), ('menu_items', 'lists'), ('business_offers', 'lists'),
    ('business_action_links', 'page') LOOP
    FOREACH event IN ARRAY array['INSERT', 'UPDATE', 'DELETE'] LOOP
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change(%L, %L)',
        tbl || '_public_' || lower(event), event, tbl,
        CASE event
          WHEN 'INSERT' THEN 'NEW TABLE AS new_rows'
          WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
          ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows'
        END,
        'select business_id::text from %s', scope);
    END LOOP;
  END LOOP;
END $$;
