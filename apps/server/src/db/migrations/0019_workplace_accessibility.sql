CREATE TABLE "work_needs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"needs" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "workplace_facts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "workplace_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_needs" ADD CONSTRAINT "work_needs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_posts_workplace_idx" ON "job_posts" USING gin ("workplace_facts");