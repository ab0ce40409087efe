-- Issue 17, discovery. unaccent lets 'doner' find 'Döner'; cube and earthdistance measure the distance to a
-- place on an index. (PGlite loads cube before pg_trgm: the other order breaks trigram queries.)
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
-- unaccent() itself is only STABLE (its dictionary could change), so indexes use this fixed-dictionary
-- wrapper, the documented way to index unaccented text.
CREATE FUNCTION directory_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- Whether a location is open at a moment: the SQL twin of isOpenAt in src/domain/opening-hours.ts, which
-- holds the rules (a test checks that both agree). Times compare as 'HH:MM' text in the location's zone:
-- the day's ranges (a special date's replace the weekly ones) from their opening until their closing,
-- and the previous day's range that runs past midnight until it closes.
CREATE FUNCTION directory_open_at(
  weekly_hours jsonb, special_hours jsonb, zone text, temporarily_closed boolean, moment timestamptz
) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
  WITH here AS (
    SELECT local::date AS today, to_char(local, 'HH24:MI') COLLATE "C" AS now_time
    FROM (SELECT moment AT TIME ZONE zone AS local) AS t
  ),
  days AS (
    SELECT here.today - back AS day, back, here.now_time FROM here, (VALUES (0), (1)) AS v(back)
  ),
  ranges AS (
    SELECT days.back, days.now_time, (r->>0) COLLATE "C" AS opens, (r->>1) COLLATE "C" AS closes
    FROM days
    CROSS JOIN LATERAL jsonb_array_elements(coalesce(
      (SELECT s->'ranges' FROM jsonb_array_elements(special_hours) AS s
        WHERE s->>'date' = to_char(days.day, 'YYYY-MM-DD') LIMIT 1),
      weekly_hours->(extract(dow FROM days.day)::int)
    )) AS r
  )
  SELECT weekly_hours IS NOT NULL AND NOT temporarily_closed AND EXISTS (
    SELECT 1 FROM ranges
    WHERE (back = 0 AND opens <= now_time AND (closes > now_time OR closes <= opens))
       OR (back = 1 AND closes <= opens AND now_time < closes)
  )
$$;
