ALTER TYPE "public"."report_content_type" ADD VALUE 'job';--> statement-breakpoint
ALTER TYPE "public"."report_reason" ADD VALUE 'suspected_scam';--> statement-breakpoint
ALTER TYPE "public"."report_reason" ADD VALUE 'discriminatory';--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_job_idx" ON "reports" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_pending_job_unique" ON "reports" USING btree ("reported_by","job_id") WHERE status = 'pending' AND job_id IS NOT NULL;