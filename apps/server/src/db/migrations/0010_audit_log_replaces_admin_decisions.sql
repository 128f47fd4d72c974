-- The decisions recorded before the audit trail existed move into it, in their order, before the old table goes.
INSERT INTO "audit_log" ("admin_id", "admin_email", "action", "subject_type", "subject_id", "subject_label", "subject_email", "reason", "created_at")
SELECT "admin_id", "admin_email",
  (CASE "action" WHEN 'approve' THEN 'approve_user' WHEN 'reject' THEN 'reject_user' ELSE 'delete_user' END)::"audit_action",
  'job_seeker', "subject_user_id", "subject_name", "subject_email", "reason", "created_at"
FROM "admin_decisions" ORDER BY "created_at", "id";--> statement-breakpoint
DROP TABLE "admin_decisions" CASCADE;--> statement-breakpoint
DROP TYPE "public"."admin_decision_action";
