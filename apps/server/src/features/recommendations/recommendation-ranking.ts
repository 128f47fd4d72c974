import { RECOMMENDED_JOBS_LIMIT } from '@kakayahan/contracts';
import type { Database } from '../../db/client.js';
import { loadFeedJobs, type FeedJobRow } from '../job-feed/index.js';
import { BM25, bm25Idf } from './job-document.js';
import { decideMatch, type MatchDecision } from './match-decision.js';
import { jobIdsOf, PostingSums, type Position } from './posting-sums.js';
import { loadSeekerProfile } from './recommendation-index.repo.js';
import {
  type CandidateFilter,
  keepCandidates,
  listTaggedJobs,
  loadStoredSeekerQuery,
  lookupTerms,
  readTermBlocks,
  scoreCandidates,
} from './recommendations.repo.js';
import { buildSeekerQuery, isEmptyQuery, seekerQuerySchema, type SeekerQuery } from './seeker-query.js';

/** Candidates whose colour is decided per round trip, until the list is full. */
const DECISION_CHUNK = 75;
/** Jobs checked in the first round (a multiple of the list length); each further round doubles… */
const FIRST_ROUND_FACTOR = 4;
/** …up to this many (one query's work stays bounded: PGlite runs in the main thread). */
const MAX_ROUND = 1600;
/** A posting's BM25 weight is below k1 + 1 whatever its frequency and length: a term's upper bound. */
const MAX_POSTING_WEIGHT = BM25.k1 + 1;
/**
 * A query term that can add at most this much to any score (a word almost every job holds, whose idf is
 * ≈ 0) is left out of the score, here and in the reference ranking alike: reading its postings would
 * cost 100k of them at 100k jobs. A skill term among them still makes the jobs holding it candidates.
 */
const NEGLIGIBLE_TERM_BOUND = 1e-3;
/** Jobs read per round trip in the (rare) last step. */
const JOBS_PER_READ = 1000;

export interface RecommendedJob {
  row: FeedJobRow;
  decision: MatchDecision;
  /** The BM25 relevance that chooses which jobs are listed. */
  score: number;
}

interface PreparedQuery {
  query: SeekerQuery;
  filter: CandidateFilter;
  /** Skill terms left out of the score (NEGLIGIBLE_TERM_BOUND): they still make jobs candidates. */
  negligibleSkillTermIds: number[];
}

/**
 * The recommended jobs of a job seeker (decision 012): the first `limit` jobs, in BM25 order (ties: the
 * newest job first), that the matching rule gives a colour, then ordered by byMatchStrengthThenNewest.
 * A person with neither skills nor preferences gets an empty list.
 *
 * Exact top-K: the packed postings of the scored query terms are summed per job, in term id order (the
 * order in which the database sums a job's forward-index row, so each sum is the reference's score to the
 * bit). Jobs are then taken in that order, a round at a time; the database keeps those that may be
 * recommended (candidate, disability, not applied to), and their colours are decided in order until the
 * list is full. Last, if the list is still short, come the candidates holding no scored term (score 0,
 * newest first). The answer is the exhaustive ranking's (findRecommendedJobsExhaustively): the same jobs
 * in the same order with the same scores; the tests compare them.
 */
export async function findRecommendedJobs(
  db: Database,
  userId: number,
  limit: number = RECOMMENDED_JOBS_LIMIT,
): Promise<RecommendedJob[]> {
  return recommend(db, userId, limit, async (prepared, decider) => {
    const { filter } = prepared;
    const weightOf = new Map(filter.scoringTerms.map((t) => [t.termId, t.weight]));
    const sums = new PostingSums();
    for await (const rows of readTermBlocks(
      db,
      filter.scoringTerms.map((t) => t.termId),
    )) {
      sums.add(rows, (termId) => weightOf.get(termId) ?? 0);
    }
    sums.finish();
    let size = limit * FIRST_ROUND_FACTOR;
    while (!decider.full && sums.remaining() > 0) {
      const next = sums.next(size);
      size = Math.min(size * 2, MAX_ROUND);
      const kept = await keepCandidates(
        db,
        filter,
        next.map((entry) => entry.jobId),
      );
      await decider.decide(next.filter((entry) => kept.has(entry.jobId)));
    }
    if (decider.full) return;
    // Fewer jobs holding a scored term may be listed than the list holds: then the candidates holding
    // none (tagged with a preference, or holding only a negligible skill term), score 0, newest first.
    const rest = new Set<number>();
    for await (const ids of listTaggedJobs(db, filter.preferenceTagIds, JOBS_PER_READ)) {
      for (const id of ids) if (!sums.has(id)) rest.add(id);
    }
    for await (const rows of readTermBlocks(db, prepared.negligibleSkillTermIds)) {
      for (const id of jobIdsOf(rows)) if (!sums.has(id)) rest.add(id);
    }
    const newestFirst = [...rest].sort((a, b) => b - a);
    for (let start = 0; start < newestFirst.length && !decider.full; start += JOBS_PER_READ) {
      const ids = newestFirst.slice(start, start + JOBS_PER_READ);
      const kept = await keepCandidates(db, filter, ids);
      await decider.decide(ids.filter((id) => kept.has(id)).map((jobId) => ({ jobId, score: 0 })));
    }
  });
}

/** Prepares the query and a colour decider, lets `fill` decide candidates in order, and sorts the list. */
async function recommend(
  db: Database,
  userId: number,
  limit: number,
  fill: (prepared: PreparedQuery, decider: ColourDecider) => Promise<void>,
): Promise<RecommendedJob[]> {
  const prepared = await prepareQuery(db, userId);
  if (!prepared) return [];
  const decider = new ColourDecider(db, prepared.query, limit);
  await fill(prepared, decider);
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
  return recommend(db, userId, limit, async (prepared, decider) => {
    await decider.decide(await scoreCandidates(db, prepared.filter));
  });
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

/**
 * The query terms with their weights (query weight × idf), the scored ones apart from the negligible
 * skill terms, or null when nothing can be recommended.
 */
async function prepareQuery(db: Database, userId: number): Promise<PreparedQuery | null> {
  const query = await seekerQuery(db, userId);
  if (!query || isEmptyQuery(query)) return null;
  const known = await lookupTerms(
    db,
    query.terms.map((t) => t.term),
  );
  const idOf = new Map(known.map((t) => [t.term, t]));
  const terms = query.terms.flatMap((t) => {
    const entry = idOf.get(t.term);
    if (!entry || entry.jobCount <= 0) return [];
    const weight = t.weight * bm25Idf(entry.jobCount, entry.corpusJobCount);
    return [{ termId: entry.id, weight, fromSkill: t.fromSkill }];
  });
  const isScored = (t: { weight: number }) => t.weight * MAX_POSTING_WEIGHT > NEGLIGIBLE_TERM_BOUND;
  const skillTermIds = terms.filter((t) => t.fromSkill).map((t) => t.termId);
  const preferenceTagIds = query.preferences.map((p) => p.tagId);
  if (skillTermIds.length + preferenceTagIds.length === 0) return null;
  return {
    query,
    negligibleSkillTermIds: terms.filter((t) => t.fromSkill && !isScored(t)).map((t) => t.termId),
    filter: {
      userId,
      disabilityTagId: query.disability?.tagId ?? null,
      scoringTerms: terms.filter(isScored).map(({ termId, weight }) => ({ termId, weight })),
      skillTermIds,
      preferenceTagIds,
    },
  };
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
