CREATE TABLE "recommendation_term_blocks" (
	"term_id" integer NOT NULL,
	"block" integer NOT NULL,
	"job_ids" "bytea" NOT NULL,
	"weights" "bytea" NOT NULL,
	CONSTRAINT "recommendation_term_blocks_term_id_block_pk" PRIMARY KEY("term_id","block")
);
--> statement-breakpoint
-- Hand-written (decision 012, 2026-11-26): the packed postings are rebuilt, for the blocks of 1,024 job ids
-- and the terms a write touches, from recommendation_postings, by statement-level triggers (cascading
-- deletes included), so they always hold exactly the postings. One block is at most 1,024 jobs' postings
-- of the touched terms, read on the primary key (job_id, term_id): a job edit rebuilds about 50 small rows.
-- Planner settings for this function only: statistics may be missing (PGlite has no autovacuum) or stale
-- in the middle of a bulk import, and a sequential scan of all postings per block would be quadratic.
CREATE FUNCTION "recommendation_rebuild_term_blocks"(changed_block integer, changed_terms integer[])
RETURNS void LANGUAGE plpgsql SET enable_seqscan = off SET enable_nestloop = off SET jit = off AS $$
BEGIN
  DELETE FROM "recommendation_term_blocks"
    WHERE "term_id" = ANY (changed_terms) AND "block" = changed_block;
  -- The block's postings once (a range of the primary key), then grouped by the touched terms (a hash
  -- join, as a bulk write touches thousands of terms).
  INSERT INTO "recommendation_term_blocks" ("term_id", "block", "job_ids", "weights")
    WITH block_postings AS MATERIALIZED (
      SELECT "job_id", "term_id", "weight" FROM "recommendation_postings"
      WHERE "job_id" >= changed_block * 1024 AND "job_id" < (changed_block + 1) * 1024)
    SELECT p."term_id", changed_block,
      string_agg(int4send(p."job_id"), ''::bytea ORDER BY p."job_id"),
      string_agg(float4send(p."weight"), ''::bytea ORDER BY p."job_id")
    FROM block_postings AS p
    JOIN unnest(changed_terms) AS c("term_id") ON c."term_id" = p."term_id"
    GROUP BY p."term_id";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "recommendation_postings_blocks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  -- The same lock order as every index write (decision 012): the corpus row first.
  PERFORM 1 FROM "recommendation_corpus" WHERE "id" = 1 FOR UPDATE;
  IF TG_OP = 'INSERT' THEN
    FOR changed IN SELECT "job_id" >> 10 AS blk, array_agg(DISTINCT "term_id") AS terms FROM new_rows GROUP BY 1 LOOP
      PERFORM "recommendation_rebuild_term_blocks"(changed.blk, changed.terms);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR changed IN SELECT "job_id" >> 10 AS blk, array_agg(DISTINCT "term_id") AS terms FROM old_rows GROUP BY 1 LOOP
      PERFORM "recommendation_rebuild_term_blocks"(changed.blk, changed.terms);
    END LOOP;
  ELSE
    FOR changed IN SELECT c."job_id" >> 10 AS blk, array_agg(DISTINCT c."term_id") AS terms
      FROM (SELECT "job_id", "term_id" FROM old_rows UNION ALL SELECT "job_id", "term_id" FROM new_rows) AS c
      GROUP BY 1 LOOP
      PERFORM "recommendation_rebuild_term_blocks"(changed.blk, changed.terms);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "recommendation_postings_blocks_inserted" AFTER INSERT ON "recommendation_postings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "recommendation_postings_blocks"();
--> statement-breakpoint
CREATE TRIGGER "recommendation_postings_blocks_deleted" AFTER DELETE ON "recommendation_postings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "recommendation_postings_blocks"();
--> statement-breakpoint
CREATE TRIGGER "recommendation_postings_blocks_updated" AFTER UPDATE ON "recommendation_postings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "recommendation_postings_blocks"();
--> statement-breakpoint
INSERT INTO "recommendation_term_blocks" ("term_id", "block", "job_ids", "weights")
  SELECT "term_id", "job_id" >> 10,
    string_agg(int4send("job_id"), ''::bytea ORDER BY "job_id"),
    string_agg(float4send("weight"), ''::bytea ORDER BY "job_id")
  FROM "recommendation_postings"
  GROUP BY "term_id", "job_id" >> 10;
