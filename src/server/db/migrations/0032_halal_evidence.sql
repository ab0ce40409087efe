CREATE TABLE "halal_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"fact" text NOT NULL,
	"answer" text NOT NULL,
	"value" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "halal_answers_fact" CHECK ("halal_answers"."fact" in ('level', 'chicken', 'beef', 'lamb_goat', 'other_meat', 'alcohol', 'pork', 'prayer_space', 'muslim_owned', 'certificate')),
	CONSTRAINT "halal_answers_answer" CHECK ("halal_answers"."answer" in ('yes', 'no', 'not_sure'))
);
--> statement-breakpoint
CREATE TABLE "halal_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"fact" text NOT NULL,
	"value" text NOT NULL,
	"affirms" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"actor_id" text,
	"answerer_key" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"counted" boolean DEFAULT true NOT NULL,
	"note" text,
	CONSTRAINT "halal_evidence_fact" CHECK ("halal_evidence"."fact" in ('level', 'chicken', 'beef', 'lamb_goat', 'other_meat', 'alcohol', 'pork', 'prayer_space', 'muslim_owned', 'certificate')),
	CONSTRAINT "halal_evidence_source" CHECK ("halal_evidence"."source" in ('certificate', 'admin', 'community', 'owner', 'context')),
	CONSTRAINT "halal_evidence_answerer" CHECK (("halal_evidence"."source" = 'community') = ("halal_evidence"."answerer_key" is not null)),
	CONSTRAINT "halal_evidence_note_length" CHECK (length("halal_evidence"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "answers_discounted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "halal_profiles" ADD COLUMN "facts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "halal_profiles" ADD COLUMN "fact_tags" text[];--> statement-breakpoint
ALTER TABLE "halal_profiles" ADD COLUMN "fact_certified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "halal_profiles" ADD COLUMN "facts_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "halal_answers" ADD CONSTRAINT "halal_answers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halal_answers" ADD CONSTRAINT "halal_answers_profile_id_halal_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."halal_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halal_evidence" ADD CONSTRAINT "halal_evidence_profile_id_halal_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."halal_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halal_evidence" ADD CONSTRAINT "halal_evidence_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "halal_answers_user_idx" ON "halal_answers" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "halal_evidence_profile_idx" ON "halal_evidence" USING btree ("profile_id","fact");--> statement-breakpoint
CREATE UNIQUE INDEX "halal_evidence_one_per_source" ON "halal_evidence" USING btree ("profile_id","fact","source") WHERE "halal_evidence"."source" <> 'community';--> statement-breakpoint
CREATE UNIQUE INDEX "halal_evidence_one_per_answerer" ON "halal_evidence" USING btree ("profile_id","fact","answerer_key") WHERE "halal_evidence"."source" = 'community';--> statement-breakpoint
CREATE INDEX "halal_evidence_actor_idx" ON "halal_evidence" USING btree ("actor_id") WHERE "halal_evidence"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "halal_profiles_facts_change_idx" ON "halal_profiles" USING btree ("facts_change_at");--> statement-breakpoint
-- Issue 34: a projected profile's filter tags and certificate are those its evidence earns (fact_tags,
-- fact_certified, written by the server with `factTags`); a profile not projected yet keeps its stated facts.
CREATE OR REPLACE FUNCTION "halal_profile_tags"(p "halal_profiles") RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p.fact_tags IS NOT NULL THEN p.fact_tags ELSE array_remove(ARRAY[
    CASE WHEN p.level = 'fully' THEN 'fully' END,
    CASE WHEN 'zabiha' IN (p.chicken, p.beef, p.lamb_goat, p.other_meat) THEN 'zabiha' END,
    CASE WHEN p.alcohol = 'none' THEN 'no_alcohol' END,
    CASE WHEN p.prayer_space THEN 'prayer_space' END,
    CASE WHEN p.muslim_owned = 'yes' THEN 'muslim_owned' END
  ], NULL) END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "halal_profile_certified_until"(p "halal_profiles") RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN p.fact_tags IS NOT NULL THEN CASE WHEN p.fact_certified THEN p.certificate_expires_on END
    WHEN p.certificate_checked_at IS NOT NULL THEN p.certificate_expires_on
  END
$$;
