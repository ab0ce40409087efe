-- Decision 020: admins keep the certifying bodies. Profiles keep naming a body by id; a body is retired, never
-- deleted (the foreign key now restricts), and names are unique whatever their letter case. The bodies seeded by
-- 0009 stay as they are, so every profile keeps the body it names.
ALTER TABLE "halal_certifiers" DROP CONSTRAINT "halal_certifiers_name_unique";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "halal_profiles" DROP CONSTRAINT "halal_profiles_certifier_id_halal_certifiers_id_fk";
--> statement-breakpoint
ALTER TABLE "halal_certifiers" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "halal_profiles" ADD CONSTRAINT "halal_profiles_certifier_id_halal_certifiers_id_fk" FOREIGN KEY ("certifier_id") REFERENCES "public"."halal_certifiers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "halal_certifiers_name_key" ON "halal_certifiers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "halal_profiles_certifier_idx" ON "halal_profiles" USING btree ("certifier_id") WHERE "halal_profiles"."certifier_id" is not null;--> statement-breakpoint
ALTER TABLE "halal_certifiers" ADD CONSTRAINT "halal_certifiers_name_length" CHECK (length("halal_certifiers"."name") <= 200);--> statement-breakpoint
ALTER TABLE "halal_certifiers" ADD CONSTRAINT "halal_certifiers_website_length" CHECK (length("halal_certifiers"."website_url") <= 500);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('business.add', 'business.approve', 'business.reject', 'business.edit', 'business.delete', 'business.feature', 'business.unfeature', 'business.close', 'business.reopen', 'user.role', 'user.ban', 'user.unban', 'user.delete', 'owner.assign', 'owner.unlink', 'dispute.resolve', 'report.resolve', 'halal.verify', 'owner_edit.approve', 'owner_edit.reject', 'certifier.add', 'certifier.edit', 'certifier.retire', 'certifier.restore'));