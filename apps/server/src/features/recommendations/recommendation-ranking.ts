import { RECOMMENDED_JOBS_LIMIT } from '@kakayahan/contracts';
import type { Database } from '../../db/client.js';
import { loadFeedJobs, type FeedJobRow } from '../job-feed/index.js';
import { BM25, bm25Idf } from './job-document.js';
import { decideMatch, type MatchDecision } from './match-decision.js';
import { loadSeekerProfile } from './recommendation-index.repo.js';
import {
  type CandidateFilter,
  listTaggedJobs,
  loadStoredSeekerQuery,
  lookupTerms,
  readTermBlocks,
  scoreCandidates,
  TERM_BLOCK_SIZE,
} from './recommendations.repo.js';
import { buildSeekerQuery, isEmptyQuery, seekerQuerySchema, type SeekerQuery } from './seeker-query.js';

/** Candidates whose colour is decided per round trip, until the list is full. */
const DECISION_CHUNK = 75;
/** Jobs scored exactly in the first round (a multiple of the list length); each further round doubles… */
const FIRST_ROUND_FACTOR = 8;
/** …up to this many (one query's work stays bounded: PGlite runs in the main thread). */
const MAX_ROUND = 1600;
/** A posting's BM25 weight is below k1 + 1 whatever its frequency and length: a term's upper bound. */
const MAX_POSTING_WEIGHT = BM25.k1 + 1;
/**
 * A query term that is not a skill and can add at most this much to any score is not read (a word every
 * job holds, whose idf is almost 0); the search allows for it in its bound, so the answer stays exact.
 */
const NEGLIGIBLE_TERM_BOUND = 1e-3;
/** Slack for the order of floating-point additions (the database and this code sum in different orders). */
const ROUNDING_SLACK = 1e-9;
/** Tagged jobs listed per round trip in the (rare) last step. */
const TAGGED_JOBS_PER_READ = 1000;

export interface RecommendedJob {
  row: FeedJobRow;
  decision: MatchDecision;
  /** The BM25 relevance that chooses which jobs are listed. */
  score: number;
}

interface PreparedQuery {
  query: SeekerQuery;
  filter: CandidateFilter;
  scoringTerms: { termId: number; weight: number; fromSkill: boolean }[];
}

/**
 * The recommended jobs of a job seeker (decision 012): the first `limit` jobs, in BM25 order (ties: the
 * newest job first), that the matching rule gives a colour, then ordered by byMatchStrengthThenNewest.
 * A person with neither skills nor preferences gets an empty list.
 *
 * Exact top-K: the packed postings of the query terms are summed per job (every job holding a query
 * term gets its score, read in bounded steps); the best are scored again in the database, where the
 * candidate, disability and application rules apply, and a job's colour is decided only once no job left
 * unscored could still rank above it. The answer is the exhaustive ranking's (findRecommendedJobsExhaustively),
 * the same jobs in the same order; the tests compare them.
 */
export async function findRecommendedJobs(
  db: Database,
  userId: number,
  limit: number = RECOMMENDED_JOBS_LIMIT,
): Promise<RecommendedJob[]> {
  const prepared = await prepareQuery(db, userId);
  if (!prepared) return [];
  const decider = new ColourDecider(db, prepared.query, limit);

  const read = prepared.scoringTerms.filter(
    (t) => t.fromSkill || t.weight * MAX_POSTING_WEIGHT > NEGLIGIBLE_TERM_BOUND,
  );
  // The most a job's exact score can exceed its summed score here (the terms not read).
  const unreadBound = prepared.scoringTerms
    .filter((t) => !read.includes(t))
    .reduce((sum, t) => sum + t.weight * MAX_POSTING_WEIGHT, 0);
  const summed = await sumPostings(db, new Map(read.map((t) => [t.termId, t.weight])));

  // Rounds: the next best summed scores are scored exactly; every exactly scored job above what an
  // unscored job could reach is safe, and safe jobs are decided in order until the list is full.
  let pool: { jobId: number; score: number }[] = [];
  let decided = 0;
  let position: Position | null = null;
  let size = limit * FIRST_ROUND_FACTOR;
  for (;;) {
    const next = summed.next(position, size);
    size = Math.min(size * 2, MAX_ROUND);
    const last = next.at(-1);
    if (last) position = last;
    const exhausted = summed.remaining() === 0;
    if (next.length > 0) {
      const scored = await scoreCandidates(
        db,
        prepared.filter,
        next.map((entry) => entry.jobId),
      );
      pool = [...pool.slice(0, decided), ...mergeRanked(pool.slice(decided), scored)];
    }
    const reach = (exhausted ? 0 : (position?.score ?? 0)) + unreadBound;
    const bound = reach + ROUNDING_SLACK * Math.max(1, reach);
    let safe = decided;
    while (safe < pool.length && (pool[safe]?.score ?? 0) > bound) safe += 1;
    await decider.decide(pool.slice(decided, safe));
    decided = safe;
    if (decider.full) break;
    if (exhausted) {
      // Left: jobs at or below `bound`: those scored here, and any candidate holding no term read, i.e. a
      // preference-tagged job whose text holds none of the words read (a query cut at MAX_QUERY_TERMS, a
      // tag name of stopwords, a tag added without a reindex). Only once fewer jobs match than the list
      // holds: all of them, in order.
      const seen = new Set(summed.jobIds());
      const rest: number[] = [];
      for await (const ids of listTaggedJobs(db, prepared.filter.preferenceTagIds, TAGGED_JOBS_PER_READ)) {
        rest.push(...ids.filter((id) => !seen.has(id)));
      }
      const scored: { jobId: number; score: number }[] = [];
      for (let start = 0; start < rest.length; start += TAGGED_JOBS_PER_READ) {
        scored.push(...(await scoreCandidates(db, prepared.filter, rest.slice(start, start + TAGGED_JOBS_PER_READ))));
      }
      await decider.decide(mergeRanked(pool.slice(decided), scored));
      break;
    }
  }
  return decider.recommended.sort(byMatchStrengthThenNewest);
}

