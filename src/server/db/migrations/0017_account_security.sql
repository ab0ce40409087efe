CREATE TABLE "account_guards" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	CONSTRAINT "account_guards_failures_check" CHECK ("account_guards"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account_guards" ADD CONSTRAINT "account_guards_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Issue 29: a session is renewed while it is used, but never lives past 60 days from sign-in
-- (SESSION_MAX_AGE_DAYS in src/domain/account-security.ts). Held here, so no code path can extend it.
CREATE OR REPLACE FUNCTION session_absolute_lifetime() RETURNS trigger AS $$
BEGIN
  NEW.expires_at := least(NEW.expires_at, NEW.created_at + interval '60 days');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER session_absolute_lifetime BEFORE INSERT OR UPDATE ON "session"
  FOR EACH ROW EXECUTE FUNCTION session_absolute_lifetime();
