ALTER TABLE "articles" DROP CONSTRAINT "articles_status_check";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "category" text DEFAULT 'general-health' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '') || ' ' || coalesce(tags::text, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "articles_author_updated_idx" ON "articles" USING btree ("author_id","updated_at");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'published', 'archived'));