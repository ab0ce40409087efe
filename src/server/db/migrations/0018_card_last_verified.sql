ALTER TABLE "businesses" ADD COLUMN "halal_verified_at" timestamp with time zone;--> statement-breakpoint
-- What a card's 'Verified Mar 2026' reads (businesses.halal_verified_at): the latest 'Last verified' of the
-- business's profiles, an admin's verification or the owner's re-confirmation, as the business page tells it
-- (decision 015). Its own function and trigger beside refresh_business_halal, which it leaves as it is.
CREATE FUNCTION "refresh_business_halal_verified"(business uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE businesses b SET halal_verified_at = x.verified_at
  FROM (
    SELECT max(greatest(p.admin_verified_at, p.owner_confirmed_at)) AS verified_at
    FROM halal_profiles p WHERE p.business_id = business
  ) x
  WHERE b.id = business AND b.halal_verified_at IS DISTINCT FROM x.verified_at
$$;--> statement-breakpoint
CREATE FUNCTION "halal_profiles_refresh_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An edit of the facts alone leaves the dates, and the card, as they were.
  IF TG_OP = 'UPDATE' AND NEW.business_id = OLD.business_id
    AND NEW.admin_verified_at IS NOT DISTINCT FROM OLD.admin_verified_at
    AND NEW.owner_confirmed_at IS NOT DISTINCT FROM OLD.owner_confirmed_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM refresh_business_halal_verified(OLD.business_id); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.business_id <> OLD.business_id) THEN
    PERFORM refresh_business_halal_verified(NEW.business_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "halal_profiles_refresh_verified" AFTER INSERT OR UPDATE OR DELETE ON "halal_profiles"
FOR EACH ROW EXECUTE FUNCTION "halal_profiles_refresh_verified"();--> statement-breakpoint
UPDATE businesses b SET halal_verified_at = x.verified_at
FROM (
  SELECT p.business_id, max(greatest(p.admin_verified_at, p.owner_confirmed_at)) AS verified_at
  FROM halal_profiles p GROUP BY p.business_id
) x
WHERE b.id = x.business_id AND x.verified_at IS NOT NULL;
