CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_approved_applicant_idx" ON "applications" USING btree ("applicant_id") WHERE "applications"."status" = 'Approved';--> statement-breakpoint
CREATE INDEX "users_type_created_idx" ON "users" USING btree ("user_type","created_at");