-- A promo code's uses are its payments (docs/product/promotions.md): the stored counter disagreed with them, so it goes.
ALTER TABLE "promo_codes" DROP COLUMN "uses";--> statement-breakpoint
CREATE INDEX "payments_promo_code_idx" ON "payments" USING btree ("promo_code_id");
