ALTER TABLE "campaign_submissions" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "campaign_submissions" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
ALTER TABLE "campaign_submissions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "max_uses_per_patient" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_submissions_unsubscribe_idx" ON "campaign_submissions" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "campaign_submissions_email_idx" ON "campaign_submissions" USING btree (lower("email"));