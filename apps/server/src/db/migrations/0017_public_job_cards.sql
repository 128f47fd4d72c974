CREATE TABLE "public_job_cards" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"job_title" text NOT NULL,
	"comp_name" text,
	"location" text NOT NULL,
	"tag_names" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_job_cards" ADD CONSTRAINT "public_job_cards_job_id_job_posts_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_job_cards_newest_idx" ON "public_job_cards" USING btree ("created_at","job_id");--> statement-breakpoint
-- Hand-written (decision 030, 2026-11-26): the public job list's read model is kept by statement-level
-- triggers, in the transaction of every write that changes a card: a job's row, its tags, a tag's name, an
-- employer's company profile. Every writer is covered (requests, queue jobs, seeds, tests' factories,
-- scripts), and a bulk write costs one statement per statement, not one per row.
-- The cards of the given jobs, rewritten from the tables (a card whose job is gone goes with it: foreign key).
CREATE FUNCTION "public_job_cards_write"(job_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "public_job_cards" ("job_id", "created_at", "job_title", "comp_name", "location", "tag_names")
    SELECT p."id", p."created_at", p."job_title", e."comp_name", p."location",
      -- The feed's tagNames (features/job-feed/job-feed.repo.ts), so the list's bytes do not change.
      coalesce((SELECT string_agg(t."name", ', ' ORDER BY t."name")
        FROM "job_post_tags" AS jt JOIN "tags" AS t ON t."id" = jt."tag_id"
        WHERE jt."job_id" = p."id"), '')
    FROM "job_posts" AS p LEFT JOIN "employer_profiles" AS e ON e."user_id" = p."employer_id"
    WHERE p."id" = ANY (job_ids)
  ON CONFLICT ("job_id") DO UPDATE SET
    "created_at" = EXCLUDED."created_at", "job_title" = EXCLUDED."job_title",
    "comp_name" = EXCLUDED."comp_name", "location" = EXCLUDED."location", "tag_names" = EXCLUDED."tag_names"
  WHERE ("public_job_cards"."created_at", "public_job_cards"."job_title", "public_job_cards"."comp_name",
      "public_job_cards"."location", "public_job_cards"."tag_names")
    IS DISTINCT FROM (EXCLUDED."created_at", EXCLUDED."job_title", EXCLUDED."comp_name", EXCLUDED."location",
      EXCLUDED."tag_names");
END
$$;
--> statement-breakpoint
-- A write on the jobs' side (a job, its tags). Under READ COMMITTED a concurrent rename of the company or
-- of a tag would otherwise be missed by both sides (each reads the other's old value), so this side locks
-- first: the jobs (serialising writers of one job's tags), then, shared, their company profiles and tags;
-- a rename in flight makes it wait for that commit, and the write below (a new statement, a new snapshot)
-- reads the new name; a rename that comes after waits for this transaction and then sees its rows. The
-- renaming side takes no job lock, so the two cannot wait on each other in a cycle.
CREATE FUNCTION "public_job_cards_refresh"(job_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(job_ids), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "job_posts" WHERE "id" = ANY (job_ids) ORDER BY "id" FOR NO KEY UPDATE;
  PERFORM 1 FROM "employer_profiles"
    WHERE "user_id" IN (SELECT "employer_id" FROM "job_posts" WHERE "id" = ANY (job_ids))
    ORDER BY "user_id" FOR SHARE;
  PERFORM 1 FROM "tags"
    WHERE "id" IN (SELECT "tag_id" FROM "job_post_tags" WHERE "job_id" = ANY (job_ids))
    ORDER BY "id" FOR SHARE;
  PERFORM "public_job_cards_write"(job_ids);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "public_job_cards_jobs_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "public_job_cards_refresh"(ARRAY(SELECT "id" FROM new_rows));
  ELSE
    -- Only what a card shows (search_vector and updated_at writes change no card).
    PERFORM "public_job_cards_refresh"(ARRAY(
      SELECT n."id" FROM new_rows AS n JOIN old_rows AS o ON o."id" = n."id"
      WHERE (n."created_at", n."job_title", n."location", n."employer_id")
        IS DISTINCT FROM (o."created_at", o."job_title", o."location", o."employer_id")));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "public_job_cards_jobs_inserted" AFTER INSERT ON "job_posts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public_job_cards_jobs_changed"();
--> statement-breakpoint
CREATE TRIGGER "public_job_cards_jobs_updated" AFTER UPDATE ON "job_posts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "public_job_cards_jobs_changed"();
--> statement-breakpoint
CREATE FUNCTION "public_job_cards_job_tags_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "public_job_cards_refresh"(ARRAY(SELECT DISTINCT "job_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "public_job_cards_refresh"(ARRAY(SELECT DISTINCT "job_id" FROM old_rows));
  ELSE
    PERFORM "public_job_cards_refresh"(ARRAY(
      SELECT "job_id" FROM old_rows UNION SELECT "job_id" FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "public_job_cards_job_tags_inserted" AFTER INSERT ON "job_post_tags"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public_job_cards_job_tags_changed"();
--> statement-breakpoint
CREATE TRIGGER "public_job_cards_job_tags_deleted" AFTER DELETE ON "job_post_tags"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "public_job_cards_job_tags_changed"();
--> statement-breakpoint
CREATE TRIGGER "public_job_cards_job_tags_updated" AFTER UPDATE ON "job_post_tags"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "public_job_cards_job_tags_changed"();
--> statement-breakpoint
-- The renaming side: a tag's name, a company's name (a profile created, renamed or removed).
CREATE FUNCTION "public_job_cards_tags_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "public_job_cards_write"(ARRAY(
    SELECT DISTINCT jt."job_id" FROM "job_post_tags" AS jt
    WHERE jt."tag_id" IN (SELECT n."id" FROM new_rows AS n JOIN old_rows AS o ON o."id" = n."id"
      WHERE n."name" IS DISTINCT FROM o."name")));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "public_job_cards_tags_renamed" AFTER UPDATE ON "tags"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "public_job_cards_tags_renamed"();
--> statement-breakpoint
CREATE FUNCTION "public_job_cards_companies_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "public_job_cards_write"(ARRAY(
      SELECT p."id" FROM "job_posts" AS p WHERE p."employer_id" IN (SELECT "user_id" FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "public_job_cards_write"(ARRAY(
      SELECT p."id" FROM "job_posts" AS p WHERE p."employer_id" IN (SELECT "user_id" FROM old_rows)));
  ELSE
    PERFORM "public_job_cards_write"(ARRAY(
      SELECT p."id" FROM "job_posts" AS p WHERE p."employer_id" IN (
        SELECT n."user_id" FROM new_rows AS n JOIN old_rows AS o ON o."user_id" = n."user_id"
        WHERE n."comp_name" IS DISTINCT FROM o."comp_name")));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "public_job_cards_companies_inserted" AFTER INSERT ON "employer_profiles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public_job_cards_companies_changed"();
--> statement-breakpoint
CREATE TRIGGER "public_job_cards_companies_deleted" AFTER DELETE ON "employer_profiles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "public_job_cards_companies_changed"();
--> statement-breakpoint
CREATE TRIGGER "public_job_cards_companies_updated" AFTER UPDATE ON "employer_profiles"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "public_job_cards_companies_changed"();
--> statement-breakpoint
SELECT "public_job_cards_write"(ARRAY(SELECT "id" FROM "job_posts"));
