-- Each medicine names the assessment types it may be prescribed for (docs/product/prescriptions.md). A medicine is
-- prescribable for none until it names one, so the safe default for a medicine we cannot recognise is "not yet".
ALTER TABLE "medications" ADD COLUMN "assessment_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_assessment_types_check" CHECK ("medications"."assessment_types" <@ array['erectile_dysfunction', 'weight_loss', 'contraception']::text[]);--> statement-breakpoint
-- Existing medicines by their name or generic name: the ones this service treats with are recognised; any other
-- stays empty for an admin to set, and cannot be prescribed until then. Past prescriptions are no guide, since a
-- medicine may have been prescribed for the wrong condition before this rule existed.
UPDATE "medications" SET "assessment_types" = array['erectile_dysfunction']::text[]
WHERE lower(coalesce("name", '') || ' ' || coalesce("generic_name", '')) ~ '(sildenafil|tadalafil|vardenafil|avanafil|viagra|cialis|levitra|spedra)';--> statement-breakpoint
UPDATE "medications" SET "assessment_types" = array['weight_loss']::text[]
WHERE lower(coalesce("name", '') || ' ' || coalesce("generic_name", '')) ~ '(orlistat|xenical|phentermine|duromine|metermine|semaglutide|wegovy|liraglutide|saxenda|tirzepatide|mounjaro)';--> statement-breakpoint
UPDATE "medications" SET "assessment_types" = array['contraception']::text[]
WHERE lower(coalesce("name", '') || ' ' || coalesce("generic_name", '')) ~ '(levonorgestrel|ethinylestradiol|drospirenone|norethisterone|desogestrel|gestodene|cyproterone|dienogest|estradiol valerate|yasmin|yaz|levlen|microgynon|noriday|cerazette|slinda)';
