ALTER TYPE "public"."user_token_purpose" ADD VALUE 'card_upload';--> statement-breakpoint
ALTER TABLE "pwd_cards" ADD COLUMN "read_name" text;--> statement-breakpoint
ALTER TABLE "pwd_cards" ADD COLUMN "read_id_number" text;--> statement-breakpoint
ALTER TABLE "pwd_cards" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_signed_in_at" timestamp with time zone;--> statement-breakpoint
-- Accounts that could already sign in before this column existed are not welcomed as new (issue 14).
UPDATE "users" SET "first_signed_in_at" = "created_at" WHERE "email_verified_at" IS NOT NULL AND "is_approved";
