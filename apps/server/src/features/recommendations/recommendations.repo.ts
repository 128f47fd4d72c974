import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, jobPostTags } from '../../db/schema.js';
import {
  recommendationCorpus,
  recommendationJobDocs,
  recommendationPostings,
  recommendationSeekers,
  recommendationTermBlocks,
  recommendationTerms,
} from '../../db/schema-recommendations.js';
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

/** Who may be recommended, and what the score reads (shared by the exact top-K and the exhaustive ranking). */
export interface CandidateFilter {
  userId: number;
  /** Null: the person declared no disability (or an unknown one), so only jobs open to all fit. */
  disabilityTagId: number | null;
  /** Query terms with their weight (query weight × idf): the BM25 score is Σ weight × posting weight. */
  scoringTerms: readonly { termId: number; weight: number }[];
  /** Skill terms: a job holding one of them (or one of the preference tags) is a candidate. */
  skillTermIds: readonly number[];
  preferenceTagIds: readonly number[];
}

/** Job ids per block of the packed postings (the trigger of migration 0016 says 1,024: job_id >> 10). */
export const TERM_BLOCK_SIZE = 1024;
/** Packed rows read per round trip: bounds what one query does (PGlite runs in the main thread). */
const TERM_BLOCKS_PER_READ = 96;

export interface TermBlock {
  termId: number;
  block: number;
  /** Big-endian int4 job ids, ascending. */
  jobIds: Uint8Array;
  /** Big-endian float4 weights, one per job id. */
  weights: Uint8Array;
}

/**
 * Every packed posting block of the terms, in (term, block) order, read in bounded steps (at most
 * TERM_BLOCKS_PER_READ rows, i.e. a bounded number of postings, per query; keyset on the primary key).
 */
export async function* readTermBlocks(db: Database, termIds: readonly number[]): AsyncGenerator<TermBlock[]> {
  const sorted = [...new Set(termIds)].sort((a, b) => a - b);
  if (sorted.length === 0) return;
  let after: { termId: number; block: number } | null = null;
  for (;;) {
    // Only the terms not finished yet: PostgreSQL (before 17) scans an `= any` list one value at a time,
    // and for each value below the keyset position it walked the rest of the index (58 ms per read
    // at 100k jobs, 4 ms without them).
    const from: number | undefined = after?.termId;
    const ids: SQL = sql`${sql.param(from === undefined ? sorted : sorted.filter((id) => id >= from))}::int[]`;
    const position: SQL = after ? sql`and (b.term_id, b.block) > (${after.termId}::int, ${after.block}::int)` : sql``;
    const rows = rowsOf<{ term_id: number; block: number; job_ids: unknown; weights: unknown }>(
      await db.execute(sql`select b.term_id, b.block, encode(b.job_ids, 'base64') as job_ids,
          encode(b.weights, 'base64') as weights from ${recommendationTermBlocks} b
        where b.term_id = any(${ids}) ${position}
        order by b.term_id, b.block limit ${TERM_BLOCKS_PER_READ}`),
    );
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      termId: row.term_id,
      block: row.block,
      jobIds: asBytes(row.job_ids),
      weights: asBytes(row.weights),
    }));
    const last = rows[rows.length - 1];
    if (!last || rows.length < TERM_BLOCKS_PER_READ) return;
    after = { termId: last.term_id, block: last.block };
  }
}

/** The ids of the jobs holding any of the tags, newest (highest id) first, in bounded steps. */
export async function* listTaggedJobs(
  db: Database,
  tagIds: readonly number[],
  perRead: number,
): AsyncGenerator<number[]> {
  if (tagIds.length === 0) return;
  let before: number | null = null;
  for (;;) {
    const rows: { job_id: number }[] = rowsOf<{ job_id: number }>(
      await db.execute(sql`select distinct t.job_id from ${jobPostTags} t
        where t.tag_id = any(${sql.param([...tagIds])}::int[])
          ${before === null ? sql`` : sql`and t.job_id < ${before}::int`}
        order by t.job_id desc limit ${perRead}`),
    );
    if (rows.length === 0) return;
    yield rows.map((row) => row.job_id);
    const last: { job_id: number } | undefined = rows[rows.length - 1];
    if (!last || rows.length < perRead) return;
    before = last.job_id;
  }
}

