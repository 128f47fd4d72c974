CREATE TABLE "profile_views" (
	"subject_id" integer NOT NULL,
	"employer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"first_viewed_at" timestamp with time zone NOT NULL,
	"last_viewed_at" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "profile_views_subject_id_employer_id_kind_pk" PRIMARY KEY("subject_id","employer_id","kind"),
	CONSTRAINT "profile_views_kind_check" CHECK ("profile_views"."kind" in ('profile', 'resume'))
);
--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_views_subject_last_idx" ON "profile_views" USING btree ("subject_id","last_viewed_at");--> statement-breakpoint
CREATE INDEX "profile_views_employer_idx" ON "profile_views" USING btree ("employer_id");