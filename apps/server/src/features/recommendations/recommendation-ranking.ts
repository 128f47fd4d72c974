import { RECOMMENDED_JOBS_LIMIT } from '@kakayahan/contracts';
import type { Database } from '../../db/client.js';
import { loadFeedJobs, type FeedJobRow } from '../job-feed/index.js';
import { bm25Idf } from './job-document.js';
import { decideMatch, type MatchDecision } from './match-decision.js';
import { loadSeekerProfile } from './recommendation-index.repo.js';
import { loadStoredSeekerQuery, lookupTerms, rankCandidates } from './recommendations.repo.js';
import { buildSeekerQuery, isEmptyQuery, seekerQuerySchema, type SeekerQuery } from './seeker-query.js';

/**
 * How much a request reads (decision 012): candidates scored exactly, in all (split between the skill
 * terms and the preference tags, within a floor and a ceiling per source); postings read per skill term
 * to choose them (`scanFactor` × the per-source share); how many of the best-scored candidates (a
 * multiple of the list length) get the exact colour decision.
 */
export interface RankingBounds {
  candidateBudget: number;
  perSourceMin: number;
  perSourceMax: number;
  scanFactor: number;
  poolFactor: number;
}

export const DEFAULT_RANKING_BOUNDS: RankingBounds = {
  candidateBudget: 1200,
  perSourceMin: 40,
  perSourceMax: 300,
  scanFactor: 2,
  poolFactor: 4,
};

/** Candidates whose colour is decided per round trip, until the list is full. */
const DECISION_CHUNK = 75;

export interface RecommendedJob {
  row: FeedJobRow;
  decision: MatchDecision;
  /** The BM25 relevance the list is ordered by. */
  score: number;
}

/**
 * The recommended jobs of a job seeker, strongest match first, then newest: candidates ranked by BM25
 * between their skills, preferences and disability and each job's text, kept only when the matching rule
 * gives a colour, then ordered by byMatchStrengthThenNewest. A person with
 * neither skills nor preferences gets an empty list. `bounds` exist for the benchmark (which compares
 * with an exhaustive ranking); the product uses the defaults.
 */
export async function findRecommendedJobs(
  db: Database,
  userId: number,
  limit: number = RECOMMENDED_JOBS_LIMIT,
  bounds: RankingBounds = DEFAULT_RANKING_BOUNDS,
): Promise<RecommendedJob[]> {
  const query = await seekerQuery(db, userId);
  if (!query || isEmptyQuery(query)) return [];

  const known = await lookupTerms(
    db,
    query.terms.map((t) => t.term),
  );
  const idOf = new Map(known.map((t) => [t.term, t]));
  const scoringTerms = query.terms.flatMap((t) => {
    const entry = idOf.get(t.term);
    if (!entry || entry.jobCount <= 0) return [];
    return [
      { termId: entry.id, weight: t.weight * bm25Idf(entry.jobCount, entry.corpusJobCount), fromSkill: t.fromSkill },
    ];
  });
  const gatheringTerms = scoringTerms.filter((t) => t.fromSkill);
  const preferenceTagIds = query.preferences.map((p) => p.tagId);
  const sources = gatheringTerms.length + preferenceTagIds.length;
  if (sources === 0) return [];
  const perSource = Math.min(
    bounds.perSourceMax,
    Math.max(bounds.perSourceMin, Math.ceil(bounds.candidateBudget / sources)),
  );

  const ranked = await rankCandidates(db, {
    userId,
    disabilityTagId: query.disability?.tagId ?? null,
    scoringTerms,
    gatheringTerms,
    postingsPerTerm: perSource * bounds.scanFactor,
    skillCandidates: perSource * gatheringTerms.length,
    preferenceTagIds,
    jobsPerTag: perSource,
    poolSize: limit * bounds.poolFactor,
  });

  // The rule decides exactly (phrases, tag names, disability) on the best candidates, in score order.
  const recommended: RecommendedJob[] = [];
  for (let start = 0; start < ranked.length && recommended.length < limit; start += DECISION_CHUNK) {
    const chunk = ranked.slice(start, start + DECISION_CHUNK);
    const scoreOf = new Map(chunk.map((c) => [c.jobId, c.score]));
    const rows = await loadFeedJobs(
      db,
      chunk.map((c) => c.jobId),
    );
    for (const row of rows) {
      const decision = decideMatch(query, {
        title: row.jobTitle,
        description: row.jobDesc,
        skillsReq: row.skillsReq,
        tagNames: splitNames(row.tagNames),
        disabilityNames: splitNames(row.disabilityNames),
      });
      if (decision) recommended.push({ row, decision, score: scoreOf.get(row.id) ?? 0 });
      if (recommended.length >= limit) break;
    }
  }
  return recommended.sort(byMatchStrengthThenNewest);
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
