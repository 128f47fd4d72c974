CREATE TYPE "public"."application_status" AS ENUM('Pending', 'Approved', 'Declined', 'Interviewed');--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"status" "application_status" DEFAULT 'Pending' NOT NULL,
	"action" text DEFAULT 'For Approval' NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_role" text NOT NULL,
	"applicant_experience" text NOT NULL,
	"applicant_location" text NOT NULL,
	"applicant_skills" text NOT NULL,
	"applicant_contact_no" text DEFAULT '' NOT NULL,
	"resume_key" text,
	"resume_content_type" text,
	"resume_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employee_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"pro_headline" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"contact_no" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"skills" text DEFAULT '' NOT NULL,
	"picture_key" text,
	"resume_key" text,
	"resume_content_type" text,
	"resume_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_profiles" ADD CONSTRAINT "employee_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_applicant_unique" ON "applications" USING btree ("job_id","applicant_id");--> statement-breakpoint
CREATE INDEX "applications_applicant_created_idx" ON "applications" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "job_post_disability_tags_tag_idx" ON "job_post_disability_tags" USING btree ("disability_tag_id","job_id");--> statement-breakpoint
CREATE INDEX "job_post_tags_tag_idx" ON "job_post_tags" USING btree ("tag_id","job_id");--> statement-breakpoint
CREATE INDEX "job_posts_category_created_idx" ON "job_posts" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "job_posts_search_idx" ON "job_posts" USING gin ("search_vector");