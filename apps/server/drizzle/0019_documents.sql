ALTER TABLE "payments" ADD COLUMN "invoice_company" jsonb;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "practice_address" text;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "practice_phone" text;--> statement-breakpoint
-- Payments taken before invoices kept their company: the company as it is now is the best record there is, and
-- from here on it stays as it was (an invoice already stored keeps the file it was drawn as).
WITH company AS (
	SELECT
		coalesce((SELECT btrim("value") FROM "settings" WHERE "key" = 'company_name'), '') AS name,
		coalesce((SELECT btrim("value") FROM "settings" WHERE "key" = 'company_abn'), '') AS abn,
		coalesce((SELECT btrim("value") FROM "settings" WHERE "key" = 'company_address'), '') AS street,
		concat_ws(' ',
			nullif((SELECT btrim("value") FROM "settings" WHERE "key" = 'company_suburb'), ''),
			nullif((SELECT btrim("value") FROM "settings" WHERE "key" = 'company_state'), ''),
			nullif((SELECT btrim("value") FROM "settings" WHERE "key" = 'company_postcode'), '')
		) AS locality,
		coalesce((SELECT btrim("value") FROM "settings" WHERE "key" = 'company_email'), '') AS email
)
UPDATE "payments" SET "invoice_company" = jsonb_build_object(
	'name', company.name,
	'abn', company.abn,
	'address', concat_ws(', ', nullif(company.street, ''), nullif(company.locality, '')),
	'email', company.email
)
FROM company
WHERE "payments"."status" IN ('succeeded', 'refunded') AND "payments"."invoice_company" IS NULL;
