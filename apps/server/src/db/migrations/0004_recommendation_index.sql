CREATE TABLE "recommendation_corpus" (
	"id" integer PRIMARY KEY NOT NULL,
	"job_count" integer DEFAULT 0 NOT NULL,
	"total_length" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "recommendation_corpus_single_row" CHECK ("recommendation_corpus"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "recommendation_job_docs" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"length" real NOT NULL,
	"term_ids" integer[] NOT NULL,
	"weights" real[] NOT NULL,
	"disability_tag_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_postings" (
	"job_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"weight" real NOT NULL,
	CONSTRAINT "recommendation_postings_job_id_term_id_pk" PRIMARY KEY("job_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_seekers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"query" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recommendation_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" text NOT NULL,
	"job_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recommendation_terms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
ALTER TABLE "recommendation_job_docs" ADD CONSTRAINT "recommendation_job_docs_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_postings" ADD CONSTRAINT "recommendation_postings_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_seekers" ADD CONSTRAINT "recommendation_seekers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_postings_impact_idx" ON "recommendation_postings" USING btree ("term_id","weight" DESC NULLS LAST,"job_id");--> statement-breakpoint
-- Hand-written (decision 012): the corpus row and the triggers that keep document frequencies and corpus
-- totals right for every write, cascading deletes included (a deleted job or employer drops its postings).
INSERT INTO "recommendation_corpus" ("id", "job_count", "total_length") VALUES (1, 0, 0);
--> statement-breakpoint
CREATE FUNCTION "recommendation_postings_count_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every change to the index locks the corpus row first: one lock order, so concurrent writers queue
  -- instead of deadlocking on term rows taken in different orders.
  PERFORM 1 FROM "recommendation_corpus" WHERE "id" = 1 FOR UPDATE;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "recommendation_terms" AS t SET "job_count" = t."job_count" - d.n
      FROM (SELECT "term_id", count(*)::int AS n FROM old_rows GROUP BY "term_id") AS d
      WHERE t."id" = d."term_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "recommendation_terms" AS t SET "job_count" = t."job_count" + d.n
      FROM (SELECT "term_id", count(*)::int AS n FROM new_rows GROUP BY "term_id") AS d
      WHERE t."id" = d."term_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "recommendation_postings_inserted" AFTER INSERT ON "recommendation_postings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recommendation_postings_count_terms"();
--> statement-breakpoint
CREATE TRIGGER "recommendation_postings_deleted" AFTER DELETE ON "recommendation_postings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "recommendation_postings_count_terms"();
--> statement-breakpoint
CREATE TRIGGER "recommendation_postings_updated" AFTER UPDATE ON "recommendation_postings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "recommendation_postings_count_terms"();
--> statement-breakpoint
CREATE FUNCTION "recommendation_job_docs_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added_jobs integer := 0;
  added_length double precision := 0;
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT added_jobs + count(*), added_length + coalesce(sum("length"), 0)
      INTO added_jobs, added_length FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT added_jobs - count(*), added_length - coalesce(sum("length"), 0)
      INTO added_jobs, added_length FROM old_rows;
  END IF;
  UPDATE "recommendation_corpus" SET
    "job_count" = "job_count" + added_jobs,
    "total_length" = CASE WHEN "job_count" + added_jobs <= 0 THEN 0
                          ELSE greatest(0, "total_length" + added_length) END
    WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "recommendation_job_docs_inserted" AFTER INSERT ON "recommendation_job_docs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recommendation_job_docs_count"();
--> statement-breakpoint
CREATE TRIGGER "recommendation_job_docs_deleted" AFTER DELETE ON "recommendation_job_docs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "recommendation_job_docs_count"();
--> statement-breakpoint
CREATE TRIGGER "recommendation_job_docs_updated" AFTER UPDATE ON "recommendation_job_docs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "recommendation_job_docs_count"();
