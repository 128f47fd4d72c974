import { stemsOf } from './text-terms.js';

/** The text of a job that recommendations read (document 2 §3 "Job (feed)" fields). */
export interface JobText {
  title: string;
  description: string;
  skillsReq: string;
  category: string;
  tagNames: readonly string[];
  disabilityNames: readonly string[];
}

/**
 * How much one occurrence counts in each field (a simple BM25F): the title and the asked-for skills say
 * more about a job than a word in its description.
 */
export const FIELD_BOOSTS = { title: 3, skills: 2, tags: 2, category: 1, description: 1, disabilities: 1 } as const;

/** BM25 parameters (the usual values). */
export const BM25 = { k1: 1.2, b: 0.75 } as const;

/** Stems longer than this are noise (pasted links, long numbers) and are not indexed. */
const MAX_TERM_LENGTH = 40;

/** A job as the index stores it: its length and the field-weighted frequency of each stem. */
export interface JobDocument {
  length: number;
  termFrequencies: Map<string, number>;
}

/** The job's field-weighted term frequencies and length. */
export function buildJobDocument(job: JobText): JobDocument {
  const termFrequencies = new Map<string, number>();
  let length = 0;
  const add = (text: string, boost: number) => {
    for (const term of stemsOf(text)) {
      if (term.length > MAX_TERM_LENGTH) continue;
      termFrequencies.set(term, (termFrequencies.get(term) ?? 0) + boost);
      length += boost;
    }
  };
  add(job.title, FIELD_BOOSTS.title);
  add(job.skillsReq, FIELD_BOOSTS.skills);
  add(job.tagNames.join(' , '), FIELD_BOOSTS.tags);
  add(job.category, FIELD_BOOSTS.category);
  add(job.description, FIELD_BOOSTS.description);
  add(job.disabilityNames.join(' , '), FIELD_BOOSTS.disabilities);
  return { length, termFrequencies };
}

/**
 * The BM25 term-frequency part, stored per posting: saturates with repetition and is normalised by the
 * job's length against the average length of indexed jobs (taken when the job is indexed).
 */
export function bm25TermWeight(frequency: number, length: number, averageLength: number): number {
  const norm = averageLength > 0 ? length / averageLength : 1;
  return (frequency * (BM25.k1 + 1)) / (frequency + BM25.k1 * (1 - BM25.b + BM25.b * norm));
}

/** BM25 inverse document frequency (never negative): rare terms weigh more. */
export function bm25Idf(documentFrequency: number, jobCount: number): number {
  const df = Math.min(Math.max(documentFrequency, 0), jobCount);
  return Math.log(1 + (jobCount - df + 0.5) / (df + 0.5));
}
