import type { Database } from '../../db/client.js';
import { bm25TermWeight, buildJobDocument } from './job-document.js';
import {
  deleteJobIndex,
  deleteSeekerQuery,
  ensureTerms,
  insertJobDocs,
  insertPostings,
  type JobDocRow,
  loadJobTexts,
  loadSeekerProfile,
  lockCorpus,
  readCorpus,
  saveSeekerQuery,
} from './recommendation-index.repo.js';
import { buildSeekerQuery } from './seeker-query.js';

/** Jobs indexed per round trip (bounds memory and statement size for bulk reindexing). */
const JOBS_PER_CHUNK = 500;

/**
 * Keeps what recommendations precompute in step with jobs and profiles. The jobs feature calls
 * `reindexJobs` after a job is created or edited (inside its transaction); the profile and preferences
 * features call `reindexSeeker` after a job seeker's skills, preferences or disability change. Deleting a
 * job or a person removes their index rows by cascade (and the triggers keep the counts right).
 *
 * `reindexJobs` rewrites each job's postings: field-weighted term frequencies turned into BM25 weights
 * against the average job length at this moment (decision 012), and its disability tag ids. Call it after
 * any change to a job's text, tags or disability tags. Ids of jobs that no longer exist are simply
 * removed from the index. Safe to call for many jobs at once (bulk imports, the benchmark).
 */
export async function reindexJobs(db: Database, jobIds: readonly number[]): Promise<void> {
  const ids = [...new Set(jobIds)];
  if (ids.length === 0) return;
  // A savepoint when called inside a transaction: the index of a job changes all at once or not at all.
  await db.transaction(async (tx) => {
    await lockCorpus(tx);
    for (let start = 0; start < ids.length; start += JOBS_PER_CHUNK) {
      await reindexChunk(tx, ids.slice(start, start + JOBS_PER_CHUNK));
    }
  });
}

async function reindexChunk(db: Database, ids: readonly number[]): Promise<void> {
  await deleteJobIndex(db, ids);
  const docs = (await loadJobTexts(db, ids)).map((job) => ({ job, ...buildJobDocument(job) }));
  if (docs.length === 0) return;
  // The average length the weights are normalised against, these jobs included.
  const corpus = await readCorpus(db);
  const addedLength = docs.reduce((sum, doc) => sum + doc.length, 0);
  const averageLength = (corpus.totalLength + addedLength) / (corpus.jobCount + docs.length);

  const terms = new Set<string>();
  for (const doc of docs) for (const term of doc.termFrequencies.keys()) terms.add(term);
  const termIds = await ensureTerms(db, [...terms]);
  const postings = { jobIds: [] as number[], termIds: [] as number[], weights: [] as number[] };
  const rows: JobDocRow[] = [];
  for (const doc of docs) {
    const weighted = [...doc.termFrequencies].flatMap(([term, frequency]) => {
      const termId = termIds.get(term);
      return termId === undefined ? [] : [{ termId, weight: bm25TermWeight(frequency, doc.length, averageLength) }];
    });
    weighted.sort((a, b) => a.termId - b.termId);
    for (const { termId, weight } of weighted) {
      postings.jobIds.push(doc.job.id);
      postings.termIds.push(termId);
      postings.weights.push(weight);
    }
    rows.push({
      jobId: doc.job.id,
      length: doc.length,
      termIds: weighted.map((w) => w.termId),
      weights: weighted.map((w) => w.weight),
      disabilityTagIds: doc.job.disabilityTagIds,
    });
  }
  await insertJobDocs(db, rows);
  await insertPostings(db, postings);
}

/**
 * Rebuilds a job seeker's query (skill phrases, preference tags, disability, weighted terms). An account
 * that is not a job seeker (or is gone) has none.
 */
export async function reindexSeeker(db: Database, userId: number): Promise<void> {
  const profile = await loadSeekerProfile(db, userId);
  if (!profile) {
    await deleteSeekerQuery(db, userId);
    return;
  }
  await saveSeekerQuery(db, userId, buildSeekerQuery(profile));
}
