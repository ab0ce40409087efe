CREATE TABLE "insight_counts" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_counts_business_id_day_metric_pk" PRIMARY KEY("business_id","day","metric"),
	CONSTRAINT "insight_counts_metric" CHECK ("insight_counts"."metric" in ('impression', 'view', 'phone', 'directions', 'website', 'order', 'action', 'chat', 'save', 'stamp', 'subscription')),
	CONSTRAINT "insight_counts_count" CHECK ("insight_counts"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insight_searches" (
	"business_id" uuid NOT NULL,
	"day" date NOT NULL,
	"term" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_searches_business_id_day_term_pk" PRIMARY KEY("business_id","day","term"),
	CONSTRAINT "insight_searches_count" CHECK ("insight_searches"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "missed_searches" (
	"day" date NOT NULL,
	"term" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "missed_searches_day_term_pk" PRIMARY KEY("day","term"),
	CONSTRAINT "missed_searches_count" CHECK ("missed_searches"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "insight_counts" ADD CONSTRAINT "insight_counts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_searches" ADD CONSTRAINT "insight_searches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missed_searches_day_idx" ON "missed_searches" USING btree ("day");