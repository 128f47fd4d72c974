CREATE TYPE "public"."audit_action" AS ENUM('approve_user', 'reject_user', 'delete_user', 'delete_employer', 'approve_employer_verification', 'reject_employer_verification', 'delete_post', 'delete_comment', 'delete_job', 'resolve_report', 'dismiss_report');--> statement-breakpoint
CREATE TYPE "public"."audit_subject_type" AS ENUM('job_seeker', 'employer', 'post', 'comment', 'job', 'report');--> statement-breakpoint
CREATE TYPE "public"."employer_verification_status" AS ENUM('pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer,
	"admin_email" text NOT NULL,
	"action" "audit_action" NOT NULL,
	"subject_type" "audit_subject_type" NOT NULL,
	"subject_id" integer NOT NULL,
	"subject_label" text NOT NULL,
	"subject_email" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_verifications" (
	"employer_id" integer PRIMARY KEY NOT NULL,
	"registration_type" text NOT NULL,
	"registration_number" text NOT NULL,
	"tin" text NOT NULL,
	"document_key" text NOT NULL,
	"document_content_type" text NOT NULL,
	"document_name" text NOT NULL,
	"status" "employer_verification_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD CONSTRAINT "employer_verifications_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD CONSTRAINT "employer_verifications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "employer_verifications_status_idx" ON "employer_verifications" USING btree ("status","submitted_at");