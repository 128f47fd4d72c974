import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applications,
  jobPostTags,
  recommendationCorpus,
  recommendationJobDocs,
  recommendationPostings,
  recommendationSeekers,
  recommendationTerms,
} from '../../db/schema.js';
import { rowsOf } from '../../db/raw-rows.js';

/** The stored query of a job seeker (JSON, checked by the caller), or undefined when never indexed. */
export async function loadStoredSeekerQuery(db: Database, userId: number): Promise<unknown> {
  const [row] = await db
    .select({ query: recommendationSeekers.query })
    .from(recommendationSeekers)
    .where(eq(recommendationSeekers.userId, userId));
  return row?.query;
}

/**
 * Dictionary id and document frequency of the terms the index knows (unknown terms are left out), each
 * with the number of indexed jobs (for the idf), in one round trip.
 */
export async function lookupTerms(
  db: Database,
  terms: readonly string[],
): Promise<{ id: number; term: string; jobCount: number; corpusJobCount: number }[]> {
  if (terms.length === 0) return [];
  return db
    .select({
      id: recommendationTerms.id,
      term: recommendationTerms.term,
      jobCount: recommendationTerms.jobCount,
      corpusJobCount: sql<number>`(select ${recommendationCorpus.jobCount} from ${recommendationCorpus}
        where ${recommendationCorpus.id} = 1)`,
    })
    .from(recommendationTerms)
    .where(sql`${recommendationTerms.term} = any(${sql.param([...terms])}::text[])`);
}

export interface CandidateSearch {
  userId: number;
  /** Null: the person declared no disability (or an unknown one), so only jobs open to all fit. */
  disabilityTagId: number | null;
  /** Query terms with their weight (query weight × idf). */
  scoringTerms: readonly { termId: number; weight: number }[];
  /** Skill terms (with their weight) whose strongest postings bring candidates. */
  gatheringTerms: readonly { termId: number; weight: number }[];
  /** Postings read per skill term, strongest first. */
  postingsPerTerm: number;
  /** Skill candidates kept (best partial score over the postings read) for exact scoring. */
  skillCandidates: number;
  /** Preference tags whose newest jobs bring candidates, and how many per tag. */
  preferenceTagIds: readonly number[];
  jobsPerTag: number;
  /** How many of the best-scored candidates to answer. */
  poolSize: number;
}

/** The rows of a raw query: both drivers answer `{ rows }` (the shared Database type cannot say so). */
const intValues = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`(${id}::int)`),
    sql`, `,
  );

/**
 * Candidates and their BM25 score, best first (ties: newest job first). Skill candidates: the
 * `postingsPerTerm` strongest postings of each skill term (impact order on (term_id, weight desc), an
 * index-only scan that stops there), summed per job into a partial score, the best `skillCandidates`
 * kept; preference candidates: the `jobsPerTag` newest jobs of each preference tag (on (tag_id, job_id)).
 * The work is bounded by these numbers, never by the number of jobs. Each candidate is then read once
 * from the forward index (its postings as arrays, its disability tag ids): kept when it fits the
 * person's disability (tagged with it, or open to all) and was not applied to, and scored exactly with
 * every query term.
 */
export async function rankCandidates(
  db: Database,
  search: CandidateSearch,
): Promise<{ jobId: number; score: number }[]> {
  const sources: SQL[] = [];
  if (search.gatheringTerms.length > 0) {
    const terms = sql.join(
      search.gatheringTerms.map((t) => sql`(${t.termId}::int, ${t.weight}::float8)`),
      sql`, `,
    );
    sources.push(sql`(select h.job_id from (
        select c.job_id, c.weight * g.weight as part from (values ${terms}) as g(term_id, weight)
        cross join lateral (
          select p.job_id, p.weight from ${recommendationPostings} p
          where p.term_id = g.term_id order by p.weight desc nulls last limit ${search.postingsPerTerm}) c
      ) h group by h.job_id order by sum(h.part) desc, h.job_id desc limit ${search.skillCandidates})`);
  }
  if (search.preferenceTagIds.length > 0) {
    sources.push(sql`(select c.job_id from (values ${intValues(search.preferenceTagIds)}) as pref(tag_id)
      cross join lateral (
        select t.job_id from ${jobPostTags} t
        where t.tag_id = pref.tag_id order by t.job_id desc limit ${search.jobsPerTag}) c)`);
  }
  if (sources.length === 0) return [];
  const termIds = sql`${sql.param(search.scoringTerms.map((t) => t.termId))}::int[]`;
  const weights = sql`${sql.param(search.scoringTerms.map((t) => t.weight))}::float8[]`;
  const fits =
    search.disabilityTagId === null
      ? sql`cardinality(d.disability_tag_ids) = 0`
      : sql`(cardinality(d.disability_tag_ids) = 0 or ${search.disabilityTagId}::int = any(d.disability_tag_ids))`;
  const query = sql`
    with cand as (${sql.join(sources, sql` union `)})
    select d.job_id, coalesce((
      select sum(w.weight * (${weights})[array_position(${termIds}, w.term_id)])
      from unnest(d.term_ids, d.weights) as w(term_id, weight)
      where w.term_id = any(${termIds})), 0)::float8 as score
    from cand join ${recommendationJobDocs} d on d.job_id = cand.job_id
    where ${fits}
      and not exists (select 1 from ${applications} a where a.job_id = d.job_id and a.applicant_id = ${search.userId})
    order by score desc, d.job_id desc
    limit ${search.poolSize}`;
  const result = await db.transaction(async (tx) => {
    // Only the ordered index scans keep the work bounded (a bitmap scan and a sort would read every
    // posting of a term). Statistics may be missing (PGlite has no autovacuum) or stale after a bulk
    // import, so the planner is told, for this transaction only, not to consider bitmap and sequential
    // scans; the ordered index scans are then the cheapest way in. (Not `enable_sort`: its penalty would
    // swamp every cost and the planner would pick among plans as if they cost the same.) No JIT for a
    // query this small.
    await tx.execute(
      sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true),
        set_config('jit', 'off', true)`,
    );
    return rowsOf<{ job_id: number; score: number }>(await tx.execute(query));
  });
  return result.map((row) => ({ jobId: row.job_id, score: row.score }));
}
