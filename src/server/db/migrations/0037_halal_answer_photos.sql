ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action";--> statement-breakpoint
ALTER TABLE "halal_answers" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "halal_answers" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "halal_answers" ADD COLUMN "photo_status" text;--> statement-breakpoint
ALTER TABLE "halal_evidence" ADD COLUMN "document_url" text;--> statement-breakpoint
CREATE INDEX "halal_answers_photo_pending_idx" ON "halal_answers" USING btree ("answered_at") WHERE "halal_answers"."photo_status" = 'pending';--> statement-breakpoint
ALTER TABLE "halal_answers" ADD CONSTRAINT "halal_answers_photo_status" CHECK ("halal_answers"."photo_status" in ('pending', 'accepted', 'rejected'));--> statement-breakpoint
ALTER TABLE "halal_answers" ADD CONSTRAINT "halal_answers_photo" CHECK (("halal_answers"."photo_url" is null) = ("halal_answers"."photo_status" is null));--> statement-breakpoint
ALTER TABLE "halal_answers" ADD CONSTRAINT "halal_answers_note_length" CHECK (length("halal_answers"."note") <= 500);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('business.add', 'business.approve', 'business.reject', 'business.edit', 'business.delete', 'business.feature', 'business.unfeature', 'business.close', 'business.reopen', 'user.role', 'user.ban', 'user.unban', 'user.delete', 'owner.assign', 'owner.unlink', 'dispute.resolve', 'report.resolve', 'halal.verify', 'halal.recheck', 'halal.check', 'halal.photo_accept', 'halal.photo_reject', 'user.discount_answers', 'owner_edit.approve', 'owner_edit.reject', 'certifier.add', 'certifier.edit', 'certifier.retire', 'certifier.restore'));