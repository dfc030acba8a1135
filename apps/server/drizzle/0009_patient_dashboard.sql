ALTER TABLE "prescriptions" DROP CONSTRAINT "prescriptions_status_check";--> statement-breakpoint
ALTER TABLE "prescriptions" ALTER COLUMN "status" SET DEFAULT 'preparing';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "medicare_number" text;--> statement-breakpoint
-- Earlier statuses map onto the four of docs/product/prescriptions.md: not yet sent is preparing (or ready when it waits on a payment), dispatched is posted, completed is delivered.
UPDATE "prescriptions" SET "status" = CASE "status" WHEN 'pending' THEN 'preparing' WHEN 'active' THEN 'preparing' WHEN 'cancelled' THEN 'preparing' WHEN 'payment_failed' THEN 'ready' WHEN 'dispatched' THEN 'posted' WHEN 'completed' THEN 'delivered' ELSE "status" END;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_status_check" CHECK ("prescriptions"."status" in ('preparing', 'ready', 'posted', 'delivered'));