/**
 * The bytes, sent as base64 text: both drivers answer text the same way, and Node decodes base64 natively
 * (PGlite's own bytea parser decodes hex one byte at a time in JavaScript: seconds for a large query).
 */
function asBytes(value: unknown): Uint8Array {
  if (typeof value !== 'string') throw new Error('A packed posting block was not read as base64 text.');
  return Buffer.from(value, 'base64');
}

/**
 * The BM25 score of a job, computed in the database from its forward-index row, for every candidate (each
 * job holding a skill term or a preference tag) that fits the person's disability (tagged with it, or
 * open to all) and was not applied to, best first (ties: newest job, the higher id, first). The reference
 * ranking (findRecommendedJobsExhaustively) scores here; its work grows with the number of jobs.
 */
export async function scoreCandidates(
  db: Database,
  filter: CandidateFilter,
): Promise<{ jobId: number; score: number }[]> {
  const termIds = sql`${sql.param(filter.scoringTerms.map((t) => t.termId))}::int[]`;
  const weights = sql`${sql.param(filter.scoringTerms.map((t) => t.weight))}::float8[]`;
  const candidates = sql`(select p.job_id from ${recommendationPostings} p where p.term_id = any(${intArray(filter.skillTermIds)})
    union select t.job_id from ${jobPostTags} t where t.tag_id = any(${intArray(filter.preferenceTagIds)}))`;
  // Summed in term id order (the forward index keeps term_ids ascending), as findRecommendedJobs sums the
  // packed postings, so both give the same float for the same job.
  const rows = await keyProbesOnly(
    db,
    sql`select d.job_id, coalesce((
      select sum(w.weight * (${weights})[array_position(${termIds}, w.term_id)])
      from unnest(d.term_ids, d.weights) as w(term_id, weight)
      where w.term_id = any(${termIds})), 0)::float8 as score
    from ${candidates} as cand join ${recommendationJobDocs} d on d.job_id = cand.job_id
    where ${fitsAndNotApplied(filter)}
    order by score desc, d.job_id desc`,
  );
  return rows.map((row) => ({ jobId: row.job_id, score: row.score ?? 0 }));
}

/**
 * Those of the given jobs that may be recommended: candidates (holding a skill term or a preference tag)
 * that fit the person's disability and were not applied to. Probes by key, one row per job.
 */
export async function keepCandidates(
  db: Database,
  filter: CandidateFilter,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await keyProbesOnly(
    db,
    sql`select d.job_id from unnest(${intArray(ids)}) as c(job_id)
      join ${recommendationJobDocs} d on d.job_id = c.job_id
      where (d.term_ids && ${intArray(filter.skillTermIds)} or exists (select 1 from ${jobPostTags} t
          where t.job_id = d.job_id and t.tag_id = any(${intArray(filter.preferenceTagIds)})))
        and ${fitsAndNotApplied(filter)}`,
  );
  return new Set(rows.map((row) => row.job_id));
}

const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/** The disability fits (tagged with the person's, or open to all) and the person has not applied. */
function fitsAndNotApplied(filter: CandidateFilter): SQL {
  const fits =
    filter.disabilityTagId === null
      ? sql`cardinality(d.disability_tag_ids) = 0`
      : sql`(cardinality(d.disability_tag_ids) = 0 or ${filter.disabilityTagId}::int = any(d.disability_tag_ids))`;
  return sql`${fits} and not exists (select 1 from ${applications} a
    where a.job_id = d.job_id and a.applicant_id = ${filter.userId})`;
}

/**
 * Runs a query by key probes only (forward index, tags, applications): never a sequential scan, whatever
 * the statistics (PGlite has no autovacuum); no JIT for a query this small. Its own short transaction.
 */
async function keyProbesOnly(db: Database, query: SQL): Promise<{ job_id: number; score?: number }[]> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true),
        set_config('jit', 'off', true)`,
    );
    return rowsOf<{ job_id: number; score?: number }>(await tx.execute(query));
  });
}
