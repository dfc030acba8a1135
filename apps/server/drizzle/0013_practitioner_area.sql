ALTER TABLE "practitioners" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "ahpra_number" text;--> statement-breakpoint
ALTER TABLE "prescription_items" ADD COLUMN "repeats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "pdf_sha256" text;--> statement-breakpoint
CREATE UNIQUE INDEX "prescriptions_assessment_idx" ON "prescriptions" USING btree ("assessment_id");--> statement-breakpoint
ALTER TABLE "prescription_items" ADD CONSTRAINT "prescription_items_numbers_check" CHECK ("prescription_items"."quantity" >= 1 and "prescription_items"."repeats" >= 0);