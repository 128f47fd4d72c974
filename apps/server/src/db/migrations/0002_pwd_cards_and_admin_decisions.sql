CREATE TYPE "public"."admin_decision_action" AS ENUM('approve', 'reject', 'delete_user');--> statement-breakpoint
CREATE TABLE "admin_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer,
	"admin_email" text NOT NULL,
	"action" "admin_decision_action" NOT NULL,
	"subject_user_id" integer NOT NULL,
	"subject_email" text NOT NULL,
	"subject_name" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pwd_cards" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_decisions" ADD CONSTRAINT "admin_decisions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pwd_cards" ADD CONSTRAINT "pwd_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_decisions_created_idx" ON "admin_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_decisions_subject_idx" ON "admin_decisions" USING btree ("subject_user_id");