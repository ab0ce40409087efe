ALTER TABLE "uploads" ADD COLUMN "business_id" uuid;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "size_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_unattached_uploader_idx" ON "uploads" USING btree ("uploader_id") WHERE "uploads"."attached_to" is null;--> statement-breakpoint
CREATE INDEX "uploads_business_idx" ON "uploads" USING btree ("business_id") WHERE "uploads"."business_id" is not null;