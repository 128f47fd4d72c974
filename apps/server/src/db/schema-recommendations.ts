import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { jobPosts, users } from './schema.js';

// Recommendations (decision 012): a small inverted index over job text, written by
// features/recommendations/recommendation-index.ts when jobs and profiles change, read per request.

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per indexed job (the forward index): its BM25 length (field-weighted count of terms), its
 * postings as two parallel arrays (exact scoring of a candidate in one row read), and its disability tag
 * ids (empty: open to every disability).
 */
export const recommendationJobDocs = pgTable('recommendation_job_docs', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobPosts.id, { onDelete: 'cascade' }),
  length: real('length').notNull(),
  termIds: integer('term_ids').array().notNull(),
  weights: real('weights').array().notNull(),
  disabilityTagIds: integer('disability_tag_ids').array().notNull(),
});

/**
 * The term dictionary (stemmed words) with each term's document frequency, `job_count`, kept by a
 * trigger on the postings (so cascading deletes keep it right). Terms are never deleted, so ids stay valid.
 */
export const recommendationTerms = pgTable('recommendation_terms', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  term: text('term').notNull().unique(),
  jobCount: integer('job_count').notNull().default(0),
});

/**
 * Postings: the BM25 term-frequency weight of a term in a job. Read by term, strongest weight first
 * (impact order), and by job for exact scoring. No foreign key to the dictionary: its rows never go away.
 */
export const recommendationPostings = pgTable(
  'recommendation_postings',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    termId: integer('term_id').notNull(),
    weight: real('weight').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.termId] }),
    index('recommendation_postings_impact_idx').on(t.termId, t.weight.desc(), t.jobId),
  ],
);

/** Raw bytes (PostgreSQL bytea); both drivers answer a Uint8Array (node-postgres a Buffer). */
const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The postings again, packed per term and block of 1,024 job ids (block = job_id >> 10), for the exact
 * top-K of recommendations (decision 012, 2026-11-26): `job_ids` big-endian int4 in ascending order,
 * `weights` the matching big-endian float4 BM25 weights. Rebuilt from recommendation_postings by a
 * trigger for the blocks a write touches; read whole by term, never written per request.
 */
export const recommendationTermBlocks = pgTable(
  'recommendation_term_blocks',
  {
    termId: integer('term_id').notNull(),
    block: integer('block').notNull(),
    jobIds: bytea('job_ids').notNull(),
    weights: bytea('weights').notNull(),
  },
  (t) => [primaryKey({ columns: [t.termId, t.block] })],
);

/** One row (id 1): how many jobs are indexed and their total length, kept by a trigger on the docs. */
export const recommendationCorpus = pgTable(
  'recommendation_corpus',
  {
    id: integer('id').primaryKey(),
    jobCount: integer('job_count').notNull().default(0),
    totalLength: doublePrecision('total_length').notNull().default(0),
  },
  (t) => [check('recommendation_corpus_single_row', sql`${t.id} = 1`)],
);

/** A job seeker's recommendation query (skill phrases, preference tags, disability, weighted terms). */
export const recommendationSeekers = pgTable('recommendation_seekers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  query: jsonb('query').notNull(),
  updatedAt: updatedAt(),
});
