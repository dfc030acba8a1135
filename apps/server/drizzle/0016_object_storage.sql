ALTER TABLE "payments" ADD COLUMN "invoice_pdf_key" text;--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "signature_key" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "pdf_key" text;