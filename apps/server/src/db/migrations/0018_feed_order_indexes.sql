DROP INDEX "job_posts_created_idx";--> statement-breakpoint
DROP INDEX "job_posts_category_created_idx";--> statement-breakpoint
CREATE INDEX "job_posts_created_idx" ON "job_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_posts_category_created_idx" ON "job_posts" USING btree ("category","created_at","id");