/**
 * The reference: every candidate (each job holding a skill term or a preference tag) scored in the
 * database and decided in score order. The bench and the tests compare findRecommendedJobs with it; its
 * work grows with the number of jobs, so the product never calls it.
 */
export async function findRecommendedJobsExhaustively(
  db: Database,
  userId: number,
  limit: number = RECOMMENDED_JOBS_LIMIT,
): Promise<RecommendedJob[]> {
  const prepared = await prepareQuery(db, userId);
  if (!prepared) return [];
  const decider = new ColourDecider(db, prepared.query, limit);
  await decider.decide(await scoreCandidates(db, prepared.filter, null));
  return decider.recommended.sort(byMatchStrengthThenNewest);
}

const COLOR_RANK = { Green: 0, Yellow: 1, Red: 2 } as const;

/**
 * The order of the list (issue 14): match strength first (the colour: skills and preferences, then skills
 * only, then preferences only; within a colour, more of the person's skills and preferences named), then
 * the newest job. The BM25 score only chooses which candidates get decided.
 */
export function byMatchStrengthThenNewest(a: RecommendedJob, b: RecommendedJob): number {
  const reasons = (job: RecommendedJob) => job.decision.match.skills.length + job.decision.match.preferences.length;
  return (
    COLOR_RANK[a.decision.color] - COLOR_RANK[b.decision.color] ||
    reasons(b) - reasons(a) ||
    b.row.createdAt.getTime() - a.row.createdAt.getTime() ||
    b.row.id - a.row.id
  );
}

/** The query terms with their weights (query weight × idf), or null when nothing can be recommended. */
async function prepareQuery(db: Database, userId: number): Promise<PreparedQuery | null> {
  const query = await seekerQuery(db, userId);
  if (!query || isEmptyQuery(query)) return null;
  const known = await lookupTerms(
    db,
    query.terms.map((t) => t.term),
  );
  const idOf = new Map(known.map((t) => [t.term, t]));
  const scoringTerms = query.terms.flatMap((t) => {
    const entry = idOf.get(t.term);
    if (!entry || entry.jobCount <= 0) return [];
    return [
      {
        termId: entry.id,
        weight: t.weight * bm25Idf(entry.jobCount, entry.corpusJobCount),
        fromSkill: t.fromSkill,
      },
    ];
  });
  const skillTermIds = scoringTerms.filter((t) => t.fromSkill).map((t) => t.termId);
  const preferenceTagIds = query.preferences.map((p) => p.tagId);
  if (skillTermIds.length + preferenceTagIds.length === 0) return null;
  return {
    query,
    scoringTerms,
    filter: {
      userId,
      disabilityTagId: query.disability?.tagId ?? null,
      scoringTerms,
      skillTermIds,
      preferenceTagIds,
    },
  };
}

/** A place in the order "score descending, then job id descending". */
interface Position {
  jobId: number;
  score: number;
}

/** True when `a` comes after `b` in that order. */
const after = (a: Position, b: Position) => a.score < b.score || (a.score === b.score && a.jobId < b.jobId);

/** Merges two lists each in that order. */
function mergeRanked(a: readonly Position[], b: readonly Position[]): Position[] {
  const out: Position[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x && (!y || after(y, x))) {
      out.push(x);
      i += 1;
    } else if (y) {
      out.push(y);
      j += 1;
    }
  }
  return out;
}

/** Summed scores of every job holding a term read, handed out best first, a round at a time. */
interface SummedScores {
  /** The next `size` jobs after `position` (best first). */
  next(position: Position | null, size: number): Position[];
  /** How many jobs have not been handed out yet. */
  remaining(): number;
  jobIds(): number[];
}

