ALTER TABLE "conversations" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "hidden_by_business" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A subject is kept only when someone wrote one: the generated default ('Chat with ' and the business's name,
-- in English) is shown from the reader's own catalogue instead, with the business's current name.
UPDATE "conversations" SET "subject" = NULL
  FROM "businesses"
  WHERE "businesses"."id" = "conversations"."business_id"
    AND ("conversations"."subject" = 'Chat with ' || "businesses"."name" OR length(trim("conversations"."subject")) = 0);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_subject_not_blank" CHECK ("conversations"."subject" is null or length(trim("conversations"."subject")) > 0);--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_deleted_by_business_closed" CHECK (not "conversations"."hidden_by_business" or "conversations"."status" <> 'active');
