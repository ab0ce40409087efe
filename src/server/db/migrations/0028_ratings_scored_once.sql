-- Issue 40: a rating write that moves the directory's mean (migration 0020) renews the mean before it writes
-- its businesses, so each of them is scored against the new mean in the same update as its ratings (the
-- row trigger businesses_rating_score reads it) and directory_ratings_follow, finding the mean already
-- renewed, has nothing left to do; only the businesses outside the write are scored again. Before, such a
-- write (a bulk import of reviews, the generator's) wrote every one of its businesses twice, each time
-- updating all of the table's indexes. The figures, the locks and their order are as before.
CREATE OR REPLACE FUNCTION "refresh_business_ratings"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  totals directory_ratings;
  figures record;
  mean float8;
  changed uuid;
BEGIN
  IF cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  SELECT * INTO totals FROM directory_ratings FOR UPDATE;
  PERFORM 1 FROM businesses WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  -- The businesses whose figures change, their new figures, and what the change adds to the directory's.
  SELECT coalesce(array_agg(s.id), '{}') AS ids, coalesce(array_agg(s.count), '{}') AS counts,
    coalesce(array_agg(s.sum), '{}') AS sums,
    coalesce(sum(s.count - b.rating_count), 0) AS reviews, coalesce(sum(s.sum - b.rating_sum), 0) AS total
  INTO figures
  FROM (
    SELECT x.id, count(r.id)::int AS count, coalesce(sum(r.rating), 0)::int AS sum
    FROM (SELECT DISTINCT unnest(ids)) AS x(id)
    LEFT JOIN reviews r ON r.business_id = x.id
      AND NOT EXISTS (SELECT 1 FROM review_disputes d WHERE d.review_id = r.id AND d.status = 'approved')
    GROUP BY x.id
  ) s
  JOIN businesses b ON b.id = s.id
  WHERE (b.rating_count, b.rating_sum) IS DISTINCT FROM (s.count, s.sum);
  IF cardinality(figures.ids) = 0 THEN
    RETURN;
  END IF;
  -- directory_ratings_follow's rule, applied to the totals this write will leave.
  IF totals.reviews + figures.reviews > 0 THEN
    mean := (totals.rating_sum + figures.total)::float8 / (totals.reviews + figures.reviews);
    IF totals.prior_mean IS NULL OR abs(mean - totals.prior_mean) >= 0.05 THEN
      UPDATE directory_ratings SET prior_mean = mean;
    ELSE
      mean := NULL;
    END IF;
  END IF;
  FOR changed IN
    UPDATE businesses b SET rating_count = f.count, rating_sum = f.sum
    FROM unnest(figures.ids, figures.counts, figures.sums) AS f(id, count, sum)
    WHERE b.id = f.id
    RETURNING b.id
  LOOP
    PERFORM pg_notify('directory_live', json_build_object('topic', 'businesses', 'id', changed)::text);
  END LOOP;
  -- The mean was renewed: every other business is scored again (those written above already are).
  IF mean IS NOT NULL THEN
    UPDATE businesses SET rating_score = business_rating_score(rating_sum, rating_count, mean)
    WHERE rating_count > 0 AND rating_score IS DISTINCT FROM business_rating_score(rating_sum, rating_count, mean);
  END IF;
END $$;
