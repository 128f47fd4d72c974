import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobPosts, users } from './schema.js';

/**
 * What belongs to a job seeker alone (issue 16): their private work needs, their saved jobs, and who has seen
 * them. Kept apart from schema.ts, which holds the spec's tables.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What a job seeker needs at work (keys of the contract's WORKPLACE_FACTS, decision 033). A table of its own,
 * not a profile column: it is private (only the person and the recommendations that speak to them read it),
 * so no query that reads a profile for someone else can carry it by accident. Goes with the account.
 */
export const workNeeds = pgTable('work_needs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  needs: text('needs')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: updatedAt(),
});

/**
 * A job seeker's saved jobs (decision 035). When the job is removed the entry stays, its job_id set to
 * null by the foreign key whoever removes it, with the title and company kept from when it was saved: the
 * Saved Jobs screen then shows a note that it is gone instead of losing it silently.
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobPosts.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull(),
    compName: text('comp_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_jobs_user_job_unique').on(t.userId, t.jobId),
    index('saved_jobs_user_created_idx').on(t.userId, t.createdAt),
    index('saved_jobs_job_idx').on(t.jobId),
  ],
);

/**
 * Who has seen a job seeker (decision 036): one row per employer and kind of view (their profile, or a resume
 * they sent), with the first and last time and a count, so the table grows with pairs, not with page loads.
 */
export const profileViews = pgTable(
  'profile_views',
  {
    subjectId: integer('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employerId: integer('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.employerId, t.kind] }),
    index('profile_views_subject_last_idx').on(t.subjectId, t.lastViewedAt),
    index('profile_views_employer_idx').on(t.employerId),
    check('profile_views_kind_check', sql`${t.kind} in ('profile', 'resume')`),
  ],
);
