CREATE TABLE "business_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"claimant_id" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"email" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"document_url" text,
	"note" text,
	"reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_claims_method" CHECK ("business_claims"."method" in ('email_code', 'document')),
	CONSTRAINT "business_claims_status" CHECK ("business_claims"."status" in ('pending', 'approved', 'rejected', 'expired', 'cancelled')),
	CONSTRAINT "business_claims_method_fields" CHECK (("business_claims"."method" = 'email_code') = ("business_claims"."email" is not null and "business_claims"."code_hash" is not null and "business_claims"."code_expires_at" is not null)),
	CONSTRAINT "business_claims_document" CHECK ("business_claims"."method" <> 'document' or "business_claims"."document_url" is not null),
	CONSTRAINT "business_claims_attempts" CHECK ("business_claims"."attempts" >= 0),
	CONSTRAINT "business_claims_note_length" CHECK (length("business_claims"."note") <= 1000),
	CONSTRAINT "business_claims_reason_length" CHECK (length("business_claims"."reason") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "business_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"business_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicate_dismissals" (
	"first_id" uuid NOT NULL,
	"second_id" uuid NOT NULL,
	"dismissed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_dismissals_first_id_second_id_pk" PRIMARY KEY("first_id","second_id"),
	CONSTRAINT "duplicate_dismissals_ordered" CHECK ("duplicate_dismissals"."first_id" < "duplicate_dismissals"."second_id")
);
--> statement-breakpoint
CREATE TABLE "osm_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"osm_type" text NOT NULL,
	"osm_id" text NOT NULL,
	"element" jsonb NOT NULL,
	"business_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "osm_matches_type" CHECK ("osm_matches"."osm_type" in ('node', 'way', 'relation')),
	CONSTRAINT "osm_matches_reason" CHECK ("osm_matches"."reason" in ('phone', 'website', 'name'))
);
--> statement-breakpoint
CREATE TABLE "osm_places" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"osm_type" text NOT NULL,
	"osm_id" text NOT NULL,
	"tags" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"diet_halal" text,
	"hours_note" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "osm_places_type" CHECK ("osm_places"."osm_type" in ('node', 'way', 'relation'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_claims" ADD CONSTRAINT "business_claims_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_claims" ADD CONSTRAINT "business_claims_claimant_id_profiles_id_fk" FOREIGN KEY ("claimant_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_claims" ADD CONSTRAINT "business_claims_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_slug_redirects" ADD CONSTRAINT "business_slug_redirects_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_first_id_businesses_id_fk" FOREIGN KEY ("first_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_second_id_businesses_id_fk" FOREIGN KEY ("second_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_dismissed_by_profiles_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osm_matches" ADD CONSTRAINT "osm_matches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osm_places" ADD CONSTRAINT "osm_places_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_claims_one_open" ON "business_claims" USING btree ("business_id","claimant_id") WHERE "business_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "business_claims_queue_idx" ON "business_claims" USING btree ("created_at") WHERE "business_claims"."status" = 'pending' and "business_claims"."method" = 'document';--> statement-breakpoint
CREATE INDEX "business_claims_claimant_idx" ON "business_claims" USING btree ("claimant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "business_claims_document_idx" ON "business_claims" USING btree ("document_url") WHERE "business_claims"."document_url" is not null;--> statement-breakpoint
CREATE INDEX "duplicate_dismissals_second_idx" ON "duplicate_dismissals" USING btree ("second_id");--> statement-breakpoint
CREATE UNIQUE INDEX "osm_matches_element_idx" ON "osm_matches" USING btree ("osm_type","osm_id");--> statement-breakpoint
CREATE INDEX "osm_matches_business_idx" ON "osm_matches" USING btree ("business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "osm_places_element_idx" ON "osm_places" USING btree ("osm_type","osm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_external_id_idx" ON "businesses" USING btree ("external_id") WHERE "businesses"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "businesses_imported_queue_idx" ON "businesses" USING btree ("imported_at" DESC NULLS LAST) WHERE "businesses"."imported_at" is not null and not "businesses"."is_approved" and "businesses"."rejected_at" is null;--> statement-breakpoint
CREATE INDEX "businesses_phone_digits_idx" ON "businesses" USING btree (regexp_replace("phone", '[^0-9]', '', 'g')) WHERE "businesses"."phone" is not null;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_external_id_length" CHECK (length("businesses"."external_id") <= 100);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('business.add', 'business.approve', 'business.reject', 'business.edit', 'business.delete', 'business.feature', 'business.unfeature', 'business.close', 'business.reopen', 'user.role', 'user.ban', 'user.unban', 'user.delete', 'owner.assign', 'owner.unlink', 'dispute.resolve', 'report.resolve', 'halal.verify', 'halal.recheck', 'halal.check', 'halal.photo_accept', 'halal.photo_reject', 'user.discount_answers', 'owner_edit.approve', 'owner_edit.reject', 'certifier.add', 'certifier.edit', 'certifier.retire', 'certifier.restore', 'import.osm', 'import.csv', 'import.link', 'business.publish', 'business.merge', 'duplicate.dismiss', 'claim.approve', 'claim.reject', 'claim.code', 'owner.transfer'));