ALTER TABLE "assessments" DROP CONSTRAINT "assessments_status_check";--> statement-breakpoint
ALTER TABLE "assessments" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "questionnaire_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_decline_reason_check" CHECK ("assessments"."decline_reason" in ('red_flag', 'practitioner'));--> statement-breakpoint
-- Earlier statuses map onto the journey's: a paid 'pending' waits for review, an unpaid one for payment; a cancelled one is declined.
UPDATE "assessments" SET "status" = CASE WHEN "status" = 'pending' AND "paid" THEN 'awaiting_review' WHEN "status" = 'pending' THEN 'pending_payment' WHEN "status" = 'cancelled' THEN 'declined' ELSE "status" END WHERE "status" IN ('pending', 'cancelled');--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_status_check" CHECK ("assessments"."status" in ('draft', 'pending_payment', 'awaiting_review', 'in_review', 'approved', 'declined'));