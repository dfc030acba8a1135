CREATE TABLE "practitioner_availability" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practitioner_availability_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practitioner_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioner_availability_weekday_check" CHECK ("practitioner_availability"."weekday" between 0 and 6),
	CONSTRAINT "practitioner_availability_minutes_check" CHECK ("practitioner_availability"."start_minute" >= 0 and "practitioner_availability"."end_minute" <= 1440 and "practitioner_availability"."start_minute" < "practitioner_availability"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "practitioner_digests" (
	"practitioner_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"appointment_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practitioner_time_off" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practitioner_time_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practitioner_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioner_time_off_range_check" CHECK ("practitioner_time_off"."starts_at" < "practitioner_time_off"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "patient_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminder_job_id" text;--> statement-breakpoint
ALTER TABLE "practitioner_availability" ADD CONSTRAINT "practitioner_availability_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_digests" ADD CONSTRAINT "practitioner_digests_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_time_off" ADD CONSTRAINT "practitioner_time_off_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practitioner_availability_practitioner_idx" ON "practitioner_availability" USING btree ("practitioner_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "practitioner_digests_day_idx" ON "practitioner_digests" USING btree ("practitioner_id","local_date");--> statement-breakpoint
CREATE INDEX "practitioner_time_off_practitioner_idx" ON "practitioner_time_off" USING btree ("practitioner_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_practitioner_live_start_idx" ON "appointments" USING btree ("practitioner_id","starts_at") WHERE "appointments"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_assessment_live_idx" ON "appointments" USING btree ("assessment_id") WHERE "appointments"."status" = 'scheduled';