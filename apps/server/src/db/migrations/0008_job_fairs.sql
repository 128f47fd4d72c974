CREATE TYPE "public"."job_fair_decision" AS ENUM('Pending', 'Invited', 'Declined');--> statement-breakpoint
CREATE TYPE "public"."job_fair_format" AS ENUM('onsite', 'online', 'hybrid');--> statement-breakpoint
CREATE TYPE "public"."job_fair_outcome" AS ENUM('none', 'interviewed', 'hired');--> statement-breakpoint
CREATE TYPE "public"."job_fair_registration_status" AS ENUM('registered', 'waitlisted', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."job_fair_reminder_kind" AS ENUM('24h', '2h');--> statement-breakpoint
CREATE TABLE "job_fair_jobs" (
	"job_fair_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	CONSTRAINT "job_fair_jobs_job_fair_id_job_id_pk" PRIMARY KEY("job_fair_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_fair_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_fair_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_fair_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "job_fair_registration_status" NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decision" "job_fair_decision" DEFAULT 'Pending' NOT NULL,
	"decision_note" text DEFAULT '' NOT NULL,
	"accommodations" text[] DEFAULT '{}'::text[] NOT NULL,
	"accommodation_note" text DEFAULT '' NOT NULL,
	"accommodation_provided" boolean,
	"check_in_code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"outcome" "job_fair_outcome" DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_fair_reminders_sent" (
	"job_fair_id" integer NOT NULL,
	"kind" "job_fair_reminder_kind" NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_fair_reminders_sent_job_fair_id_kind_starts_at_pk" PRIMARY KEY("job_fair_id","kind","starts_at")
);
--> statement-breakpoint
CREATE TABLE "job_fairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_fairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"employer_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"format" "job_fair_format" DEFAULT 'onsite' NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"online_url" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"accessibility" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_fairs_end_after_start" CHECK ("job_fairs"."ends_at" > "job_fairs"."starts_at"),
	CONSTRAINT "job_fairs_capacity_positive" CHECK ("job_fairs"."capacity" IS NULL OR "job_fairs"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "job_fair_jobs" ADD CONSTRAINT "job_fair_jobs_job_fair_id_job_fairs_id_fk" FOREIGN KEY ("job_fair_id") REFERENCES "public"."job_fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fair_jobs" ADD CONSTRAINT "job_fair_jobs_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fair_registrations" ADD CONSTRAINT "job_fair_registrations_job_fair_id_job_fairs_id_fk" FOREIGN KEY ("job_fair_id") REFERENCES "public"."job_fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fair_registrations" ADD CONSTRAINT "job_fair_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fair_reminders_sent" ADD CONSTRAINT "job_fair_reminders_sent_job_fair_id_job_fairs_id_fk" FOREIGN KEY ("job_fair_id") REFERENCES "public"."job_fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_fairs" ADD CONSTRAINT "job_fairs_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_fair_jobs_job_idx" ON "job_fair_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_fair_registrations_person_unique" ON "job_fair_registrations" USING btree ("job_fair_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_fair_registrations_code_unique" ON "job_fair_registrations" USING btree ("job_fair_id","check_in_code");--> statement-breakpoint
CREATE INDEX "job_fair_registrations_queue_idx" ON "job_fair_registrations" USING btree ("job_fair_id","status","registered_at","id");--> statement-breakpoint
CREATE INDEX "job_fair_registrations_user_idx" ON "job_fair_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_fairs_employer_idx" ON "job_fairs" USING btree ("employer_id","starts_at");--> statement-breakpoint
CREATE INDEX "job_fairs_ends_idx" ON "job_fairs" USING btree ("ends_at");