/** Reads the packed postings of the terms (bounded steps) and sums weight × term weight per job. */
async function sumPostings(db: Database, termWeights: Map<number, number>): Promise<SummedScores> {
  const blocks = new Map<number, Float64Array>();
  for await (const rows of readTermBlocks(db, [...termWeights.keys()])) {
    for (const row of rows) {
      const weight = termWeights.get(row.termId) ?? 0;
      let sums = blocks.get(row.block);
      if (!sums) {
        sums = new Float64Array(TERM_BLOCK_SIZE);
        blocks.set(row.block, sums);
      }
      const ids = new DataView(row.jobIds.buffer, row.jobIds.byteOffset, row.jobIds.byteLength);
      const weights = new DataView(row.weights.buffer, row.weights.byteOffset, row.weights.byteLength);
      for (let k = 0; k + 4 <= row.jobIds.byteLength; k += 4) {
        const offset = ids.getInt32(k) & (TERM_BLOCK_SIZE - 1);
        sums[offset] = (sums[offset] ?? 0) + weights.getFloat32(k) * weight;
      }
    }
  }
  let count = 0;
  for (const sums of blocks.values()) for (const s of sums) if (s > 0) count += 1;
  const ids = new Int32Array(count);
  const scores = new Float64Array(count);
  let n = 0;
  for (const [block, sums] of blocks) {
    sums.forEach((s, offset) => {
      if (s > 0) {
        ids[n] = block * TERM_BLOCK_SIZE + offset;
        scores[n] = s;
        n += 1;
      }
    });
  }
  let handedOut = 0;
  return {
    remaining: () => count - handedOut,
    jobIds: () => Array.from(ids),
    next(position, size) {
      const best = topAfter(ids, scores, position, size);
      handedOut += best.length;
      return best;
    },
  };
}

/** The `size` best entries strictly after `position`, best first (a bounded heap: one pass). */
function topAfter(ids: Int32Array, scores: Float64Array, position: Position | null, size: number): Position[] {
  // heap[0] is the worst entry kept.
  const heap: number[] = [];
  const worse = (a: number, b: number) =>
    (scores[a] ?? 0) < (scores[b] ?? 0) || ((scores[a] ?? 0) === (scores[b] ?? 0) && (ids[a] ?? 0) < (ids[b] ?? 0));
  const swap = (i: number, j: number) => {
    const t = heap[i] ?? 0;
    heap[i] = heap[j] ?? 0;
    heap[j] = t;
  };
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(heap[i] ?? 0, heap[parent] ?? 0)) return;
      swap(i, parent);
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l] ?? 0, heap[m] ?? 0)) m = l;
      if (r < heap.length && worse(heap[r] ?? 0, heap[m] ?? 0)) m = r;
      if (m === i) return;
      swap(i, m);
      i = m;
    }
  };
  for (let i = 0; i < ids.length; i += 1) {
    if (position && !after({ jobId: ids[i] ?? 0, score: scores[i] ?? 0 }, position)) continue;
    if (heap.length < size) {
      heap.push(i);
      siftUp(heap.length - 1);
    } else if (worse(heap[0] ?? 0, i)) {
      heap[0] = i;
      siftDown(0);
    }
  }
  return heap
    .sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0))
    .map((i) => ({ jobId: ids[i] ?? 0, score: scores[i] ?? 0 }));
}

/** Decides colours (loadFeedJobs + the pure rule) in the given order until `limit` jobs have one. */
class ColourDecider {
  readonly recommended: RecommendedJob[] = [];
  constructor(
    private readonly db: Database,
    private readonly query: SeekerQuery,
    private readonly limit: number,
  ) {}

  get full(): boolean {
    return this.recommended.length >= this.limit;
  }

  async decide(ranked: readonly Position[]): Promise<void> {
    for (let start = 0; start < ranked.length && !this.full; start += DECISION_CHUNK) {
      const chunk = ranked.slice(start, start + DECISION_CHUNK);
      const scoreOf = new Map(chunk.map((c) => [c.jobId, c.score]));
      const rows = await loadFeedJobs(
        this.db,
        chunk.map((c) => c.jobId),
      );
      for (const row of rows) {
        const decision = decideMatch(this.query, {
          title: row.jobTitle,
          description: row.jobDesc,
          skillsReq: row.skillsReq,
          tagNames: splitNames(row.tagNames),
          disabilityNames: splitNames(row.disabilityNames),
        });
        if (decision) this.recommended.push({ row, decision, score: scoreOf.get(row.id) ?? 0 });
        if (this.full) break;
      }
    }
  }
}

/** The stored query, or one built now for a person never indexed (e.g. an account older than the index). */
async function seekerQuery(db: Database, userId: number): Promise<SeekerQuery | null> {
  const stored = seekerQuerySchema.safeParse(await loadStoredSeekerQuery(db, userId));
  if (stored.success) return stored.data;
  const profile = await loadSeekerProfile(db, userId);
  return profile ? buildSeekerQuery(profile) : null;
}

/** The feed's names are joined with ", " (tag and disability names hold no comma). */
function splitNames(joined: string): string[] {
  return joined ? joined.split(', ') : [];
}
