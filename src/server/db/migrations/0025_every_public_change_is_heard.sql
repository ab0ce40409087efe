-- Issue 40: each server keeps its public answers in memory (http/answer-cache.ts) and drops them when it
-- hears of a change. So that no write can forget to tell, the tables those answers are read from tell of
-- every committed change themselves, whoever wrote it (a route, the generator, a hand in psql): one
-- notification per changed business, on the channel the live hub listens to (live/hub.ts), with an
-- audience of no one, so it reaches the caches of every server and no one's live stream. NOTIFY is sent
-- at commit and dropped on rollback; identical ones in a transaction are sent once.
--
-- The trigger's first argument selects the business ids from the transition table it is given (%s); the
-- second says what the change shows on: 'lists' (every list and the business's page), 'page' (only the
-- business's page: its reply time), 'all' (everything: a category, a certifying body). More than 20
-- businesses in one statement (an import) are told as one change of everything ('*').
CREATE FUNCTION "notify_public_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scope text := TG_ARGV[1];
  source text;
  ids text[] := '{}';
  changed text;
BEGIN
  source := CASE TG_OP
    WHEN 'INSERT' THEN format(TG_ARGV[0], 'new_rows')
    WHEN 'DELETE' THEN format(TG_ARGV[0], 'old_rows')
    ELSE format(TG_ARGV[0], 'new_rows') || ' union all ' || format(TG_ARGV[0], 'old_rows')
  END;
  -- Stops at the 21st business: an import of thousands costs a few rows here, not a pass over them all.
  FOR changed IN EXECUTE source LOOP
    CONTINUE WHEN changed IS NULL OR changed = ANY (ids);
    ids := ids || changed;
    EXIT WHEN cardinality(ids) > 20;
  END LOOP;
  IF cardinality(ids) = 0 THEN
    RETURN NULL;
  END IF;
  IF scope = 'all' OR cardinality(ids) > 20 THEN
    ids := array['*'];
  END IF;
  FOREACH changed IN ARRAY ids LOOP
    PERFORM pg_notify('directory_live', json_build_object(
      'topic', 'businesses', 'id', changed, 'audience', json_build_object('admins', false),
      'pageOnly', scope = 'page')::text);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Transition tables allow one event per trigger, hence three triggers a table.
CREATE PROCEDURE "tell_public_changes"(tbl text, business_ids text, scope text, events text[]) LANGUAGE plpgsql AS $$
DECLARE
  event text;
BEGIN
  FOREACH event IN ARRAY events LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change(%L, %L)',
      tbl || '_public_' || lower(event), event, tbl,
      CASE event
        WHEN 'INSERT' THEN 'NEW TABLE AS new_rows'
        WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows'
      END,
      business_ids, scope);
  END LOOP;
END $$;--> statement-breakpoint
CALL tell_public_changes('businesses', 'select id::text from %s', 'lists', array['INSERT', 'UPDATE', 'DELETE']);--> statement-breakpoint
CALL tell_public_changes('business_categories', 'select business_id::text from %s', 'lists', array['INSERT', 'UPDATE', 'DELETE']);--> statement-breakpoint
CALL tell_public_changes('business_locations', 'select business_id::text from %s', 'lists', array['INSERT', 'UPDATE', 'DELETE']);--> statement-breakpoint
CALL tell_public_changes('business_logos', 'select business_id::text from %s', 'lists', array['INSERT', 'UPDATE', 'DELETE']);--> statement-breakpoint
CALL tell_public_changes('business_images', 'select business_id::text from %s', 'lists', array['INSERT', 'UPDATE', 'DELETE']);--> statement-breakpoint
CALL tell_public_changes('events', 'select business_id::text from %s', 'lists', array['INSERT', 'UPDATE', 'DELETE']);--> statement-breakpoint
CALL tell_public_changes('featured_listings', 'select business_id::text from %s', 'lists', array['INSERT', 'UPDATE', 'DELETE']);--> statement-breakpoint
CALL tell_public_changes('halal_profiles', 'select business_id::text from %s', 'lists', array['INSERT', 'UPDATE', 'DELETE']);--> statement-breakpoint
CALL tell_public_changes('halal_confirmations', 'select business_id::text from %s', 'lists', array['INSERT', 'UPDATE', 'DELETE']);--> statement-breakpoint
CALL tell_public_changes('reviews', 'select business_id::text from %s', 'lists', array['INSERT', 'UPDATE', 'DELETE']);--> statement-breakpoint
CALL tell_public_changes('categories', 'select id::text from %s', 'all', array['INSERT', 'UPDATE', 'DELETE']);--> statement-breakpoint
CALL tell_public_changes('halal_certifiers', 'select id::text from %s', 'all', array['INSERT', 'UPDATE', 'DELETE']);--> statement-breakpoint
-- A reply time is of messages, which are written and deleted but never rewritten (a read mark is the
-- conversation's); a deleted conversation takes its messages with it.
CALL tell_public_changes('messages', 'select c.business_id::text from %s m join conversations c on c.id = m.conversation_id', 'page', array['INSERT', 'DELETE']);--> statement-breakpoint
CALL tell_public_changes('conversations', 'select business_id::text from %s', 'page', array['DELETE']);--> statement-breakpoint
DROP PROCEDURE "tell_public_changes"(text, text, text, text[]);--> statement-breakpoint
-- A ban takes back the person's confirmations ('still halal'); it is rare, so a row trigger on just that column.
CREATE FUNCTION "notify_ban_changes_public_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('directory_live', json_build_object(
    'topic', 'businesses', 'id', '*', 'audience', json_build_object('admins', false), 'pageOnly', false)::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_public_ban" AFTER UPDATE OF "banned" ON "profiles"
  FOR EACH ROW WHEN (OLD.banned IS DISTINCT FROM NEW.banned) EXECUTE FUNCTION notify_ban_changes_public_reads();
