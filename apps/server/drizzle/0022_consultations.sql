-- The consultation room's record (docs/product/consultations.md, The record): one row per appointment, and its timeline.
CREATE TABLE "consultation_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consultation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "consultation_events_kind_check" CHECK ("consultation_events"."kind" in ('joined', 'admitted', 'left', 'phone', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"appointment_id" integer NOT NULL,
	"mode" text DEFAULT 'video' NOT NULL,
	"started_at" timestamp with time zone,
	"admitted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_mode_check" CHECK ("consultations"."mode" in ('video', 'audio', 'phone')),
	CONSTRAINT "consultations_ended_check" CHECK (("consultations"."ended_at" is null) = ("consultations"."ended_by" is null))
);
--> statement-breakpoint
ALTER TABLE "consultation_events" ADD CONSTRAINT "consultation_events_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_events" ADD CONSTRAINT "consultation_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_events_consultation_idx" ON "consultation_events" USING btree ("consultation_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_appointment_idx" ON "consultations" USING btree ("appointment_id");